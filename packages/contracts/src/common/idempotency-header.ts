/**
 * `Idempotency-Key` (IETF draft "The Idempotency-Key HTTP Header Field"): a client sends a fresh key with a write and
 * the same key when it retries that write; the server does the write once and replays its answer. Decision 029.
 * zod-free, so that the web app's API client can name the header without bringing zod into the first download
 * (decision 010).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on an answer that is a replay of the stored one. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
