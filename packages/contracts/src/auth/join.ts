import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';

/** GET /api/join/{code}: who invited you, for the /join page. Unknown code -> 404. */
export const ZJoinCodeResponse = z.object({
  data: z.object({ code: z.string(), kind: z.enum(['referral']), inviter: z.object({ full_name: z.string() }) }),
});
export type TJoinCodeResponse = z.infer<typeof ZJoinCodeResponse>;

export const ZJoinCodeParams = z.object({ code: z.string().min(1).max(64) });

export const joinCodeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/join/:code',
  params: ZJoinCodeParams,
  responses: { 200: ZJoinCodeResponse },
  auth: 'none',
});
