import {
  joinTeamEndpoint,
  sendContactEndpoint,
  type TContactRequest,
  type TCreatedResponse,
  type TJoinTeamRequest,
} from '@ito/contracts/contact/send-contact';
import { call } from '../../../shared/api/call.ts';

/** POST contact: stored and mailed to the team (201). */
export function sendContactMessage(body: TContactRequest): Promise<TCreatedResponse> {
  return call(sendContactEndpoint, { body });
}

/** POST join-team: an expert's application to publish on the marketplace (201). */
export function sendExpertApplication(body: TJoinTeamRequest): Promise<TCreatedResponse> {
  return call(joinTeamEndpoint, { body });
}
