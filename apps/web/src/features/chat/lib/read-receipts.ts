import type { ChatMessage, ChatParticipant } from '../api/chat-types.ts';

/** The other participants who have read `message` (their `last_read_at` is at or after it). */
export function seenBy(message: ChatMessage, participants: ChatParticipant[], myId: string | null): ChatParticipant[] {
  return participants.filter(
    (p) =>
      p.id !== myId && p.id !== message.sender_id && p.last_read_at !== null && p.last_read_at >= message.created_at,
  );
}

/**
 * The id of my newest message that someone has seen: the receipt is shown under that one only, as messengers do,
 * rather than under every message.
 */
export function lastSeenMessageId(
  messages: ChatMessage[],
  participants: ChatParticipant[],
  myId: string | null,
): string | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    if (message && message.sender_id === myId && seenBy(message, participants, myId).length > 0) return message.id;
  }
  return null;
}

export type LengthState = 'ok' | 'near' | 'over';

/** SPEC 5: the counter changes colour over the limit; it warns from 90 % on. */
export function lengthState(length: number, max: number): LengthState {
  if (length > max) return 'over';
  if (length >= Math.floor(max * 0.9)) return 'near';
  return 'ok';
}
