/**
 * KPI values that re-aim the plan (decision 038), acting on the entries themselves rather than waiting until 15% of
 * the plan has passed:
 * - two entries in a row moving away from the target lower the coming load at once;
 * - two entries in a row far ahead of the trend raise the target toward where the pace leads, within the domain's
 *   safe range (safety's `checkPlan`: weight loss never faster than 1 kg a week);
 * - when the follower chooses to change the goal, each target moves to what their pace so far reaches.
 */
import type { TPlanKpi } from '@ito/contracts/agent/plan';
import type { PlanEvent } from './api.ts';
import type { AdaptState } from './adapt-load.ts';
import { scaleUpcoming } from './adapt-load.ts';
import { adaptText } from './adapt-text.ts';
import { daysBetween } from './calendar.ts';
import { formatNumber } from './domains.ts';
import { checkPlan } from './safety/check-plan.ts';

type KpiValue = Extract<PlanEvent, { type: 'kpi_value' }>;

const LOWER = 0.9;
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
