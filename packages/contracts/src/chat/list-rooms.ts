import { z } from 'zod';
import { paged, ZPageQuery } from '../common/paging.ts';
import { ZChatRoom } from './fields.ts';
import { defineEndpoint } from '../common/endpoint.ts';

/**
 * GET /api/chat/rooms: the caller's rooms (not those deleted for them, until a new message arrives), the most recent
 * conversation first. `search` filters by group name or participant name.
 */
export const ZListChatRoomsQuery = ZPageQuery.extend({ search: z.string().trim().max(100).optional() });
export type TListChatRoomsQuery = z.infer<typeof ZListChatRoomsQuery>;

export const ZListChatRoomsResponse = paged(ZChatRoom);
export type TListChatRoomsResponse = z.infer<typeof ZListChatRoomsResponse>;

export const listChatRoomsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/chat/rooms',
  query: ZListChatRoomsQuery,
  responses: { 200: ZListChatRoomsResponse },
  auth: 'user',
});
