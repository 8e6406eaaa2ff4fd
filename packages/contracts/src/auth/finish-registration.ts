import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZAuthResponse } from './auth-data.ts';
import { ZEmail, ZFullName, ZPassword } from './fields.ts';
import { ZRegistrationType } from './roles.ts';

/** POST /api/auth/finish-registration: the signed-in temporary user becomes a registered one, keeping its data. */
export const ZFinishRegistrationRequest = z.object({
  full_name: ZFullName,
  email: ZEmail,
  password: ZPassword,
  type: ZRegistrationType.default('user'),
});
export type TFinishRegistrationRequest = z.input<typeof ZFinishRegistrationRequest>;

export const finishRegistrationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/finish-registration',
  body: ZFinishRegistrationRequest,
  responses: { 200: ZAuthResponse },
  auth: 'temporary-ok',
});
