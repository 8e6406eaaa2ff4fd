import { z } from 'zod';
import { PAGE_SIZE_MAX } from '../constants.ts';
import { ZPageLinks, ZPageMeta } from '../common/paging.ts';
import { ZChatMessage, ZChatRoomIdParams } from './fields.ts';
import { defineEndpoint } from '../common/endpoint.ts';

/**
 * GET /api/chat/rooms/{id}/messages: a page of the room's messages, NEWEST FIRST (the client reverses a page to show
 * it oldest first). Without `before`: the newest page (current_page 1). With `before` (a message id): the page of
 * messages older than it; `links.next` carries the cursor of the next older page, null at the oldest.
 * `meta.current_page` counts pages back from the newest. Messages before the caller deleted the chat are not shown.
 */
export const ZListChatMessagesQuery = z.object({
  before: z.uuid().optional(),
  per_page: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(30),
});
export type TListChatMessagesQuery = z.infer<typeof ZListChatMessagesQuery>;

export const ZListChatMessagesResponse = z.object({
  data: z.array(ZChatMessage),
  meta: ZPageMeta,
  links: ZPageLinks,
});
export type TListChatMessagesResponse = z.infer<typeof ZListChatMessagesResponse>;

export const listChatMessagesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/chat/rooms/:id/messages',
  params: ZChatRoomIdParams,
  query: ZListChatMessagesQuery,
  responses: { 200: ZListChatMessagesResponse },
  auth: 'user',
});
