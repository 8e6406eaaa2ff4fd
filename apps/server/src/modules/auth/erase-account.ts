import { and, asc, eq, inArray, lte, ne, notExists, or } from 'drizzle-orm';
import { IMAGE_VARIANTS } from '@ito/contracts/files/file-data';
import { agentConversations } from '../../db/schema/agent.ts';
import { tasks } from '../../db/schema/following.ts';
import { notificationPreferences, notificationSettings, notifications } from '../../db/schema/notifications.ts';
import { files } from '../../db/schema/files.ts';
import { idempotencyKeys } from '../../db/schema/idempotency.ts';
import { authTokens, deletionRequests, ERASED_EMAIL_DOMAIN, guests, sessions, users } from '../../db/schema/auth.ts';
import { contactMessages } from '../../db/schema/contact.ts';
import { outbox } from '../../db/schema/mail.ts';
import { bookmarks, follows, programs } from '../../db/schema/programs.ts';
import { creatorFollowups, protocolInvitations, protocolRuns, protocolTeam } from '../../db/schema/protocols.ts';
import { tenantMembers } from '../../db/schema/tenancy.ts';
import { throttleEvents } from '../../db/schema/throttle.ts';
import type { Db } from '../../platform/db.ts';
import { ERASE_QUEUE } from './queues.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { emailSubject } from '../../platform/throttle.ts';
import { isOpen } from './account-restore.ts';
import type { EraseJob } from './deletion-service.ts';
import type { Uses } from '../../platform/deps.ts';

export type EraseDeps = Uses<'db' | 'jobs' | 'clock'> & {
  storage: FileStorage;
  /**
   * Called inside the erase transaction once the personal rows are deleted, before the account is anonymised and the
   * request marked: the seam the kill -9 test uses (`test/crash/erase-crash-worker.ts`, decision 073). The app never
   * sets it.
   */
  afterPersonalRowsDeleted?: () => void;
};

/** What an erased account is called wherever others still see it (a chat message's sender, a review's author). */
export const DELETED_USER_NAME = 'Deleted user';

/** A unique address that can never receive mail (RFC 2606 reserves `.invalid`), so the unique index stays happy. */
export const erasedEmail = (userId: string) => `deleted-${userId}@${ERASED_EMAIL_DOMAIN}`;

/** Requests whose grace period is over by the app's clock and that are neither cancelled nor carried out. */
const dueAt = (now: Date) => and(isOpen(), lte(deletionRequests.erase_after, now));

/**
 * Erases one account whose deletion request is due (decision 032). Answers whether it erased anything: a request
 * that was cancelled, already carried out or not yet due changes nothing, so duplicate and late jobs are harmless.
 *
 * The stored picture goes first, outside the transaction (storage is not in the database): removing a missing
 * object is not an error, so a run killed after it and before the commit finds the same rows and does it again.
 * Everything else happens in one transaction that also marks the request erased; killed midway, it rolls back whole
 * and the next run (the job retried, or the sweep) starts over.
 */
export async function eraseAccount(deps: EraseDeps, requestId: string): Promise<boolean> {
  const now = deps.clock.now();
  const [due] = await deps.db
    .select({ user_id: deletionRequests.user_id, avatar: users.avatar })
    .from(deletionRequests)
    .innerJoin(users, eq(users.id, deletionRequests.user_id))
    .where(and(eq(deletionRequests.id, requestId), dueAt(now)))
    .limit(1);
  if (!due) return false;
  const pictures = due.avatar ? await removablePictures(deps.db, due.user_id, due.avatar) : [];
  for (const picture of pictures) {
    await Promise.all(IMAGE_VARIANTS.map((size) => deps.storage.remove(size, picture.name)));
  }
  return deps.db.transaction(async (tx) => {
    // Locks the request: a sign-in cancelling it at this moment waits, then finds it erased (account-restore.ts).
    const [request] = await tx
      .select({ user_id: deletionRequests.user_id })
      .from(deletionRequests)
      .where(and(eq(deletionRequests.id, requestId), dueAt(now)))
      .for('update');
    if (!request) return false;
    const userId = request.user_id;
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    await deletePersonalRows(tx, userId, user?.email ?? null, pictures);
    deps.afterPersonalRowsDeleted?.();
    await tx
      .update(users)
      .set({
        email: erasedEmail(userId),
        full_name: DELETED_USER_NAME,
        username: null,
        password_hash: null,
        email_verified_at: null,
        profession: null,
        avatar: null,
        bio: null,
        locale: 'en',
        phone: null,
        country: null,
        time_zone: null,
        referred_by: null,
      })
      .where(eq(users.id, userId));
    await tx.update(deletionRequests).set({ erased_at: now }).where(eq(deletionRequests.id, requestId));
    return true;
  });
}

