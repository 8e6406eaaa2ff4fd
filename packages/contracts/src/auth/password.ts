import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZAuthResponse } from './auth-data.ts';
import { ZEmail, ZPassword, ZToken } from './fields.ts';

/** POST /api/password/recovery: always 200 so that it does not reveal which emails exist. */
export const ZPasswordRecoveryRequest = z.object({ email: ZEmail });
export type TPasswordRecoveryRequest = z.infer<typeof ZPasswordRecoveryRequest>;

/** POST /api/password/reset: sets the password, ends every other session, signs in. */
export const ZPasswordResetRequest = z.object({ token: ZToken, password: ZPassword });
export type TPasswordResetRequest = z.infer<typeof ZPasswordResetRequest>;

export const ZSentResponse = z.object({ data: z.object({ sent: z.literal(true) }) });

export const passwordRecoveryEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/password/recovery',
  body: ZPasswordRecoveryRequest,
  responses: { 200: ZSentResponse },
  auth: 'none',
});

export const passwordResetEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/password/reset',
  body: ZPasswordResetRequest,
  responses: { 200: ZAuthResponse },
  auth: 'none',
});
