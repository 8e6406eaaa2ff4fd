import type { FastifyRequest } from 'fastify';
import { and, eq, gt, inArray, isNull, lt, sql, type Placeholder } from 'drizzle-orm';
import { millisecondsInDay } from 'date-fns/constants';
import { SESSION_IDLE_DAYS, SESSION_MAX_DAYS } from '@ito/contracts/auth/list-sessions';
import { sessions, users } from '../db/schema/auth.ts';
import type { Db } from './db.ts';
import { hashToken } from './crypto.ts';
import { AppError, unauthenticated } from './errors.ts';
import { readCookieTokens } from './session-cookie.ts';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type Caller = { user: UserRow; session: SessionRow; token: string };

const LAST_SEEN_RESOLUTION_MS = 60_000;

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice(7).trim();
  return token.length >= 16 && token.length <= 200 ? token : undefined;
}

/** The instants before which a session has ended: unused since `idleSince`, or opened before `openedSince`. */
export function sessionCutoffs(now: Date): { idleSince: Date; openedSince: Date } {
  return {
    idleSince: new Date(now.getTime() - SESSION_IDLE_DAYS * millisecondsInDay),
    openedSince: new Date(now.getTime() - SESSION_MAX_DAYS * millisecondsInDay),
  };
}

/** When a session ends unless it is used again: the earlier of its idle end and its absolute end. */
export function sessionExpiresAt(createdAt: Date, lastSeenAt: Date): Date {
  const idle = lastSeenAt.getTime() + SESSION_IDLE_DAYS * millisecondsInDay;
  const absolute = createdAt.getTime() + SESSION_MAX_DAYS * millisecondsInDay;
  return new Date(Math.min(idle, absolute));
}

/**
 * A session that still works (decision 060): not revoked, used within `SESSION_IDLE_DAYS`, opened
 * within `SESSION_MAX_DAYS`. Tokens, sockets and the devices page all read this one condition.
 */
export function isLiveSession(cutoffs: { idleSince: Date | Placeholder; openedSince: Date | Placeholder }) {
  return and(
    isNull(sessions.revoked_at),
    gt(sessions.last_seen_at, cutoffs.idleSince),
    gt(sessions.created_at, cutoffs.openedSince),
  );
}

function prepareTokenLookup(db: Db) {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        eq(sessions.token_hash, sql.placeholder('hash')),
        isLiveSession({ idleSince: sql.placeholder('idleSince'), openedSince: sql.placeholder('openedSince') }),
        isNull(users.deleted_at),
      ),
    )
    .limit(1)
    .prepare('resolve_token');
}

// Every authenticated request runs this lookup: preparing it once per database saves building the query each time
// (about a third of its cost on PGlite).
const tokenLookups = new WeakMap<Db, ReturnType<typeof prepareTokenLookup>>();

/**
 * Resolves an access token to its live session and user, or null. `now` is the app's clock (`app.clock`), the time
 * sessions are opened and used by, so that moving the development clock ages sessions as it ages everything else.
 */
export async function resolveToken(db: Db, token: string, now: Date): Promise<Caller | null> {
  let lookup = tokenLookups.get(db);
  if (!lookup) {
    lookup = prepareTokenLookup(db);
    tokenLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ hash: hashToken(token), ...sessionCutoffs(now) });
  if (!row) return null;
  if (now.getTime() - row.session.last_seen_at.getTime() > LAST_SEEN_RESOLUTION_MS) {
    // Throttled so that reading does not write on every request.
    await db
      .update(sessions)
      .set({ last_seen_at: now })
      .where(
        and(
          eq(sessions.id, row.session.id),
          lt(sessions.last_seen_at, new Date(now.getTime() - LAST_SEEN_RESOLUTION_MS)),
        ),
      );
  }
  return { ...row, token };
}

/** Which of these sessions are still live (`isLiveSession`, user not deleted): sockets re-check theirs with it. */
export async function liveSessionIds(db: Db, sessionIds: string[], now: Date): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(and(inArray(sessions.id, sessionIds), isLiveSession(sessionCutoffs(now)), isNull(users.deleted_at)));
  return new Set(rows.map((r) => r.id));
}

export type AuthOptions = {
  /** Temporary (guest) users may call this endpoint. */
  allowTemporary?: boolean;
  /** Users who have not verified their email may call this endpoint. */
  allowUnverified?: boolean;
};

const callerCache = new WeakMap<FastifyRequest, Promise<Caller | null>>();

/** The caller of this request, if any (resolved once per request). */
export function optionalCaller(request: FastifyRequest): Promise<Caller | null> {
  let pending = callerCache.get(request);
  if (!pending) {
    const token = bearerToken(request);
    pending = token ? resolveToken(request.server.db, token, request.server.clock.now()) : Promise.resolve(null);
    callerCache.set(request, pending);
  }
  return pending;
}

/**
 * Who is signed in to the browser that sent this request, by the web app's session cookie: all a browser sends when it
 * fetches by itself (a `<video>` source, a link opened from a mail). Null without a live session. Decision 049.
 */
export async function cookieCaller(request: FastifyRequest): Promise<Caller | null> {
  const token = readCookieTokens(request.headers.cookie)?.token;
  if (!token || token.length < 16 || token.length > 200) return null;
  return resolveToken(request.server.db, token, request.server.clock.now());
}

/**
 * The server side of the web guard (SPEC section 6): a signed-in caller, and by default a registered, verified one.
 */
export async function requireCaller(request: FastifyRequest, options: AuthOptions = {}): Promise<Caller> {
  const caller = await optionalCaller(request);
  if (!caller) throw unauthenticated();
  if (caller.user.is_temporary && !options.allowTemporary) {
    throw new AppError('forbidden', 'errors.guest_must_register');
  }
  if (!caller.user.is_temporary && !caller.user.email_verified_at && !options.allowUnverified) {
    throw new AppError('forbidden', 'errors.verify_email');
  }
  return caller;
}
