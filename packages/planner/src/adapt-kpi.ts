/**
 * KPI values that re-aim the plan (decision 038), acting on the entries themselves rather than waiting until 15% of
 * the plan has passed:
 * - two entries in a row moving away from the target lower the coming load at once;
 * - two entries in a row far ahead of the trend raise the target toward where the pace leads, within the domain's
 *   safe range (safety's `checkPlan`: weight loss never faster than 1 kg a week);
 * - when the follower chooses to change the goal, each target moves to what their pace so far reaches;
 * - otherwise a value more than 20% off the straight line to the target lowers or raises the coming load.
 */
import type { TPlan, TPlanKpi } from '@ito/contracts/agent/plan';
import type { PlanEvent } from './api.ts';
import type { AdaptState } from './adapt-load.ts';
import { nextOf, scaleUpcoming } from './adapt-load.ts';
import { adaptText } from './adapt-text.ts';
import { kpiReading, moveText } from './adapt-text-moves.ts';
import { daysBetween } from './calendar.ts';
import { formatNumber } from './domains.ts';
import { round2 } from './schedule.ts';
import { checkPlan } from './safety/check-plan.ts';

type KpiValue = Extract<PlanEvent, { type: 'kpi_value' }>;

const LOWER = 0.9;
const RAISE = 1.05;
/** A KPI more than 20% behind (or ahead of) its expected trend is off track. */
const KPI_TOLERANCE = 0.2;
/** Both latest entries at least this many times the progress expected by then count as far ahead. */
const FAR_AHEAD = 1.5;
const round1 = (value: number) => Math.round(value * 10) / 10;
const withUnit = (value: number, kpi: TPlanKpi) => `${formatNumber(value)} ${kpi.unit}`.trim();

/** The last two entries each moved away from the target (from the baseline, or the entry before them). */
export function kpiWrongWay(state: AdaptState, kpi: TPlanKpi, values: readonly KpiValue[]): boolean {
  if (kpi.direction === 'maintain') return false;
  const sign = kpi.direction === 'increase' ? 1 : -1;
  const points = [...(kpi.baseline !== null ? [kpi.baseline] : []), ...values.map((v) => v.value)].slice(-3);
  const [ref, mid, last] = points;
  if (points.length < 3 || ref === undefined || mid === undefined || last === undefined) return false;
  if (!(sign * (mid - ref) < 0 && sign * (last - mid) < 0)) return false;
  const text = adaptText(state.plan.intent.language);
  const trail = points.map((p) => formatNumber(p)).join(' → ') + (kpi.unit ? ` ${kpi.unit}` : '');
  const why = text.kpiWrongWay(kpi.name, trail, withUnit(kpi.target, kpi));
  scaleUpcoming(state, LOWER, 'load_lowered', why);
  return true;
}

type Trend = { baseline: number; baseDate: string; span: number; sign: 1 | -1 };

function trendOf(state: AdaptState, kpi: TPlanKpi, values: readonly KpiValue[]): Trend | null {
  if (kpi.direction === 'maintain') return null;
  const first = values[0];
  const baseline = kpi.baseline ?? first?.value;
  const baseDate = kpi.baseline !== null ? state.plan.limits.start_date : first?.at.slice(0, 10);
  if (baseline === undefined || baseDate === undefined) return null;
  const span = daysBetween(baseDate, state.plan.limits.end_date);
  return span > 0 ? { baseline, baseDate, span, sign: kpi.direction === 'increase' ? 1 : -1 } : null;
}

/** Where the pace of `value` (measured on `at`) leads by the end date, or null when it is too early to say. */
function projection(trend: Trend, value: KpiValue): number | null {
  const elapsed = daysBetween(trend.baseDate, value.at.slice(0, 10));
  if (elapsed < 7) return null;
  return trend.baseline + ((value.value - trend.baseline) * trend.span) / elapsed;
}

/** The target a safe plan allows instead of `target` (safety's check; null when the plan would be refused). */
function safeTarget(state: AdaptState, kpi: TPlanKpi, target: number): number | null {
  const kpis = state.plan.kpis.map((k) => (k.id === kpi.id ? { ...k, target } : k));
  const checked = checkPlan({ ...state.plan, kpis });
  if (checked.status === 'refused') return null;
  return checked.plan.kpis.find((k) => k.id === kpi.id)?.target ?? null;
}

function setTarget(state: AdaptState, kpi: TPlanKpi, target: number): void {
  state.plan = { ...state.plan, kpis: state.plan.kpis.map((k) => (k.id === kpi.id ? { ...k, target } : k)) };
}

export function raiseKpiTarget(state: AdaptState, kpi: TPlanKpi, values: readonly KpiValue[]): boolean {
  const trend = trendOf(state, kpi, values);
  const recent = values.slice(kpi.baseline !== null ? -2 : 1).slice(-2);
  if (!trend || recent.length < 2 || state.paused) return false;
  const { sign, baseline, baseDate, span } = trend;
  const farAhead = recent.every((v) => {
    const fraction = Math.min(1, daysBetween(baseDate, v.at.slice(0, 10)) / span);
    const expected = sign * (kpi.target - baseline) * fraction;
    return expected > 0 && sign * (v.value - baseline) >= expected * FAR_AHEAD;
  });
  const last = recent.at(-1);
  const projected = last && farAhead ? projection(trend, last) : null;
  if (projected === null || sign * (projected - kpi.target) <= 0) return false;
  let next = round1(kpi.target + (projected - kpi.target) / 2);
  if (sign < 0) next = Math.max(0, next);
  const safe = safeTarget(state, kpi, next);
  if (safe === null || sign * (safe - kpi.target) < Math.abs(kpi.target - baseline) * 0.05) return false;
  setTarget(state, kpi, safe);
  state.changes.push({
    kind: 'target_changed',
    task_ids: [],
    why: adaptText(state.plan.intent.language).kpiRaised(kpi.name, withUnit(kpi.target, kpi), withUnit(safe, kpi)),
  });
  return true;
}

