import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TAuthData } from '@ito/contracts/auth/auth-data';
import { users } from '../../db/schema/auth.ts';
import type { Db } from '../../platform/db.ts';
import type { UserRow } from '../../platform/auth.ts';
import { hashPassword } from '../../platform/crypto.ts';
import { invalid, tooManyRequests } from '../../platform/errors.ts';
import { actionMail } from '../../platform/mail.ts';
import { languageOf, say } from '../../platform/texts.ts';
import type { IdentityDeps } from './types.ts';
import { cancelDeletion, findSignInAccount, signInRestored } from './account-restore.ts';
import { clearLoginFailures } from './login-service.ts';
import { requireMailSlot, takeMailSlot } from './mail-caps.ts';
import { assertStrongPassword } from './password-policy.ts';
import type { ClientMeta } from '../../platform/request-meta.ts';
import { openSession, revokeOtherSessions, type EndSessions } from './sessions.ts';
import { consumeToken, issueToken } from './tokens.ts';

/** During a deletion's grace period, a mailed sign-in says that using it keeps the account (decision 032). */

/**
 * Mails a verification link unless the address's cap is spent (MAIL_CAPS.email_verification); answers the seconds to
 * wait in that case, else 0. Registration goes on without the mail; the person can ask again later.
 */
export async function sendVerificationMail(deps: IdentityDeps, user: UserRow): Promise<number> {
  if (!user.email || user.email_verified_at) return 0;
  const slot = await takeMailSlot(deps.db, 'email_verification', user.email, deps.now);
  if (!slot.allowed) return slot.retryAfterSeconds;
  const token = await issueToken(deps.db, user.id, 'email_verification');
  const language = languageOf(user.locale);
  await deps.mailer.send(
    actionMail({
      to: user.email,
      language,
      subject: say(language, 'verify.subject'),
      greeting: say(language, 'mail.greeting', { name: user.full_name }),
      lines: [say(language, 'verify.line')],
      action: { label: say(language, 'verify.action'), url: `${deps.linkBase}/api/email/verify?token=${token}` },
      footer: say(language, 'verify.footer'),
    }),
  );
  return 0;
}

/** What the first proof of an address did (`claimAddress`). */
export type AddressClaim = { endedSessionIds: string[]; passwordCleared: boolean };

/**
 * The first proof of an address (decision 061): whoever used the account before it was proven may
 * have registered someone else's address, so every session but the prover's own ends, and a password set before the
 * proof stops working unless the prover was signed in to this very account (then they set it). Null when the address
 * was proven already: a later proof changes nothing. One transaction, so the address is never proven with the
 * pre-proof sessions still live.
 */
async function claimAddress(db: Db, userId: string, proverSessionId: string | undefined): Promise<AddressClaim | null> {
  return db.transaction(async (tx) => {
    const [proven] = await tx
      .update(users)
      .set({
        email_verified_at: new Date(),
        ...(proverSessionId ? {} : { password_hash: null }),
      })
      .where(and(eq(users.id, userId), isNull(users.email_verified_at), isNull(users.deleted_at)))
      .returning({ id: users.id });
    if (!proven) return null;
    const endedSessionIds = await revokeOtherSessions(tx, userId, proverSessionId);
    return { endedSessionIds, passwordCleared: !proverSessionId };
  });
}

/** The session the request came from, when it belongs to `userId`: the one a proof of that user's address keeps. */
export type Prover = { userId: string; sessionId: string } | null;

const keptSession = (prover: Prover, userId: string) => (prover?.userId === userId ? prover.sessionId : undefined);

/**
 * Returns the id of the user whose address the link verified and what the proof ended (null when the address was
 * proven before), or null for a bad or spent link.
 */
export async function verifyEmail(
  db: Db,
  token: string,
  prover: Prover,
): Promise<{ userId: string; claim: AddressClaim | null } | null> {
  const userId = await consumeToken(db, token, 'email_verification');
  if (!userId) return null;
  return { userId, claim: await claimAddress(db, userId, keptSession(prover, userId)) };
}

/** A link to choose a password, for someone whose first proof of their address cleared the one set before it. */
export async function choosePasswordLink(db: Db, userId: string): Promise<string> {
  return `/password-reset?token=${await issueToken(db, userId, 'password_reset')}&verified=1`;
}

export async function resendVerification(deps: IdentityDeps, user: UserRow): Promise<boolean> {
  if (user.email_verified_at || !user.email) return false;
  const wait = await sendVerificationMail(deps, user);
  if (wait > 0) throw tooManyRequests(wait, 'auth.mail_cap');
  return true;
}

/**
 * Answers the same from the outside whether the address has an account, so that it reveals nothing: the cap
 * (MAIL_CAPS.password_reset) counts requests per address either way, and a full one is a 429 for both. Known or not,
 * the answer leaves after the same two steps; the token and the mail are made after it, so its
 * timing reveals nothing either.
 */
export async function requestPasswordReset(deps: IdentityDeps, email: string): Promise<void> {
  await requireMailSlot(deps.db, 'password_reset', email, deps.now);
  const account = await findSignInAccount(deps.db, email, deps.now);
  if (account) deps.background.run('password reset mail', () => mailPasswordReset(deps, email, account));
}

