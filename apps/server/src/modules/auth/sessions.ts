import { and, eq, isNull, ne } from 'drizzle-orm';
import type { TAuthData } from '@ito/contracts/auth/auth-data';
import { sessions } from '../../db/schema/auth.ts';
import type { Db } from '../../platform/db.ts';
import type { UserRow } from '../../platform/auth.ts';
import { hashToken, newToken } from '../../platform/crypto.ts';
import type { ClientMeta } from '../../platform/request-meta.ts';

/** Opens a session (a device) for the user and returns the auth data of SPEC section 3. */
export async function openSession(db: Db, user: UserRow, meta: ClientMeta): Promise<TAuthData> {
  const token = newToken();
  await db.insert(sessions).values({
    user_id: user.id,
    token_hash: hashToken(token),
    user_agent: meta.userAgent?.slice(0, 500) ?? null,
    ip: meta.ip ?? null,
    ...(meta.now ? { created_at: meta.now, last_seen_at: meta.now } : {}),
  });
  return {
    accessToken: token,
    id: user.id,
    user: {
      email: user.email,
      full_name: user.full_name,
      email_verified_at: user.email_verified_at?.toISOString() ?? null,
      roles: user.roles,
    },
  };
}

/** Ends the live sockets of sessions whose revocation has committed (`app.realtime.endSessions`). */
export type EndSessions = (sessionIds: string[]) => void;

export async function revokeSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.user_id, userId), isNull(sessions.revoked_at)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/**
 * Revokes the user's sessions (all but `keepSessionId`) and answers the ids it ended, for `realtime.endSessions`.
 * Deleting an account (not built yet) must end every session, and their sockets, this way too.
 */
export async function revokeOtherSessions(db: Db, userId: string, keepSessionId?: string): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(
      and(
        eq(sessions.user_id, userId),
        isNull(sessions.revoked_at),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}
