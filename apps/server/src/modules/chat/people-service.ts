import { and, asc, eq, ilike, isNull, ne, or } from 'drizzle-orm';
import type { TChatPerson, TSearchPeopleQuery } from '@ito/contracts/chat/search-people';
import { users } from '../../db/schema/auth.ts';
import type { ChatDeps } from './membership.ts';
import { onlineAsSeenBy } from './presence-audience.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * People for the new-chat modal: registered, not deleted, not the caller; by name or username (anywhere in it),
 * bounded by `limit`. Never by email: an answer with a name and id for an address would tell anyone who is
 * registered under it (decision 023). Online only for people who have joined a room shared with the caller: a search
 * is not a way to watch strangers come and go (decision 063).
 */
export async function searchPeople(deps: ChatDeps, userId: string, query: TSearchPeopleQuery): Promise<TChatPerson[]> {
  const pattern = `%${escapeLike(query.search)}%`;
  const rows = await deps.db
    .select({ id: users.id, full_name: users.full_name, username: users.username, avatar: users.avatar })
    .from(users)
    .where(
      and(
        ne(users.id, userId),
        eq(users.is_temporary, false),
        isNull(users.deleted_at),
        query.search ? or(ilike(users.full_name, pattern), ilike(users.username, pattern)) : undefined,
      ),
    )
    .orderBy(asc(users.full_name), asc(users.id))
    .limit(query.limit);
  const online = await onlineAsSeenBy(
    deps.db,
    deps.realtime.presence,
    userId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, is_online: online.has(r.id) }));
}
