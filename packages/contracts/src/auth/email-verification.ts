import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZToken } from './fields.ts';

/** GET /api/email/verify?token=  (the link in the mail; redirects to /verification/successfully or /failed). */
export const ZVerifyEmailQuery = z.object({ token: ZToken });
/** POST /api/email/resend: mails a fresh link to the signed-in, unverified user. */
export const ZResendResponse = z.object({ data: z.object({ sent: z.boolean() }) });

export const resendVerificationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/email/resend',
  responses: { 200: ZResendResponse },
  auth: 'unverified-ok',
});
