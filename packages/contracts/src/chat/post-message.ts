import { z } from 'zod';
import { ZChatMessage, ZChatRoomIdParams, CHAT_FILES_MAX } from './fields.ts';
import { defineEndpoint } from '../common/endpoint.ts';

/**
 * POST /api/chat/rooms/{id}/messages: a message with a body, files the sender uploaded through /api/files, or both.
 * The body's limit is the server's CHAT_MESSAGE_MAX_LENGTH (422 on `body`); sending is rate limited per sender (429).
 */
export const ZPostChatMessageRequest = z.object({
  // Bounded here only against abuse; the real limit is configuration, checked by the service.
  body: z.string().max(100_000).default(''),
  file_ids: z.array(z.uuid()).max(CHAT_FILES_MAX).default([]),
});
export type TPostChatMessageRequest = z.input<typeof ZPostChatMessageRequest>;

export const ZPostChatMessageResponse = z.object({ data: ZChatMessage });
export type TPostChatMessageResponse = z.infer<typeof ZPostChatMessageResponse>;

export const postChatMessageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/chat/rooms/:id/messages',
  params: ZChatRoomIdParams,
  body: ZPostChatMessageRequest,
  responses: { 201: ZPostChatMessageResponse },
  auth: 'user',
});
