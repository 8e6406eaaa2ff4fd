import { z } from 'zod';

// The header names live in a zod-free file that the web app's first download can import (decision 010).
export { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from './idempotency-header.ts';

export const IDEMPOTENCY_MESSAGES = {
  format: 'The Idempotency-Key header must be 1 to 255 printable ASCII characters.',
  reused: 'This Idempotency-Key was already used for a different request: send a new key for a new request.',
  inFlight: 'A request with this Idempotency-Key is still being processed: retry in a moment.',
};

export const ZIdempotencyKey = z
  .string()
  .regex(/^[\x20-\x7e]{1,255}$/, IDEMPOTENCY_MESSAGES.format)
  .describe(
    'A unique key per write (a UUID is good), sent again unchanged when retrying it. The first answer is stored ' +
      'for 24 hours and replayed with `Idempotent-Replayed: true`; the same key with a different request is a 422, ' +
      'and while the first request is still running a 409.',
  );

/** The request headers of an idempotent write: Fastify sees header names lowercased. */
export const ZIdempotencyHeaders = z.object({ 'idempotency-key': ZIdempotencyKey.optional() });
