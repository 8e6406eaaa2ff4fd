import { z } from 'zod';
import { ZEmail, ZToken } from './fields.ts';

/** POST /api/auth/magic-link: mails a sign-in link to /auth/by-token?token=. Always 200. */
export const ZMagicLinkRequest = z.object({ email: ZEmail });
export type TMagicLinkRequest = z.infer<typeof ZMagicLinkRequest>;
/** POST /api/auth/by-token: exchanges a single-use token for a session. */
export const ZByTokenRequest = z.object({ token: ZToken });
export type TByTokenRequest = z.infer<typeof ZByTokenRequest>;
