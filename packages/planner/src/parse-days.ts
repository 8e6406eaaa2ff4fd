import { isTypoOf } from './text.ts';

/**
 * The days a person can do the plan ("mondays and thursdays", "mon/wed/fri", "weekends only", "any day but sunday",
 * "Mittwoch und Donnerstag hab ich die Kinder, da hab ich keine Zeit", "el lunes me viene fatal, el resto bien"),
 * read from the normalised text, or its canonical English copy (parse-canonical.ts). No library reads these, so they
 * are rules. A day that dates something ("the race is on a Sunday", "since last Monday") or belongs to what the
 * person already does ("I already do yoga Tuesday and Friday") says nothing of the plan's days (decision 114).
 */
const DAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const DAY_ABBREVIATIONS: Record<string, number> = {
  mon: 1,
  tue: 2,
  tues: 2,
  wed: 3,
  weds: 3,
  thu: 4,
  thur: 4,
  thurs: 4,
  fri: 5,
  sat: 6,
  sun: 7,
};
const WEEKDAYS = [1, 2, 3, 4, 5];
/** The working week or the weekend, said as such. */
const isWeekPart = (days: readonly number[]) => days.join() === '1,2,3,4,5' || days.join() === '6,7';
/** The working week said in other words: "during the work week", "work days only", "business days", "M-F". */
const WORK_WEEK =
  /\b(?:the )?(?:work ?week|working week|business days)\b|\b(?:on|only|during) (?:work|working) ?days\b|\b(?:work|working) ?days only\b|(?<![\w-])m(?: ?- ?| | to | thru | through )f(?![\w-])/g;
