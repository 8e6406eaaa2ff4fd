/**
 * The protocol model (SPEC section 3, flow node). Pure data: the builder edits it, validation checks it, the
 * engine runs it. A protocol is a tree of steps by `parentId` (sequence: a step's child runs after it), plus jump
 * rules that point elsewhere (a jump step, or a branch of an assessment/KPI/order/challenge step).
 */

import type { StepKind } from '@ito/contracts/protocols/step-kinds';

export type { StepKind };

/** Terminal steps: a run that reaches one ends. */
export const TERMINAL_KINDS: readonly StepKind[] = ['finish', 'fail'];

/**
 * When a branching step moves on: compared against the step's outcome (assessment score, KPI value, order paid,
 * challenge done). Met -> `jumpRule.targetSuccess` (or the child when unset); not met -> `jumpRule.target` (or the
 * child when unset).
 */
export type NextStepCondition =
  | { kind: 'always' }
  | { kind: 'score_at_least'; value: number }
  | { kind: 'score_below'; value: number }
  | { kind: 'kpi_at_least'; value: number }
  | { kind: 'kpi_at_most'; value: number }
  | { kind: 'order_paid' }
  | { kind: 'challenge_done' };

export type JumpRule = {
  /** Where to go when the condition is not met (for a jump step: where it always goes). */
  target: string | null;
  /** Where to go when the condition is met. */
  targetSuccess: string | null;
};

export type NodeData = {
  name: string;
  type: StepKind;
  className: string;
  description: string;
  target: 'follower' | 'system';
  nextStepCondition: NextStepCondition | null;
  rules: { jumpRule: JumpRule | null };
  /** The item the step uses (a nudge text, an assessment, a KPI, a service...), by name for display. */
  selectedItemName: string | null;
  /** The item's id, resolved by the server; validation reports a step whose item is missing. */
  selectedItemId?: string | null;
  /** Wait steps: how long, in minutes. */
  waitMinutes?: number | null;
  /** Assessment steps: how many questions the selected assessment has (validation: none is an error). */
  questionCount?: number | null;
};

export type FlowNode = {
  id: string;
  parentId: string | null;
  data: NodeData;
  /** Followers currently at this step (the creator's live view). */
  users?: number;
  protocols?: { protocol_id: string; program_id: string | null; protocol: { name: string } }[];
};
