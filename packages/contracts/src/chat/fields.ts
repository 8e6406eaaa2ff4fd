import { z } from 'zod';
import { ZId } from '../common/ids.ts';
import { FILE_KINDS, ZDocumentUrls, ZImageUrls } from '../files/file-data.ts';

/** Server default of CHAT_MESSAGE_MAX_LENGTH; the room answer carries the value the server really uses. */
export const CHAT_MESSAGE_MAX_LENGTH_DEFAULT = 2000;
/** Attachments per message. */
export const CHAT_FILES_MAX = 10;
/** Members of a group room, the owner included: keeps every room answer (participants inline) bounded. */
export const CHAT_GROUP_MAX_PARTICIPANTS = 50;
export const CHAT_GROUP_NAME_MAX = 100;

export const CHAT_ROOM_KINDS = ['direct', 'group'] as const;
export const CHAT_PARTICIPANT_ROLES = ['owner', 'member'] as const;

export const ZChatRoomKind = z.enum(CHAT_ROOM_KINDS);

export const ZChatParticipant = z.object({
  id: z.string(),
  full_name: z.string(),
  username: z.string().nullable(),
  /** Stored image name (`public/files/{size}/{avatar}`), or null. */
  avatar: z.string().nullable(),
  role: z.enum(CHAT_PARTICIPANT_ROLES),
  /**
   * Someone else added this participant and they have not joined yet (accepted, or answered in the room). Until they
   * do, their presence and read state stay theirs: `is_online` false, `last_read_at` null, to everyone but themselves.
   */
  is_pending: z.boolean(),
  /**
   * Online now, as far as the caller may know: true only if this person has joined a room they share with the caller
   * (decision 063); false both when they are offline and when their presence is not the caller's to see.
   */
  is_online: z.boolean(),
  /** Read receipts: every message up to this moment has been read by this participant. */
  last_read_at: z.string().nullable(),
});
export type TChatParticipant = z.infer<typeof ZChatParticipant>;

export const ZChatAttachment = z.object({
  file_id: z.string(),
  original_name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  kind: z.enum(FILE_KINDS),
  urls: z.union([ZImageUrls, ZDocumentUrls]),
});
export type TChatAttachment = z.infer<typeof ZChatAttachment>;

export const ZChatMessage = z.object({
  id: z.string(),
  room_id: z.string(),
  /** Null once the sender's account is gone. */
  sender_id: z.string().nullable(),
  body: z.string(),
  attachments: z.array(ZChatAttachment),
  created_at: z.string(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** The last-message preview of a room in the sidebar: the body cut to a line, plus how many files came with it. */
export const ZChatMessagePreview = z.object({
  id: z.string(),
  sender_id: z.string().nullable(),
  body: z.string(),
  attachments_count: z.number().int(),
  created_at: z.string(),
});
export type TChatMessagePreview = z.infer<typeof ZChatMessagePreview>;

export const ZChatRoom = z.object({
  id: z.string(),
  kind: ZChatRoomKind,
  /** Group rooms: their name. Direct rooms: null (show the other participant). */
  name: z.string().nullable(),
  created_by: z.string().nullable(),
  /** Everyone in the room, the caller included. */
  participants: z.array(ZChatParticipant),
  last_message: ZChatMessagePreview.nullable(),
  /** Messages from others after the caller's `last_read_at`. */
  unread_count: z.number().int(),
  last_message_at: z.string().nullable(),
  created_at: z.string(),
});
export type TChatRoom = z.infer<typeof ZChatRoom>;

/** A malformed id is a 404 like an unknown one (checked by the service). */
export const ZChatRoomIdParams = z.object({ id: ZId });
export type TChatRoomIdParams = z.infer<typeof ZChatRoomIdParams>;

export const ZChatRoomResponse = z.object({ data: ZChatRoom });
export type TChatRoomResponse = z.infer<typeof ZChatRoomResponse>;
