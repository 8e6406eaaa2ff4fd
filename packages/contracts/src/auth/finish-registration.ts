import { z } from 'zod';
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
