import nspell from 'nspell';
import english from 'dictionary-en';
import { PLAN_DOMAINS } from '@ito/contracts/agent/plan';
import { DOMAIN_EVIDENCE } from '../domain-keywords.ts';
import { DOMAIN_TEMPLATES } from '../domains.ts';
import { templateTexts } from '../i18n.ts';
import { editDistance } from '../text.ts';
import { DOMAIN_UTTERANCES } from './utterances/registry.ts';
import { OTHER_UTTERANCES } from './utterances/other.ts';

/**
 * Typo correction before parsing (decision 034), English only: nspell (Hunspell's algorithm) with a dictionary built
 * from the domain vocabulary (keyword evidence and the English training utterances) and the words the slot parsers
 * read (weeks, minutes, before...). A word is corrected only when nspell's best suggestion is a domain word close to
 * it (one slip, two for words of 9+ letters, same first letter); numbers, units, and words we already know are never
 * touched: the domain words, a list of common English words, number words, every word of the English plan
 * templates (thousands of ordinary words: "sore", "sprain", "spend"), and any word of Hunspell's English dictionary
 * (`dictionary-en`: "swing" is a golfer's word, not a typo of "sing"; decision 105).
 */

// Words the slot parsers and the dialogue read: never corrected, and the targets of corrections.
const SLOT_WORDS =
  'week weeks month months year years day days daily weekly minute minutes min mins hour hours time times session sessions before after by until in within per a an every morning mornings evening evenings night nights weekday weekdays weekend weekends monday tuesday wednesday thursday friday saturday sunday tues thur thurs mondays tuesdays wednesdays thursdays fridays saturdays sundays january february march april may june july august september october november december summer winter spring autumn christmas ramadan wedding holiday holidays birthday beginner intermediate advanced injury knee back shoulder ankle hip wrist pain dumbbells kettlebell budget euros dollars pounds kilos kg lbs km miles target goal want would like need help please start improve better less more lose gain reach get make build learn save run stop keep from to my the and for with without under over about';

// Common English words that are not typos of anything, however close they look ("tired" is not "tried").
const COMMON_WORDS =
  'i me you he she it we they them us our your his her its their this that these those what which who whom whose when where why how all any both each few many much most other some such no nor not only own same so than too very can will just should now also again once here there then first last next new old good great big small long short high low right left early late young little able bad best worst hard easy free full sure true real whole clear close open today tomorrow yesterday ago always never often sometimes usually really still even ever already yet soon almost maybe enough quite rather too well back down off out up on at of as is am are was were be been being have has had having do does did doing done go goes going went gone come came take took give gave find found think thought know knew feel felt tell told say said ask asked try tried use used work worked call called seem left leave put mean keep let begin began show heard play played move live lived believe bring happen write wrote sit stand lose lost pay paid meet include continue set change lead understand watch follow stopped create speak read spend grow open walk win offer remember love consider appear buy wait serve die send expect stay fall cut kill remain suggest raise pass sell require report decide pull tired tried fine kind thing things people person man woman child children kids family friend friends home house job work life world hand part place case point week company number group problem fact money story lot water room mother father parent parents body book books word words business issue side head face level office door health art war history party result morning reason research girl guy moment air teacher force education food foot feet car city name team idea kid body information school student students game games phone time times year years way ways day days thing loose lose';

// More everyday words (feelings, body, home, time, money) that sit one slip away from a domain word.
const EVERYDAY_WORDS =
  'died dies dying dead sore sorer stiff stuff store stores stone stones score scored sure shore share shape sharp sick ill hurt hurts hurting ache aches aching sprain sprained strain strained swollen bruise broke broken torn tear tired sad mad glad happy angry upset lonely bored scared afraid worried nervous proud calm busy lazy crazy funny lucky ready late early fast slow quick hard soft loud quiet warm cold hot wet dry clean dirty cheap rich poor fat thin tall short heavy light dark bright sweet bitter salty spicy rent bill bills tax taxes salary wage wages loan loans card cards cash bank spend spent spending earn earned earning owe owed paid cost costs price prices sale shop shops shopping mall market mess messy sort sorted sorting climb climbing climbed stair stairs floor wall roof garden kitchen bedroom bathroom desk chair table sofa couch bed car bus train bike road street park beach lake river sea pool town village country city office school college university class lesson lessons test tests exam exams grade grades course courses hobby hobbies movie movies music song songs band guitar piano drum drums dance dancing sing singing paint painting draw drawing write writing read reading cook cooking bake baking clean cleaning wash washing walk walking talk talking chat chatting sleep sleeping eat eating drink drinking smoke smoking quit quitting wife husband partner boyfriend girlfriend son daughter baby babies mum mom dad brother sister aunt uncle cousin grandma grandpa boss colleague colleagues coworker neighbour neighbor doctor nurse dentist therapist coach trainer teacher tutor tablet tablets ipad laptop screen screens oven ovens stove mixer machine singer camera lens tool tools lol haha omg idk tbh btw pls thanks thank sorry okay yes yeah nope maybe though although because since while during through across along around between against among toward towards upon else anything something nothing everything anyone someone everyone nobody somebody everybody';

// Units are never corrected.
const UNIT_WORDS =
  'kg kgs kilo kilos kilogram kilograms lb lbs pound pounds stone stones gram grams km kms kilometer kilometers kilometre kilometres mile miles meter meters metre metres cm inch inches feet foot yard yards bpm mmol mg dl ml litre litres liter liters cup cups step steps rep reps set sets lap laps length lengths page pages chapter chapters verse verses word words euro euros dollar dollars cent cents percent';

