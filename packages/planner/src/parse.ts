import type { TIntent, TPlanLanguage } from '@ito/contracts/agent/plan';
import type { ParsedIntent } from './api.ts';
import { correctTypos } from './nlu/spell.ts';
import { understand } from './nlu/understand.ts';
import { countUnitIn, readDailyCount, readTargetAndBaseline } from './parse-baseline.ts';
import { TIME_UNITS, readAim } from './parse-aim.ts';
import { readGear, saidAsLacking, withoutInner } from './parse-gear.ts';
import { readQuantity } from './parse-quantity.ts';
import { wordedAmounts } from './parse-amount-words.ts';
import { readPerformance } from './parse-performance.ts';
import { canonicalize } from './parse-canonical.ts';
import { readGoal, readOpeningGoal, readOwnGoal, readTarget } from './parse-goal.ts';
import { unsafeAdvice } from './safety/check-plan.ts';
import { changesMedication, harmsOthers } from './safety/concepts.ts';
import { fold } from './safety/fold.ts';
import { readHorizonWeeks } from './parse-horizon.ts';
import { readBudgetMinor, readEquipment, readInjuries, readLevel } from './parse-profile.ts';
import { dayOf, daysFrom, readAvailableDays, readPreferredDays, type AvailableDays } from './parse-days.ts';
import { readCutDown } from './parse-cut-down.ts';
import { readScale } from './parse-scale.ts';
import { readCap, readFromTo, readLastStep, withoutCap, withoutOthersSchedules } from './parse-limits.ts';
import { readMinutesPerSession, readSessionsPerWeek, readWeeklyMinutes } from './parse-schedule.ts';
import { normalize, tokenize } from './text.ts';

const CAN_SPEND = /\bcan (?:spend|pay|afford)\b/;
const isMoneyGoal = (domain: string | null) => domain === 'finance' || domain === 'business';

/**
 * A bedtime on "work nights", "school nights", "noches antes de ir al trabajo", "vor Arbeitstagen", "ليالي الدوام" is
 * kept the nights before a working day: Sunday to Thursday, or the nights before the working days the person names
 * ("دوامي من الاثنين إلى الجمعة"), whatever else a day word said ("weekends I don't care"; decision 122).
 */
