import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import type { MessageCode } from '../common/message-codes.ts';

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

/** Server and form messages of this contract, as catalogue codes (decision 045): the web translates them. */
export const ACCOUNT_DELETION_CODES = {
  passwordRequired: 'deletion.password_required',
  passwordWrong: 'deletion.password_wrong',
  confirmEmail: 'deletion.confirm_email',
  signInAgain: 'deletion.sign_in_again',
} as const satisfies Record<string, MessageCode>;

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
