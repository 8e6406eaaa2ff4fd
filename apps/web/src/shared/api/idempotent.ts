import { isApiError } from './api-error.ts';

/** Keys of writes whose outcome is unknown (no answer, or a server fault): a retry of the same write reuses one. */
const unsettled = new Map<string, string>();
const MAX_UNSETTLED = 50;

/** 128 random bits; `crypto.getRandomValues` works outside secure contexts too, unlike `randomUUID`. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether a failure leaves it open if the write happened: then a retry must be recognisable as the same write. A 409
 * (an attempt with this key still runs) and a 429 (too many for now) say "not settled yet", not "refused" : an earlier attempt may have written, so the next try keeps the key.
 */
const isOutcomeUnknown = (error: unknown) =>
  isApiError(error) &&
  !error.isAborted &&
  (error.status === 0 || error.status >= 500 || error.status === 409 || error.status === 429);

/**
 * Runs one user action (`action` names it, e.g. `chat:<room>:send`; `body` is what it sends) with an
 * `Idempotency-Key` (decision 029). The key lives as long as the action's outcome is unknown: the client's own
 * retries and the person pressing the button again with the same content send the same key, so the server does the
 * write once and replays its answer. Any answer settles the action; the next one gets a new key.
 */
export async function idempotent<T>(action: string, body: unknown, call: (key: string) => Promise<T>): Promise<T> {
  const id = `${action}\n${JSON.stringify(body ?? null)}`;
  const key = unsettled.get(id) ?? newIdempotencyKey();
  unsettled.delete(id);
  try {
    return await call(key);
  } catch (error) {
    if (isOutcomeUnknown(error)) {
      unsettled.set(id, key);
      if (unsettled.size > MAX_UNSETTLED) unsettled.delete(unsettled.keys().next().value!);
    }
    throw error;
  }
}
