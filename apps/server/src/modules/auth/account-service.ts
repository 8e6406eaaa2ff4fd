import { and, count, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { TAuthData } from '@ito/contracts/auth/auth-data';
import type { TRegistrationType } from '@ito/contracts/auth/roles';
import type { TCurrentUser } from '@ito/contracts/auth/get-data';
import { agentConversations } from '../../db/schema/agent.ts';
import { tasks } from '../../db/schema/following.ts';
import { guests, referrals, users } from '../../db/schema/auth.ts';
import type { Db } from '../../platform/db.ts';
import type { Caller, UserRow } from '../../platform/auth.ts';
import { hashPassword, newCode } from '../../platform/crypto.ts';
import { isUniqueViolation } from '../../platform/database-errors.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import type { ClientMeta } from '../../platform/request-meta.ts';
import type { Language } from '../../platform/texts.ts';
import { openSession } from './sessions.ts';
import { assertStrongPassword } from './password-policy.ts';
import { sendVerificationMail } from './recovery-service.ts';
import { unreadMessagesQuery } from '../chat/room-view.ts';
import { adoptTimeZone } from '../profile/time-zone.ts';
import { unreadNotificationsQuery } from '../notifications/service.ts';
export type { IdentityDeps } from './types.ts';
import type { IdentityDeps } from './types.ts';

export function rolesFor(type: TRegistrationType): string[] {
  return type === 'user' ? ['user'] : ['user', type];
}

const EMAIL_TAKEN = 'auth.email_taken';

async function assertEmailFree(db: Db, email: string, exceptUserId?: string): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing && existing.id !== exceptUserId) throw invalid('email', EMAIL_TAKEN);
}

async function findReferrer(db: Db, code: string | undefined): Promise<UserRow | null> {
  if (!code) return null;
  const [referrer] = await db
    .select()
    .from(users)
    .where(and(eq(users.referral_code, code.toLowerCase()), isNull(users.deleted_at)))
    .limit(1);
  return referrer ?? null;
}

type RegistrationInput = {
  full_name: string;
  email: string;
  password: string;
  type: TRegistrationType;
  code?: string;
  guest_key?: string;
};

/**
 * Registers a person. With a guest key bound to a temporary user, that user is converted in place so that
 * everything it made (the agent's program, answers) stays its own.
 */
export async function register(deps: IdentityDeps, input: RegistrationInput, meta: ClientMeta): Promise<TAuthData> {
  const { db } = deps;
  await assertEmailFree(db, input.email);
  const referrer = await findReferrer(db, input.code);
  if (input.code && !referrer) throw invalid('code', 'auth.invite_invalid');
  await assertStrongPassword(input.password, { email: input.email, fullName: input.full_name });
  const passwordHash = await hashPassword(input.password);

  let temporary: UserRow | undefined;
  if (input.guest_key) {
    const [row] = await db
      .select({ user: users })
      .from(guests)
      .innerJoin(users, eq(users.id, guests.user_id))
      .where(eq(guests.session_key, input.guest_key))
      .limit(1);
    if (row?.user.is_temporary) temporary = row.user;
  }

  let user: UserRow;
  try {
    const locale = meta.language ?? 'en';
    user = temporary
      ? await convertTemporary(db, temporary.id, { ...input, passwordHash, locale })
      : (
          await db
            .insert(users)
            .values({
              email: input.email,
              full_name: input.full_name,
              password_hash: passwordHash,
              roles: rolesFor(input.type),
              // The app's language when the account is made: its mails are written in it (decision 045).
              locale,
              referral_code: newCode(),
              referred_by: referrer?.id ?? null,
            })
            .returning()
        )[0]!;
  } catch (err) {
    if (isUniqueViolation(err)) throw invalid('email', EMAIL_TAKEN);
    throw err;
  }
  if (referrer && referrer.id !== user.id) {
    await db
      .insert(referrals)
      .values({ referrer_id: referrer.id, code: referrer.referral_code, referred_user_id: user.id })
      .onConflictDoNothing();
  }
  await adoptTimeZone(db, user.id, meta.timeZone);
  await sendVerificationMail(deps, user);
  return openSession(db, user, meta);
}

async function convertTemporary(
  db: Db,
  userId: string,
  input: { full_name: string; email: string; passwordHash: string; type: TRegistrationType; locale: Language },
): Promise<UserRow> {
  // One transaction: a guest key must never outlive the conversion, or it would resume a registered account.
  const user = await db.transaction(async (tx) => {
    const [converted] = await tx
      .update(users)
      .set({
        email: input.email,
        full_name: input.full_name,
        password_hash: input.passwordHash,
        roles: rolesFor(input.type),
        locale: input.locale,
        is_temporary: false,
      })
      .where(and(eq(users.id, userId), eq(users.is_temporary, true)))
      .returning();
    if (!converted) return null;
    await tx.delete(guests).where(eq(guests.user_id, userId));
    return converted;
  });
  if (!user) throw new AppError('forbidden', 'auth.guest_converted');
  return user;
}

