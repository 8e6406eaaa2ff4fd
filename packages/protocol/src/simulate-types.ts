/** The simulator's outcome and statistics types (so the simulator and its tally import no circle). */
import type { StepKind } from './model.ts';

export const OUTCOMES = ['finished', 'failed', 'dropped', 'stuck'] as const;
export type Outcome = (typeof OUTCOMES)[number];
export type StuckReason = 'horizon' | 'event_cap' | 'no_progress';
export type OutcomeCounts = Record<Outcome, number>;

export type StepStats = {
  nodeId: string;
  name: string;
  kind: StepKind;
  /** Followers that visited the step at least once (the funnel). */
  reached: number;
  /** Every visit, loops included. */
  visits: number;
  /** Followers whose run stopped at this step, by outcome (dropped + stuck are the drop-off). */
  ended: OutcomeCounts;
  /** Steps that leave by a condition: how often it was met. Null for steps that always go the same way. */
  branches: { met: number; notMet: number } | null;
};

export type CompletionDays = { count: number; p50: number; p90: number; mean: number; max: number };
