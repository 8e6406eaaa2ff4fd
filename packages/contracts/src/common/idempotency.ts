import { z } from 'zod';
import type { MessageCode } from './message-codes.ts';

// The header names live in a zod-free file that the web app's first download can import (decision 010).
export { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from './idempotency-header.ts';

/** Catalogue codes of this header's answers (decision 045). */
export const IDEMPOTENCY_CODES = {
  format: 'idempotency.format',
  reused: 'idempotency.reused',
  inFlight: 'idempotency.in_flight',
} as const satisfies Record<string, MessageCode>;

export const ZIdempotencyKey = z
  .string()
  .regex(/^[\x20-\x7e]{1,255}$/, IDEMPOTENCY_CODES.format)
  .describe(
    'A unique key per write (a UUID is good), sent again unchanged when retrying it. The first answer is stored ' +
      'for 24 hours and replayed with `Idempotent-Replayed: true`; the same key with a different request is a 422, ' +
      'and while the first request is still running a 409.',
  );

/** The request headers of an idempotent write: Fastify sees header names lowercased. */
export const ZIdempotencyHeaders = z.object({ 'idempotency-key': ZIdempotencyKey.optional() });
