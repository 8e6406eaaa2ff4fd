import type { TAuthData } from '@ito/contracts/auth/auth-data';
import { englishText } from '@ito/contracts/common/message-codes';
import { LOGIN_BACKOFF } from '../../platform/abuse-limits.ts';
import { dummyPasswordHash, verifyPassword } from '../../platform/crypto.ts';
import type { Db } from '../../platform/db.ts';
import { invalid, tooManyRequests, type MessageInput } from '../../platform/errors.ts';
import { actionMail } from '../../platform/mail.ts';
import { languageOf, say } from '../../platform/texts.ts';
import {
  clearEvents,
  emailSubject,
  eventTimes,
  recordEvent,
  withThrottleLock,
  type ThrottleVerdict,
} from '../../platform/throttle.ts';
import type { IdentityDeps } from './types.ts';
import { cancelDeletion, findSignInAccount, signInRestored } from './account-restore.ts';
import { takeMailSlot } from './mail-caps.ts';
import type { ClientMeta } from '../../platform/request-meta.ts';
import { openSession } from './sessions.ts';

const FAILURE = 'login_failure';

export const LOGIN_LOCKED_MESSAGE = englishText('auth.login_locked');

/** Seconds an account waits after its `failures`-th failure in the window (0 while under the free failures). */
export function lockoutSeconds(failures: number): number {
  const { freeFailures, firstDelaySeconds, maxDelaySeconds } = LOGIN_BACKOFF;
  if (failures < freeFailures) return 0;
  return Math.min(maxDelaySeconds, firstDelaySeconds * 2 ** Math.min(failures - freeFailures, 30));
}

/**
 * Admits one sign-in attempt for an email, or says how long it must wait. An admitted attempt is counted as a
 * failure before the password is checked (a success clears it), so parallel guesses cannot slip past the count.
 * Answers the number of failures counted with this one.
 */
async function admitAttempt(db: Db, subject: string, now: Date): Promise<ThrottleVerdict & { failures: number }> {
  return withThrottleLock(db, FAILURE, subject, async (tx) => {
    const since = new Date(now.getTime() - LOGIN_BACKOFF.windowSeconds * 1000);
    const times = await eventTimes(tx, FAILURE, subject, since);
    const last = times.at(-1);
    const lockedUntil = last ? last.getTime() + lockoutSeconds(times.length) * 1000 : 0;
    if (lockedUntil > now.getTime()) {
      return {
        allowed: false,
        retryAfterSeconds: Math.ceil((lockedUntil - now.getTime()) / 1000),
        failures: times.length,
      };
    }
    await recordEvent(tx, FAILURE, subject, now);
    return { allowed: true, failures: times.length + 1 };
  });
}

/** A password reset or a magic link proves the mailbox: the account's failed sign-ins are forgotten. */
export async function clearLoginFailures(db: Db, email: string | null): Promise<void> {
  if (email) await clearEvents(db, FAILURE, emailSubject(email));
}

/**
 * Signs in with email and password. Unknown emails and wrong passwords answer the same 422, and both count towards
 * the email's backoff (LOGIN_BACKOFF), so a 429 says nothing about whether the account exists; it comes before the
 * password is checked, so it says nothing about the password either. The owner of a real account is told once per
 * lockout (MAIL_CAPS.login_notice bounds it further).
 */
export async function login(
  deps: IdentityDeps,
  input: { email: string; password: string },
  meta: ClientMeta,
): Promise<TAuthData> {
  const { db, now } = deps;
  const subject = emailSubject(input.email);
  const attempt = await admitAttempt(db, subject, now);
  if (!attempt.allowed) throw tooManyRequests(attempt.retryAfterSeconds, 'auth.login_locked');
  const account = await findSignInAccount(db, input.email, now);
  const user = account?.user;
  // Verify against a dummy hash for unknown emails so that timing does not tell which emails exist.
  const ok = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), input.password);
  if (account && user?.password_hash && ok) {
    await clearEvents(db, FAILURE, subject);
    if (!account.isPendingDeletion) return openSession(db, user, meta);
    // Signing in during the grace period cancels the deletion (decision 032), unless the erase job won the race.
    if (await cancelDeletion(db, user.id, now)) return signInRestored(deps, user, meta);
    throw invalid('email', 'auth.bad_credentials');
  }
  if (user?.email && attempt.failures === LOGIN_BACKOFF.freeFailures) {
    await sendLockoutNotice(deps, { email: user.email, full_name: user.full_name, locale: user.locale });
  }
  throw invalid('email', 'auth.bad_credentials');
}

/**
 * Checks the signed-in owner's password before something irreversible (deleting the account). Failures count
 * towards the same backoff as sign-ins, so a stolen session cannot guess the password faster here than at the
 * login form; a 429 comes before the check. A wrong password is a 422 on `password`.
 */
export async function confirmPassword(
  deps: IdentityDeps,
  user: { email: string; password_hash: string },
  password: string,
  wrongMessage: MessageInput,
): Promise<void> {
  const subject = emailSubject(user.email);
  const attempt = await admitAttempt(deps.db, subject, deps.now);
  if (!attempt.allowed) throw tooManyRequests(attempt.retryAfterSeconds, 'auth.login_locked');
  if (!(await verifyPassword(user.password_hash, password))) throw invalid('password', wrongMessage);
  await clearEvents(deps.db, FAILURE, subject);
}

async function sendLockoutNotice(
  deps: IdentityDeps,
  user: { email: string; full_name: string; locale: string },
): Promise<void> {
  const slot = await takeMailSlot(deps.db, 'login_notice', user.email, deps.now);
  if (!slot.allowed) return;
  const language = languageOf(user.locale);
  await deps.mailer.send(
    actionMail({
      to: user.email,
      language,
      subject: say(language, 'lockout.subject'),
      greeting: say(language, 'mail.greeting', { name: user.full_name }),
      lines: [say(language, 'lockout.line', { count: LOGIN_BACKOFF.freeFailures }), say(language, 'lockout.advice')],
      action: { label: say(language, 'lockout.action'), url: `${deps.linkBase}/password-recovery` },
      footer: say(language, 'lockout.footer'),
    }),
  );
}
