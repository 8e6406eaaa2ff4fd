import { z } from 'zod';
import { ZId } from '../common/ids.ts';
import { paged, ZPageQuery } from '../common/paging.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZDeletedResponse } from './delete-protocol.ts';
import { ZProtocolId } from './fields.ts';

/**
 * The people who help run a protocol (builder `team/{tab}`, a tab per status): GET|POST
 * /api/creator/protocols/{id}/team, DELETE .../team/{memberId}. A member whose email has an account is linked to it,
 * but `user_id` and `full_name` stay null until they accept (status `active`): adding an email answers the same
 * whether it is registered (decision 023).
 */
export const TEAM_ROLES = ['editor', 'coach', 'viewer'] as const;
export const TEAM_STATUS = ['invited', 'active', 'removed'] as const;

export const ZAddTeamMemberRequest = z.object({
  email: z.email('auth.email').trim().toLowerCase().max(254),
  role: z.enum(TEAM_ROLES).default('coach'),
});
export type TAddTeamMemberRequest = z.infer<typeof ZAddTeamMemberRequest>;

export const ZTeamMemberParams = z.object({ id: ZId, memberId: ZId });

export const ZTeamMember = z.object({
  id: z.string(),
  email: z.string(),
  user_id: z.string().nullable(),
  full_name: z.string().nullable(),
  role: z.enum(TEAM_ROLES),
  status: z.enum(TEAM_STATUS),
  created_at: z.string(),
});
export type TTeamMember = z.infer<typeof ZTeamMember>;

export const ZListTeamQuery = ZPageQuery.extend({
  status: z.enum(TEAM_STATUS).optional(),
  role: z.enum(TEAM_ROLES).optional(),
});
export type TListTeamQuery = z.infer<typeof ZListTeamQuery>;
export const ZListTeamResponse = paged(ZTeamMember);
export const ZTeamMemberResponse = z.object({ data: ZTeamMember });

export const listTeamEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/creator/protocols/:id/team',
  params: ZProtocolId,
  query: ZListTeamQuery,
  responses: { 200: ZListTeamResponse },
  auth: 'expert',
});

/** 429: invitations per inviter are limited (decision 023). */
export const addTeamMemberEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/creator/protocols/:id/team',
  params: ZProtocolId,
  body: ZAddTeamMemberRequest,
  responses: { 201: ZTeamMemberResponse },
  auth: 'expert',
  errors: [429],
});

export const removeTeamMemberEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/creator/protocols/:id/team/:memberId',
  params: ZTeamMemberParams,
  responses: { 200: ZDeletedResponse },
  auth: 'expert',
});
