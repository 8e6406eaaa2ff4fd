import type { TPlanLanguage } from '@ito/contracts/agent/plan';
import { DE_SHORT_DAYS, ES_DAYS } from './parse-days.ts';

/**
 * Slot parsing in Spanish, German and Arabic: a per-language canonicaliser rewrites number words, time phrases, units,
 * levels, weekdays and dates into the English forms the slot rules read ("en tres meses" -> "in 3 months",
 * "dreimal pro Woche" -> "3 times a week", "خلال ثلاثة أشهر" -> "within 3 months"). It is applied to a copy of the
 * text used only for slots; the goal keeps the person's own words (decision 034, "Own words and four-language slots").
 * Input is `normalize()`d text (lower case, ASCII digits).
 */
export function canonicalize(normalized: string, language: TPlanLanguage): string {
  let text = normalized;
  // Spanish and German group thousands with a point ("3.000 €", "35.000 palabras"): one number, never 3.0.
  if (language === 'es' || language === 'de') text = stripAccents(text).replace(/(\d)\.(?=\d{3}(?!\d))/g, '$1');
  if (language === 'es')
    text = rewrite(text, SPANISH).replace(/\b(\d+) (months?|weeks?|hours?|years?) y medi[oa]\b/g, '$1.5 $2');
  if (language === 'de') text = rewrite(text, GERMAN);
  // Arabic script is unambiguous, whatever the conversation's language.
  // Levantine "٣ مرات بالجمعة": after a count of times, الجمعة is the week, not Friday.
  if (language === 'ar' || /[\u0600-\u06ff]/.test(text))
    text = arabicKilo(rewrite(arabicLetters(text), ARABIC)).replace(
      /\b((?:\d+\s+)?times|once|twice)\s+friday\b/g,
      '$1 a week',
    );
  return text.replace(/\s+/g, ' ').trim();
}

type Rule = readonly [RegExp, string | ((...groups: string[]) => string)];

function rewrite(text: string, rules: readonly Rule[]): string {
  let out = text;
  for (const [pattern, to] of rules)
    out = out.replace(pattern, to as (substring: string, ...args: unknown[]) => string);
  return out;
}

function stripAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\u00df/g, 'ss');
}

/** Tashkeel and tatweel dropped, alef forms as bare alef, alef maqsura as yaa: one spelling per word. */
function arabicLetters(text: string): string {
  return text
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[\u0622\u0623\u0625]/g, '\u0627')
    .replace(/\u0649/g, '\u064a')
    .replace(/\u060c/g, ',')
    .replace(/\u061b/g, ';')
    .replace(/\u061f/g, '?');
}

