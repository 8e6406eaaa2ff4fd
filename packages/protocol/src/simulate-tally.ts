import type { HistoryEntry, ProtocolGraph } from './engine.ts';
import type { FlowNode } from './model.ts';
import type { CompletionDays, Outcome, StepStats } from './simulate-types.ts';

/** The simulator's counters: visits, followers reached and branches per step, filled from the runs' history. */

export type TallyStep = StepStats & { lastFollower: number };
export type Tally = { steps: TallyStep[]; byId: Map<string, TallyStep>; advances: number };

/**
 * Counts visits and branches from a run's history. Entries before `firstNew` were seen by an earlier call; the last of
 * those is the step the run waited at, whose branch is recorded when it leaves.
 */
export function record(tally: Tally, history: readonly HistoryEntry[], firstNew: number, follower: number): void {
  for (let i = 0; i < history.length; i += 1) {
    const entry = history[i]!;
    const step = tally.byId.get(entry.nodeId);
    if (!step) continue;
    if (i >= firstNew) {
      step.visits += 1;
      if (step.lastFollower !== follower) {
        step.lastFollower = follower;
        step.reached += 1;
      }
    }
    if (entry.branch && step.branches) {
      if (entry.branch === 'met') step.branches.met += 1;
      else step.branches.notMet += 1;
    }
  }
}

export function newTally(graph: ProtocolGraph): Tally {
  const steps: TallyStep[] = [...graph.byId.values()].map((node) => ({
    nodeId: node.id,
    name: node.data.name,
    kind: node.data.type,
    reached: 0,
    visits: 0,
    ended: zeroOutcomes(),
    branches: isBranching(node) ? { met: 0, notMet: 0 } : null,
    lastFollower: -1,
  }));
  return { steps, byId: new Map(steps.map((s) => [s.nodeId, s])), advances: 0 };
}

/** Steps the engine leaves by a condition (its default for orders and challenges): the ones whose branch it records. */
function isBranching(node: FlowNode): boolean {
  const kind = node.data.type;
  if (kind === 'jump' || kind === 'finish' || kind === 'fail') return false;
  const condition = node.data.nextStepCondition?.kind ?? (kind === 'order' || kind === 'challenge' ? kind : 'always');
  return condition !== 'always';
}

export function summarise(days: number[]): CompletionDays | null {
  if (days.length === 0) return null;
  const sorted = days.slice().sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
  const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
  return { count: sorted.length, p50: rank(0.5), p90: rank(0.9), mean, max: sorted.at(-1)! };
}

export function zeroOutcomes(): Record<Outcome, number> {
  return { finished: 0, failed: 0, dropped: 0, stuck: 0 };
}
