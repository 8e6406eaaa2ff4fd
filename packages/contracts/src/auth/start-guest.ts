import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZAuthResponse } from './auth-data.ts';
import { ZGuestKey } from './fields.ts';

/** POST /api/guest/start: creates (or resumes) the temporary user bound to a guest session key. */
export const ZStartGuestRequest = z.object({ session_key: ZGuestKey });
export type TStartGuestRequest = z.infer<typeof ZStartGuestRequest>;

export const startGuestEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/guest/start',
  body: ZStartGuestRequest,
  responses: { 201: ZAuthResponse },
  auth: 'none',
});
