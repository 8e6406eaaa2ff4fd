import { z } from 'zod';
import { ZEmail } from './fields.ts';

/** POST /api/login. */
export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z.string().min(1, 'auth.password_required').max(200),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;
