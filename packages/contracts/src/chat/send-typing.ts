import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZChatRoomIdParams } from './fields.ts';

/** POST /api/chat/rooms/{id}/typing: tells the others the caller is typing (not stored). Send at most every ~3 s. */
export const ZSendTypingResponse = z.object({ data: z.object({ ok: z.literal(true) }) });

export const sendTypingEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/chat/rooms/:id/typing',
  params: ZChatRoomIdParams,
  responses: { 200: ZSendTypingResponse },
  auth: 'user',
});
