import { and, eq, isNull } from 'drizzle-orm';
import {
  ACCOUNT_DELETION_GRACE_DAYS,
  ACCOUNT_DELETION_CODES as M,
  ACCOUNT_DELETION_RECENT_SIGN_IN_MINUTES,
  type TAccountDeletion,
  type TRequestAccountDeletionRequest,
} from '@ito/contracts/auth/account-deletion';
import { authTokens, deletionRequests, users } from '../../db/schema/auth.ts';
import type { Caller } from '../../platform/auth.ts';
import { invalid } from '../../platform/errors.ts';
import { ERASE_QUEUE } from './queues.ts';
import { actionMail } from '../../platform/mail.ts';
import { languageOf, longDay, say } from '../../platform/texts.ts';
import type { IdentityDeps } from './account-service.ts';
import { isOpen } from './account-restore.ts';
import { confirmPassword } from './login-service.ts';
import { takeMailSlot } from './mail-caps.ts';
import { revokeOtherSessions, type EndSessions } from './sessions.ts';
import { utcDaysAfter } from '@ito/protocol/time';
import type { Uses } from '../../platform/deps.ts';

export type DeletionDeps = IdentityDeps & Uses<'jobs'> & { endSessions: EndSessions };
/** What an erase job carries: the request it was queued for (the handler re-reads it). */
export type EraseJob = { requestId: string };

/**
 * The owner proves it is them: with the password, or, for an account without one (it signs in by mailed link), by
 * typing its email address from a session opened in the last few minutes, so a device left signed in for days is
 * not enough to delete the account.
 */
async function confirmOwner(deps: DeletionDeps, caller: Caller, input: TRequestAccountDeletionRequest) {
  const { user, session } = caller;
  if (user.password_hash && user.email) {
    if (!input.password) throw invalid('password', M.passwordRequired);
    await confirmPassword(
      deps,
      { email: user.email, password_hash: user.password_hash },
      input.password,
      M.passwordWrong,
    );
    return;
  }
  if (!user.email || input.confirm?.toLowerCase() !== user.email.toLowerCase()) {
    throw invalid('confirm', M.confirmEmail);
  }
  const age = deps.now.getTime() - session.created_at.getTime();
  if (age > ACCOUNT_DELETION_RECENT_SIGN_IN_MINUTES * 60_000)
    throw invalid('confirm', { code: M.signInAgain, params: { minutes: ACCOUNT_DELETION_RECENT_SIGN_IN_MINUTES } });
}

/**
 * POST /api/account/deletion (decision 032). In one transaction: the request (erase in 30 days), the account hidden
 * (`deleted_at`), every session revoked, every unused mailed link spent, and the erase job queued for the end of the
 * grace period. After the commit the sessions' sockets are ended on every process and the owner is mailed when the
 * data will be erased and how to keep the account. Asking again while a request is open answers that request:
 * no second row, job or mail.
 */
export async function requestAccountDeletion(
  deps: DeletionDeps,
  caller: Caller,
  input: TRequestAccountDeletionRequest,
): Promise<TAccountDeletion> {
  await confirmOwner(deps, caller, input);
  const { db, now } = deps;
  const userId = caller.user.id;
  const eraseAfter = new Date(utcDaysAfter(now.getTime(), ACCOUNT_DELETION_GRACE_DAYS));
  // pg-boss's queue cache must be warm before a transaction queues into it (jobs.ts).
  await deps.jobs.ready();
  const { request, isNew, ended } = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(deletionRequests)
      .values({ user_id: userId, requested_at: now, erase_after: eraseAfter })
      .onConflictDoNothing()
      .returning();
    const [open] = created
      ? [created]
      : await tx
          .select()
          .from(deletionRequests)
          .where(and(eq(deletionRequests.user_id, userId), isOpen()))
          .limit(1);
    await tx
      .update(users)
      .set({ deleted_at: now })
      .where(and(eq(users.id, userId), isNull(users.deleted_at)));
    const sessionIds = await revokeOtherSessions(tx, userId);
    await tx
      .update(authTokens)
      .set({ used_at: now })
      .where(and(eq(authTokens.user_id, userId), isNull(authTokens.used_at)));
    if (created) {
      // The job's own delay runs on the real clock; the sweep (erase-account.ts) follows the app's clock.
      const startAfter = new Date(Date.now() + (eraseAfter.getTime() - now.getTime()));
      await deps.jobs.sendInTx<EraseJob>(tx, ERASE_QUEUE, { requestId: created.id }, startAfter);
    }
    return { request: open!, isNew: Boolean(created), ended: sessionIds };
  });
  deps.endSessions(ended);
  if (isNew) await sendDeletionMail(deps, caller, request.erase_after);
  return { requested_at: request.requested_at.toISOString(), erase_after: request.erase_after.toISOString() };
}

async function sendDeletionMail(deps: DeletionDeps, { user }: Caller, eraseAfter: Date): Promise<void> {
  if (!user.email) return;
  const slot = await takeMailSlot(deps.db, 'account_notice', user.email, deps.now);
  if (!slot.allowed) return;
  const language = languageOf(user.locale);
  const day = longDay(language, eraseAfter);
  await deps.mailer.send(
    actionMail({
      to: user.email,
      language,
      subject: say(language, 'deletion.subject'),
      greeting: say(language, 'mail.greeting', { name: user.full_name }),
      lines: [
        say(language, 'deletion.line', { day }),
        say(language, 'deletion.kept'),
        say(language, 'deletion.undo', { day }),
      ],
      action: { label: say(language, 'deletion.action'), url: `${deps.linkBase}/login` },
      footer: say(language, 'deletion.footer'),
    }),
  );
}
