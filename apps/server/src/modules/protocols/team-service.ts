import { and, asc, count, eq, sql } from 'drizzle-orm';
import { PROTOCOL_LIMITS } from '@ito/contracts/protocols/fields';
import type { TAddTeamMemberRequest, TListTeamQuery, TTeamMember } from '@ito/contracts/protocols/team';
import { users } from '../../db/schema/identity.ts';
import { protocolTeam } from '../../db/schema/protocols.ts';
import type { Db } from '../../platform/db.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { offsetOf } from '../../platform/paging.ts';
import { isUniqueViolation, isUuid } from '../programs/creator-guard.ts';

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
 * Adds a member by email, linked to the account with that email when there is one. The owner is not a member of
 * their own team; an email already on the team is a 422.
 */
export async function addTeamMember(
  db: Db,
  protocolId: string,
  ownerId: string,
  input: TAddTeamMemberRequest,
): Promise<TTeamMember> {
  const [size] = await db.select({ n: count() }).from(protocolTeam).where(eq(protocolTeam.protocol_id, protocolId));
  if ((size?.n ?? 0) >= PROTOCOL_LIMITS.teamMax) {
    throw invalid('email', `A team has at most ${PROTOCOL_LIMITS.teamMax} members.`);
  }
  const [account] = await db
    .select({ id: users.id, full_name: users.full_name })
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email}`)
    .limit(1);
  if (account?.id === ownerId) throw invalid('email', 'You own this protocol: add someone else.');
  try {
    const [row] = await db
      .insert(protocolTeam)
      .values({ protocol_id: protocolId, email: input.email, role: input.role, user_id: account?.id ?? null })
      .returning();
    return toMember(row!, account?.full_name ?? null);
  } catch (err) {
    if (isUniqueViolation(err)) throw invalid('email', 'This person is already on the team.');
    throw err;
  }
}

export async function removeTeamMember(db: Db, protocolId: string, memberId: string): Promise<void> {
  if (!isUuid(memberId)) throw notFound();
  const deleted = await db
    .delete(protocolTeam)
    .where(and(eq(protocolTeam.id, memberId), eq(protocolTeam.protocol_id, protocolId)))
    .returning({ id: protocolTeam.id });
  if (deleted.length === 0) throw notFound();
}

function toMember(row: MemberRow, fullName: string | null): TTeamMember {
  return {
    id: row.id,
    email: row.email,
    user_id: row.user_id,
    full_name: fullName,
    role: row.role,
    status: row.status,
    created_at: row.created_at.toISOString(),
  };
}
