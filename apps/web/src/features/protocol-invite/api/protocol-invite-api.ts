import { queryOptions } from '@tanstack/react-query';
import type {
  TAcceptInvitationResponse,
  TInvitationPreviewResponse,
} from '@ito/contracts/protocol-runs/accept-invitation';
import { api } from '../../../shared/api/client.ts';

export const invitationKey = (token: string) => ['protocol-invitation', token] as const;

const tokenPath = (token: string) => `protocol-invitations/${encodeURIComponent(token)}`;

/**
 * GET protocol-invitations/{token}: what the follower is invited into. Silent: an unknown, revoked or expired token
 * (404) is a state of this page, not a flash message.
 */
export function invitationQuery(token: string) {
  return queryOptions({
    queryKey: invitationKey(token),
    queryFn: ({ signal }) => api.get<TInvitationPreviewResponse>(tokenPath(token), { signal, silent: true }),
    retry: false,
  });
}

/** POST protocol-invitations/{token}/accept: starts the run (accepting again answers the same run). */
export function acceptInvitation(token: string): Promise<TAcceptInvitationResponse> {
  return api.post<TAcceptInvitationResponse>(`${tokenPath(token)}/accept`, undefined, { silent: true });
}
