import { z } from 'zod';
import { ACCOUNT_DELETION_GRACE_DAYS, type TRequestAccountDeletionRequest } from '@ito/contracts/auth/account-deletion';
import { utcDaysAfter } from '@ito/protocol/time';

/** The form's own message for the unticked acknowledgement: a `profile` key, translated by `useDeletionErrorText`. */
export const UNDERSTOOD_KEY = 'deleteAccount.errors.understood';

/**
 * The `/delete-account` form. The password is checked by the server (an account without one is asked for its email
 * address instead, in `confirm`); the acknowledgement is the form's own.
 */
export const ZDeleteAccountForm = z.object({
  password: z.string().max(200),
  confirm: z.string().max(254),
  understood: z.boolean().refine((value) => value, { message: UNDERSTOOD_KEY }),
});
export type TDeleteAccountForm = z.infer<typeof ZDeleteAccountForm>;

export const EMPTY_DELETE_ACCOUNT_FORM: TDeleteAccountForm = { password: '', confirm: '', understood: false };

/** Only what the person filled in goes to the server. */
export function deletionBody(values: TDeleteAccountForm): TRequestAccountDeletionRequest {
  return {
    ...(values.password ? { password: values.password } : {}),
    ...(values.confirm.trim() ? { confirm: values.confirm.trim() } : {}),
  };
}

/** When the account would be erased if it were deleted now (the server's answer gives the real date). */
export function eraseDateFrom(now: Date): Date {
  return new Date(utcDaysAfter(now.getTime(), ACCOUNT_DELETION_GRACE_DAYS));
}