/** Between "weekend" and the days that say which it is: "my weekend is Friday and Saturday", "الويكند بتاعي". */
const WEEK_PART_IS = /^(?:\s*(?:'s|is|are|ist|sind|es|son|on|=|:|-|,|بتاعي|عندي|هو|هي|هم))*\s*$/u;
const NEGATION =
  /(?:\b(?:except|not|nie|nunca|jamas|nicht|skip|skipping|excluding|exclude|(?:any ?day|every ?day|all days|all week|anything|every (?:night|evening|morning)|each (?:night|evening|morning)|all nights) but|busy|no|never|can'?t|cannot|apart from|other than|without|besides|menos|excepto|salvo|quitando|ausser|außer|ausgenommen|ni)\b|(?:^|\s)(?<!(?:ماعنديش|ما عندي|معنديش|ما عنديش|ما يمديني|مايمديني|ما بقدر|ما اقدر|مش فاضي) )(?:ما عدا|ماعدا|عدا|الا|إلا|غير|بخلاف|ماعدى|ما عدى|ماعدي|ما عدي|بس مش|بس مو|بس لا|لكن مش|لكن مو|مش|مو|ابدا|أبدا|ابداً|أبداً)\s)[^.,;!?]{0,16}$/;
/** "No time except Saturday", "ما عندي وقت إلا يوم السبت": ruled out but for these days, so only these. */
const ONLY_EXCEPT =
  /(?:(?:ماعنديش|ما عندي|معنديش|ما عنديش|ما يمديني|مايمديني|ما بقدر|ما اقدر|مش فاضي) (?:الا|إلا|غير)\s+(?:في\s+|يوم\s+|ايام\s+)?$)|(?:\b(?:busy|no time|can'?t|cannot|never|don'?t have time|no puedo|no tengo tiempo|keine zeit|kann (?:ich )?nicht|nie|nothing)\b|ما عندي وقت|معنديش وقت)[^.;!?]{0,50}\b(?:except|but|only)\s+(?:on\s+|the\s+|am\s+|el\s+|los\s+)?$/;
/** What follows days that rules them out, within the same clause and before another day. */
const NEGATION_AFTER =
  /^s?(?:'s)?[^.,;!?]{0,45}?\b(?:(?<!\b(?:i'?m|i am|we'?re|we are|when i'?m|when i am|days?) )off|out|gone|impossible|imposible|busy|taken|booked|packed|crazy|hectic|slammed|insane|manic|fatal|locura|ocupad[oa]s?|complicad[oa]s?|stressig|chaos|not possible|no go|nothing|nada|nix|nichts|geht (?:gar |leider |bei mir )?nicht|unmoglich|ni lo intentes|forget it|never|nunca|niemals|auf keinen fall|vergiss es|keine zeit|no time|no tengo tiempo|no me viene|me viene mal|no chance|no way|out of the question|not an option|(?:won'?t|doesn'?t|don'?t) work|swamped|wiped|exhausted|too tired|dead|ni de broma|ni de cona|ni loco|ni loca|ni en pedo|ni a palos|ni modo|ni hablar|no hay manera|no me da la vida|reventad[oa]s?|liad[oa]s?|a tope|muert[oa]s?|keine chance|kaputt|platt|eingespannt|ausgebucht|klappt(?:'s| es)? nicht|kann ich (?:nicht|nie|net|ned|niemals)|schaff(?:e)? ich (?:es )?nicht|nicht drin|(?:gaht|gahts|goht|gohts|gat|geit|gehts?) (?:(?:bi mir|leider|gar|halt|eifach) )?(?:nod|nid|nit|nix)|chan(?:n)? (?:i |ich )?(?:nod|nid|nit)|cha (?:i )?(?:nod|nid|nit)|isch (?:nod|nid|nit) (?:moglich|drin))\b|^s?(?:'s)?\s+(?:i |ich )?(?:can'?t|cannot)\b|^s?\s*(?:لا|لأ|لاء|مستحيل|ما ينفع|مينفعش|مش هينفع|تعبان|مرهق|ما الحق|ما بلحق|ماليش وقت|مفيش وقت|ما في وقت|مافي وقت|مش فاضي|مشغول|ما اقدر|ما بقدر|ما ?نقدر|منقدرش|ما ?يمكنليش|ما ?نقدرش|مش هقدر|مقدرش|اجازه|إجازة|اجازة)|^s?(?:'s)?\s+(?:is|ist|es)\s+(?:[a-z]+\s)?(?:family|church|kids?|oma|opa|grandma|grandpa|familia|familien|visiting|laundry|chore)[\s-]?day\b|^s?\s+ist\s+(?:[a-z]+\s)?[a-z]+tag\b|^s?\s+bin ich (?:nicht|nie)\b|^s?(?:'s)?\s+(?:gehort|gehoren|belongs? to|is for|are for|es para|son para) (?:der |den |the |la |los |my |meiner |meinen )?(?:familie|family|familia|kids|kinder|kindern|ninos|hijos)\b|^s?(?:'s)?\s+(?:are|is|son|es|sind|ist)\s+(?:all\s+)?(?:theirs|his|hers|the kids'?|(?:their|family|kids'?) time|(?:the )?family'?s|de (?:ellos|ellas|los ninos|mis hijos|la familia|mi familia)|(?:fur )?(?:die|meine) (?:kinder|familie))(?![a-z])|^s?(?:'s)?\s*(?:no|not|nope|nein|nicht)\b(?!\s+(?:problem|prob|worries|issue|matter))|^s?(?:'s)?\s+(?:are|is|r|=)\s+(?:a\s+)?(?:no|no-go|no go|nope|write-?off)\b|^s?(?:'s)?[^.,;!?]{0,25}?\b(?:(?:i'?d|i would|would) rather not|prefer not|prefiero no|mejor no|lieber nicht|(?:geh|gehe|mach|mache|trainier\w*|lern\w*|ub\w*) ich (?:da |dann )?(?:nicht|nie))\b|^s?\s*(?:[-–—,]\s*)?(?:no wait|wait,? no|nein,? doch|nein,|no,? mejor|mejor dicho|no,? espera|bueno no)\b|^s?\s*[،,]?\s*(?:لا لحظ\S*|لا قصدي|لا استنى|لا استني)/u;
/**
 * A day the person wants kept clear of the plan, or rests on: "fridays should stay free", "viernes y sábado que sea
 * libre", "der Freitag soll frei bleiben", "Sonntag ist Ruhetag", "sunday rest", "domingo descanso", "الجمعة خليها
 * فاضية", "الجمعة راحة". "I'm free on Saturday", "sábado tengo libre" and "samstags hab ich frei" name a day to use
 * (decision 126).
 */
const KEPT_FREE_AFTER =
  /^s?(?:'s)?[^.,;!?]{0,25}?\b(?:keep|leave|have|haben|halten|tener|dejar|mantener)\s+(?:\w+\s+){0,2}(?:free|clear|empty|frei|libres?)\b|^s?(?:'s)?[^.,;!?]{0,20}?\b(?:que (?:sea|sean|quede|queden|este|esten)|(?:lo|la|los|las) (?:dejo|dejamos|quiero|prefiero|mantengo)|(?:deja\w*|dejen\w*|dejar\w*|soll|sollen|sollte|sollten|muss|mussen|bleibt|bleiben|halte ich|lasse ich|lass ich)|(?:should|must|need to|needs to|has to|have to|to) (?:be|stay|remain)|(?:stays?|remains?|kept))\s+(?:\w+\s+)?(?:free|libres?|frei|clear|empty|open|leer|vaci[oa]s?|sin nada)\b|^s?(?:'s)?[^.,;!?]{0,15}?\b(?:freihalten|frei halten|freilassen|frei lassen|(?:stays?|kept) (?:free|clear))\b|^s?(?:'s)?\s*(?:(?:is|are|=|:|-|es|son|ist|sind|aber|but|though|my|a|the|mi|de|el|dia|day|mein|meine|der|unser|tag|bitte|also|auch)\s*)*(?:rest(?! of\b)(?: ?days?)?|descanso|ruhetag|ruhe|pause|erholungstag)\b|^s?\s*(?:days\s+)?(?:راحه|راحة|راحتي)|^s?\s*(?:خلي|خليه|خليها|خليهم|خليهن|خلوه|سيب|سيبه|سيبها|سيبهم|اترك|اتركه|اتركها|اتركهم|اتركهما)\s*(?:فاضي|فاضيه|فاضية|فاضيين|خالي|خاليه|خالية|خاليين|خاليه|راحه|راحة|فري)/u;
/** What follows a day (to the next one) and rules it out: said against it, or kept free of the plan. */
/** Evenings and days given over to something that is not a plan: "pizza night", "cheat day" (parse-limits.ts too). */
export const EVENINGS_GIVEN_OVER = String.raw`pizza|date|takeout|take-out|takeaway|movie|film|games?|board ?games?|poker|quiz|pub|cheat|treat|party`;
/**
 * A day given over to something that is not the plan: "fridays are pizza night", "friday is my cheat day", "Sunday
 * is church and family", "fridays excluded", "يوم الجمعة للعيلة", "الجمعة عندي صلاة وعيلة", "الجمعة مش هتمرن"
 * (decision 134). Not "Saturday is my long run day": the plan's own day.
 */
const GIVEN_OVER_AFTER = new RegExp(
  String.raw`^s?(?:'s)?\s+(?:is|are|=|r)\s+(?:always\s+|usually\s+)?(?:my\s+|our\s+|the\s+)?(?:${EVENINGS_GIVEN_OVER}|church|lazy|chill|friends?|pyjama|pajama|sabbath|shabbat|grocery|laundry|cleaning)(?:\s+(?:night|day|evening|time))?\b|^s?(?:'s)?\s+(?:excluded|off[- ]limits|blocked|blocked off|taken up|reserved)\b|^s?(?:'s)?\s+(?:is|ist|es|son|sind|are)\s+(?:bei mir\s+)?(?:tabu|sagrad[oa]s?|heilig|sperrzone|ruhetag|familientag|family days?|de (?:futbol|limpieza|familia|fiesta)|para (?:la familia|mis hijos|los ninos))\b|^s?(?:'s)?[^.,;!?]{0,20}?\b(?:me voy|bin ich unterwegs|i'?m away|im away|am away|geh ich (?:mit \w+ )?weg|sind die kinder bei mir)\b|^s?(?:'s)?[^.,;!?]{0,15}?,?\s*that'?s\s+(?:our|my|the)\s+(?:treat|date night|night off|day off|family (?:night|day|time))\b|^s?\s*(?:هو\s+|هي\s+)?(?:لل|ل)(?:عيل[هة]|عائل[هة]|اهل|أهل|ولاد|اولاد|عزايم)|^s?\s*عندي\s+(?:صلا[هة]|عيل[هة]|عزوم[هة]|زيار[هة]|لم[هة])|^s?\s*(?:مش|مو|ما)\s?ه?(?:اتمرن|تمرن|ذاكر|اذاكر|اقدر|بقدر|نقدر|العب|امشي|اشتغل عليها)`,
  'u',
);
const outAfter = (after: string) =>
  NEGATION_AFTER.test(after) || KEPT_FREE_AFTER.test(after) || GIVEN_OVER_AFTER.test(after);
/** "Keep Fridays free", "leave the weekend clear": the day between the wish and the word. */
const KEEP_BEFORE = /\b(?:keep|keeping|leave|leaving)\s+(?:my\s+|the\s+|all\s+)?$/;
const FREE_AFTER =
  /^s?\s+(?:(?:completely|totally|entirely|fully|always)\s+)?(?:free|clear|open|empty|for (?:rest|myself|family|me))\b/;

/**
 * Later in the sentence, words that point back at the days just said and rule them out: "so avoid those two", "so
 * not then", "esos días imposible", "da geht's nicht", "فمش هقدر الأيام دي".
 */
const RULED_OUT_LATER =
  /\b(?:avoid (?:those|these|them|that|both)|(?:esos|estos|esas|estas|ese|esa|este)\b[^.;!?]{0,15}\b(?:fuera|salte\w*|salta\w*|quita\w*|saca\w*)|(?:die|diese|beide)\b[^.;!?]{0,20}\b(?:raus|auslassen|weglassen|streichen|frei lassen)|skip (?:those|these|them)|(?:so |and )?not (?:then|on those|those days)|(?:those|these|both|they|them) (?:days )?(?:are|r|'re|is) (?:out|off|gone|taken|impossible|a no[- ]go|a write-?off)|(?:those|these|both|the) (?:two |2 |three |3 )?days?\b[^.;!?]{0,20}\b(?:out|off|gone|impossible|busy|taken|no go|can'?t|don'?t|zombie|dead|wiped|exhausted|fried|wrecked|useless|toast|a write-?off|no good)|(?:esos|estos|esas|ese|este|esa) (?:dos |2 )?days?\b[^.;!?]{0,15}\b(?:imposible|no|nada|ocupad\w*|fatal)|da (?:geht'?s|geht es|geht|hab ich|habe ich|bin ich|kann ich|klappt'?s?|wird|geh ich|gehe ich|mach ich|mache ich)\b[^.;!?]{0,20}\b(?:nicht|nix|nichts|keine|kein)\b|(?:an denen|an diesen days|die beiden days)\b[^.;!?]{0,20}\b(?:nicht|nix|keine)\b)|(?:^|\s)(?:فشيلها|فشيله|فشيلهم|شيلها|شيله|شيلهم|فلا تحط\S*|لا تحط\S*)|(?:مش|ما|لا|can't|busy)[^.;!?]{0,20}(?:days دي|الايام دي|اليوم ده|هاليوم|هالايام|هذه days|هذا اليوم|days هذي|days هذه)/;
/** "The rest of the week is fine", "el resto bien", "sonst passt alles", "باقي الأيام عادي": the days said are out. */
const REST_FINE =
  /\b(?:(?:the )?rest(?: of (?:the )?(?:week|days?))?|(?:all )?(?:the )?other days|any other day|everything else|anything else|el resto(?: de (?:la |los )?(?:week|days))?|los demas|las demas|(?:alle )?anderen days)\b[^.;!?]{0,25}?\b(?:fine|ok|okay|free|good|great|works?|open|available|bien|perfecto|libres?|vale|sin problema|gehen|geht|passt|frei|klappt|kein problem)\b|\b(?:sonst|ansonsten) (?:passt|gehen|geht alles|klappt|bin ich frei|hab ich zeit|flexibel|jeden tag|immer|alles)\b|\balles andere (?:geht|passt|klappt)\b|\b(?:other than that|otherwise|apart from that|besides that)\b[^.;!?]{0,20}?\b(?:free|fine|ok|okay|good|open|available|whenever|any ?time|any day)\b|\b(?:el resto(?: de la (?:semana|week))?|los demas(?: dias| days)?|lo demas|las demas)\b[^.;!?]{0,15}?\b(?:si|va|sale|puedo|cocino|entreno|estudio)\b|(?:باقي|بقية|وباقي|غير كده|غير كذا|غير ذلك|الباقي|غير هيك|غير هيدا)[^.;!?]{0,25}(?:عادي|متاح|تمام|ماشي|فاضي|اوكي|مناسب|كويس|منيح\S*|free|fine)|\b(?:estudiare|entrenare|practicare|puedo|i can|i'?ll|i will|kann ich|lerne ich|trainiere ich) (?:[a-z]+ ){0,2}(?:el resto de la week|the rest of the week|den rest der week)\b/;
/** The days of a job or shifts ("I work Saturdays", "turnos de noche de jueves a domingo", "samstags arbeite ich"). */
const WORK_BEFORE =
  /(?:(?<!\b(?:after|before|from|until|till|to) )\b(?:work(?:ing)?|shifts?)\b(?! on\b)|\b(?:trabajo de (?!monday|tuesday|wednesday|thursday|friday|saturday|sunday)[a-z]+|curro|turnos?|arbeite(?! (?:daran|dran))|schicht\w*|dienst)\b|بشتغل|باشتغل|اشتغل|دوام|شغال\S*|شغلي|اداوم|أداوم|بداوم)[^.,;!?]{0,20}$/;
const WORK_AFTER = /^s?\s+(?:i work|trabajo|arbeite ich|hab ich (?:schicht|dienst)|bin ich (?:arbeiten|auf arbeit))\b/;
/** A day that dates one thing: "on a Sunday in October", "un viernes", "an einem Sonntag", "since last Monday". */
const DATE_BEFORE =
  /(?:\b(?:a|an|un|una|einem|einen|since|desde|seit|ab|starting|beginning|last|next|this|coming|este|esta|proximo|pasado|a partir del?|letzten|nachsten|diesen|kommenden|vergangenen|vorigen)|منذ|من يوم|ابتداء من)\s+$/;
const MONTH = String.raw`(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)`;
/** After the day: "last", "next", or its date ("sunday april 14", "friday 15 november", "sunday the 12th of may"). */
const DATE_AFTER = new RegExp(
  String.raw`^s?\s+(?:last|pasado|que viene|next)\b|^s?\s+(?:الماضي|اللي فات|الجاي|القادم)|^s?,?\s+(?:the\s+)?(?:${MONTH}\.?\s+\d{1,2}(?:st|nd|rd|th)?\b|\d{1,2}(?:st|nd|rd|th|\.)?\s+(?:of\s+|de\s+)?${MONTH}\b|\d{1,2}(?:st|nd|rd|th)?\s*(?:[,.;!?]|$))`,
  'u',
);
/** What the person already does on those days, not the plan: "I already do yoga (tue/fri)", "ya hago pilates los martes". */
const ALREADY_BEFORE = /(?:\b(?:already|ya|schon|bereits)\b|اصلا|بالفعل)[^.;!?]{0,40}$/;
/** Between two days of one list: "mon/wed/fri", "tuesday and thursday", "sa y do". */
const LIST_JOIN =
  /^s?(?:'s)?\s*(?:\([^()]{0,40}\)\s*)?(?:[/,&+-]|\band\b|\bor\b|\bn\b|\by\b|\bo\b|\bni\b|\bund\b|\boder\b|\bnor\b|\s)*\s*$/;
const DAY_WORD = `(${[...DAY_NAMES, ...Object.keys(DAY_ABBREVIATIONS)].join('|')})s?`;
/** "mon-fri", "monday to thursday"; never a link of a chain ("Mon-Wed-Fri" is three days). */
const RANGE_RE = new RegExp(
  `(?<![a-z] ?[-\u2013/] ?)\\b${DAY_WORD} ?(?:-|\u2013|to|through|thru|till|until) ?${DAY_WORD}\\b(?! ?[-\u2013/] ?[a-z])`,
  'g',
);

const ONLY_BEFORE = /\b(?:only|just|nur|solo|sólo|bas|فقط)\s+(?:on\s+|am\s+|los\s+|el\s+)?$/;
/** German weekdays by their two letters ("Mo", "Di"), in the week's order; parse-canonical.ts reads ranges of them. */
export const DE_SHORT_DAYS: Record<string, string> = {
  mo: 'monday',
  di: 'tuesday',
  mi: 'wednesday',
  do: 'thursday',
  fr: 'friday',
  sa: 'saturday',
  so: 'sunday',
};
const DE_DAY_LIST = /\b(?:mo|di|mi|do|fr|sa|so)(?:(?:\s?[/,+]\s?|\s(?:und|&)\s)(?:mo|di|mi|do|fr|sa|so)\b)+/g;
/** Spanish weekdays cut short ("lun/mié/sáb") or by their calendar letters ("L, X y S"; X is Wednesday). */
export const ES_DAYS: Record<string, string> = {
  lun: 'monday',
  mar: 'tuesday',
  mie: 'wednesday',
  jue: 'thursday',
  vie: 'friday',
  sab: 'saturday',
  dom: 'sunday',
  l: 'monday',
  m: 'tuesday',
  x: 'wednesday',
  j: 'thursday',
  v: 'friday',
  s: 'saturday',
  d: 'sunday',
};
const ES_JOIN = String.raw`(?:\s?[/,-]\s?|\s?,?\s+y\s+)`;
const ES_DAY_LIST = new RegExp(
  String.raw`\b(?:lun|mar|mie|jue|vie|sab|dom)\.?(?:${ES_JOIN}(?:lun|mar|mie|jue|vie|sab|dom)\b\.?)+|\b(?:lun|mar|mie|jue|vie|sab|dom)\.?(?:\s(?:lun|mar|mie|jue|vie|sab|dom)\b\.?){2,}|\b[lmxjvsd](?:${ES_JOIN}[lmxjvsd]\b)+|\b[lmxjvsd](?:\s[lmxjvsd]\b){2,}`,
  'g',
);

export function dayOf(word: string, allowAbbreviation: boolean): number | null {
  const bare = word.replace(/'?s$/, '');
  const full = DAY_NAMES.findIndex((name) => isTypoOf(bare, name) || isTypoOf(word, name));
  if (full >= 0) return full + 1;
  return allowAbbreviation ? (DAY_ABBREVIATIONS[bare] ?? DAY_ABBREVIATIONS[word] ?? null) : null;
}

export type AvailableDays = {
  /** ISO weekdays; [] when the person said any day suits them; null when they did not say. */
  days: number[] | null;
  /** True when they named the days they can do it (not only the days they cannot). */
  isNamed: boolean;
};

/** The days from one to the other, round the week's end ("friday to monday"). */
export function daysFrom(from: number, to: number): number[] {
  const days: number[] = [];
  for (let d = from; days.length < 7; d = (d % 7) + 1) {
    days.push(d);
    if (d === to) break;
  }
  return days;
}

/** A private-use character after a range written out: no word, no space, so no list joins across it. */
const RANGE_END = '\ue000';

/** Ranges written out as lists ("mon-thu" -> "monday/tuesday/wednesday/thursday"), found in `rawText`. */
function expandRanges(text: string, rawText: string): string {
  let out = text;
  for (const range of rawText.toLowerCase().matchAll(RANGE_RE)) {
    const from = dayOf(range[1] ?? '', true);
    const to = dayOf(range[2] ?? '', true);
    if (!from || !to) continue;
    // Marked at its end: a range is one group of its own, so "mon-fri, weekends off" rules out only the weekend.
    const list =
      daysFrom(from, to)
        .map((d) => DAY_NAMES[d - 1])
        .join('/') + RANGE_END;
    const said = new RegExp(
      `\\b${range[1]}s? ?(?:-|\u2013|to|through|thru|till|until| ) ?${range[2]}s?\\b(?! ?[-\u2013/] ?[a-z])`,
    );
    out = out.replace(said, list);
  }
  return out;
}

/** A day or a week part said, where, and whether it ends a range written out (its list is its own). */
type Named = { days: number[]; start: number; end: number; closesRange: boolean };
const DAY_SLOT_BEFORE =
  /\b(?:every ?day|any ?day|all days|all week|weekdays?|daily)\s+(?:except|but(?: not)?|apart from|besides|other than|minus)\s+(?:on\s+)?$|\b(?:except|apart from|other than)\s+(?:on\s+)?$/;

function namedDays(text: string): Named[] {
  const words = [...text.matchAll(/[a-z]+(?:'s)?/g)];
  const abbreviationCount = words.filter((w) => dayOf(w[0], true) !== null).length;
  const named: Named[] = [];
  for (const word of words) {
    // One short day is a day where only a day can follow: "everyday except sun", "weekdays but not fri" (decision 118).
    const dayOnly = DAY_SLOT_BEFORE.test(text.slice(Math.max(0, word.index - 24), word.index));
    // ... or one said as a label: "sun = rest", "fri: off".
    const labelled = /^\s*[=:]/.test(text.slice(word.index + word[0].length, word.index + word[0].length + 3));
    const day = dayOf(word[0], abbreviationCount >= 2 || dayOnly || labelled);
    const days =
      day !== null
        ? [day]
        : /^weekends?$/.test(word[0])
          ? [6, 7]
          : // "Weeknights" (decision 122), not "weeknight dinners"; work and school nights are a bedtime's (parse.ts).
            /^(?:weekdays?|workdays|weeknights)$/.test(word[0])
            ? WEEKDAYS
            : null;
    if (!days) continue;
    const start = word.index;
    const closesRange = text[start + word[0].length] === RANGE_END;
    const end = start + word[0].length + (closesRange ? 1 : 0);
    const after = text.slice(end, end + 24);
    // "my weekend is Friday and Saturday": the days say which ("weekdays except Friday" is not that).
    const which = new RegExp(`^([^.;!?]{0,16})\\b(?:${DAY_NAMES.join('|')})`).exec(after);
    if (day === null && which && WEEK_PART_IS.test(which[1] ?? '')) continue;
    if (day !== null) {
      const before = text.slice(Math.max(0, start - 12), start);
      if (DATE_BEFORE.test(before) || DATE_AFTER.test(after)) continue;
    }
    named.push({ days, start, end, closesRange });
  }
  return named;
}

/** The days without work, said as such: "my days off", "mis días libres", "meine freien Tage", "الأيام اللي مش شغال فيها". */
const DAYS_OFF_REF =
  /\b(?:(?:my|on my|in my) (?:days off|off days|free days)|when i'?m off|the (?:other )?days i(?:'m| am)? (?:not working|off|free)|(?:mis|los) dias (?:libres|de descanso)|los dias que (?:no trabajo|libro|tengo libres)|(?:meine|an meinen|die) freien (?:tage|days)|wenn ich frei (?:hab|habe)|(?:other|remaining) days)\b|(?:الايام|الأيام|days) (?:اللي|التي|الي) (?:مش|ما|لا|ما بكون|مابكون) ?(?:ب?شغال\S*|اشتغل\S*|بشتغل\S*|اداوم\S*|بداوم\S*|فيها شغل)|(?:ايام|أيام) (?:ال)?(?:اجاز|إجاز|عطل)\S*/u;

/** Shifts that change, no fixed days: a day said free then is a sure day, not the only one (decision 114). */
const NO_FIXED_DAYS =
  /\b(?:keine (?:festen|fixen) (?:tage|zeiten)|no fixed (?:days|schedule)|no set days|(?:sin|no tengo) (?:dias|horarios) fijos|wechselnde (?:tage|schichten)|rotating shifts?|schichtdienst|wechselschicht|turnos rotativos)\b|(?:ما|مفيش|ما في|مافي) (?:عندي )?(?:ايام|مواعيد) ثابت/u;

export function readAvailableDays(said: string, rawText: string): AvailableDays {
  let text = expandRanges(said, rawText).replace(WORK_WEEK, 'weekdays');

  // German two-letter weekdays in a list ("Mo/Mi/Fr"): only joined by a slash, a comma or a plus, where they cannot
  // be other words ("so", "do", "mi").
  text = text.replace(DE_DAY_LIST, (list) =>
    list
      .split(/\s?[/,+]\s?|\s(?:und|&)\s/)
      .map((d) => DE_SHORT_DAYS[d] ?? d)
      .join('/'),
  );
  // Only where two or more are joined, so "mar" (the sea) or a lone letter is never a day.
  text = text.replace(ES_DAY_LIST, (list) =>
    list
      .split(new RegExp(String.raw`${ES_JOIN}|\s`))
      .map((d) => ES_DAYS[d.replace(/\.$/, '')] ?? d)
      .join('/'),
  );
  const named = namedDays(text);
  const joinedToPrevious = named.map(
    (n, i) => i > 0 && !named[i - 1]!.closesRange && LIST_JOIN.test(text.slice(named[i - 1]!.end, n.start)),
  );
  // The text of the sentence before each day, up to 70 characters.
  const sentences = named.map(({ start }) => {
    const before = text.slice(Math.max(0, start - 70), start);
    return before.slice(before.search(/[^.;!?]*$/));
  });
  const sentenceEnd = (from: number) => {
    const stop = text.slice(from).search(/[.;!?]/);
    return stop < 0 ? text.length : from + stop;
  };
  // Days said one after another ("mon/wed/fri", "tuesday and thursday") share what follows them: "sundays off",
  // "mon/wed/fri he has soccer so those days are gone" (decision 093), as what comes before ("except").
  const offAfter = named.map(() => false);
  for (let i = named.length - 1; i >= 0; i--) {
    const next = named[i + 1];
    const between = next ? text.slice(named[i]!.end, next.start) : null;
    // "Only Saturdays, Sundays are grandma's": a day said with "only" is not part of the next one's list.
    const isOnly = ONLY_BEFORE.test(text.slice(Math.max(0, named[i]!.start - 12), named[i]!.start));
    // "Weekdays, weekends are for my kids": the two parts of the week said side by side are contrasted, not listed.
    const contrasted = next !== undefined && isWeekPart(named[i]!.days) && isWeekPart(next.days);
    offAfter[i] =
      between !== null &&
      !named[i]!.closesRange &&
      LIST_JOIN.test(between) &&
      !(isOnly && /,/.test(between)) &&
      !contrasted
        ? offAfter[i + 1]!
        : outAfter(text.slice(named[i]!.end, Math.min(named[i]!.end + 50, next?.start ?? text.length)));
  }
  // "Keep Fridays free", "I leave saturday and sunday completely empty": the wish before a list, the word after it.
  for (let first = 0; first < named.length;) {
    let last = first;
    while (last + 1 < named.length && joinedToPrevious[last + 1]) last += 1;
    const kept =
      KEEP_BEFORE.test(text.slice(Math.max(0, named[first]!.start - 20), named[first]!.start)) &&
      FREE_AFTER.test(text.slice(named[last]!.end, named[last]!.end + 30));
    for (let i = first; i <= last; i++) offAfter[i] = offAfter[i]! || kept;
    first = last + 1;
  }
  // "No sessions on mondays or fridays": a day joined to a day ruled out before it is ruled out too (decision 102);
  // "no time except Saturday" keeps only Saturday; the days of a job are out unless it is the whole working week.
  const only: boolean[] = [];
  const offBefore: boolean[] = [];
  const work: boolean[] = [];
  named.forEach(({ start }, i) => {
    const sentence = sentences[i]!;
    only[i] = ONLY_EXCEPT.test(sentence) || (joinedToPrevious[i]! && only[i - 1]!);
    offBefore[i] =
      !only[i] &&
      (NEGATION.test(text.slice(Math.max(0, start - 30), start)) || (joinedToPrevious[i]! && offBefore[i - 1]!));
    work[i] =
      WORK_BEFORE.test(sentence) ||
      WORK_AFTER.test(text.slice(named[i]!.end, named[i]!.end + 30)) ||
      (joinedToPrevious[i]! && work[i - 1]!);
  });
  const workDays = new Set(named.flatMap((n, i) => (work[i] ? n.days : [])));
  // "I work Wednesday to Sunday ... only my days off", "الأيام اللي مش شغالة فيها": the days without work, when no
  // other day is named for the plan (decision 129).
  const others = named.filter((_, i) => !work[i]);
  if (workDays.size >= 3 && others.length === 0 && DAYS_OFF_REF.test(text)) {
    return { days: [1, 2, 3, 4, 5, 6, 7].filter((d) => !workDays.has(d)), isNamed: true };
  }
  const isPartTimeWork = workDays.size < WEEKDAYS.length;
  const restFine = REST_FINE.test(text);

  const positive = new Set<number>();
  const negative = new Set<number>();
  named.forEach(({ days, end }, i) => {
    const sentence = sentences[i]!;
    const isRuledOut =
      offBefore[i]! ||
      offAfter[i]! ||
      (work[i]! && isPartTimeWork) ||
      RULED_OUT_LATER.test(text.slice(end, sentenceEnd(end))) ||
      (restFine && !only[i]);
    // What they already do on those days, or a full working week, is neither the plan's days nor days ruled out.
    if (!isRuledOut && (ALREADY_BEFORE.test(sentence) || work[i])) return;
    for (const d of days) (isRuledOut ? negative : positive).add(d);
  });
  if (positive.size === 0 && negative.size === 0) {
    // "Every day" and "daily" say how often, not which days: "almost every day" leaves a day to find (decision 126).
    const isAnyDay = /\b(?:any ?day|any ?time|whenever|flexible|doesn'?t matter|no preference)\b/;
    return { days: isAnyDay.test(text) ? [] : null, isNamed: false };
  }
  // "No fixed days, but Sunday is always free": Sunday is sure, the others may come; days ruled out still are.
  if (NO_FIXED_DAYS.test(text) && negative.size === 0) return { days: null, isNamed: false };
  const base = positive.size > 0 ? [...positive] : [1, 2, 3, 4, 5, 6, 7];
  return { days: base.filter((d) => !negative.has(d)).sort((a, b) => a - b), isNamed: positive.size > 0 };
}

// A kind of session named with a day ("longer on sundays", "long run on saturday", "gym on mondays"): when to put
// that session, not the only days they can do anything.
const SESSION_KIND =
  /\b(?:long(?:er)?|short(?:er)?|easy|easier|hard(?:er)?|tempo|intervals?|speed|recovery|big|quick|gym|swim|yoga|strength|weights?|legs?|upper body|lower body|track|hill|hills)\b(?: \w+){0,3} (?:on|every|each)? ?(?:the )?$/;
const CAN_WORDS = /\b(?:only|can|free|available|works? for me|suit|except|not|busy|can'?t)\b/;

/** The days a message names only for one kind of session ("longer on sundays"), or null when it names others. */
export function readPreferredDays(text: string): number[] | null {
  if (CAN_WORDS.test(text)) return null;
  const preferred: number[] = [];
  for (const word of text.matchAll(/[a-z]+(?:'s)?/g)) {
    const day = dayOf(word[0], false);
    const days = day !== null ? [day] : /^weekends?$/.test(word[0]) ? [6, 7] : [];
    if (days.length === 0) continue;
    const before = text.slice(Math.max(0, word.index - 40), word.index);
    if (ALREADY_BEFORE.test(before) || DATE_BEFORE.test(before.slice(-12))) continue;
    if (!SESSION_KIND.test(text.slice(Math.max(0, word.index - 30), word.index))) return null;
    preferred.push(...days);
  }
  return preferred.length > 0 ? [...new Set(preferred)].sort((a, b) => a - b) : null;
}
