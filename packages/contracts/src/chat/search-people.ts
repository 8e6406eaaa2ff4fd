import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';

export const CHAT_PEOPLE_LIMIT_MAX = 20;

/**
 * GET /api/chat/people?search=: people to start a chat with (the new-chat modal): registered users matching the name
 * or username; never by email (that would tell who is registered under an address), never the caller, guests
 * (temporary users) or deleted accounts. At most `limit` (<= 20), by name.
 */
export const ZSearchPeopleQuery = z.object({
  search: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(CHAT_PEOPLE_LIMIT_MAX).default(10),
});
export type TSearchPeopleQuery = z.infer<typeof ZSearchPeopleQuery>;

export const ZChatPerson = z.object({
  id: z.string(),
  full_name: z.string(),
  username: z.string().nullable(),
  avatar: z.string().nullable(),
  /** As in a room's participants: true only for people who have joined a room they share with the caller. */
  is_online: z.boolean(),
});
export type TChatPerson = z.infer<typeof ZChatPerson>;

export const ZSearchPeopleResponse = z.object({ data: z.array(ZChatPerson) });
export type TSearchPeopleResponse = z.infer<typeof ZSearchPeopleResponse>;

export const searchChatPeopleEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/chat/people',
  query: ZSearchPeopleQuery,
  responses: { 200: ZSearchPeopleResponse },
  auth: 'user',
});
