/** A run's wake-up: a step that waits until a moment (decision 017). */
export const WAKE_QUEUE = 'protocol-wake';
/** A protocol run's recurring modules to look at (decision 047): due occurrences become tasks and nudges. */
export const RECURRING_QUEUE = 'protocol-recurring';
/** AI modules to run for a step a follower reached (decision 048). */
export const AI_MODULE_QUEUE = 'protocol-ai-module';

/** The queues of protocol runs. */
export const RUN_QUEUES = [WAKE_QUEUE, RECURRING_QUEUE, AI_MODULE_QUEUE] as const;