/**
 * "Change the goal": each KPI the follower has values for aims at what their pace so far reaches by the end date
 * (never past the old target, never behind the baseline); true when any target moved.
 */
export function reaimKpis(state: AdaptState, events: readonly PlanEvent[]): boolean {
  let moved = false;
  for (const kpi of state.plan.kpis) {
    const values = events
      .filter((e): e is KpiValue => e.type === 'kpi_value' && e.kpi_id === kpi.id)
      .sort((a, b) => a.at.localeCompare(b.at));
    const trend = trendOf(state, kpi, values);
    const last = values.at(-1);
    if (!trend || !last) continue;
    const reach = projection(trend, last);
    if (reach === null) continue;
    const { sign, baseline } = trend;
    // Halfway to the old target at least, so the goal stays a goal even after a poor start.
    const floor = baseline + (kpi.target - baseline) / 2;
    const next = round1(sign * (reach - floor) > 0 ? reach : floor);
    if (sign * (kpi.target - next) <= 0) continue;
    setTarget(state, kpi, next);
    moved = true;
    state.changes.push({
      kind: 'target_changed',
      task_ids: [],
      why: adaptText(state.plan.intent.language).reaimed(kpi.name, withUnit(kpi.target, kpi), withUnit(next, kpi)),
    });
  }
  return moved;
}

export function applyKpiValues(state: AdaptState, events: readonly PlanEvent[]): void {
  for (const kpi of state.plan.kpis) {
    const values = events
      .filter((e): e is Extract<PlanEvent, { type: 'kpi_value' }> => e.type === 'kpi_value' && e.kpi_id === kpi.id)
      .sort((a, b) => a.at.localeCompare(b.at));
    const fresh = values.filter((e) => !state.applied.has(`kpi:${e.kpi_id}:${e.at}:${e.value}`));
    for (const e of fresh) state.applied.add(`kpi:${e.kpi_id}:${e.at}:${e.value}`);
    const latest = fresh.at(-1);
    if (!latest) continue;
    // Decision 038: two entries away from the target act at once; values far ahead raise the target.
    if (kpiWrongWay(state, kpi, values)) continue;
    if (raiseKpiTarget(state, kpi, values)) continue;
    const verdict = kpiVerdict(state.plan, kpi, values, latest);
    if (!verdict) continue;
    const language = state.plan.intent.language;
    const reading = kpiReading(kpi.name, formatNumber(latest.value), kpi.unit, language);
    const expected = `${formatNumber(verdict.expected)} ${kpi.unit}`.trim();
    const behind = verdict.status === 'behind';
    if (behind && verdict.far) state.kpiFarBehind = true;
    const why = moveText(language).kpi(reading, expected, behind, nextOf(state));
    if (behind) scaleUpcoming(state, LOWER, 'load_lowered', why);
    else scaleUpcoming(state, RAISE, 'load_raised', why);
  }
}

/**
 * Compares a value with the straight line from the baseline (or the first value) to the target over the plan. A
 * `maintain` KPI is off when it strays more than 20% from its target.
 */
export function kpiVerdict(
  plan: TPlan,
  kpi: TPlanKpi,
  values: readonly KpiValue[],
  latest: KpiValue,
): { status: 'behind' | 'ahead'; expected: number; far?: boolean } | null {
  if (kpi.direction === 'maintain') {
    const off = Math.abs(latest.value - kpi.target) > KPI_TOLERANCE * Math.abs(kpi.target);
    return off ? { status: 'behind', expected: kpi.target } : null;
  }
  const first = values[0];
  const baseline = kpi.baseline ?? first?.value;
  const baseDate = kpi.baseline !== null ? plan.limits.start_date : first?.at.slice(0, 10);
  if (baseline === undefined || baseDate === undefined || (kpi.baseline === null && latest === first)) return null;
  const span = daysBetween(baseDate, plan.limits.end_date);
  const fraction = span > 0 ? Math.min(1, Math.max(0, daysBetween(baseDate, latest.at.slice(0, 10)) / span)) : 1;
  const sign = kpi.direction === 'increase' ? 1 : -1;
  const expectedProgress = sign * (kpi.target - baseline) * fraction;
  // Too early (or a target already met at the baseline) to judge a trend.
  if (fraction < 0.15 || expectedProgress <= 0) return null;
  const progress = sign * (latest.value - baseline);
  const expected = baseline + (kpi.target - baseline) * fraction;
  if (progress < expectedProgress * (1 - KPI_TOLERANCE)) {
    // Far behind: under a third of the progress expected, a quarter or more into the plan (decision 038).
    return { status: 'behind', expected: round2(expected), far: fraction >= 0.25 && progress < expectedProgress / 3 };
  }
  if (progress > expectedProgress * (1 + KPI_TOLERANCE)) return { status: 'ahead', expected: round2(expected) };
  return null;
}
