import { and, asc, count, eq, sql } from 'drizzle-orm';
import { PROTOCOL_LIMITS } from '@ito/contracts/protocols/fields';
import type { TAddTeamMemberRequest, TListTeamQuery, TTeamMember } from '@ito/contracts/protocols/team';
import { users } from '../../db/schema/auth.ts';
import { protocolTeam } from '../../db/schema/protocols.ts';
import type { Db } from '../../platform/db.ts';
import { TEAM_INVITE_LOOKUPS } from '../../platform/abuse-limits.ts';
import { invalid, notFound, tooManyRequests } from '../../platform/errors.ts';
import { offsetOf } from '../../platform/paging.ts';
import { takeSlot } from '../../platform/throttle.ts';
import { isUniqueViolation } from '../../platform/database-errors.ts';

type MemberRow = typeof protocolTeam.$inferSelect;

export async function listTeam(
  db: Db,
  protocolId: string,
  query: TListTeamQuery,
): Promise<{ data: TTeamMember[]; total: number }> {
  const where = and(
    eq(protocolTeam.protocol_id, protocolId),
    query.status ? eq(protocolTeam.status, query.status) : undefined,
    query.role ? eq(protocolTeam.role, query.role) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ member: protocolTeam, full_name: users.full_name })
      .from(protocolTeam)
      .leftJoin(users, eq(users.id, protocolTeam.user_id))
      .where(where)
      .orderBy(asc(protocolTeam.created_at), asc(protocolTeam.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(protocolTeam).where(where),
  ]);
  return { data: rows.map((r) => toMember(r.member, r.full_name)), total: total?.n ?? 0 };
}

/**
 * Adds a member by email. The row is linked to the account with that email when there is one, but the answer is the
 * same either way (the member shows their email, no name or id, until they accept), so the inviter learns nothing
 * about who is registered; lookups are limited per inviter (TEAM_INVITE_LOOKUPS). The owner is not a member of their
 * own team; an email already on the team is a 422.
 */
export async function addTeamMember(
  db: Db,
  protocolId: string,
  ownerId: string,
  input: TAddTeamMemberRequest,
  now: Date,
): Promise<TTeamMember> {
  const slot = await takeSlot(db, { kind: 'team_invite', subject: ownerId, windows: TEAM_INVITE_LOOKUPS, now });
  if (!slot.allowed) throw tooManyRequests(slot.retryAfterSeconds);
  const [size] = await db.select({ n: count() }).from(protocolTeam).where(eq(protocolTeam.protocol_id, protocolId));
  if ((size?.n ?? 0) >= PROTOCOL_LIMITS.teamMax) {
    throw invalid('email', { code: 'protocols.team_max', params: { maximum: PROTOCOL_LIMITS.teamMax } });
  }
  const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, ownerId));
  if (owner?.email?.toLowerCase() === input.email) throw invalid('email', 'protocols.team_owner');
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email}`)
    .limit(1);
  try {
    const [row] = await db
      .insert(protocolTeam)
      .values({ protocol_id: protocolId, email: input.email, role: input.role, user_id: account?.id ?? null })
      .returning();
    return toMember(row!, null);
  } catch (err) {
    if (isUniqueViolation(err)) throw invalid('email', 'protocols.team_member');
    throw err;
  }
}

export async function removeTeamMember(db: Db, protocolId: string, memberId: string): Promise<void> {
  const deleted = await db
    .delete(protocolTeam)
    .where(and(eq(protocolTeam.id, memberId), eq(protocolTeam.protocol_id, protocolId)))
    .returning({ id: protocolTeam.id });
  if (deleted.length === 0) throw notFound();
}

/** Who is behind an email shows only once they have accepted (status `active`). */
function toMember(row: MemberRow, fullName: string | null): TTeamMember {
  const isKnown = row.status === 'active';
  return {
    id: row.id,
    email: row.email,
    user_id: isKnown ? row.user_id : null,
    full_name: isKnown ? fullName : null,
    role: row.role,
    status: row.status,
    created_at: row.created_at.toISOString(),
  };
}
