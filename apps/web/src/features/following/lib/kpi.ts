import type { TFollowKpi } from '@ito/contracts/following/follows';

export interface KpiPoint {
  on: string;
  value: number;
}

/** The recorded values oldest first (the server sends them so; same-day values keep their order). */
export function kpiPoints(kpi: Pick<TFollowKpi, 'values'>): KpiPoint[] {
  return kpi.values
    .map((v, index) => ({ on: v.on, value: v.value, index }))
    .sort((a, b) => a.on.localeCompare(b.on) || a.index - b.index)
    .map(({ on, value }) => ({ on, value }));
}

export type KpiStanding = 'none' | 'reached' | 'on_way' | 'off_track';

/**
 * Where the latest value stands against the target: reached (at or past it in the KPI's direction; for `maintain`,
 * within 5 % of it), on the way (moved from the baseline, or the first value, towards it), off track (moved away), or
 * none before anything was recorded.
 */
export function kpiStanding(kpi: Pick<TFollowKpi, 'values' | 'target' | 'direction' | 'baseline'>): KpiStanding {
  const points = kpiPoints(kpi);
  const latest = points.at(-1)?.value;
  if (latest === undefined) return 'none';
  const { target, direction } = kpi;
  if (direction === 'maintain') {
    const tolerance = Math.abs(target) * 0.05;
    return Math.abs(latest - target) <= tolerance ? 'reached' : 'off_track';
  }
  const sign = direction === 'increase' ? 1 : -1;
  if ((latest - target) * sign >= 0) return 'reached';
  const start = kpi.baseline ?? points[0]!.value;
  if (points.length === 1 && kpi.baseline === null) return 'on_way';
  return (latest - start) * sign >= 0 ? 'on_way' : 'off_track';
}
