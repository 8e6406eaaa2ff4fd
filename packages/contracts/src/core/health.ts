import { z } from 'zod';

export const ZHealthResponse = z.object({
  data: z.object({ status: z.literal('ok'), database: z.literal('ok'), uptime_s: z.number() }),
});
