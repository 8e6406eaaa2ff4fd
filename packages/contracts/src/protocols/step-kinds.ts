/**
 * The kinds of protocol step (SPEC section 3, flow node): the one list that the protocol model
 * (`@ito/protocol/model`), the graph contract, the database's CHECK on `protocol_nodes.type` and the builder's
 * palette all read (decision 043). No zod here: the pure protocol package imports it.
 */
export const STEP_KINDS = [
  'population',
  'order',
  'nudge',
  'followup',
  'challenge',
  'assessment',
  'kpi',
  'services',
  'wait',
  'jump',
  'finish',
  'fail',
] as const;
export type StepKind = (typeof STEP_KINDS)[number];

/** Who a step or recurring module is for. */
export const STEP_TARGETS = ['follower', 'system'] as const;
