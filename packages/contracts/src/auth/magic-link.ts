import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZAuthResponse } from './auth-data.ts';
import { ZEmail, ZToken } from './fields.ts';
import { ZSentResponse } from './password.ts';

/** POST /api/auth/magic-link: mails a sign-in link to /auth/by-token?token=. Always 200. */
export const ZMagicLinkRequest = z.object({ email: ZEmail });
export type TMagicLinkRequest = z.infer<typeof ZMagicLinkRequest>;
/** POST /api/auth/by-token: exchanges a single-use token for a session. */
export const ZByTokenRequest = z.object({ token: ZToken });
export type TByTokenRequest = z.infer<typeof ZByTokenRequest>;

export const magicLinkEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/magic-link',
  body: ZMagicLinkRequest,
  responses: { 200: ZSentResponse },
  auth: 'none',
});

export const byTokenEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/by-token',
  body: ZByTokenRequest,
  responses: { 200: ZAuthResponse },
  // Optional: a caller already signed in to the same account keeps that session when the link proves the address.
  auth: 'optional',
});
