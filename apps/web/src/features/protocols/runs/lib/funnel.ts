import type { StepKind } from '@ito/protocol/model';
import type { SimulationResult, StepStats } from '@ito/protocol/simulate';

/** Most steps the funnel chart draws (the table lists them all): more bars than this are unreadable in 300 px. */
export const FUNNEL_CHART_MAX_STEPS = 15;

export type FunnelRow = {
  nodeId: string;
  name: string;
  kind: StepKind;
  reached: number;
  visits: number;
  /** Share of all followers that reached the step, 0..100. */
  reachedPct: number;
  /** Followers whose run stalled here: dropped out, or still here at the horizon. */
  dropOff: number;
  /** Drop-off as a share of those who reached the step, 0..100. */
  dropOffPct: number;
  dropped: number;
  stuck: number;
  failed: number;
  finished: number;
};

export type BranchRow = { nodeId: string; name: string; kind: StepKind; met: number; notMet: number; metPct: number };

const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/**
 * Steps as a funnel: most reached first (a protocol's steps are stored in drawing order, not flow order, and loops
 * make "flow order" ambiguous anyway); steps nobody reached come last, in drawing order.
 */
export function funnelRows(result: SimulationResult): FunnelRow[] {
  return result.steps
    .map((step, order) => ({ step, order }))
    .sort((a, b) => b.step.reached - a.step.reached || a.order - b.order)
    .map(({ step }) => toRow(step, result.followers));
}

function toRow(step: StepStats, followers: number): FunnelRow {
  const dropOff = step.ended.dropped + step.ended.stuck;
  return {
    nodeId: step.nodeId,
    name: step.name,
    kind: step.kind,
    reached: step.reached,
    visits: step.visits,
    reachedPct: pct(step.reached, followers),
    dropOff,
    dropOffPct: pct(dropOff, step.reached),
    dropped: step.ended.dropped,
    stuck: step.ended.stuck,
    failed: step.ended.failed,
    finished: step.ended.finished,
  };
}

/** The chart's bars: the funnel's reached steps, at most `FUNNEL_CHART_MAX_STEPS`. */
export function funnelChartData(rows: readonly FunnelRow[], label: (row: FunnelRow) => string) {
  return rows
    .filter((row) => row.reached > 0)
    .slice(0, FUNNEL_CHART_MAX_STEPS)
    .map((row) => ({ step: label(row), continued: row.reached - row.dropOff, dropOff: row.dropOff }));
}

/** Steps that leave by a condition, with how often it was met; unvisited ones too (a branch that never fires). */
export function branchRows(result: SimulationResult): BranchRow[] {
  return result.steps.flatMap((step) =>
    step.branches
      ? [
          {
            nodeId: step.nodeId,
            name: step.name,
            kind: step.kind,
            met: step.branches.met,
            notMet: step.branches.notMet,
            metPct: pct(step.branches.met, step.branches.met + step.branches.notMet),
          },
        ]
      : [],
  );
}

/** Outcome shares of all followers, 0..100, for the summary. */
export function outcomeShares(result: SimulationResult) {
  const { finished, failed, dropped, stuck } = result.outcomes;
  const n = result.followers;
  return {
    finished: { count: finished, pct: pct(finished, n) },
    failed: { count: failed, pct: pct(failed, n) },
    dropped: { count: dropped, pct: pct(dropped, n) },
    stuck: { count: stuck, pct: pct(stuck, n) },
  };
}
