import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';

/**
 * `/delete-account` (decision 032). POST /api/account/deletion asks for the caller's account to be deleted: every
 * session ends at once (and its sockets, on every process), and the account is erased after a grace period unless
 * the person signs in again before then, which cancels the request. Asking again while a request is open answers
 * the same request.
 *
 * An account with a password confirms with it. One without a password (signed in by mailed link) types its email
 * address instead, from a session opened within the last `ACCOUNT_DELETION_RECENT_SIGN_IN_MINUTES`.
 */

export const ACCOUNT_DELETION_GRACE_DAYS = 30;
export const ACCOUNT_DELETION_RECENT_SIGN_IN_MINUTES = 15;

/** Server and form messages of this contract; the web shows them in the reader's language. */
export const ACCOUNT_DELETION_MESSAGES = {
  passwordRequired: 'Enter your password.',
  passwordWrong: 'The password is not correct.',
  confirmEmail: 'Type the email address of your account to confirm.',
  signInAgain: `Sign in again with a link mailed to you, then delete your account within ${ACCOUNT_DELETION_RECENT_SIGN_IN_MINUTES} minutes.`,
} as const;

export const ZRequestAccountDeletionRequest = z.object({
  /** Required for accounts that have a password. */
  password: z.string().max(200).optional(),
  /** Accounts without a password: their email address, typed. */
  confirm: z.string().trim().max(254).optional(),
});
export type TRequestAccountDeletionRequest = z.infer<typeof ZRequestAccountDeletionRequest>;

export const ZAccountDeletion = z.object({
  requested_at: z.string(),
  /** When the account is erased unless the person signs in before. */
  erase_after: z.string(),
});
export type TAccountDeletion = z.infer<typeof ZAccountDeletion>;

export const ZAccountDeletionResponse = z.object({ data: ZAccountDeletion });
export type TAccountDeletionResponse = z.infer<typeof ZAccountDeletionResponse>;

export const requestAccountDeletionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/account/deletion',
  body: ZRequestAccountDeletionRequest,
  responses: { 200: ZAccountDeletionResponse },
  auth: 'unverified-ok',
});