type SignInAccount = NonNullable<Awaited<ReturnType<typeof findSignInAccount>>>;

async function mailPasswordReset(deps: IdentityDeps, email: string, account: SignInAccount): Promise<void> {
  const { user } = account;
  const token = await issueToken(deps.db, user.id, 'password_reset');
  const language = languageOf(user.locale);
  await deps.mailer.send(
    actionMail({
      to: email,
      language,
      subject: say(language, 'reset.subject'),
      greeting: say(language, 'mail.greeting', { name: user.full_name }),
      lines: [
        say(language, 'reset.line'),
        ...(account.isPendingDeletion ? [say(language, 'magic.keeps_account')] : []),
      ],
      action: { label: say(language, 'reset.action'), url: `${deps.linkBase}/password-reset?token=${token}` },
      footer: say(language, 'reset.footer'),
    }),
  );
}

const linkGone = () => invalid('token', 'auth.link_expired');

/**
 * Sets the new password, ends every session (a reset often follows a lost device) and signs in. A password the
 * policy refuses is a 422 that leaves the link usable (the transaction rolls back). The reset proves the mailbox, so
 * the account's failed sign-ins are forgotten. During a deletion's grace period it signs in like a password would,
 * so it cancels the deletion (decision 032); once the grace period is over the link is gone.
 */
export async function resetPassword(
  deps: IdentityDeps,
  token: string,
  password: string,
  meta: ClientMeta,
  endSessions: EndSessions,
): Promise<TAuthData> {
  const { db, now } = deps;
  const { user, wasPending } = await db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, 'password_reset');
    if (!userId) throw linkGone();
    const [owner] = await tx.select().from(users).where(eq(users.id, userId));
    const account = owner?.email ? await findSignInAccount(tx, owner.email, now) : undefined;
    if (!account) throw linkGone();
    await assertStrongPassword(password, { email: owner?.email, fullName: owner?.full_name });
    const [updated] = await tx
      .update(users)
      .set({
        password_hash: await hashPassword(password),
        email_verified_at: sql`coalesce(${users.email_verified_at}, now())`,
      })
      .where(eq(users.id, userId))
      .returning();
    return { user: updated!, wasPending: account.isPendingDeletion };
  });
  endSessions(await revokeOtherSessions(db, user.id));
  await clearLoginFailures(db, user.email);
  if (!wasPending) return openSession(db, user, meta);
  if (!(await cancelDeletion(db, user.id, now))) throw linkGone();
  return signInRestored(deps, user, meta);
}

/** Same rule as `requestPasswordReset`, with its own cap (MAIL_CAPS.magic_link). */
export async function requestMagicLink(deps: IdentityDeps, email: string): Promise<void> {
  await requireMailSlot(deps.db, 'magic_link', email, deps.now);
  const account = await findSignInAccount(deps.db, email, deps.now);
  // As for a reset: the answer does not wait for the token and the mail.
  if (account) deps.background.run('sign-in link mail', () => mailMagicLink(deps, email, account));
}

async function mailMagicLink(deps: IdentityDeps, email: string, account: SignInAccount): Promise<void> {
  const { user } = account;
  const token = await issueToken(deps.db, user.id, 'magic_link');
  const language = languageOf(user.locale);
  await deps.mailer.send(
    actionMail({
      to: email,
      language,
      subject: say(language, 'magic.subject'),
      greeting: say(language, 'mail.greeting', { name: user.full_name }),
      lines: [
        say(language, 'magic.line'),
        ...(account.isPendingDeletion ? [say(language, 'magic.keeps_account')] : []),
      ],
      action: { label: say(language, 'magic.action'), url: `${deps.linkBase}/auth/by-token?token=${token}` },
      footer: say(language, 'magic.footer'),
    }),
  );
}

/**
 * A magic link proves the mailbox, so it also verifies the address; a first proof ends the sessions opened before it
 * and, unless the request came from a session of this account, the password set before it (`claimAddress`). During a
 * deletion's grace period it signs in like a password would, so it cancels the deletion (decision 032).
 */
export async function signInByToken(
  deps: IdentityDeps,
  token: string,
  meta: ClientMeta,
  prover: Prover,
  endSessions: EndSessions,
): Promise<TAuthData> {
  const { db, now } = deps;
  const userId = await consumeToken(db, token, 'magic_link');
  if (!userId) throw linkGone();
  const [owner] = await db.select().from(users).where(eq(users.id, userId));
  const account = owner?.email ? await findSignInAccount(db, owner.email, now) : undefined;
  if (!account) throw linkGone();
  if (account.isPendingDeletion && !(await cancelDeletion(db, userId, now))) throw linkGone();
  const claim = await claimAddress(db, userId, keptSession(prover, userId));
  if (claim) endSessions(claim.endedSessionIds);
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deleted_at)));
  if (!user) throw linkGone();
  await clearLoginFailures(db, user.email);
  return account.isPendingDeletion ? signInRestored(deps, user, meta) : openSession(db, user, meta);
}
