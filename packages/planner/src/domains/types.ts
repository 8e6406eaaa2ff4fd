import type { TIntent, TPlanDomain } from '@ito/contracts/agent/plan';
import { foldLetters } from '../safety/fold.ts';

/** A mile in kilometres: distances said in both are compared and added up in one measure. */
export const KM_PER_MILE = 1.609;

/**
 * The shape of a domain's plan template: everything the composer needs to know about running, sleep or personal
 * finance, as data. Texts may use `{goal}`, `{target}` (the intent's target, or the domain's fallback words) and
 * `{minutes}` (the session limit); `fillText` replaces them.
 */

export type QuestionTemplate = {
  id: string;
  prompt: string;
  /** Higher scores are better: a low total lowers the coming load, a high one raises it. */
  options: { label: string; score: number }[];
};

export type PhaseTemplate = {
  id: string;
  title: string;
  /** Share of the plan's weeks (the shares of a domain add up to 1). */
  share: number;
  focus: string;
  why: string;
  /** Load steps down through this phase (the taper before a goal day). */
  taper?: boolean;
  /** Picks this phase (or one of its variants with the same id) for an intent, like `SessionTemplate.when`. */
  when?: (ctx: KpiContext) => boolean;
};

export type SessionTemplate = {
  id: string;
  title: string;
  description: string;
  /** Share of the session-minutes limit at load 1 (then scaled by level and load, never above the limit). */
  share: number;
  /** Demanding sessions are spread so two never fall on neighbouring days when the week allows it. */
  hard?: boolean;
  /**
   * The phases it belongs to; in other phases the domain's filler session takes its place, unless a session with the
   * same id belongs to that phase (one rotation slot, a different session per phase: a diagnostic, then timed practice).
   */
  phases?: string[];
  /**
   * Picks this session (or one of its variants with the same id) for an intent, like `KpiTemplate.when`: a piano
   * piece gets hands-separate practice, a guitar song chord changes. Absent = always; the first that fits wins.
   */
  when?: (ctx: KpiContext) => boolean;
  why: string;
};

export type ProgressionRule = {
  /** Growth of the weekly load, e.g. 0.1 for +10% a week. */
  weekly_increase: number;
  /** Every n-th week is lighter (null: no deload weeks). */
  deload_every: number | null;
  deload_factor: number;
  /** Load of the last taper week relative to the peak (null: no taper). */
  taper_factor: number | null;
  /** The highest load the progression reaches. */
  cap: number;
  why: string;
};

export type KpiContext = { intent: TIntent; weeks: number };

export type KpiTemplate = {
  id: string;
  name: string;
  /** `{unit}` reads the unit of the intent's target (a currency, say). */
  unit: string;
  direction: 'increase' | 'decrease' | 'maintain';
  /** Picks this KPI (or one of its variants with the same id) for an intent; absent = always. */
  when?: (ctx: KpiContext) => boolean;
  baseline: (ctx: KpiContext) => number | null;
  target: (ctx: KpiContext) => number;
  why: string;
};

export type CheckinTemplate = {
  every_weeks: number;
  description: string;
  why: string;
  questions: QuestionTemplate[];
};

export type NudgeTemplate = { text: string; why: string };

export type DomainTemplate = {
  domain: TPlanDomain;
  /** Lower-case noun phrase for titles and summaries ("running", "sleep"). */
  label: string;
  /** Physical training: at least one rest day a week. */
  physical: boolean;
  /** Words a catalogue item about this domain would use (retrieval): generic, not a distance or a level. */
  keywords: string[];
  /** A safety note shown in the summary and as the first nudge. */
  caution: string | null;
  /** What `{target}` reads when the intent has no measurable target. */
  target_fallback: string;
  phases: PhaseTemplate[];
  sessions: SessionTemplate[];
  /** Session ids by priority: a week with n sessions takes the first n (cycling); the first is the week's anchor. */
  rotation: string[];
  filler: string;
  /** The plan's last session, the goal day (null when the domain has none). */
  finale: SessionTemplate | null;
  progression: ProgressionRule;
  checkin: CheckinTemplate;
  kpi_every_weeks: number;
  kpis: KpiTemplate[];
  nudges: NudgeTemplate[];
};

/** The intent's target when its unit is one of `units` (compared without case, spaces or dots). */
export function targetIn(ctx: KpiContext, units: readonly string[]): number | null {
  const target = ctx.intent.target;
  if (!target) return null;
  const unit = target.unit.toLowerCase().replace(/[\s.]/g, '');
  return units.includes(unit) ? target.value : null;
}

export const MONEY_UNITS = [
  'usd',
  'eur',
  'gbp',
  '$',
  '€',
  '£',
  'dollars',
  'euros',
  'pounds',
  'aed',
  'sar',
  'cad',
  'aud',
];

/** An event to finish, not a distance to add up: "a 100 km ultra", "the 160 km sportive", "سباق ١٠٠ كم". */
const RACE_WORDS =
  /\b(?:ultra\w*|race|racing|event|sportive|gran ?fondo|century|brevet|randonn\w*|carrera|prueba|rennen|wettkampf|volkslauf|stadtlauf|etappe)\b|سباق|ماراثون/u;
/** Below these a distance is one outing or one race, not a total over weeks. */
const LEAST_TOTAL_KM: Partial<Record<TPlanDomain, number>> = { running: 100, walking: 100, swimming: 20 };

/**
 * The distance, in kilometres, the person means to add up over the plan (decision 124): "walk 500 miles this year",
 * "sumar 1500 km en la bici", "100 km in the pool by August"; null for a race or an outing ("a 10K", "a 100 km ultra").
 */
export function totalKm(intent: TIntent): number | null {
  const target = intent.target;
  const least = LEAST_TOTAL_KM[intent.domain];
  if (!target || least === undefined) return null;
  const km =
    target.unit === 'km'
      ? target.value
      : target.unit === 'mi'
        ? target.value * KM_PER_MILE
        : target.unit === 'm'
          ? target.value / 1000
          : null;
  if (km === null || km < least || RACE_WORDS.test(foldLetters(intent.text))) return null;
  return km;
}

/**
 * A total to add up ("1500 km by the end of March"): what is left of it each week, in km or miles, with a tenth more
 * for the weeks a cold or the weather takes (decision 124).
 */
export function weeklyShare(ctx: KpiContext, unit: 'km' | 'mi'): number | null {
  const total = totalKm(ctx.intent);
  if (total === null) return null;
  const { target, baseline } = ctx.intent;
  const done =
    baseline && target && baseline.unit === target.unit && baseline.value < target.value
      ? baseline.value / target.value
      : 0;
  const left = total * (1 - done) * (unit === 'mi' ? 1 / KM_PER_MILE : 1);
  return Math.ceil((left / Math.max(1, ctx.weeks)) * 1.1);
}