const NIGHTS_BEFORE_WORK = new RegExp(
  [
    String.raw`\b(?:work|school|week)[ -]?nights?\b|\bweekdays? (?:nights?|noches|abends|por la noche|in der nacht)\b`,
    String.raw`\bnights? (?:before|when|where|that)\b[^.;!?]{0,35}\b(?:work\w*|school|shifts?|class(?:es)?|job)\b`,
    String.raw`\bnoches (?:de )?(?:weekdays|trabajo|escuela|clases?|laburo|curro|chamba|colegio)\b`,
    String.raw`\bnoches (?:antes de|before|que|cuando|en que)\b[^.;!?]{0,35}\b(?:trabaj\w*|curr\w*|labur\w*|escuela|clases?|colegio|cole|chamba)\b`,
    String.raw`\b(?:vor|before) (?:(?:den |dem )?(?:arbeitstag(?:en)?|schultag(?:en)?|werktag(?:en)?)|(?:der |em )?(?:arbeit|work|schaffe|schule))\b`,
    String.raw`\bschulabende?n?\b|\barbeitsabende?n?\b`,
    String.raw`ليالي (?:ال)?(?:دوام|شغل|خدمه|خدمة|مدرسه|مدرسة|جامعه|جامعة)|الليالي (?:ديال|اللي|الي)[^.؟!]{0,20}(?:خدمه|خدمة|دوام|شغل|مدرسه|مدرسة)`,
  ].join('|'),
  'u',
);
/** A routine of the night before: bed, sleep, the phone or a screen put away. */
/** Days said as the ones free or the only ones: "I can do mon and wed", "solo los martes", "nur dienstags", "فاضي". */
const DAYS_AS_FREE =
  /\b(?:only|just|can|could|free|available|works? for me|suits?|except|not|busy|can'?t|nur|solo|puedo|libres?|disponible|kann|frei|zeit|time|tiempo)\b|فقط|اقدر|أقدر|بقدر|فاضي|متاح|فيني|وقت/u;
const BEDTIME =
  /\b(?:bed|bedtime|asleep|sleep\w*|lights out|phone|screens?|scroll\w*|netflix|tv|tele|cel|celu|celular|movil|dormir\w*|cama|acostar\w*|schlaf\w*|bett|handy|bildschirm\w*|fernseh\w*)\b|(?:نوم|انام|نام|نرقد|ارقد|موبايل|الموبايل|جوال|الجوال|التيليفون|تلفون|التلفون|شاشه|شاشة)/u;
const DAY_RANGE =
  /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday) to (monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/;
function nightsBeforeWork(available: AvailableDays, text: string): AvailableDays {
  if (!NIGHTS_BEFORE_WORK.test(text)) return available;
  const range = DAY_RANGE.exec(text);
  const from = range ? dayOf(range[1]!, false) : null;
  const to = range ? dayOf(range[2]!, false) : null;
  const workdays = from && to ? daysFrom(from, to) : [1, 2, 3, 4, 5];
  const said = available.days ?? [];
  const isWorkWeek = said.join() === [...workdays].sort((a, b) => a - b).join() || said.join() === '1,2,3,4,5';
  if (said.length > 0 && !isWorkWeek && !said.every((d) => d >= 6)) return available;
  const nights = workdays.map((d) => (d === 1 ? 7 : d - 1)).sort((a, b) => a - b);
  return { ...available, days: nights };
}

const DRINKING_DAYS =
  /\bonly (?:on |at )?(?:the )?(?:weekends?|fri\w*|sat\w*|sun\w*)(?: and (?:fri\w*|sat\w*|sun\w*))?|\bweekends? only\b/g;
// "Tantrums 5 times a day", "we fight 3 times a week": how often the problem happens, not how often to practise.
const PROBLEM_COUNT =
  /\b(?:tantrums?|meltdowns?|outbursts?|wakes? up|waking up|fights?|fighting|argue|arguing|arguments?|order\w*|eat(?:ing)? out|takeaways?|takeouts?|deliver(?:y|ies)|uber ?eats|doordash|drink(?:s|ing)?|smok\w*|vap(?:e|es|ing)|buy(?:s|ing)?|spend(?:s|ing)?|shop(?:s|ping)?|gambl\w*|bet(?:s|ting)?|snack\w*|binge\w*|scroll\w*|snooz\w*|bite|biting)\b[^.,;]{0,25}?\b(?:\d+|once|twice|thrice|one|two|three|four|five|six|seven) ?(?:x|times?)? ?(?:a|per|each) (?:day|night|week)\b/g;
/**
 * How often a habit is to happen once cut down ("cut takeout to once a week", "limit drinking to 2 days a week"): the
 * goal's number, not how often the plan's sessions are (decision 109).
 */
const HABIT_LIMIT =
  /\b(?:cut\w*|reduc\w*|limit\w*|bring\w* (?:it|that|them) down|get (?:it|that|them) down|down)\b[^.,;]{0,30}?\bto (?:\d+|once|twice|one|two|three) ?(?:x|times?|days?|nights?)? ?(?:a|per|each) week\b/g;

/**
 * Reads the slots one message gives: English typos corrected first (nlu/spell.ts), the domain from the trained
 * classifier and the keyword evidence together (nlu/understand.ts), dates through chrono-node relative to `today`
 * (`YYYY-MM-DD`, never the clock), and everything else by rules. A slot the message does not give stays null (or
 * empty), so the dialogue knows what to ask. `language` is the conversation's (absent: English). Slots are read from
 * a canonical English copy of Spanish, German and Arabic text (parse-canonical.ts); the goal keeps the own words.
 */
export function parseIntent(text: string, today: string, language: TPlanLanguage = 'en'): ParsedIntent {
  const original = text.trim().slice(0, 2000);
  const raw = language === 'en' ? correctTypos(original) : original;
  const normalized = normalize(raw);
  const understood = understand(normalized, tokenize(normalized), language);
  const { domain, confidence } = understood;
  // "Tausend Kilometer", "2 millones de pasos", "1 500 km": thousands and millions before a unit as digits.
  const english = language === 'en' && !/[\u0600-\u06ff]/.test(normalized);
  const slots = wordedAmounts(english ? normalized : canonicalize(normalized, language));
  const canonical = readTargetAndBaseline(slots, domain);
  // Some target rules read Spanish, German or Arabic words directly ("bajar a 7 copas a la semana").
  const read = canonical.target || english ? canonical : { ...canonical, target: readTarget(normalized, domain) };
  const daily = readDailyCount(slots);
  const countUnit = daily !== null ? countUnitIn(slots) : null;
  // "15 pages a day" names its unit; "pushups, 15 a day" is a daily count of the thing named: a target.
  // What no area rule read, a goal's own count may say ("80,000 words", "from 1150 to 1500 rating"; decision 093).
  const quantity = read.target ? null : readQuantity(slots);
  // ... and a performance to reach: a load, a score, a hold, a race time (decision 095).
  const performance = readPerformance(slots);
  // The person's own measure (decision 100): a debt cleared to zero wins over the payment an area rule read ("400 €
  // a month"); a sum to save, a time, a daily amount or a pair is read when nothing else was.
  const aim = readAim(slots, normalized);
  const debt = aim?.kind === 'debt' ? aim.target : null;
  // Less of something a day than now ("5 coffees a day, want 2"): where the person is and the amount wanted, unless
  // an area rule already read that amount (decision 127).
  const readCut = readCutDown(slots, language);
  const cut = readCut && read.target?.value !== readCut.target.value ? readCut : null;
  // A number said as now and a goal number apart (decision 113): a reading that took the "now" number as the goal
  // gives way ("estancado en 15 flexiones, mi meta es 40").
  const tookNow = (t: { value: number } | null | undefined) =>
    aim?.kind === 'pair' && aim.baseline !== null && t?.value === aim.baseline.value && aim.target.value !== t.value;
  // A sum to save said beside what is already put aside and what goes in each month: the largest sum said as wanted
  // is the goal, whichever amount an area rule met first ("I have $1,200 set aside, I need $6,500"; decision 123).
  const saving =
    aim?.kind === 'saving' &&
    isMoneyGoal(domain) &&
    (!read.target || (read.target.value < aim.target.value && !/^(?:items|customers|clients)$/u.test(read.target.unit)))
      ? aim.target
      : null;
  // A score, rating or grade on a named scale ("handicap from 18 to 12", "V5", "1800 on lichess"; decision 130), when
  // no other reader read the goal.
  const scale = read.target && read.target.unit !== '' ? null : readScale(slots);
  const found =
    debt ??
    cut?.target ??
    saving ??
    ([read.target, quantity?.target, performance.target].some(tookNow) ? aim!.target : null) ??
    read.target ??
    (daily !== null && countUnit ? { value: daily, unit: countUnit } : null) ??
    quantity?.target ??
    (quantity?.target ? null : performance.target) ??
    aim?.target ??
    scale?.target ??
    // "No more than 2 coffees a day": a cap the person sets on a habit (decision 116).
    readCap(slots) ??
    null;
  // "From $1,200 to $5,000", "von 2k auf 10k €": the pair says where the person starts, and which number is the goal.
  const pair = readFromTo(slots, found);
  // A race time or a load said as where the person is ("PB is 27:40") is in the goal's unit: it wins over a number
  // another reader took in another unit.
  const performanceNow =
    sameAmount(performance.target, found) && performance.baseline?.unit === found?.unit ? performance.baseline : null;
  const readBaseline =
    (scale && found === scale.target ? scale.baseline : null) ??
    (readCut && found && found.value === readCut.target.value && found.unit === (cut?.target ?? read.target)?.unit
      ? { value: readCut.baseline.value, unit: found.unit }
      : null) ??
    (aim && (found === aim.target || (aim.kind === 'saving' && sameAmount(found, aim.target))) ? aim.baseline : null) ??
    (read.baseline && performanceNow && read.baseline.unit !== found?.unit ? performanceNow : null) ??
    read.baseline ??
    (quantity?.target && found === quantity.target
      ? quantity.baseline
      : sameAmount(performance.target, found)
        ? performance.baseline
        : null);
  const said = readBaseline ?? pair?.baseline ?? null;
  const first = pair && !readBaseline ? pair.target : found;
  // "Break 4 hours in the marathon, PB 4:20", "10 km en menos de 50 minutes, ahora tardo 56": the race's distance
  // stays the target (the composer measures the time apart, decision 100) and where the person is, is their time,
  // as the time reader read it (4:20 in a marathon is 260 minutes), never a number in kilometres.
  const timeAim = aim?.kind === 'time' && first && !TIME_UNITS.has(first.unit) ? aim : null;
  const baseline =
    timeAim && (!said || said.unit === '' || TIME_UNITS.has(said.unit) || said.value === timeAim.baseline?.value)
      ? (timeAim.baseline ?? said)
      : said;
  // "Down to 10 a day, then quit completely": the goal is the last step (decision 116).
  const lastStep = readLastStep(slots, first, baseline);
  const stepUnit = first?.unit ?? baseline?.unit ?? (domain === 'smoking' ? 'cigarettes' : null);
  const stepped = lastStep !== null && stepUnit ? { value: lastStep, unit: stepUnit } : first;
  // "Push-ups: can do 12, want 40", "Klimmzüge: schaffe 5, will 15": the exercise named is the unit of bare numbers.
  const reps = readRepsPair(slots, stepped, baseline);
  const target = reps?.target ?? stepped;
  const saidBaseline = reps?.baseline ?? baseline;
  // "Drink only on weekends": the days a drinking goal names are the goal, not the days to work on the plan.
  // ... and someone else's schedule, lessons with an instructor or a class the person does not want are not the
  // plan's days or sessions, nor is a cap on a habit (decision 116).
  const ownSlots = withoutOthersSchedules(withoutCap(slots));
  const scheduled = domain === 'drinking' ? ownSlots.replace(DRINKING_DAYS, ' ') : ownSlots;
  const preferred = readPreferredDays(scheduled);
  const readDays = preferred
    ? { days: null, isNamed: false }
    : readAvailableDays(scheduled, domain === 'drinking' || !english ? scheduled : withoutOthersSchedules(raw));
  const available = domain === 'sleep' || BEDTIME.test(scheduled) ? nightsBeforeWork(readDays, scheduled) : readDays;
  let sessions = readSessionsPerWeek(ownSlots.replace(PROBLEM_COUNT, ' ').replace(HABIT_LIMIT, ' '));
  // "Mondays and Thursdays" says how often as well as when.
  if (sessions === null && available.isNamed && available.days && available.days.length > 0) {
    sessions = available.days.length;
  }
  // "Twice a week, and on Thursday I go to my mother's": fewer days named than the sessions said, and none said as
  // the days free, is one day of the plan, not all of its days; which others is asked (decision 126).
  const daysUnsure =
    sessions !== null &&
    available.isNamed &&
    available.days !== null &&
    available.days.length > 0 &&
    available.days.length < sessions &&
    !DAYS_AS_FREE.test(scheduled);
  return {
    text: original,
    domain,
    domain_confidence: confidence,
    request: understood.kind,
    candidates: understood.candidates,
    goal: language === 'en' ? (readGoal(raw, domain, target) ?? safeOpening(raw)) : readOwnGoal(original, language),
    target,
    // A number said without its unit ("I've done maybe 60") is in the goal's unit (300 hours of study).
    baseline:
      saidBaseline && saidBaseline.unit === '' && target ? { ...saidBaseline, unit: target.unit } : saidBaseline,
    horizon_weeks: readHorizonWeeks(slots, today),
    sessions_per_week: sessions,
    minutes_per_session: readMinutesPerSession(slots, sessions),
    minutes_per_week: readWeeklyMinutes(slots),
    level: readLevel(slots),
    available_days: daysUnsure ? null : available.days,
    preferred_days: preferred,
    injuries: readInjuries(slots),
    // Before typo correction: a brand or a tool is not a typo ("Singer", "dutch oven").
    equipment: withoutInner([
      ...readEquipment(language === 'en' ? normalize(original) : slots),
      // ... and any thing named after a word of having or using, a model as written (decision 102).
      ...readGear(original),
    ])
      .filter((item) => !saidAsLacking(original, item))
      .map((item) => asWritten(item, original))
      .slice(0, 20),
    // "I can spend up to $100" is what they can spend on the plan, whatever the area.
    budget_minor: readBudgetMinor(slots, isMoneyGoal(domain) && !CAN_SPEND.test(slots)),
  };
}

/** Whether two readings name the same amount (an area rule and a performance reader both read "target 512"). */
function sameAmount(a: TIntent['target'], b: TIntent['target']): boolean {
  // A score reads as "7 IELTS band" by the area and "7 points" by the performance reader: the same number.
  return a !== null && b !== null && a.value === b.value;
}

/** The words as the person wrote them, where the reader's lower-case phrase stands in their text ("Canon R50"). */
function asWritten(phrase: string, original: string): string {
  // Compared without accents, letter for letter ("rudergerat" is the "Rudergerät" they wrote).
  const chars = [...original];
  const folded = chars.map((c) => c.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
  if (folded.some((c) => [...c].length !== 1)) return phrase;
  const at = folded.join('').indexOf(phrase);
  return at >= 0 ? chars.slice(at, at + [...phrase].length).join('') : phrase;
}

/** The opening clause as the goal, unless out of its message it reads as advice or a goal a plan must not carry. */
function safeOpening(raw: string): string | null {
  const goal = readOpeningGoal(raw);
  if (!goal) return null;
  const folded = fold(goal);
  return unsafeAdvice(goal) || harmsOthers(folded) || changesMedication(folded) ? null : goal;
}

/** Where the person is in an exercise's repetitions, and the count wanted, said as bare numbers. */
const REPS_NOW =
  /\b(?:can do|i do|i can do|i can|currently(?: at)?|right now|now at|at|manage|schaffe|schaff|kann|mache|hago|puedo hacer|puedo|llego a|ahora)\s+(?:about |like |maybe |ca\.? |unos |so )?(\d{1,3})\b(?!\s*(?:kg|kgs|lbs?|kilos?|min\w*|s|sec\w*|seconds?|weeks?|days?|months?|%))|(?:بعمل|بقدر اعمل|اقدر اعمل|اعمل|بلعب)\s+(\d{1,3})/u;
const REPS_WANTED =
  /\b(?:want(?: to (?:do|get to|hit|reach))?|wanna(?: do| hit)?|goal(?: is)?:?|aim(?: for)?|will|mochte|moechte|ziel:?|quiero(?: llegar a| hacer)?|meta:?)\s+(\d{1,3})\b(?!\s*(?:kg|kgs|lbs?|kilos?|min\w*|s|sec\w*|seconds?|weeks?|days?|months?|%))|(?:عايز|عاوز|ابي|بدي|اريد|ودي)\s+(?:اوصل\s+)?(?:ل\s?)?(\d{1,3})/u;
const GENERIC_UNITS: ReadonlySet<string> = new Set(['', 'points', 'reps', 'repetitions']);

function readRepsPair(
  text: string,
  target: TIntent['target'],
  baseline: TIntent['baseline'],
): { target: NonNullable<TIntent['target']>; baseline: NonNullable<TIntent['baseline']> } | null {
  const unit = countUnitIn(text);
  if (!unit || !['push-ups', 'pull-ups', 'chin-ups', 'squats', 'sit-ups'].includes(unit)) return null;
  if (target && !GENERIC_UNITS.has(target.unit)) return null;
  const nowMatch = REPS_NOW.exec(text);
  const wantedMatch = REPS_WANTED.exec(text);
  const now = nowMatch ? Number(nowMatch[1] ?? nowMatch[2]) : (baseline?.value ?? null);
  const wanted = wantedMatch ? Number(wantedMatch[1] ?? wantedMatch[2]) : (target?.value ?? null);
  if (now === null || wanted === null || wanted <= now) return null;
  return { target: { value: wanted, unit }, baseline: { value: now, unit } };
}
