import { and, count, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { TPageQuery } from '@ito/contracts/common/paging';
import type { TCreateInvitationRequest, TInvitation } from '@ito/contracts/protocols/runs/invitations';
import { users } from '../../../db/schema/auth.ts';
import { protocolInvitations, protocols } from '../../../db/schema/protocols.ts';
import { tenantMembers, tenants } from '../../../db/schema/tenancy.ts';
import { hashToken, newToken } from '../../../platform/crypto.ts';
import type { Db } from '../../../platform/db.ts';
import { INVITATION_MAILS_PER_SENDER, MAIL_CAPS } from '../../../platform/abuse-limits.ts';
import { forbidden, invalid, notFound, tooManyRequests } from '../../../platform/errors.ts';
import { actionMail } from '../../../platform/mail.ts';
import { offsetOf } from '../../../platform/paging.ts';
import { languageOf, say, type Language } from '../../../platform/texts.ts';
import { emailSubject, takeSlot } from '../../../platform/throttle.ts';
import { adoptTimeZone } from '../../profile/time-zone.ts';
import { ownProtocol } from './protocol-guard.ts';
import { startRun, type RunDeps, type RunRow } from './run-engine.ts';
import { utcDaysAfter } from '@ito/protocol/time';
import type { Uses } from '../../../platform/deps.ts';

type InvitationRow = typeof protocolInvitations.$inferSelect;

export type InvitationDeps = RunDeps & Uses<'mailer'> & { appUrl: string };

/** Which tenant roles an audience admits. */
const AUDIENCE_ROLES = {
  tenant: ['owner', 'admin', 'staff', 'follower'],
  staff: ['owner', 'admin', 'staff'],
  followers: ['follower'],
} as const;

export function toInvitation(row: InvitationRow): TInvitation {
  return {
    id: row.id,
    audience: row.audience,
    email: row.email,
    tenant_id: row.tenant_id,
    status: row.status,
    accepted_at: row.accepted_at?.toISOString() ?? null,
    expires_at: row.expires_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

export async function listInvitations(
  db: Db,
  ownerId: string,
  protocolId: string,
  query: TPageQuery & { status?: InvitationRow['status'] },
): Promise<{ data: TInvitation[]; total: number }> {
  await ownProtocol(db, ownerId, protocolId);
  const where = and(
    eq(protocolInvitations.protocol_id, protocolId),
    query.status ? eq(protocolInvitations.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(protocolInvitations)
      .where(where)
      .orderBy(desc(protocolInvitations.created_at), desc(protocolInvitations.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(protocolInvitations).where(where),
  ]);
  return { data: rows.map(toInvitation), total: total?.n ?? 0 };
}

/**
 * Invites into a published protocol. The token is random and stored only as its hash: the link is in this answer
 * (and in the mail for an email invitation), never again. An audience names a tenant the creator owns or runs.
 */
export async function createInvitation(
  deps: InvitationDeps,
  owner: { id: string; name: string },
  protocolId: string,
  input: TCreateInvitationRequest,
): Promise<TInvitation & { token: string; url: string }> {
  const protocol = await ownProtocol(deps.db, owner.id, protocolId);
  if (protocol.version < 1) throw invalid('protocol', 'runs.publish_first');
  if (input.tenant_id) await requireTenantManager(deps.db, owner.id, input.tenant_id);
  const now = deps.clock.now();
  if (input.audience === 'email') await requireInvitationMailSlots(deps.db, owner.id, input.email!, now);
  const token = newToken();
  const [row] = await deps.db
    .insert(protocolInvitations)
    .values({
      protocol_id: protocolId,
      invited_by: owner.id,
      audience: input.audience,
      email: input.audience === 'email' ? input.email!.toLowerCase() : null,
      tenant_id: input.audience in AUDIENCE_ROLES ? input.tenant_id! : null,
      token_hash: hashToken(token),
      expires_at: input.expires_in_days ? new Date(utcDaysAfter(now.getTime(), input.expires_in_days)) : null,
    })
    .returning();
  const url = `${deps.appUrl}/protocol-invitations/${token}`;
  if (input.audience === 'email') {
    const language = await invitationLanguage(deps.db, input.email!, owner.id);
    const names = { owner: owner.name, protocol: protocol.name };
    await deps.mailer.send(
      actionMail({
        to: input.email!,
        language,
        subject: say(language, 'invitation.subject', names),
        greeting: say(language, 'mail.greeting_anonymous'),
        lines: [say(language, 'invitation.line', names)],
        action: { label: say(language, 'invitation.action'), url },
        footer: say(language, 'invitation.footer'),
      }),
    );
  }
  return { ...toInvitation(row!), token, url };
}

/**
 * Spends one invitation mail of the sender's and one of the recipient address's, before anything
 * is written: a full cap is a 429 with `Retry-After` and no invitation.
 */
async function requireInvitationMailSlots(db: Db, senderId: string, email: string, now: Date): Promise<void> {
  const sender = await takeSlot(db, {
    kind: 'mail:invitation_sender',
    subject: senderId,
    windows: INVITATION_MAILS_PER_SENDER,
    now,
  });
  if (!sender.allowed) throw tooManyRequests(sender.retryAfterSeconds, 'runs.invitation_rate');
  const recipient = await takeSlot(db, {
    kind: 'mail:invitation',
    subject: emailSubject(email),
    windows: MAIL_CAPS.invitation,
    now,
  });
  if (!recipient.allowed) throw tooManyRequests(recipient.retryAfterSeconds, 'runs.invitation_cap');
}

/**
 * The language of an invitation mail (decision 045): the invitee's, when the address has an account, else the
 * inviter's, who most likely shares a language with the people they invite.
 */
async function invitationLanguage(db: Db, email: string, ownerId: string): Promise<Language> {
  const rows = await db
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .where(or(eq(users.email, email.toLowerCase()), eq(users.id, ownerId)));
  const invitee = rows.find((row) => row.id !== ownerId);
  return languageOf((invitee ?? rows[0])?.locale);
}

async function requireTenantManager(db: Db, userId: string, tenantId: string): Promise<void> {
  const [row] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .leftJoin(
      tenantMembers,
      and(eq(tenantMembers.tenant_id, tenants.id), eq(tenantMembers.user_id, userId), eq(tenantMembers.role, 'admin')),
    )
    .where(and(eq(tenants.id, tenantId), or(eq(tenants.owner_id, userId), eq(tenantMembers.user_id, userId))))
    .limit(1);
  if (!row) throw invalid('tenant_id', 'runs.tenant_own');
}

export async function revokeInvitation(
  db: Db,
  ownerId: string,
  protocolId: string,
  invitationId: string,
): Promise<TInvitation> {
  await ownProtocol(db, ownerId, protocolId);
  const [row] = await db
    .update(protocolInvitations)
    .set({ status: 'revoked', updated_at: new Date() })
    .where(
      and(
        eq(protocolInvitations.id, invitationId),
        eq(protocolInvitations.protocol_id, protocolId),
        eq(protocolInvitations.status, 'pending'),
      ),
    )
    .returning();
  if (row) return toInvitation(row);
  const [existing] = await db
    .select()
    .from(protocolInvitations)
    .where(and(eq(protocolInvitations.id, invitationId), eq(protocolInvitations.protocol_id, protocolId)))
    .limit(1);
  if (!existing) throw notFound();
  return toInvitation(existing);
}

/** A usable invitation by its token: unknown, revoked and expired ones look the same (404). */
async function findByToken(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({
      invitation: protocolInvitations,
      protocol: { id: protocols.id, name: protocols.name, description: protocols.description },
      creator: { id: users.id, name: users.full_name },
    })
    .from(protocolInvitations)
    .innerJoin(protocols, eq(protocols.id, protocolInvitations.protocol_id))
    .innerJoin(users, eq(users.id, protocols.owner_id))
    .where(
      and(
        eq(protocolInvitations.token_hash, hashToken(token)),
        inArray(protocolInvitations.status, ['pending', 'accepted']),
        or(isNull(protocolInvitations.expires_at), gt(protocolInvitations.expires_at, now)),
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function previewInvitation(db: Db, token: string, now: Date) {
  const row = await findByToken(db, token, now);
  return {
    protocol: row.protocol,
    creator: row.creator,
    audience: row.invitation.audience,
    status: row.invitation.status,
  };
}

/**
 * Accepting starts the follower's run of the newest version. It is idempotent: a follower already inside the protocol
 * gets that run back. An email invitation is for its address only and is used up by its first acceptance; a link or
 * an audience stays open (an audience admits members of its tenant with the right role).
 */
export async function acceptInvitation(
  deps: RunDeps,
  user: { id: string; email: string | null },
  token: string,
  /** The follower's device zone (`X-Time-Zone`): their recurring modules run on it unless they chose one. */
  deviceZone?: unknown,
): Promise<{ run: RunRow; isNew: boolean }> {
  const { invitation } = await findByToken(deps.db, token, deps.clock.now());
  if (invitation.audience === 'email') {
    if (!user.email || user.email.toLowerCase() !== invitation.email) throw forbidden('runs.other_email');
    if (invitation.status === 'accepted' && invitation.user_id !== user.id) throw notFound();
  }
  if (invitation.audience === 'tenant' || invitation.audience === 'staff' || invitation.audience === 'followers') {
    const roles = AUDIENCE_ROLES[invitation.audience];
    const [member] = await deps.db
      .select({ id: tenantMembers.id })
      .from(tenantMembers)
      .where(
        and(
          eq(tenantMembers.tenant_id, invitation.tenant_id!),
          eq(tenantMembers.user_id, user.id),
          inArray(tenantMembers.role, [...roles]),
        ),
      )
      .limit(1);
    if (!member) throw forbidden('runs.other_community');
  }
  await adoptTimeZone(deps.db, user.id, deviceZone);
  const result = await startRun(deps, {
    protocolId: invitation.protocol_id,
    userId: user.id,
    invitationId: invitation.id,
  });
  if (invitation.audience === 'email' && invitation.status === 'pending') {
    await deps.db
      .update(protocolInvitations)
      .set({ status: 'accepted', user_id: user.id, accepted_at: deps.clock.now() })
      .where(and(eq(protocolInvitations.id, invitation.id), eq(protocolInvitations.status, 'pending')));
  }
  return result;
}
