import type { z } from 'zod';
import type { TPageMeta, ZPageLinks } from '@ito/contracts/common/paging';
import type {
  TChatAttachment,
  TChatMessage,
  TChatMessagePreview,
  TChatParticipant,
  TChatRoom,
} from '@ito/contracts/chat/fields';

/** The shapes the messaging screens use: the chat contracts' types under the SPEC section 3 names. */
export type ChatAttachment = TChatAttachment;
export type ChatParticipant = TChatParticipant;
export type ChatMessage = TChatMessage;
export type ChatMessagePreview = TChatMessagePreview;
/** SPEC section 3 "Chat": a room as the sidebar lists it; `id` is the room id. */
export type Chat = TChatRoom;
export type ChatPageMeta = TPageMeta;
export type ChatPageLinks = z.infer<typeof ZPageLinks>;

/** A page of messages, oldest first (the API answers newest first; chat-api turns each page around). */
export interface ChatMessagePage {
  data: ChatMessage[];
  meta: ChatPageMeta;
  links: ChatPageLinks;
}
