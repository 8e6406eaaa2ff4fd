import type { z } from 'zod';
import type { TContactRequest, TJoinTeamRequest, ZCreatedResponse } from '@ito/contracts/contact/send-contact';
import { api } from '../../../shared/api/client.ts';

type TCreatedResponse = z.infer<typeof ZCreatedResponse>;

/** POST contact: stored and mailed to the team (201). */
export function sendContactMessage(body: TContactRequest): Promise<TCreatedResponse> {
  return api.post<TCreatedResponse>('contact', body);
}

/** POST join-team: an expert's application to publish on the marketplace (201). */
export function sendExpertApplication(body: TJoinTeamRequest): Promise<TCreatedResponse> {
  return api.post<TCreatedResponse>('join-team', body);
}
