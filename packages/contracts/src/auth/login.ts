import { z } from 'zod';
import { ZEmail } from './fields.ts';

/** POST /api/login. */
export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z.string().min(1, 'Enter your password.').max(200),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;
