import { z } from 'zod';
import { ZRunCard } from './runs.ts';
import { defineEndpoint } from '../../common/endpoint.ts';

export const ZInvitationTokenParams = z.object({ token: z.string().min(1).max(200) });

/** GET /api/protocol-invitations/{token}: what the follower is invited into (404 unknown, revoked or expired). */
export const ZInvitationPreviewResponse = z.object({
  data: z.object({
    protocol: z.object({ id: z.string(), name: z.string(), description: z.string() }),
    creator: z.object({ id: z.string(), name: z.string() }),
    audience: z.string(),
    status: z.string(),
  }),
});
export type TInvitationPreviewResponse = z.infer<typeof ZInvitationPreviewResponse>;

/** POST /api/protocol-invitations/{token}/accept: starts the follower's run; accepting again answers the same run. */
export const ZAcceptInvitationResponse = z.object({ data: z.object({ run: ZRunCard, is_new: z.boolean() }) });
export type TAcceptInvitationResponse = z.infer<typeof ZAcceptInvitationResponse>;

export const previewInvitationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/protocol-invitations/:token',
  params: ZInvitationTokenParams,
  responses: { 200: ZInvitationPreviewResponse },
  auth: 'none',
});

export const acceptInvitationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/protocol-invitations/:token/accept',
  params: ZInvitationTokenParams,
  responses: { 200: ZAcceptInvitationResponse },
  auth: 'user',
});
