import { useMutation } from '@tanstack/react-query';
import {
  joinTeamEndpoint,
  sendContactEndpoint,
  type TContactRequest,
  type TJoinTeamRequest,
} from '@ito/contracts/contact/send-contact';
import { call } from '../../../shared/api/call.ts';

// Messages to the team: nothing the web caches changes, so the mutations update no query.

/** POST contact: stored and mailed to the team (201). */
export function useSendContactMessage() {
  return useMutation({ mutationFn: (body: TContactRequest) => call(sendContactEndpoint, { body }) });
}

/** POST join-team: an expert's application to publish on the marketplace (201). */
export function useSendExpertApplication() {
  return useMutation({ mutationFn: (body: TJoinTeamRequest) => call(joinTeamEndpoint, { body }) });
}
