import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZAuthResponse } from './auth-data.ts';
import { ZEmail } from './fields.ts';

/** POST /api/login. */
export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z.string().min(1, 'auth.password_required').max(200),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const loginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/login',
  body: ZLoginRequest,
  responses: { 200: ZAuthResponse },
  auth: 'none',
});
