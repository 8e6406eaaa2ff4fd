import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';

/** GET /api/s/{shortcode}: a published program's shortcode first, then a username. */
export const ZResolveShortcodeParams = z.object({ shortcode: z.string().min(1).max(64) });
export const ZResolveShortcodeResponse = z.object({
  data: z.discriminatedUnion('type', [
    z.object({ type: z.literal('program'), id: z.string() }),
    z.object({ type: z.literal('profile'), username: z.string() }),
  ]),
});
export type TResolveShortcodeResponse = z.infer<typeof ZResolveShortcodeResponse>;

export const resolveShortcodeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/s/:shortcode',
  params: ZResolveShortcodeParams,
  responses: { 200: ZResolveShortcodeResponse },
  auth: 'none',
});