const NUMBER_WORDS =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million once twice thrice half quarter couple few several dozen first second third fourth fifth';

// Words people misspell into other real words: the intended one is clear in a request for a plan.
const CONFUSIONS: Readonly<Record<string, string>> = { loose: 'lose', loosing: 'losing', wieght: 'weight' };

const AFF = 'SET UTF-8\nTRY esiarntolcdugmphbyfvkwzxjq\n';

type Checker = {
  spell: ReturnType<typeof nspell>;
  sortedDomainWords: string[];
  known: Set<string>;
  /** Hunspell's English words: a real word is the person's word, never a typo ("golf swing" is not "sing"). */
  english: ReadonlySet<string>;
};
let checker: Checker | null = null;

function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z]+/g) ?? [];
}

function build(): Checker {
  const domainWords = new Set<string>(words(SLOT_WORDS));
  for (const domain of PLAN_DOMAINS) {
    for (const list of Object.values(DOMAIN_EVIDENCE[domain].phrases)) for (const w of words(list)) domainWords.add(w);
  }
  // Utterance words used at least twice: the utterances keep a few deliberate typos ("trainning") to teach the
  // classifier, and a typo is rarely written the same way twice.
  const uses = new Map<string, number>();
  for (const set of [...Object.values(DOMAIN_UTTERANCES), ...Object.values(OTHER_UTTERANCES)]) {
    for (const text of set?.en ?? []) for (const w of new Set(words(text))) uses.set(w, (uses.get(w) ?? 0) + 1);
  }
  for (const [w, n] of uses) if (n >= 2) domainWords.add(w);
  const byInitial = new Map<string, string[]>();
  for (const t of domainWords) byInitial.set(t[0] ?? '', [...(byInitial.get(t[0] ?? '') ?? []), t]);
  // An utterance word used once and one slip from a domain word is one of those deliberate typos: not "known".
  const isTypo = (w: string) =>
    (byInitial.get(w[0] ?? '') ?? []).some(
      (t) => t !== w && Math.abs(t.length - w.length) <= 1 && editDistance(w, t, 1) <= 1,
    );
  const utteranceWords = [...uses].filter(([w, n]) => n >= 2 || !isTypo(w)).map(([w]) => w);
  for (const typo of Object.keys(CONFUSIONS)) domainWords.delete(typo);
  const known = new Set([
    ...domainWords,
    ...words(COMMON_WORDS),
    ...words(EVERYDAY_WORDS),
    ...words(UNIT_WORDS),
    ...words(NUMBER_WORDS),
    ...utteranceWords,
  ]);
  for (const template of Object.values(DOMAIN_TEMPLATES)) {
    for (const text of templateTexts(template)) for (const w of words(text)) known.add(w);
  }
  const sorted = [...domainWords].sort();
  const spell = nspell(AFF, `${sorted.length}\n${sorted.join('\n')}\n`);
  return {
    spell,
    sortedDomainWords: sorted,
    known,
    english: dictionaryWords(),
  };
}

/**
 * The words of Hunspell's English dictionary as it lists them (its stems, lower case), without the forms its affix
 * rules would allow: those rules are lenient enough to pass "weding" as a form of "wed".
 */
function dictionaryWords(): ReadonlySet<string> {
  const lines = new TextDecoder().decode(english.dic).split('\n').slice(1);
  return new Set(lines.map((line) => line.split('/')[0]!.trim().toLowerCase()).filter(Boolean));
}

/** A dictionary word, or its plural ("swings"). */
function isEnglishWord(lower: string): boolean {
  const words = checker!.english;
  return words.has(lower) || (lower.endsWith('s') && words.has(lower.slice(0, -1)));
}

function correctWord(word: string): string {
  const lower = word.toLowerCase();
  const confusion = CONFUSIONS[lower];
  if (confusion) return confusion;
  checker ??= build();
  if (lower.length < 4 || checker.known.has(lower) || /\d/.test(lower)) return word;
  // A plural or past form of a known word is known too ("weddings", "squatted").
  if (/(?:s|es|ed|ing)$/.test(lower) && checker.known.has(lower.replace(/(?:es|s|ed|ing)$/, ''))) return word;
  const max = lower.length >= 9 ? 2 : 1;
  // nspell's search widens to two edits when one finds nothing, which is slow on a word that is simply not ours:
  // ask it only when some domain word is close enough to be the intended one.
  const close = checker.sortedDomainWords.filter(
    (s) => s[0] === lower[0] && Math.abs(s.length - lower.length) <= max && editDistance(lower, s, max) <= max,
  );
  if (close.length === 0 || isEnglishWord(lower)) return word;
  return checker.spell.suggest(lower).find((s) => close.includes(s)) ?? close[0] ?? word;
}

/**
 * The text with English typos of domain words corrected ("loose 5kg befor my weding in 10 weks" -> "lose 5kg before
 * my wedding in 10 weeks"); everything else (numbers, units, punctuation, spacing, known words) is kept as typed.
 */
export function correctTypos(text: string): string {
  return text.replace(/[A-Za-z]+(?:'[A-Za-z]+)?/g, (word) => (word.includes("'") ? word : correctWord(word)));
}
