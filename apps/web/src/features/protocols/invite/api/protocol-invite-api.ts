import { queryOptions, useMutation } from '@tanstack/react-query';
import { acceptInvitationEndpoint, previewInvitationEndpoint } from '@ito/contracts/protocols/runs/accept-invitation';
import { call } from '../../../../shared/api/call.ts';

export const invitationKey = (token: string) => ['protocol-invitation', token] as const;

/**
 * GET protocol-invitations/{token}: what the follower is invited into. Silent: an unknown, revoked or expired token
 * (404) is a state of this page, not a flash message.
 */
export function invitationQuery(token: string) {
  return queryOptions({
    queryKey: invitationKey(token),
    queryFn: ({ signal }) => call(previewInvitationEndpoint, { params: { token }, signal, silent: true }),
    retry: false,
  });
}

/**
 * POST protocol-invitations/{token}/accept: starts the run (accepting again answers the same run). Silent: the card
 * says why a refusal happened in place. No cache holds the follower's runs on this page, so there is nothing to
 * refresh.
 */
export function useAcceptInvitation(token: string) {
  return useMutation({ mutationFn: () => call(acceptInvitationEndpoint, { params: { token }, silent: true }) });
}
