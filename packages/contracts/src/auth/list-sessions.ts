import { z } from 'zod';
import { ZId } from '../common/ids.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { paged, ZPageQuery } from '../common/paging.ts';

/**
 * How long a session lives (decision 060): it ends after this many days without use, and at this
 * age whatever its use. The devices page shows when each will end.
 */
export const SESSION_IDLE_DAYS = 30;
export const SESSION_MAX_DAYS = 180;

/** A session of the web app, or of the admin dashboard. */
export const SESSION_KINDS = ['user', 'dashboard'] as const;

export const ZSession = z.object({
  id: z.string(),
  kind: z.enum(SESSION_KINDS),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  /** When it ends unless used again: the earlier of its idle end and its absolute end. */
  expires_at: z.string(),
  is_current: z.boolean(),
});
export type TSession = z.infer<typeof ZSession>;
/** GET /api/sessions: the caller's signed-in devices, newest first. */
export const ZListSessionsResponse = paged(ZSession);
export type TListSessionsResponse = z.infer<typeof ZListSessionsResponse>;
/** DELETE /api/sessions/{id} */
export const ZSessionIdParams = z.object({ id: ZId });
export const ZRevokeSessionResponse = z.object({ data: z.object({ revoked: z.literal(true) }) });
export type TRevokeSessionResponse = z.infer<typeof ZRevokeSessionResponse>;

export const listSessionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/sessions',
  query: ZPageQuery,
  responses: { 200: ZListSessionsResponse },
  auth: 'unverified-ok',
});

export const revokeSessionEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/sessions/:id',
  params: ZSessionIdParams,
  responses: { 200: ZRevokeSessionResponse },
  auth: 'unverified-ok',
});
