import { describe, expect, it } from 'vitest';
import {
  DROPDOWN_SIZE,
  initialLiveList,
  liveListReducer,
  notificationUrl,
  toLiveNotification,
  type LiveListState,
  type LiveNotification,
} from './live-list.ts';

function note(id: string, minute: number, read_at: string | null = null): LiveNotification {
  return {
    id,
    type: 'nudge',
    data: { url: `/my-tasks/task/${id}` },
    read_at,
    created_at: `2025-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
  };
}

const AT = '2025-01-01T11:00:00.000Z';

function loaded(items: LiveNotification[], unread: number): LiveListState {
  const counted = liveListReducer(initialLiveList(), { type: 'counted', unread });
  return liveListReducer(counted, { type: 'loaded', items });
}

describe('liveListReducer', () => {
  it('starts empty, not loaded, with the count it is given (never below zero)', () => {
    expect(initialLiveList(3)).toEqual({ items: [], unread: 3, isLoaded: false });
    expect(initialLiveList(-2).unread).toBe(0);
  });

  it('keeps the newest first and at most the dropdown size when the list loads', () => {
    const many = Array.from({ length: DROPDOWN_SIZE + 3 }, (_, i) => note(`n${i}`, i));
    const state = loaded(many, 4);
    expect(state.isLoaded).toBe(true);
    expect(state.items).toHaveLength(DROPDOWN_SIZE);
    expect(state.items[0]?.id).toBe(`n${DROPDOWN_SIZE + 2}`);
    expect(state.unread).toBe(4);
  });

  it('prepends a live notification and bumps the count', () => {
    const state = liveListReducer(loaded([note('a', 1)], 1), { type: 'received', notification: note('b', 2) });
    expect(state.items.map((n) => n.id)).toEqual(['b', 'a']);
    expect(state.unread).toBe(2);
  });

  it('ignores a live notification it already has (delivered twice)', () => {
    const once = liveListReducer(loaded([], 0), { type: 'received', notification: note('a', 1) });
    const twice = liveListReducer(once, { type: 'received', notification: note('a', 1) });
    expect(twice).toBe(once);
    expect(twice.unread).toBe(1);
  });

  it('does not count a live notification that arrives already read', () => {
    const state = liveListReducer(loaded([], 0), { type: 'received', notification: note('a', 1, AT) });
    expect(state.items).toHaveLength(1);
    expect(state.unread).toBe(0);
  });

  it('drops the oldest when a live notification overflows the dropdown', () => {
    const full = loaded(
      Array.from({ length: DROPDOWN_SIZE }, (_, i) => note(`n${i}`, i + 1)),
      0,
    );
    const state = liveListReducer(full, { type: 'received', notification: note('new', 59) });
    expect(state.items).toHaveLength(DROPDOWN_SIZE);
    expect(state.items[0]?.id).toBe('new');
    expect(state.items.some((n) => n.id === 'n0')).toBe(false);
  });

  it('marks one read and drops the count once, however often it is clicked', () => {
    const start = loaded([note('a', 1), note('b', 2)], 2);
    const once = liveListReducer(start, { type: 'read', id: 'a', at: AT });
    expect(once.items.find((n) => n.id === 'a')?.read_at).toBe(AT);
    expect(once.unread).toBe(1);
    expect(liveListReducer(once, { type: 'read', id: 'a', at: AT })).toBe(once);
  });

  it('drops the count for an unread notification read elsewhere that the dropdown does not hold', () => {
    const state = liveListReducer(loaded([note('a', 1)], 5), { type: 'read', id: 'older', at: AT });
    expect(state.unread).toBe(4);
  });

  it('never counts below zero', () => {
    const state = liveListReducer(loaded([], 0), { type: 'read', id: 'x', at: AT });
    expect(state.unread).toBe(0);
    expect(liveListReducer(state, { type: 'counted', unread: -1 }).unread).toBe(0);
  });

  it('marks all read: every item read (keeping earlier read times) and the count at zero', () => {
    const earlier = '2025-01-01T10:30:00.000Z';
    const state = liveListReducer(loaded([note('a', 1), note('b', 2, earlier)], 9), { type: 'read-all', at: AT });
    expect(state.unread).toBe(0);
    expect(state.items.map((n) => n.read_at)).toEqual([earlier, AT]);
  });

  it('follows a read in another tab: that one read (or all), and the count it brings', () => {
    const start = loaded([note('a', 1), note('b', 2)], 5);
    const one = liveListReducer(start, { type: 'read-elsewhere', id: 'a', unread: 4, at: AT });
    expect(one.items.map((n) => [n.id, n.read_at])).toEqual([
      ['b', null],
      ['a', AT],
    ]);
    expect(one.unread).toBe(4);
    const all = liveListReducer(one, { type: 'read-elsewhere', id: null, unread: 0, at: AT });
    expect(all.items.every((n) => n.read_at !== null)).toBe(true);
    expect(all.unread).toBe(0);
  });

  it('takes the server count as the truth', () => {
    const state = liveListReducer(loaded([note('a', 1)], 1), { type: 'counted', unread: 7 });
    expect(state.unread).toBe(7);
    expect(state.items).toHaveLength(1);
  });

  it('forgets everything on reset', () => {
    expect(liveListReducer(loaded([note('a', 1)], 1), { type: 'reset' })).toEqual(initialLiveList());
  });
});

describe('notificationUrl', () => {
  it('gives a same-site path', () => {
    expect(notificationUrl({ data: { url: '/messages/chat/1' } })).toBe('/messages/chat/1');
  });

  it('refuses other sites, protocol-relative links, scripts and non-strings', () => {
    for (const url of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 42]) {
      expect(notificationUrl({ data: { url } })).toBeNull();
    }
    expect(notificationUrl({ data: {} })).toBeNull();
  });
});

describe('toLiveNotification', () => {
  it('takes a well-formed event, unread when it says nothing of reading', () => {
    const raw = { id: 'a', type: 'nudge', data: { url: '/x' }, created_at: AT, delivery: 'live' };
    expect(toLiveNotification(raw)).toEqual({
      id: 'a',
      type: 'nudge',
      data: { url: '/x' },
      read_at: null,
      created_at: AT,
    });
  });

  it('refuses what is not a notification', () => {
    expect(toLiveNotification(null)).toBeNull();
    expect(toLiveNotification('hello')).toBeNull();
    expect(toLiveNotification({ id: 1, type: 'nudge', created_at: AT })).toBeNull();
    expect(toLiveNotification({ id: 'a', type: 'nudge', created_at: AT, read_at: 5 })).toBeNull();
  });

  it('treats a missing or odd data field as empty', () => {
    expect(toLiveNotification({ id: 'a', type: 'nudge', created_at: AT, data: [1] })?.data).toEqual({});
  });
});
