import { and, desc, eq, sql } from 'drizzle-orm';
import { isLiveSession, sessionCutoffs } from '../../platform/auth.ts';
import type { TPageQuery } from '@ito/contracts/common/paging';
import { sessions } from '../../db/schema/auth.ts';
import type { Db } from '../../platform/db.ts';
import { offsetOf } from '../../platform/paging.ts';

/**
 * A person's live sessions, newest use first, with the total in the same row (a window count): one round trip,
 * planned once per connection. `/api/sessions` is read on every visit to the devices page and benched against the
 * health row (DESIGN section 12).
 */
function prepareLiveSessions(db: Db) {
  return db
    .select({ session: sessions, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(sessions)
    .where(
      and(
        eq(sessions.user_id, sql.placeholder('userId')),
        isLiveSession({ idleSince: sql.placeholder('idleSince'), openedSince: sql.placeholder('openedSince') }),
      ),
    )
    .orderBy(desc(sessions.last_seen_at), desc(sessions.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('live_sessions_page');
}

function prepareLiveSessionCount(db: Db) {
  return db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(sessions)
    .where(
      and(
        eq(sessions.user_id, sql.placeholder('userId')),
        isLiveSession({ idleSince: sql.placeholder('idleSince'), openedSince: sql.placeholder('openedSince') }),
      ),
    )
    .prepare('live_sessions_count');
}

const pages = new WeakMap<Db, ReturnType<typeof prepareLiveSessions>>();
const counts = new WeakMap<Db, ReturnType<typeof prepareLiveSessionCount>>();

export type SessionRow = typeof sessions.$inferSelect;

export async function listLiveSessions(
  db: Db,
  userId: string,
  query: TPageQuery,
  now: Date,
): Promise<{ rows: SessionRow[]; total: number }> {
  let page = pages.get(db);
  if (!page) pages.set(db, (page = prepareLiveSessions(db)));
  const cutoffs = sessionCutoffs(now);
  const rows = await page.execute({ userId, ...cutoffs, limit: query.per_page, offset: offsetOf(query) });
  if (rows[0]) return { rows: rows.map((r) => r.session), total: rows[0].total };
  // Only a page past the end needs the second query.
  let count = counts.get(db);
  if (!count) counts.set(db, (count = prepareLiveSessionCount(db)));
  const [total] = await count.execute({ userId, ...cutoffs });
  return { rows: [], total: total?.n ?? 0 };
}