/** A whole word (Unicode letters), case-insensitive. */
const word = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, 'gu');
/** An Arabic word with its clitics: "و" (and), "ب"/"ل"/"ف", the article "ال". */
const arWord = (source: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:[وفبل]?(?:ال|لل)?)(?:${source})(?![\\p{L}\\p{N}])`, 'gu');

const ENGLISH_MONTHS = 'january february march april may june july august september october november december';
const MONTH_ALT = ENGLISH_MONTHS.split(' ').join('|');
const ENGLISH_DAYS = 'monday tuesday wednesday thursday friday saturday sunday';
const ENGLISH_DAY_RE = `(?:${ENGLISH_DAYS.split(' ').join('|')})`;

/** Word lists (space separated) mapped one to one onto English words. */
function wordList(from: string, to: string, make = word): Rule[] {
  const target = to.split(' ');
  return from.split(' ').map((w, i) => [make(w), target[i] ?? ''] as const);
}

/** Number words as digits: `units` 1..9 (index + 1), `teens` 10..19, `tens` 20..90, with a joiner ("y", "und", "و"). */
function numberRules(
  units: readonly string[],
  teens: readonly string[],
  tens: readonly string[],
  compound: (unit: string, ten: string) => string,
  make = word,
): Rule[] {
  const value = (list: readonly string[], w: string) => list.findIndex((alts) => alts.split('|').includes(w));
  const unitRe = units.join('|');
  const tenRe = tens.join('|');
  return [
    [
      make(compound(`(${unitRe})`, `(${tenRe})`)),
      (_m: string, a: string, b: string) => {
        // "treinta y cinco" names the tens first, "fünfundzwanzig" and "خمسة وعشرين" the unit.
        const [u, t] = value(units, a) >= 0 ? [a, b] : [b, a];
        return String((value(tens, t) + 2) * 10 + value(units, u) + 1);
      },
    ],
    [make(`(${teens.join('|')})`), (_m: string, w: string) => String(10 + value(teens, w))],
    [make(`(${tenRe})`), (_m: string, w: string) => String((value(tens, w) + 2) * 10)],
    [make(`(${unitRe})`), (_m: string, w: string) => String(value(units, w) + 1)],
  ];
}

const ES_UNITS = ['uno|una', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'];
const ES_TEENS = [
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciseis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
];
const ES_TENS = ['veinte|veinti', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
const ES_MONTHS = 'enero febrero marzo abril mayo junio julio agosto septiembre|setiembre octubre noviembre diciembre';

const SPANISH: readonly Rule[] = [
  [word('veintiun|veintiuno|veintiuna'), '21'],
  [
    word('veinti(dos|tres|cuatro|cinco|seis|siete|ocho|nueve)'),
    (_m: string, u: string) => String(20 + ES_UNITS.indexOf(u) + 1),
  ],
  ...numberRules(ES_UNITS, ES_TEENS, ES_TENS, (u, t) => `${t} y ${u}`),
  [word('cien|ciento'), '100'],
  // Before "vez" becomes "times" (decision 113).
  [word('la ultima vez|la vez pasada|en el ultimo (?:examen|intento)'), 'last time'],
  [word('una vez'), 'once'],
  [word('media hora'), 'half an hour'],
  [word('hora y media'), '90 minutes'],
  [word('(?:un|una)(?= (?:hora|semana|mes|ano|dia|vez))'), 'a'],
  [word('dentro de|en un plazo de|en los proximos|en las proximas'), 'within'],
  // Saving and paying off, so a money goal's amount is its target ("ahorrar 3000 euros": save 3000 euros).
  [word('ahorrar|ahorro|juntar|apartar'), 'save'],
  [
    word('(?:pagar|liquidar|saldar|quitarme|cancelar) (?:la |mi |mis |las |toda la )?(?:deudas?|tarjeta|prestamo)'),
    'pay off my debt',
  ],
  [word('durante'), 'for'],
  [word('antes del?'), 'before'],
  // "Hasta junio" is until June comes.
  [word(`hasta(?= (?:${ES_MONTHS.replace(/ /g, '|')})(?![\\p{L}]))`), 'before'],
  [word('hasta el|hasta|para el|para la|para'), 'by'],
  [word('en'), 'in'],
  [word('semanas'), 'weeks'],
  [word('semana'), 'week'],
  [word('meses'), 'months'],
  [word('mes'), 'month'],
  [word('anos'), 'years'],
  [word('ano'), 'year'],
  [word('dias'), 'days'],
  [word('dia'), 'day'],
  [word('horas|horitas'), 'hours'],
  [word('hora|horita'), 'hour'],
  [word('minutos|minuto|minutitos|minutillos|minutines'), 'minutes'],
  [word('veces|vez'), 'times'],
  [word('(?:por|a la|cada|en la|in la|a|in) week'), 'a week'],
  [word('semanales|semanal|semanalmente'), 'a week'],
  [
    word('todos los days|todas las mananas|todas las noches|cada day|a diario|diariamente|diarias?|diarios?'),
    'every day',
  ],
  [word('(?:al|por|cada) day'), 'a day'],
  ...wordList('lunes martes miercoles jueves viernes sabados|sabado domingos|domingo', ENGLISH_DAYS),
  [word('fines de week|fin de week|los fines de week|los findes|el finde|findes|finde'), 'weekends'],
  [word('entre week|(?:los )?days laborables|(?:los )?days de week|(?:los )?days habiles'), 'weekdays'],
  [word(`(?:de )?(${ENGLISH_DAY_RE}) (?:a|hasta|by) (${ENGLISH_DAY_RE})`), '$1 to $2'],
  // "de mar a vie", "lun a jue": short days in a range (decision 122).
  [
    word('(?:de )?(lun|mar|mie|jue|vie|sab|dom)\\.? (?:a|hasta|by) (lun|mar|mie|jue|vie|sab|dom)\\.?'),
    (_m: string, from: string, to: string) => `${ES_DAYS[from]} to ${ES_DAYS[to]}`,
  ],
  [word('excepto|salvo|no puedo el|no puedo los'), 'except'],
  ...wordList(ES_MONTHS, ENGLISH_MONTHS),
  [word(`(\\d{1,2}) de (${ENGLISH_MONTHS.split(' ').join('|')})`), '$2 $1'],
  // A part of a month: "a mediados de mayo" (mid May), "de acá a fin de marzo" (by the end of March), "a principios
  // de abril" (early April).
  [
    word(
      `(?:(?:de aca|de aqui|de ahora) )?(?:a |by |in )?(?:el |los |las )?(?:fin|fines|finales|final) de (${MONTH_ALT})`,
    ),
    'by the end of $1',
  ],
  [word(`(?:a |by |in )?(?:mediados|la mitad) de (${MONTH_ALT})`), 'by mid $1'],
  [word(`(?:a |by |in )?(?:principios|comienzos|inicios|primeros days) de (${MONTH_ALT})`), 'by early $1'],
  ...wordList('verano invierno primavera otono navidad', 'summer winter spring autumn christmas'),
  [word('fin de year|final del year|fin del year'), 'end of the year'],
  [word('principiante|novato|novata|desde cero|empezando'), 'beginner'],
  [word('intermedio|intermedia'), 'intermediate'],
  [word('avanzado|avanzada|experto|experta'), 'advanced'],
  [word('ahora mismo|ahora|actualmente|ahorita|en este momento|hoy en day'), 'now'],
  // Race names the slot rules know in English (decision 108).
  [word('media maraton|medio maraton'), 'half marathon'],
  [word('maraton'), 'marathon'],
  // Where the person is: "llevo 8.000" (I've done 8,000 so far), "hoy hago 6" (today I do 6).
  // ...not "llevo 3 semanas corriendo" (how long they have been at it).
  [
    /(?:,?\s+(?:y|pero)\s+)?\bllevo(?= \d+(?:\.\d+)?\b(?! ?(?:semanas?|mes(?:es)?|anos?|dias?|horas?|minutos?|weeks?|months?|years?|days?)\b))/g,
    ', so far',
  ],
  [word('hasta ahora|de momento|por ahora'), 'so far'],
  // "Ya tengo unas 45", "ya leí 310": done so far, when an amount follows ("ya hago pilates" is a routine).
  [
    word('ya (?:tengo|llevo|lei|hice|junte|ahorre|escribi|pague)(?= (?:unas? |unos |como |casi |mas de )?\\d)'),
    'so far',
  ],
  [word('actuales|actual'), 'now'],
  [word('series'), 'sets'],
  [word('saque|obtuve|me saque'), 'i got'],
  [word('hoy(?= (?:hago|puedo|corro|levanto|llego|aguanto|nado)\\b)'), 'now'],
  [word('puedo hacer'), 'i can do'],
  [word('puedo correr|corro'), 'i can run'],
  [word('hago'), 'i do'],
  [word('kilos|kilogramos|kilo'), 'kg'],
  [word('kilometros|kilometro'), 'km'],
  [word('millas|milla'), 'miles'],
  [word('paginas'), 'pages'],
  [word('flexiones|lagartijas'), 'push ups'],
  [word('dominadas'), 'pull ups'],
  [word('sentadillas|sentadilla'), 'squat'],
  [word('bajar|perder|adelgazar'), 'lose'],
  [word('correr'), 'run'],
];

const DE_UNITS = ['eins|ein', 'zwei', 'drei', 'vier', 'funf', 'sechs', 'sieben', 'acht', 'neun'];
const DE_TEENS = [
  'zehn',
  'elf',
  'zwolf',
  'dreizehn',
  'vierzehn',
  'funfzehn',
  'sechzehn',
  'siebzehn',
  'achtzehn',
  'neunzehn',
];
const DE_TENS = ['zwanzig', 'dreissig', 'vierzig', 'funfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];
const DE_MONTHS = 'januar|janner februar|feber marz april mai juni juli august september oktober november dezember';
const DE_DAYS =
  'montags?|montag|mantig|mantigs|montig dienstags?|dienstag|ziischtig|zischtig|dienstig mittwochs?|mittwoch|mittwuch|mittwuchs donnerstags?|donnerstag|donnschtig|dunschtig|donstig freitags?|freitag|fritig|friitig|fritigs samstags?|samstag|sonnabend|samschtig|samstig|samschtigs sonntags?|sonntag|sunntig|sunntigs|suntig';

const GERMAN: readonly Rule[] = [
  [word('(ein|zwei|drei|vier|funf|sechs|sieben|acht|neun|zehn)mal'), (_m: string, n: string) => `${n} times`],
  [word('eine halbe stunde|halbe stunde|ne halbe stunde'), 'half an hour'],
  [word('anderthalb stunden|eineinhalb stunden'), '90 minutes'],
  [word('(?:ein|eine|einen|einem|einer)(?= (?:stunde|woche|monat|monaten|jahr|jahren|tag|tagen))'), 'a'],
  ...numberRules(DE_UNITS, DE_TEENS, DE_TENS, (u, t) => `${u}und${t}`),
  [word('hundert'), '100'],
  [word('(\\d+) ?mal'), '$1 times'],
  // "Freitagabend", "Montagmorgen": the day and the time of day apart (decision 122).
  [
    word(
      '(montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)(abends?|morgens?|nachmittags?|vormittags?|nachts?)',
    ),
    '$1 $2',
  ],
  [word(`(${DE_DAYS.split(' ').join('|')}) ?-? (?:bis|-) (${DE_DAYS.split(' ').join('|')})`), '$1 to $2'],
  ...wordList(DE_DAYS, ENGLISH_DAYS),
  [word('am wochenende|wochenenden|wochenende'), 'weekends'],
  [word('werktags|wochentags|unter der woche|an werktagen'), 'weekdays'],
  [word('innerhalb von|innerhalb der nachsten|innerhalb'), 'within'],
  // Saving and paying off, so a money goal's amount is its target ("8000 € zurucklegen": save 8000 €).
  [word('sparen|ansparen|zurucklegen|zuruecklegen|zuruckzulegen|zu sparen'), 'save'],
  [word('(?:schulden |dispo |kredit )?(?:tilgen|abbezahlen|abbauen|zuruckzahlen|zuruckzahlen)'), 'pay off my debt'],
  [word('in den nachsten'), 'in the next'],
  [word('fur|uber'), 'for'],
  // "Bis Juni" is until June comes, "bis Ende Juni" until it ends.
  [word(`bis(?= (?:${DE_MONTHS.replace(/ /g, '|')})(?![\\p{L}]))`), 'before'],
  [word('bis ende'), 'by the end of'],
  [word('bis zum|bis zur|bis'), 'by'],
  [word('vor dem|vor der|vor'), 'before'],
  [word('wochen'), 'weeks'],
  [word('woche'), 'week'],
  [word('monaten|monate'), 'months'],
  [word('monat'), 'month'],
  [word('jahren|jahre'), 'years'],
  [word('jahr'), 'year'],
  [word('tagen|tage'), 'days'],
  [word('tag'), 'day'],
  [word('stunden'), 'hours'],
  [word('stunde|std'), 'hour'],
  [word('minuten|minute'), 'minutes'],
  [word('(?:pro|die|in der|jede|jeder|each|a) week|wochentlich'), 'a week'],
  [word('jeden day|jede day|taglich|tagl\\.?|jeden abend|jeden morgen|jede nacht'), 'every day'],
  [word("(?:eine |ne |'ne )?viertelstunde"), '15 minutes'],
  [word('(?:pro|am|each|a) day'), 'a day'],
  [word('ausser|nicht am|nicht an|keine zeit am'), 'except'],
  // "Unter der Woche", "werktags": the working week (decision 122).
  [
    word(
      'unter der week|under de wuche|under der wuche|unter de wuche|werktags|wochentags|an (?:wochentagen|werktagen)',
    ),
    'weekdays',
  ],
  // Two-letter weekdays only where they cannot be other words: a range ("Mo-Fr") or a pair ("Sa und So"), or three
  // or more in a row ("Mo Mi Fr": a range has two ends, so a list; decision 122).
  [
    word('(?:mo|di|mi|do|fr|sa|so)(?: (?:mo|di|mi|do|fr|sa|so)){2,}'),
    (m: string) =>
      m
        .split(' ')
        .map((d) => DE_SHORT_DAYS[d])
        .join(' and '),
  ],
  [word('mo ?(?:-|bis|by)? ?fr'), 'monday to friday'],
  // "Mo-Do" (the hyphen is a space by now), "Di bis So".
  [
    word('(mo|di|mi|do|fr|sa) (?:bis |by )?(di|mi|do|fr|sa|so)'),
    (m: string, from: string, to: string) =>
      Object.keys(DE_SHORT_DAYS).indexOf(from) < Object.keys(DE_SHORT_DAYS).indexOf(to)
        ? `${DE_SHORT_DAYS[from]} to ${DE_SHORT_DAYS[to]}`
        : m,
  ],
  [word('mo ?(?:-|bis|by)? ?sa'), 'monday to saturday'],
  [word('sa (?:und|&|\\+|/) so'), 'saturday and sunday'],
  [word('ist frei,? (?:da|dann) mach(?:e)? ich (?:nix|nichts)'), 'off'],
  ...wordList(DE_MONTHS, ENGLISH_MONTHS),
  [word(`(\\d{1,2})\\. ?(${ENGLISH_MONTHS.split(' ').join('|')})`), '$2 $1'],
  // "Mitte Mai", "Ende März", "Anfang April", "im Juni": a date to work to, also put first ("Ende Oktober hab ich meinen
  // ersten Auftritt"); "bis Ende" is "by the end of" already.
  [word(`(?:in |im )?mitte (${MONTH_ALT})`), 'by mid $1'],
  [word(`(?:in |im )?ende (${MONTH_ALT})`), 'by the end of $1'],
  [word(`(?:in |im )?anfang (${MONTH_ALT})`), 'by early $1'],
  [word(`im (${MONTH_ALT})`), 'in $1'],
  ...wordList('sommer winter fruhling|fruhjahr herbst weihnachten', 'summer winter spring autumn christmas'),
  [word('jahresende|ende des jahres|silvester'), 'the end of the year'],
  [word('anfanger|anfangerin|einsteiger|einsteigerin|blutiger anfanger'), 'beginner'],
  [word('mittelstufe|mittleres niveau|mittel|etwas erfahrung'), 'intermediate'],
  [word('fortgeschrittener|fortgeschrittene|fortgeschritten|profi|experte'), 'advanced'],
  [word('jetzt|derzeit|zurzeit|momentan|aktuell|gerade'), 'now'],
  [word('halbmarathon|halbmarathons'), 'half marathon'],
  // "hab erst 300 durch" (only 300 done so far), "bisher", "bis jetzt".
  [word('(?:ich )?hab(?:e)? erst|bisher|bis jetzt'), 'so far'],
  [word('hab(?:e)? ich (?:schon|bereits)|stand heute|im moment|zur zeit'), 'so far'],
  [word('satze'), 'sets'],
  [word('letztes mal|beim letzten mal|beim letzten versuch'), 'last time'],
  [word('ich schaffe|ich kann'), 'i can do'],
  [word('ich laufe|ich renne|ich jogge'), 'i run'],
  [word('kilogramm|kilo|kilos'), 'kg'],
  [word('kilometer'), 'km'],
  [word('seiten'), 'pages'],
  [word('liegestutze|liegestutzen'), 'push ups'],
  [word('klimmzuge|klimmzugen'), 'pull ups'],
  [word('kniebeugen|kniebeuge'), 'squat'],
  [word('(\\d+(?:\\.\\d+)?) ?kg abnehmen'), 'lose $1 kg'],
  [word('abnehmen|verlieren'), 'lose'],
  [word('laufen|rennen|joggen'), 'run'],
];

const AR_UNITS = [
  'واحد|واحده|واحدة',
  'اثنين|اثنان|اثنتين|اثنتان|اتنين',
  'ثلاث|ثلاثة|ثلاثه|تلات|تلاتة|تلاته',
  'اربع|اربعة|اربعه',
  'خمس|خمسة|خمسه',
  'ست|ستة|سته',
  'سبع|سبعة|سبعه',
  'ثمان|ثماني|ثمانية|ثمانيه|تمانية|تمانيه|تمن',
  'تسع|تسعة|تسعه',
];
const AR_TENS = [
  'عشرين|عشرون',
  'ثلاثين|ثلاثون',
  'اربعين|اربعون',
  'خمسين|خمسون',
  'ستين|ستون',
  'سبعين|سبعون',
  'ثمانين|ثمانون',
  'تسعين|تسعون',
];
// With the Levantine and Iraqi names ("شباط", "آذار", "نيسان", "أيار", "حزيران", "تموز", "آب", "أيلول"; the two-word
// ones are rewritten first).
const AR_MONTHS =
  'يناير فبراير|شباط مارس|اذار ابريل|نيسان مايو|ماي|ايار يونيو|يونيه|حزيران يوليو|يوليه|تموز اغسطس|اب سبتمبر|ايلول اكتوبر نوفمبر ديسمبر';
const AR_TWO_WORD_MONTHS: readonly Rule[] = [
  [/كانون (?:ال)?(?:ثاني|تاني)/gu, ' january '],
  [/تشرين (?:ال)?(?:ثاني|تاني)/gu, ' november '],
  [/تشرين (?:ال)?اول/gu, ' october '],
  [/كانون (?:ال)?اول/gu, ' december '],
];
const AR_DAYS =
  'الاثنين الثلاثاء|الثلاثا|التلاتا|التلات(?!\\s(?:ايام|ساعات|مرات|اسابيع|شهور)) الاربعاء|الاربعا|الاربع(?!\\s(?:ايام|ساعات|مرات|اسابيع|شهور|سنين|سنوات)) الخميس الجمعة|الجمعه السبت الاحد|الحد(?!\\s(?:الادني|الاقصي|من))';
const AR_BARE_DAYS: Record<string, string> = {
  اثنين: 'monday',
  اتنين: 'monday',
  ثلاثاء: 'tuesday',
  اربعاء: 'wednesday',
  خميس: 'thursday',
  جمعة: 'friday',
  جمعه: 'friday',
  سبت: 'saturday',
  احد: 'sunday',
  تنين: 'monday',
  ثلاثا: 'tuesday',
  تلاتا: 'tuesday',
  تلات: 'tuesday',
  اربعا: 'wednesday',
};
/** A weekday in a list, with or without its article, as people type it ("التنين", "الأربعا", "تلاتا"). */
const AR_LIST_DAY = '(?:و?(?:ال)?(?:اثنين|اتنين|تنين|ثلاثاء|ثلاثا|تلاتا|التلات|اربعاء|اربعا|خميس|جمعة|جمعه|سبت|احد))';
const RUN_WORDS = /(?:اجري|الجري|جري|اركض|الركض|ركض|امشي|المشي|مشي|اسبح|السباحة)/;

const ARABIC: readonly Rule[] = [
  // Weekdays first: "الاثنين" is Monday, not "the two".
  ...wordList(
    AR_DAYS,
    ENGLISH_DAYS,
    // "للخميس" is "to Thursday": the ل of "to" takes the alef of "ال".
    (w) =>
      new RegExp(
        `(?<![\\p{L}\\p{N}])(?:(?:[وفبل]|يوم )?(?:${w})|لل(?:${w.replace(/(^|\|)ال/g, '$1')}))(?![\\p{L}\\p{N}])`,
        'gu',
      ),
  ),
  // A day without its article after "every" or "days", or joined to a day: "كل أحد وثلاثاء" (every Sunday and
  // Tuesday); "يوم خميس" is one Thursday, a date.
  [
    /(?<![\p{L}\p{N}])(كل|يومي|ايام) (اثنين|اتنين|ثلاثاء|اربعاء|خميس|جمعة|جمعه|سبت|احد)(?![\p{L}\p{N}])/gu,
    (_m: string, before: string, day: string) => `${before} ${AR_BARE_DAYS[day]}`,
  ],
  [
    /(?<![\p{L}\p{N}])يوم (اثنين|اتنين|ثلاثاء|اربعاء|خميس|جمعة|جمعه|سبت|احد)(?![\p{L}\p{N}])/gu,
    (_m: string, day: string) => ` a ${AR_BARE_DAYS[day]}`,
  ],
  // Egyptian "الاتنين" is Monday beside another day or after "يوم"; alone it is "the two".
  [
    /(?<![\p{L}\p{N}])(?:يوم |كل )?[وفبل]?ال?اتنين(?= *(?:و|,)? *(?:tuesday|wednesday|thursday|friday|saturday|sunday))/gu,
    ' monday ',
  ],
  [/(?<![\p{L}\p{N}])يوم ال?اتنين(?![\p{L}\p{N}])/gu, ' monday '],
  [
    /(monday|tuesday|wednesday|thursday|friday|saturday|sunday) ?و(اثنين|اتنين|ثلاثاء|اربعاء|خميس|جمعة|جمعه|سبت|احد)(?![\p{L}\p{N}])/gu,
    (_m: string, first: string, day: string) => `${first} and ${AR_BARE_DAYS[day]}`,
  ],
  // Days without their article in a list of two or more ("سبت اثنين اربعاء", "أحد، ثلاثاء، خميس", "التنين والأربعا
  // والجمعة"), never numbers before what they count ("اتنين تلاتة مرات"; decision 122).
  [
    new RegExp(
      `(?<![\\p{L}\\p{N}])${AR_LIST_DAY}(?:\\s*[،,]?\\s*و?\\s*${AR_LIST_DAY}|\\s*[،,]?\\s*و?\\s*(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))+(?![\\p{L}\\p{N}])(?!\\s*(?:مرات|مره|مرة|ساعات|ساعه|ايام|اسابيع|شهور|كيلو|دقايق|دقائق))`,
      'gu',
    ),
    (list: string) =>
      ` ${list
        .split(/\s*[،,]\s*|\s+/u)
        .map((item) => item.replace(/^و/u, ''))
        .filter((item) => item.length > 0)
        .map((item) => AR_BARE_DAYS[item.replace(/^ال/u, '')] ?? item)
        .join(' and ')} `,
  ],
  // "من الأحد للخميس", "من السبت إلى الأربعاء": a range of days.
  [
    /من (monday|tuesday|wednesday|thursday|friday|saturday|sunday) *(?:(?:الى|الي|حتى|لين|لغايه) *)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)/gu,
    ' $1 to $2 ',
  ],
  [arWord('كل يومين|يوم بعد يوم|يوم ويوم'), ' every other day '],
  // Most Arabic-speaking countries rest on Friday and Saturday and work Sunday to Thursday (decision 114).
  [arWord('عطلة نهاية الاسبوع|نهاية الاسبوع|نهايه الاسبوع|الويكند|ويكند'), ' friday and saturday '],
  [arWord('ايام العمل|ايام الشغل|ايام الدوام'), ' sunday to thursday '],
  // "كل أيام الأسبوع" and "طول الأسبوع" are the whole week (decision 127).
  [arWord('كل ايام الاسبوع|كل الاسبوع|طول الاسبوع|جميع ايام الاسبوع'), ' every day '],
  [arWord('ايام الاسبوع'), ' weekdays '],
  [arWord('ما عدا|ماعدا|عدا|باستثناء|الا'), ' except '],
  [arWord('كل يوم|يوميا|كل الايام|كل نهار'), ' every day '],
  [arWord('(?:في|كل) (?:ال)?اسبوع|اسبوعيا'), ' a week '],
  [arWord('(?:في|كل) (?:ال)?يوم'), ' a day '],
  // "٣ كاسات باليوم", "بيبسي ف اليوم": a day (decision 127).
  [/(?<![\p{L}\p{N}])(?:بال|ف ?ال)يوم(?![\p{L}\p{N}])/gu, ' a day '],
  [arWord('ساعة ونصف|ساعه ونصف'), ' 90 minutes '],
  [arWord('نصف ساعة|نصف ساعه|نص ساعة|نص ساعه'), ' half an hour '],
  [arWord('اسبوعين|اسبوعان'), ' 2 weeks '],
  [arWord('شهرين|شهران'), ' 2 months '],
  [arWord('يومين|يومان'), ' 2 days '],
  [arWord('ساعتين|ساعتان'), ' 2 hours '],
  [arWord('مرتين|مرتان'), ' 2 times '],
  [arWord('سنتين|عامين|سنتان|عامان'), ' 2 years '],
  [arWord('احد عشر|احدى عشرة'), ' 11 '],
  [arWord('اثنا عشر|اثني عشر|اثنتا عشرة|اثنتي عشرة'), ' 12 '],
  [
    arWord(`(${AR_UNITS.slice(2).join('|')}) (?:عشر|عشرة|عشره)`),
    (_m: string, u: string) => ` ${10 + AR_UNITS.findIndex((alts) => alts.split('|').includes(u)) + 1} `,
  ],
  ...numberRules(AR_UNITS, ['عشر|عشرة|عشره'], AR_TENS, (u, t) => `${u} و${t}`, arWord).map(
    ([pattern, to]) => [pattern, typeof to === 'string' ? to : (...g: string[]) => ` ${to(...g)} `] as Rule,
  ),
  [arWord('مئة|مائة|ميه'), ' 100 '],
  [arWord('خلال|في غضون|في خلال|في مدة|في مده'), ' within '],
  [arWord('لمدة|لمده'), ' for '],
  [arWord('قبل'), ' before '],
  [arWord('بحلول|حتي|لغاية|لغايه'), ' by '],
  [arWord('اسابيع'), ' weeks '],
  [/(\d) ?(?:اسبوع|اسبوعا)(?![\p{L}])/gu, '$1 weeks '],
  [arWord('اسبوع|اسبوعا'), ' a week '],
  // A month by its number after a word of when: "آخر شهر ٣" (the end of March), "في شهر ٥" (in May); "خلال شهر ٣ مرات"
  // is a count of times.
  [
    /(?<![\p{L}\p{N}])([وفبل]?(?:في|فى|in|اخر|اول|بدايه|بداية|نهايه|نهاية|منتصف|اواخر|اوائل|before|by))\s+شهر\s+(1[0-2]|0?[1-9])(?![\p{N}])(?!\s*(?:times|once|days|weeks|hours|minutes|km|kg|مرات|مره|مرة|ايام|يوم|اسابيع|ساعات|دقيق|كيلو|كم|صفح|%|\.\d))/gu,
    (_m: string, before: string, n: string) => ` ${before} ${ENGLISH_MONTHS.split(' ')[Number(n) - 1]} `,
  ],
  [arWord('اشهر|شهور'), ' months '],
  [/(\d) ?(?:شهر|شهرا)(?![\p{L}])/gu, '$1 months '],
  [arWord('شهر|شهرا'), ' a month '],
  [arWord('سنوات|اعوام'), ' years '],
  [arWord('سنة|سنه|عام'), ' a year '],
  [arWord('ايام|يوما|يوم'), ' days '],
  [arWord('دقيقة|دقيقه|دقائق|دقايق'), ' minutes '],
  [arWord('ساعات'), ' hours '],
  [/(\d) ?(?:ساعة|ساعه)(?![\p{L}])/gu, '$1 hours '],
  [arWord('ساعة|ساعه'), ' an hour '],
  [/(\d) ?(?:مرات|مرة|مره)(?![\p{L}])/gu, '$1 times '],
  [arWord('مرة واحدة|مره واحده|مرة|مره'), ' once '],
  [arWord('مرات'), ' times '],
  [arWord('في|على'), ' in '],
  ...AR_TWO_WORD_MONTHS,
  ...wordList(AR_MONTHS, ENGLISH_MONTHS, arWord),
  // "منتصف مايو" (mid May), "نهاية مارس" / "آخر مارس" (by the end of March), "أوائل أبريل" (early April).
  [arWord(`(?:in\\s+)?(?:منتصف|نص)\\s+(${MONTH_ALT})`), ' by mid $1 '],
  [arWord(`(?:in\\s+)?(?:نهاية|نهايه|اخر|اواخر)\\s+(${MONTH_ALT})`), ' by the end of $1 '],
  [arWord(`(?:in\\s+)?(?:بداية|بدايه|اول|اوائل|مطلع)\\s+(${MONTH_ALT})`), ' by early $1 '],
  ...wordList('الصيف الشتاء الربيع الخريف رمضان العيد', 'summer winter spring autumn ramadan eid', arWord),
  [arWord('نهاية السنة|نهايه السنه|نهاية العام|اخر السنة'), ' the end of the year '],
  [arWord('مبتدئ|مبتدئة|مبتدا|مبتدئه'), ' beginner '],
  [arWord('متوسط|متوسطة|متوسطه'), ' intermediate '],
  [arWord('متقدم|متقدمة|متقدمه|محترف|خبير'), ' advanced '],
  [arWord('حاليا|الان|هالحين|الحين|دلوقتي|دلوقت|هلق|هلأ|هلء|دابا'), ' now '],
  // "I read / memorised / wrote / finished / saved" before an amount: what is done so far.
  [/(?<![\p{L}\p{N}])(?:قريت|قرات|حفظت|حافظ|كتبت|خلصت|جمعت|وفرت|ادخرت)(?=\s+(?:\S+\s+)?\d)/gu, ' so far '],
  [arWord('مجموعات'), ' sets '],
  [arWord('المره الماضيه|المرة الماضية|المره اللي فاتت|المرة اللي فاتت|اخر مره|آخر مرة'), ' last time '],
  [arWord('(?:نصف|نص) (?:ال)?(?:ماراثون|مارثون)'), ' half marathon '],
  [arWord('(?:ال)?(?:ماراثون|مارثون)'), ' marathon '],
  // "ما أقدر", "مش هقدر", "لا أستطيع": cannot, before "أقدر" alone is "i can do".
  [
    arWord('ما (?:ا|ب)?قدر|ماقدر|مقدرش|ما بقدرش|مش (?:ه|ح)?قدر|لا (?:ا)?قدر|لا استطيع|ما استطيع|ما (?:بي)?يمديني'),
    " can't ",
  ],
  [arWord('مش فاضي|مش فاضيه|مشغول|مشغوله|ما عندي وقت|ماعندي وقت|معنديش وقت'), ' busy '],
  [arWord('استطيع|اقدر|يمكنني'), ' i can do '],
  [arWord('كيلومتر|كيلومترات|كيلومترا'), ' km '],
  // "كم" alone asks "how many"; after a number it is kilometres.
  [/(\d) ?كم(?![\p{L}])/gu, '$1 km '],
  [arWord('كيلوغرام|كيلوجرام|كغ|كجم'), ' kg '],
  [arWord('متر|مترا|امتار'), ' m '],
  [arWord('خطوة|خطوه|خطوات'), ' steps '],
  [arWord('صفحة|صفحه|صفحات'), ' pages '],
  [arWord('انقص|انقاص|اخسر|خسارة|انزل|تنزيل'), ' lose '],
];

/** "كيلو" alone is kilometres next to running or walking words, else kilograms; applied after the rules above. */
export function arabicKilo(text: string): string {
  return text.replace(/(?<![\p{L}])كيلو(?![\p{L}])/gu, RUN_WORDS.test(text) ? ' km ' : ' kg ');
}
