import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatParticipant } from '../api/chat-types.ts';
import { lastSeenMessageId, lengthState, seenBy } from './read-receipts.ts';

const person = (id: string, readAt: string | null): ChatParticipant => ({
  id,
  full_name: id,
  username: null,
  avatar: null,
  role: 'member',
  is_pending: false,
  is_online: false,
  last_read_at: readAt,
});
const message = (id: string, sender: string, at: string): ChatMessage => ({
  id,
  room_id: 'r',
  sender_id: sender,
  body: id,
  attachments: [],
  created_at: at,
});

describe('read receipts', () => {
  const messages = [
    message('m1', 'me', '2026-01-01T10:00:00Z'),
    message('m2', 'bea', '2026-01-01T10:01:00Z'),
    message('m3', 'me', '2026-01-01T10:02:00Z'),
    message('m4', 'me', '2026-01-01T10:03:00Z'),
  ];

  it('counts the others whose read time is at or after the message', () => {
    const people = [person('me', null), person('bea', '2026-01-01T10:02:00Z'), person('cem', null)];
    expect(seenBy(messages[2]!, people, 'me').map((p) => p.id)).toEqual(['bea']);
    expect(seenBy(messages[3]!, people, 'me')).toEqual([]);
  });

  it('puts the receipt under my newest seen message only', () => {
    const people = [person('me', null), person('bea', '2026-01-01T10:02:30Z')];
    expect(lastSeenMessageId(messages, people, 'me')).toBe('m3');
    expect(lastSeenMessageId(messages, [person('me', null), person('bea', null)], 'me')).toBeNull();
  });

  it('turns the length counter to warning near the limit and to danger over it', () => {
    expect(lengthState(10, 2000)).toBe('ok');
    expect(lengthState(1800, 2000)).toBe('near');
    expect(lengthState(2000, 2000)).toBe('near');
    expect(lengthState(2001, 2000)).toBe('over');
  });
});
