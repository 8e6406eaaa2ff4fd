import { z } from 'zod';
import { paged } from '../common/paging.ts';

/** A session of the web app, or of the admin dashboard. */
export const SESSION_KINDS = ['user', 'dashboard'] as const;

export const ZSession = z.object({
  id: z.string(),
  kind: z.enum(SESSION_KINDS),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  is_current: z.boolean(),
});
export type TSession = z.infer<typeof ZSession>;
/** GET /api/sessions: the caller's signed-in devices, newest first. */
export const ZListSessionsResponse = paged(ZSession);
export type TListSessionsResponse = z.infer<typeof ZListSessionsResponse>;
/** DELETE /api/sessions/{id} */
export const ZSessionIdParams = z.object({ id: z.string().min(1).max(64) });
