import { z } from 'zod';

/** GET /api/join/{code}: who invited you, for the /join page. Unknown code -> 404. */
export const ZJoinCodeResponse = z.object({
  data: z.object({ code: z.string(), kind: z.enum(['referral']), inviter: z.object({ full_name: z.string() }) }),
});
export type TJoinCodeResponse = z.infer<typeof ZJoinCodeResponse>;