/** The user's picture, unless it is also a program's cover (then it is the program's, and stays). */
async function removablePictures(db: Db, userId: string, avatar: string) {
  return db
    .select({ id: files.id, name: files.name })
    .from(files)
    .where(
      and(
        eq(files.owner_id, userId),
        eq(files.name, avatar),
        eq(files.kind, 'image'),
        notExists(db.select({ id: programs.id }).from(programs).where(eq(programs.cover_file_id, files.id))),
      ),
    );
}

/**
 * Rows that are only about the person go; rows other people rely on stay and point at the anonymised user (their
 * chat messages, programs and protocols they published, tenants they own, reviews, referrals). Decision 032 lists
 * each table.
 */
async function deletePersonalRows(tx: Db, userId: string, email: string | null, pictures: { id: string }[]) {
  const byEmail = <T>(condition: (address: string) => T) => (email ? condition(email) : undefined);
  await tx.delete(sessions).where(eq(sessions.user_id, userId));
  await tx.delete(authTokens).where(eq(authTokens.user_id, userId));
  await tx.delete(guests).where(eq(guests.user_id, userId));
  await tx.delete(notifications).where(eq(notifications.user_id, userId));
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.user_id, userId));
  await tx.delete(notificationSettings).where(eq(notificationSettings.user_id, userId));
  await tx.delete(bookmarks).where(eq(bookmarks.user_id, userId));
  // Conversations with the agent (their messages cascade), the person's runs (events, ledger, follow-ups and step
  // tasks cascade), their tasks and enrolments.
  await tx.delete(agentConversations).where(eq(agentConversations.user_id, userId));
  await tx.delete(creatorFollowups).where(eq(creatorFollowups.follower_id, userId));
  await tx.delete(protocolRuns).where(eq(protocolRuns.user_id, userId));
  await tx.delete(tasks).where(eq(tasks.user_id, userId));
  await tx.delete(follows).where(eq(follows.user_id, userId));
  // Their own private programs (the agent's plans) that nobody else follows.
  await tx
    .delete(programs)
    .where(
      and(
        eq(programs.creator_id, userId),
        eq(programs.access, 'private'),
        notExists(tx.select({ id: follows.id }).from(follows).where(eq(follows.program_id, programs.id))),
      ),
    );
  await tx.delete(tenantMembers).where(and(eq(tenantMembers.user_id, userId), ne(tenantMembers.role, 'owner')));
  await tx.delete(protocolTeam).where(
    or(
      eq(protocolTeam.user_id, userId),
      byEmail((address) => eq(protocolTeam.email, address)),
    ),
  );
  await tx.delete(protocolInvitations).where(
    or(
      eq(protocolInvitations.user_id, userId),
      byEmail((address) => eq(protocolInvitations.email, address)),
    ),
  );
  await tx.delete(contactMessages).where(
    or(
      eq(contactMessages.user_id, userId),
      byEmail((address) => eq(contactMessages.email, address)),
    ),
  );
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.caller, `user:${userId}`));
  // Abuse-limit counts: per caller (the user id) and per address (its hash).
  await tx
    .delete(throttleEvents)
    .where(inArray(throttleEvents.subject, [userId, ...(email ? [emailSubject(email)] : [])]));
  if (email) await tx.delete(outbox).where(eq(outbox.to, email));
  if (pictures.length > 0) {
    await tx.delete(files).where(
      inArray(
        files.id,
        pictures.map((p) => p.id),
      ),
    );
  }
}

/**
 * The safety net, like the wake-up sweep: queues an erase job for every request that is due by the app's clock (a job
 * lost after its commit, or the dev clock moved past the grace period). Answers how many were queued.
 */
export async function requeueDueErasures(deps: Uses<'db' | 'jobs' | 'clock'>, limit = 1000) {
  const rows = await deps.db
    .select({ id: deletionRequests.id })
    .from(deletionRequests)
    .where(dueAt(deps.clock.now()))
    .orderBy(asc(deletionRequests.erase_after))
    .limit(limit);
  if (rows.length > 0)
    await deps.jobs.sendMany<EraseJob>(
      ERASE_QUEUE,
      rows.map((r) => ({ data: { requestId: r.id } })),
    );
  return rows.length;
}

export function registerEraseHandler(deps: EraseDeps): void {
  deps.jobs.handle<EraseJob>(ERASE_QUEUE, async (job) => {
    await eraseAccount(deps, job.requestId);
  });
}
