import type { TChatEvent } from '@ito/contracts/chat/chat-events';
import type { ChatAttachment, ChatMessage } from '../api/chat-types.ts';

/**
 * The live events of component `chat` (NewEvent on `user-{id}`, packages/contracts chat/chat-events). Read by hand
 * rather than with the contract's zod schema: the navbar's unread badge listens on every page, and zod must stay out
 * of the first download.
 */
export type ChatEvent = TChatEvent;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

function readMessage(value: unknown): ChatMessage | null {
  if (!isObject(value) || !isString(value.id) || !isString(value.room_id) || !isString(value.created_at)) return null;
  return {
    id: value.id,
    room_id: value.room_id,
    sender_id: typeof value.sender_id === 'string' ? value.sender_id : null,
    body: typeof value.body === 'string' ? value.body : '',
    attachments: Array.isArray(value.attachments) ? value.attachments.filter(isAttachment) : [],
    created_at: value.created_at,
  };
}

function isAttachment(value: unknown): value is ChatAttachment {
  return isObject(value) && isString(value.file_id) && isString(value.original_name) && isObject(value.urls);
}

/** The event, or null when the data is not a chat event this client knows. */
export function parseChatEvent(data: unknown): ChatEvent | null {
  if (!isObject(data)) return null;
  switch (data.type) {
    case 'message': {
      const message = readMessage(data.message);
      return message ? { type: 'message', room_id: message.room_id, message } : null;
    }
    case 'typing':
      if (!isString(data.room_id) || !isString(data.user_id)) return null;
      return {
        type: 'typing',
        room_id: data.room_id,
        user_id: data.user_id,
        full_name: typeof data.full_name === 'string' ? data.full_name : '',
      };
    case 'read':
      if (!isString(data.room_id) || !isString(data.user_id) || !isString(data.last_read_at)) return null;
      return { type: 'read', room_id: data.room_id, user_id: data.user_id, last_read_at: data.last_read_at };
    case 'presence':
      if (!isString(data.user_id) || typeof data.is_online !== 'boolean') return null;
      return { type: 'presence', user_id: data.user_id, is_online: data.is_online };
    case 'room':
      if (!isString(data.room_id)) return null;
      return { type: 'room', room_id: data.room_id, removed: data.removed === true };
    default:
      return null;
  }
}
