/**
 * The safety gate after planning: `checkPlan(plan)` vets a composed plan (the built-in planner's or a model's) before
 * anyone sees it. Pure. Decision 036.
 * - a weight-loss target above 1 kg (2.2 lb) a week, in the intent or a KPI, is lowered to that pace;
 * - tasks, nudges and KPIs that say to fast, skip meals, eat under 1,000 kcal a day, push through pain or take
 *   performance drugs are removed (a sentence that warns against them, "never skip meals", is fine);
 * - when such words are in the plan's own title, summary or phases, or removing them would gut the plan, the plan is
 *   refused and the agent says why instead.
 */
import type { TPlan, TPlanKpi } from '@ito/contracts/agent/plan';
import { fold } from './fold.ts';
import { DRUGS, foldedPattern } from './lexicon.ts';
import { MAX_KG_PER_WEEK } from './gate.ts';
import { changesMedication, harmsOthers } from './concepts.ts';
import { avoidedFor, avoidedUntilHealed, clearedWithCondition, namedConditions } from './conditions.ts';
import { longPast, saysExtremeFast, saysHealed } from './signals.ts';

export type PlanCheck =
  { status: 'ok' | 'repaired'; plan: TPlan; repairs: string[] } | { status: 'refused'; reasons: string[] };

const KG_PER_LB = 0.4536;

