import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZEmail, ZFullName, ZGuestKey, ZPassword } from './fields.ts';
import { ZAuthResponse } from './auth-data.ts';
import { ZRegistrationType } from './roles.ts';

/** POST /api/register. `code` is an invite or referral code (/join); `guest_key` converts a temporary user. */
export const ZRegisterRequest = z.object({
  full_name: ZFullName,
  email: ZEmail,
  password: ZPassword,
  type: ZRegistrationType.default('user'),
  code: z.string().trim().max(64).optional(),
  guest_key: ZGuestKey.optional(),
});
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

export const registerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/register',
  body: ZRegisterRequest,
  responses: { 201: ZAuthResponse },
  auth: 'none',
});