/** The signed-in temporary user finishes registration; its id and data stay. */
export async function finishRegistration(
  deps: IdentityDeps,
  caller: Caller,
  input: { full_name: string; email: string; password: string; type: TRegistrationType },
  meta: ClientMeta,
): Promise<TAuthData> {
  if (!caller.user.is_temporary) throw new AppError('forbidden', 'auth.registration_complete');
  await assertEmailFree(deps.db, input.email);
  await assertStrongPassword(input.password, { email: input.email, fullName: input.full_name });
  let user: UserRow;
  try {
    user = await convertTemporary(deps.db, caller.user.id, {
      ...input,
      passwordHash: await hashPassword(input.password),
      locale: meta.language ?? 'en',
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw invalid('email', EMAIL_TAKEN);
    throw err;
  }
  await adoptTimeZone(deps.db, user.id, meta.timeZone);
  await sendVerificationMail(deps, user);
  return openSession(deps.db, user, meta);
}

/** Creates, or resumes, the temporary user bound to a guest session key. */
export async function startGuest(db: Db, sessionKey: string, meta: ClientMeta): Promise<TAuthData> {
  const [existing] = await db
    .select({ user: users })
    .from(guests)
    .innerJoin(users, eq(users.id, guests.user_id))
    .where(and(eq(guests.session_key, sessionKey), eq(users.is_temporary, true)))
    .limit(1);
  if (existing) return openSession(db, existing.user, meta);
  const user = await db.transaction(async (tx) => {
    // A key whose user was converted is spent: its stale row (from before conversions were one transaction) goes.
    await tx.delete(guests).where(eq(guests.session_key, sessionKey));
    const [created] = await tx
      .insert(users)
      .values({ full_name: 'Guest', is_temporary: true, roles: ['user'], referral_code: newCode() })
      .returning();
    await tx.insert(guests).values({ session_key: sessionKey, user_id: created!.id });
    return created!;
  });
  return openSession(db, user, meta);
}

export function currentUser(user: UserRow): TCurrentUser {
  return {
    id: user.id,
    email: user.email,
    full_name: user.full_name,
    username: user.username,
    avatar: user.avatar,
    locale: user.locale,
    roles: user.roles,
    is_temporary: user.is_temporary,
    email_verified_at: user.email_verified_at?.toISOString() ?? null,
    // Filled by the features that own them (agent, services, notifications, messages); tasks: `currentUserData`.
    program: null,
    assignedTasks: 0,
    services_pending: 0,
    unreadNotifications: 0,
    unreadMessages: 0,
  };
}

/**
 * The navbar's counts in one prepared statement (one round trip, planned once per connection): the pending tasks due
 * on the caller's `today` or earlier (the tasks' (user, status, due) index), and the unread notifications and messages.
 */
function prepareNavbarCounts(db: Db) {
  const userId = sql.placeholder('userId');
  const dueTasks = db
    .select({ n: count() })
    .from(tasks)
    .where(and(eq(tasks.user_id, userId), eq(tasks.status, 'pending'), lte(tasks.due_on, sql.placeholder('today'))));
  return db
    .select({
      assigned: sql<number>`(${dueTasks})`.mapWith(Number),
      notifications: sql<number>`(${unreadNotificationsQuery(db, userId)})`.mapWith(Number),
      messages: sql<number>`(${unreadMessagesQuery(db, userId)})`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.id, userId))
    .prepare('navbar_counts');
}

const navbarCounts = new WeakMap<Db, ReturnType<typeof prepareNavbarCounts>>();

/**
 * GET /api/user/get-data: the current user with `assignedTasks` (the navbar's progress-task bar) and the unread
 * notifications and messages of the navbar's badges, all counted in one statement; a guest's agent program beside it.
 */
export async function currentUserData(db: Db, user: UserRow, today: string): Promise<TCurrentUser> {
  let counts = navbarCounts.get(db);
  if (!counts) {
    counts = prepareNavbarCounts(db);
    navbarCounts.set(db, counts);
  }
  const [[counted], program] = await Promise.all([
    counts.execute({ userId: user.id, today }),
    user.is_temporary ? agentProgramOf(db, user.id) : Promise.resolve(null),
  ]);
  return {
    ...currentUser(user),
    assignedTasks: counted?.assigned ?? 0,
    program,
    unreadNotifications: counted?.notifications ?? 0,
    unreadMessages: counted?.messages ?? 0,
  };
}

/**
 * A temporary user's program: the one the agent is building for them (their latest conversation's). The guard keeps
 * them on its agent page (SPEC section 6).
 */
async function agentProgramOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ program_id: agentConversations.program_id })
    .from(agentConversations)
    .where(and(eq(agentConversations.user_id, userId), isNotNull(agentConversations.program_id)))
    .orderBy(desc(agentConversations.created_at))
    .limit(1);
  return row?.program_id ?? null;
}

export async function describeJoinCode(db: Db, code: string) {
  const referrer = await findReferrer(db, code);
  if (!referrer) throw notFound();
  return { code: referrer.referral_code, kind: 'referral' as const, inviter: { full_name: referrer.full_name } };
}
