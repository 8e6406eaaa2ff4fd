import { z } from 'zod';
import { ZEmail, ZFullName, ZGuestKey, ZPassword } from './fields.ts';
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
