import { and, eq, gt, isNull } from 'drizzle-orm';
import type { TAuthData } from '@ito/contracts/auth/auth-data';
import { deletionRequests, users } from '../../db/schema/auth.ts';
import type { UserRow } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { actionMail } from '../../platform/mail.ts';
import { languageOf, say } from '../../platform/texts.ts';
import type { IdentityDeps } from './types.ts';
import { takeMailSlot } from './mail-caps.ts';
import type { ClientMeta } from '../../platform/request-meta.ts';
import { openSession } from './sessions.ts';

/**
 * The account an email may sign in to (decision 032): a live one, or one whose deletion is still in its grace period
 * (signing in cancels it). An account past its `erase_after` is unknown, erased or not yet.
 */
export async function findSignInAccount(
  db: Db,
  email: string,
  now: Date,
): Promise<{ user: UserRow; isPendingDeletion: boolean } | undefined> {
  const [row] = await db
    .select({ user: users, erase_after: deletionRequests.erase_after })
    .from(users)
    .leftJoin(deletionRequests, and(eq(deletionRequests.user_id, users.id), isOpen()))
    .where(eq(users.email, email))
    .limit(1);
  if (!row) return undefined;
  if (!row.user.deleted_at) return { user: row.user, isPendingDeletion: false };
  if (row.erase_after && row.erase_after > now) return { user: row.user, isPendingDeletion: true };
  return undefined;
}

/** A request neither cancelled nor carried out. */
export function isOpen() {
  return and(isNull(deletionRequests.cancelled_at), isNull(deletionRequests.erased_at));
}

/**
 * Cancels the user's open deletion request if its grace period has not ended, and gives the account back. Answers
 * whether it did: false when the erase job got there first (it locks the same row, so exactly one of them wins).
 */
export async function cancelDeletion(db: Db, userId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const cancelled = await tx
      .update(deletionRequests)
      .set({ cancelled_at: now })
      .where(and(eq(deletionRequests.user_id, userId), isOpen(), gt(deletionRequests.erase_after, now)))
      .returning({ id: deletionRequests.id });
    if (cancelled.length === 0) return false;
    await tx.update(users).set({ deleted_at: null }).where(eq(users.id, userId));
    return true;
  });
}

/** Opens the session of a sign-in that cancelled a deletion, and tells the owner by mail. */
export async function signInRestored(deps: IdentityDeps, user: UserRow, meta: ClientMeta): Promise<TAuthData> {
  const auth = await openSession(deps.db, user, meta);
  await sendRestoredMail(deps, user);
  return { ...auth, account_restored: true };
}

async function sendRestoredMail(deps: IdentityDeps, user: UserRow): Promise<void> {
  if (!user.email) return;
  const slot = await takeMailSlot(deps.db, 'account_notice', user.email, deps.now);
  if (!slot.allowed) return;
  const language = languageOf(user.locale);
  await deps.mailer.send(
    actionMail({
      to: user.email,
      language,
      subject: say(language, 'restored.subject'),
      greeting: say(language, 'mail.greeting', { name: user.full_name }),
      lines: [say(language, 'restored.line'), say(language, 'restored.advice')],
      action: { label: say(language, 'restored.action'), url: `${deps.linkBase}/password-recovery` },
      footer: say(language, 'restored.footer'),
    }),
  );
}
