import { z } from 'zod';
import { ZRoles } from './roles.ts';

export const ZAuthUser = z.object({
  email: z.string().nullable(),
  full_name: z.string(),
  email_verified_at: z.string().nullable(),
  roles: ZRoles,
});

/** What register, login, magic link, reset and guest start return. */
export const ZAuthData = z.object({
  accessToken: z.string(),
  id: z.string(),
  user: ZAuthUser,
  /** Signing in cancelled the account's pending deletion (decision 032); absent otherwise. */
  account_restored: z.literal(true).optional(),
});
export type TAuthData = z.infer<typeof ZAuthData>;

export const ZAuthResponse = z.object({ data: ZAuthData });
export type TAuthResponse = z.infer<typeof ZAuthResponse>;
