import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';

/** GET /api/logout: ends the caller's session (and its sockets) if there is one; always answers ok. */
export const ZLogoutResponse = z.object({ data: z.object({ ok: z.literal(true) }) });
export type TLogoutResponse = z.infer<typeof ZLogoutResponse>;

export const logoutEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/logout',
  responses: { 200: ZLogoutResponse },
  auth: 'optional',
});
