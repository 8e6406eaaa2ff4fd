import { z } from 'zod';

/** POST /api/dev/clock (outside production): pin the server's "now", or `null` to follow the system clock. */
export const ZSetClockRequest = z.object({ now: z.iso.datetime({ offset: true }).nullable() });
export const ZSetClockResponse = z.object({ data: z.object({ now: z.string() }) });
