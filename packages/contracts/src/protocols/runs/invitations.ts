import { z } from 'zod';
import { ZId } from '../../common/ids.ts';
import { paged, ZPageQuery } from '../../common/paging.ts';
import { defineEndpoint } from '../../common/endpoint.ts';
import { ZProtocolIdParams } from './runs.ts';

export const INVITATION_AUDIENCES = ['email', 'link', 'tenant', 'staff', 'followers'] as const;
export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;

/**
 * POST /api/creator/protocols/{id}/invitations: `email` mails a link to one person; `link` makes a shareable link
 * (its token is shown once, in this answer); `tenant`, `staff`, `followers` invite an audience of one of the creator's
 * tenants (everyone, its staff, its followers): a member of it may accept the link.
 */
export const ZCreateInvitationRequest = z
  .object({
    audience: z.enum(INVITATION_AUDIENCES),
    email: z.email('auth.email').max(254).optional(),
    tenant_id: z.uuid('runs.tenant_invalid').optional(),
    expires_in_days: z.number().int().min(1).max(365).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.audience === 'email' && !value.email)
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'runs.invite_email' });
    if (['tenant', 'staff', 'followers'].includes(value.audience) && !value.tenant_id)
      ctx.addIssue({ code: 'custom', path: ['tenant_id'], message: 'runs.invite_tenant' });
  });
export type TCreateInvitationRequest = z.infer<typeof ZCreateInvitationRequest>;

export const ZInvitation = z.object({
  id: z.string(),
  audience: z.enum(INVITATION_AUDIENCES),
  email: z.string().nullable(),
  tenant_id: z.string().nullable(),
  status: z.enum(INVITATION_STATUSES),
  accepted_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type TInvitation = z.infer<typeof ZInvitation>;

/** The invitation, and (only in this answer) its link: the token is stored hashed. */
export const ZCreateInvitationResponse = z.object({
  data: ZInvitation.extend({ token: z.string(), url: z.string() }),
});
export type TCreateInvitationResponse = z.infer<typeof ZCreateInvitationResponse>;

export const ZListInvitationsQuery = ZPageQuery.extend({ status: z.enum(INVITATION_STATUSES).optional() });
export const ZListInvitationsResponse = paged(ZInvitation);
export type TListInvitationsResponse = z.infer<typeof ZListInvitationsResponse>;

export const ZInvitationParams = z.object({ id: ZId, invitationId: ZId });

/** DELETE /api/creator/protocols/{id}/invitations/{invitationId}: revokes a pending invitation. */
export const ZRevokeInvitationResponse = z.object({ data: ZInvitation });

export const listInvitationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/creator/protocols/:id/invitations',
  params: ZProtocolIdParams,
  query: ZListInvitationsQuery,
  responses: { 200: ZListInvitationsResponse },
  auth: 'expert',
});

export const createInvitationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/creator/protocols/:id/invitations',
  params: ZProtocolIdParams,
  body: ZCreateInvitationRequest,
  responses: { 201: ZCreateInvitationResponse },
  auth: 'expert',
});

export const revokeInvitationEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/creator/protocols/:id/invitations/:invitationId',
  params: ZInvitationParams,
  responses: { 200: ZRevokeInvitationResponse },
  auth: 'expert',
});
