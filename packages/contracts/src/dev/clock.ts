import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';

/** POST /api/dev/clock (outside production): pin the server's "now", or `null` to follow the system clock. */
export const ZSetClockRequest = z.object({ now: z.iso.datetime({ offset: true }).nullable() });
export const ZSetClockResponse = z.object({ data: z.object({ now: z.string() }) });

export const setClockEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/dev/clock',
  body: ZSetClockRequest,
  responses: { 200: ZSetClockResponse },
  auth: 'none',
});
