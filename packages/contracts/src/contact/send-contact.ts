import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZEmail, ZFullName } from '../auth/fields.ts';

/** `contact_messages.kind`: the contact form or the expert application (join-team). */
export const CONTACT_MESSAGE_KINDS = ['contact', 'join_team'] as const;

/** POST /api/contact: stored and mailed to the team. */
export const ZContactRequest = z.object({
  full_name: ZFullName,
  email: ZEmail,
  subject: z.string().trim().min(1, 'contact.subject').max(200),
  description: z.string().trim().min(10, 'contact.description_min').max(5000),
});
export type TContactRequest = z.infer<typeof ZContactRequest>;

/** POST /api/join-team: an expert applies to publish on the marketplace. */
export const ZJoinTeamRequest = z.object({
  full_name: ZFullName,
  email: ZEmail,
  profession: z.string().trim().min(2).max(120),
  description: z.string().trim().min(10, 'contact.description_min').max(5000),
});
export type TJoinTeamRequest = z.infer<typeof ZJoinTeamRequest>;
export const ZCreatedResponse = z.object({ data: z.object({ id: z.string() }) });
export type TCreatedResponse = z.infer<typeof ZCreatedResponse>;

export const sendContactEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/contact',
  body: ZContactRequest,
  responses: { 201: ZCreatedResponse },
  auth: 'optional',
});

export const joinTeamEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/join-team',
  body: ZJoinTeamRequest,
  responses: { 201: ZCreatedResponse },
  auth: 'optional',
});