/** Advice a plan must not give, in the four languages (read over folded text). */
const UNSAFE: ReadonlyArray<readonly [string, RegExp]> = [
  [
    'fasting',
    /(?<!(?:intermittent|ramadan|ramadhan|time-restricted) )\bfasting\b(?! (?:and|or|range|blood|glucose|sugar|insulin|levels?|readings?|tests?|lipids?|panel|window))|\bwater[- ]fast|\bfast (?:for (?:a day|the day|\d+ ?(?:h|hours?|days?))|until (?:dinner|lunch|noon|evening)|all day|today)\b|\b\d+[- ]?hour fast\b|\bayun(?:a|ar)\b|\bayuno (?:de agua|prolongado|de \d+)\b|\bfasten(?:tag|kur)?\b|(?:صيام|صوم) (?:بالماء|متواصل|يوم كامل|لمده|ل\d)|صم (?:يوما|لمده)/,
  ],
  [
    'skipping meals',
    /\bskip(?:ping)? (?:a |your |any |the )?(?:meals?|breakfast|lunch|dinner)\b|\b(?:salta(?:r|te)?|omit(?:ir|e)) (?:las |una |el |la )?(?:comidas?|desayuno|cena)\b|\bmahlzeit(?:en)? (?:auslassen|weglassen|ausfallen lassen)\b|\b(?:fruhstuck|abendessen) (?:auslassen|weglassen)\b|(?:تخطي|ترك|الغاء) (?:الوجبات|وجبه|الفطور|العشاء)/,
  ],
  [
    'pushing through pain',
    /\b(?:push|train|run|work|play|keep going|lift) (?:through|thru|past) (?:the |any )?pain\b|\bignore (?:the |any )?pain\b|\bno pain,? no gain\b|\b(?:a pesar del|ignora el|ignorar el) dolor\b|\btrotz (?:der )?schmerzen\b|\bschmerzen ignorieren\b|رغم الالم|تجاهل الالم/,
  ],
  [
    'very low calories',
    /\b(?:eat|eating|consume|only|limit (?:yourself )?to|diet of|comer|come|solo|iss|essen|nur)\s+(?:about |around |up to )?[1-9]\d{2} ?(?:kcal|calories|calorias|kalorien)\b|(?:تناول|كل|فقط)\s*[1-9]\d{2} ?سعره/,
  ],
];
const NEGATION =
  /(?:\b(?:don'?t|do not|never|avoid|no|not|without|instead of|rather than|stop|nunca|evita|sin|nicht|kein|keine|niemals|ohne)\b|لا |بدون|تجنب|دون )[^.;]{0,25}$/;

/** The word alone, which a plan for the person's own Ramadan or Lent fast restates (decision 117). */
const FASTING_WORD = /^(?:fasting|ayunar|ayuna|fasten)$/;
const RELIGIOUS_FAST =
  /\b(?:ramadan|ramadhan|ramazan|iftar|suhoor|lent|cuaresma|fastenzeit)\b|رمضان|الافطار|الفطور|السحور/;

/**
 * The reason a text gives unsafe advice, or null; a warning against it ("never skip meals") is not advice. With
 * `ownFast` (the person keeps Ramadan or Lent), "while fasting" names their fast; a water fast or a fast for days is
 * still advice.
 */
export function unsafeAdvice(text: string, ownFast = false): string | null {
  const folded = fold(text);
  for (const [reason, pattern] of [...UNSAFE, ...drugPatterns()]) {
    const global = new RegExp(foldedPattern(pattern).source, 'g');
    for (const match of folded.matchAll(global)) {
      if (ownFast && reason === 'fasting' && FASTING_WORD.test(match[0])) continue;
      if (!NEGATION.test(folded.slice(Math.max(0, match.index - 40), match.index))) return reason;
    }
  }
  return null;
}

/**
 * Whether `text` prescribes what `pattern` names, not only warns against it ("no jumping"). What the person asked
 * for in their own words and was cleared for (`cleared`: "physio cleared me to start running") is not ruled out.
 */
function prescribes(text: string, pattern: RegExp, cleared: ReadonlySet<string>): boolean {
  const folded = fold(text);
  const global = new RegExp(pattern.source, 'gi');
  return [...folded.matchAll(global)].some(
    (match) => !cleared.has(match[0]) && !NEGATION.test(folded.slice(Math.max(0, match.index - 40), match.index)),
  );
}

/** A clearance with a limit or a "but" beside it ("cleared for walking only, but I want to run") clears no more. */
const LIMITED =
  /\b(?:but|only|just|yet|except|pero|solo|solamente|todavia|excepto|aber|nur|noch nicht|ausser)\b|(?<![\u0621-\u064a])(?:بس|لكن|فقط|الا)(?![\u0621-\u064a])/;

/**
 * The words of `patterns` the person said themselves, when they say a clinician cleared them or the condition healed
 * long ago (decision 117): "old meniscus tear, healed, physio cleared me; running mon/wed/sat".
 */
function clearedWords(asked: string, patterns: readonly RegExp[]): Set<string> {
  if (LIMITED.test(asked) || (!clearedWithCondition(asked) && !(saysHealed(asked) && longPast(asked))))
    return new Set();
  return new Set(patterns.flatMap((pattern) => [...asked.matchAll(new RegExp(pattern.source, 'gi'))].map((m) => m[0])));
}

function drugPatterns(): ReadonlyArray<readonly [string, RegExp]> {
  return Object.values(DRUGS).flatMap((patterns) => patterns.map((pattern) => ['performance drugs', pattern] as const));
}

export function checkPlan(plan: TPlan): PlanCheck {
  const asked = fold(`${plan.intent.text}\n${plan.intent.goal}`);
  const ownFast = RELIGIOUS_FAST.test(asked) && !saysExtremeFast(asked);
  const reasons = [plan.title, plan.summary, ...plan.phases.flatMap((p) => [p.title, p.focus, p.why])]
    .map((text) => unsafeAdvice(text, ownFast))
    .filter((reason): reason is string => reason !== null);
  if (reasons.length > 0)
    return { status: 'refused', reasons: [...new Set(reasons)].map((r) => `The plan advises ${r}.`) };
  // The plan's own goal never carries harm to others, an unlawful goal or a change to a prescribed medicine
  // (a model may have made one from a message the gate let through).
  const goal = fold(`${plan.title}\n${plan.intent.goal}`);
  if (harmsOthers(goal) || changesMedication(goal))
    return { status: 'refused', reasons: ['The plan has a harmful goal.'] };

  const repairs: string[] = [];
  // A condition the person named rules exercises out, however they were cleared (conditions.ts).
  const conditions = namedConditions(asked);
  const avoided = avoidedFor(conditions);
  const cleared = clearedWords(asked, avoidedUntilHealed(conditions));
  const badKpis = new Set(
    plan.kpis.filter((kpi) => unsafeAdvice(`${kpi.name} ${kpi.why}`, ownFast)).map((kpi) => kpi.id),
  );
  const tasks = plan.tasks.filter((task) => {
    const text = `${task.title}\n${task.description}\n${task.why}`;
    const reason =
      task.kpi_id && badKpis.has(task.kpi_id)
        ? 'an unsafe measure'
        : (unsafeAdvice(text, ownFast) ??
          (avoided.some((pattern) => prescribes(text, pattern, cleared)) ? 'ruled out by a condition' : null));
    if (reason) repairs.push(`Removed task ${task.id} (${reason}).`);
    return !reason;
  });
  const activities = (list: TPlan['tasks']) => list.filter((t) => t.kind === 'activity').length;
  if (activities(plan.tasks) > 0 && activities(tasks) < activities(plan.tasks) / 2) {
    return { status: 'refused', reasons: ['Most sessions of the plan gave unsafe advice.'] };
  }
  const nudges = plan.nudges.filter((nudge) => {
    const reason = unsafeAdvice(`${nudge.text} ${nudge.why}`, ownFast);
    if (reason) repairs.push(`Removed nudge ${nudge.id} (${reason}).`);
    return !reason;
  });
  const weeks = Math.max(1, plan.intent.horizon_weeks);
  const kpis = plan.kpis.filter((kpi) => !badKpis.has(kpi.id)).map((kpi) => safeKpi(kpi, weeks, repairs));
  for (const id of badKpis) repairs.push(`Removed KPI ${id} (unsafe).`);
  const intent = safeIntentTarget(plan, weeks, repairs);
  const repaired: TPlan = { ...plan, intent, tasks, nudges, kpis };
  return { status: repairs.length > 0 ? 'repaired' : 'ok', plan: repairs.length > 0 ? repaired : plan, repairs };
}

/** The most weight a plan of `weeks` may aim to lose, in the unit given (kg, else lb). */
function maxLoss(weeks: number, unit: string): number | null {
  if (/^(?:kg|kgs|kilos?|kilograms?)$/i.test(unit)) return weeks * MAX_KG_PER_WEEK;
  if (/^(?:lb|lbs|pounds?)$/i.test(unit)) return Math.floor((weeks * MAX_KG_PER_WEEK * 10) / KG_PER_LB) / 10;
  return null;
}

const isLossKpi = (kpi: TPlanKpi) => /\b(?:weight|fat|body ?mass)\b/i.test(kpi.name) || /weight|fat/i.test(kpi.id);

function safeKpi(kpi: TPlanKpi, weeks: number, repairs: string[]): TPlanKpi {
  const max = isLossKpi(kpi) ? maxLoss(weeks, kpi.unit) : null;
  if (max === null) return kpi;
  const lossAmount = /lost|loss|lose/i.test(`${kpi.id} ${kpi.name}`) && kpi.direction === 'increase';
  if (lossAmount && kpi.target - (kpi.baseline ?? 0) > max) {
    repairs.push(`KPI ${kpi.id} aimed above ${MAX_KG_PER_WEEK} kg a week; lowered.`);
    return { ...kpi, target: (kpi.baseline ?? 0) + max };
  }
  if (kpi.direction === 'decrease' && kpi.baseline !== null && kpi.baseline - kpi.target > max) {
    repairs.push(`KPI ${kpi.id} aimed above ${MAX_KG_PER_WEEK} kg a week; raised.`);
    return { ...kpi, target: kpi.baseline - max };
  }
  return kpi;
}

/** An amount to lose (40 kg or less; more is a goal weight) faster than the safe pace is lowered to fit the weeks. */
function safeIntentTarget(plan: TPlan, weeks: number, repairs: string[]): TPlan['intent'] {
  const { intent } = plan;
  if (intent.domain !== 'weight' || !intent.target || /\b(?:gain|bulk|put on)\b/i.test(`${intent.goal} ${intent.text}`))
    return intent;
  const max = maxLoss(weeks, intent.target.unit);
  const asKg = /^(?:lb|lbs|pounds?)$/i.test(intent.target.unit) ? intent.target.value * KG_PER_LB : intent.target.value;
  if (max === null || asKg > 40 || intent.target.value <= max) return intent;
  repairs.push(
    `The weight-loss target aimed above ${MAX_KG_PER_WEEK} kg a week; lowered to ${max} ${intent.target.unit}.`,
  );
  return { ...intent, target: { ...intent.target, value: max } };
}
