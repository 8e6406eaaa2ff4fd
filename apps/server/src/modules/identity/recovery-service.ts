import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TAuthData } from '@ito/contracts/auth/auth-data';
import { users } from '../../db/schema/identity.ts';
import type { Db } from '../../platform/db.ts';
import type { UserRow } from '../../platform/auth.ts';
import { hashPassword } from '../../platform/crypto.ts';
import { AppError, tooManyRequests } from '../../platform/errors.ts';
import { actionMail } from '../../platform/mail.ts';
import type { IdentityDeps } from './account-service.ts';
import { clearLoginFailures } from './login-service.ts';
import { MAIL_CAP_MESSAGE, requireMailSlot, takeMailSlot } from './mail-caps.ts';
import { assertStrongPassword } from './password-policy.ts';
import { openSession, revokeOtherSessions, type ClientMeta, type EndSessions } from './sessions.ts';
import { consumeToken, issueToken } from './tokens.ts';

async function findActiveByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deleted_at)))
    .limit(1);
  return user;
}

/**
 * Mails a verification link unless the address's cap is spent (MAIL_CAPS.email_verification); answers the seconds to
 * wait in that case, else 0. Registration goes on without the mail; the person can ask again later.
 */
export async function sendVerificationMail(deps: IdentityDeps, user: UserRow): Promise<number> {
  if (!user.email || user.email_verified_at) return 0;
  const slot = await takeMailSlot(deps.db, 'email_verification', user.email, deps.now);
  if (!slot.allowed) return slot.retryAfterSeconds;
  const token = await issueToken(deps.db, user.id, 'email_verification');
  await deps.mailer.send(
    actionMail({
      to: user.email,
      subject: 'Verify your email address',
      greeting: `Hi ${user.full_name},`,
      lines: ['Please confirm that this is your email address. The link works once and expires in 24 hours.'],
      action: { label: 'Verify email', url: `${deps.linkBase}/api/email/verify?token=${token}` },
      footer: 'If you did not create an account, you can ignore this mail.',
    }),
  );
  return 0;
}

/** Returns true when the link verified the address. */
export async function verifyEmail(db: Db, token: string): Promise<boolean> {
  const userId = await consumeToken(db, token, 'email_verification');
  if (!userId) return false;
  await db
    .update(users)
    .set({ email_verified_at: new Date() })
    .where(and(eq(users.id, userId), isNull(users.email_verified_at)));
  return true;
}

export async function resendVerification(deps: IdentityDeps, user: UserRow): Promise<boolean> {
  if (user.email_verified_at || !user.email) return false;
  const wait = await sendVerificationMail(deps, user);
  if (wait > 0) throw tooManyRequests(wait, MAIL_CAP_MESSAGE);
  return true;
}

/**
 * Answers the same from the outside whether the address has an account, so that it reveals nothing: the cap
 * (MAIL_CAPS.password_reset) counts requests per address either way, and a full one is a 429 for both.
 */
export async function requestPasswordReset(deps: IdentityDeps, email: string): Promise<void> {
  await requireMailSlot(deps.db, 'password_reset', email, deps.now);
  const user = await findActiveByEmail(deps.db, email);
  if (!user) return;
  const token = await issueToken(deps.db, user.id, 'password_reset');
  await deps.mailer.send(
    actionMail({
      to: email,
      subject: 'Reset your password',
      greeting: `Hi ${user.full_name},`,
      lines: ['Someone asked to reset the password of your account. The link works once and expires in 60 minutes.'],
      action: { label: 'Choose a new password', url: `${deps.linkBase}/password-reset?token=${token}` },
      footer: 'If it was not you, ignore this mail: your password stays as it is.',
    }),
  );
}

const LINK_GONE = 'This link has expired or was already used.';

/**
 * Sets the new password, ends every session (a reset often follows a lost device) and signs in. A password the
 * policy refuses is a 422 that leaves the link usable (the transaction rolls back). The reset proves the mailbox, so
 * the account's failed sign-ins are forgotten.
 */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
  meta: ClientMeta,
  endSessions: EndSessions,
): Promise<TAuthData> {
  const user = await db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, 'password_reset');
    if (!userId) throw new AppError('validation', LINK_GONE, { fields: { token: [LINK_GONE] } });
    const [owner] = await tx
      .select({ email: users.email, full_name: users.full_name })
      .from(users)
      .where(eq(users.id, userId));
    await assertStrongPassword(password, { email: owner?.email, fullName: owner?.full_name });
    const [updated] = await tx
      .update(users)
      .set({
        password_hash: await hashPassword(password),
        email_verified_at: sql`coalesce(${users.email_verified_at}, now())`,
      })
      .where(eq(users.id, userId))
      .returning();
    return updated!;
  });
  endSessions(await revokeOtherSessions(db, user.id));
  await clearLoginFailures(db, user.email);
  return openSession(db, user, meta);
}

/** Same rule as `requestPasswordReset`, with its own cap (MAIL_CAPS.magic_link). */
export async function requestMagicLink(deps: IdentityDeps, email: string): Promise<void> {
  await requireMailSlot(deps.db, 'magic_link', email, deps.now);
  const user = await findActiveByEmail(deps.db, email);
  if (!user) return;
  const token = await issueToken(deps.db, user.id, 'magic_link');
  await deps.mailer.send(
    actionMail({
      to: email,
      subject: 'Your sign-in link',
      greeting: `Hi ${user.full_name},`,
      lines: ['Use this link to sign in. It works once and expires in 15 minutes.'],
      action: { label: 'Sign in', url: `${deps.linkBase}/auth/by-token?token=${token}` },
      footer: 'If you did not ask for it, ignore this mail.',
    }),
  );
}

/** A magic link proves the mailbox, so it also verifies the address. */
export async function signInByToken(db: Db, token: string, meta: ClientMeta): Promise<TAuthData> {
  const userId = await consumeToken(db, token, 'magic_link');
  if (!userId) throw new AppError('validation', LINK_GONE, { fields: { token: [LINK_GONE] } });
  const [user] = await db
    .update(users)
    .set({ email_verified_at: sql`coalesce(${users.email_verified_at}, now())` })
    .where(and(eq(users.id, userId), isNull(users.deleted_at)))
    .returning();
  if (!user) throw new AppError('validation', LINK_GONE, { fields: { token: [LINK_GONE] } });
  await clearLoginFailures(db, user.email);
  return openSession(db, user, meta);
}
