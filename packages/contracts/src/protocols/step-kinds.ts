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

/**
 * What a recurring module can repeat for a follower: the step kinds that do something, plus an
 * activity, the most natural thing to repeat. Flow-only kinds (wait, jump, finish, ...) repeat nothing, so a module
 * cannot name them.
 */
export const RECURRING_MODULE_KINDS = [
  'activity',
  'nudge',
  'challenge',
  'assessment',
  'kpi',
  'order',
  'services',
  'followup',
] as const;
export type TRecurringModuleKind = (typeof RECURRING_MODULE_KINDS)[number];
