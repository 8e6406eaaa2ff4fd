import { vi } from 'vitest';
import type { TConversation } from '@ito/contracts/agent/conversations';
import type { TCurrentUser } from '@ito/contracts/auth/get-data';

/** A signed-in, verified person with nothing waiting; a test states only what it is about. */
export function testUser(overrides: Partial<TCurrentUser> = {}): TCurrentUser {
  return {
    id: 'u1',
    email: 'ada@example.com',
    full_name: 'Ada',
    username: null,
    avatar: null,
    locale: 'en',
    roles: ['user'],
    is_temporary: false,
    email_verified_at: '2026-01-01T00:00:00Z',
    program: null,
    assignedTasks: 0,
    services_pending: 0,
    unreadNotifications: 0,
    unreadMessages: 0,
    ...overrides,
  };
}

/** An open agent conversation about program p1, as the server sends it. */
export function testConversation(overrides: Partial<TConversation> = {}): TConversation {
  return {
    id: 'c1',
    title: 'Sleep better',
    status: 'open',
    program_id: 'p1',
    follow_id: null,
    proposal: null,
    created_at: '2026-03-01T08:00:00.000Z',
    updated_at: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

type PaintReport = (list: { getEntries: () => { name: string }[] }) => void;

/**
 * Puts a PerformanceObserver that observes paints in place (jsdom has none) and returns `paint(name)`, which reports a
 * paint entry ('first-paint', 'first-contentful-paint') to whoever observes. Undo with `vi.unstubAllGlobals()`.
 */
export function stubPaintObserver(): (name: string) => void {
  let report: PaintReport | undefined;
  vi.stubGlobal(
    'PerformanceObserver',
    Object.assign(
      class {
        constructor(callback: PaintReport) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
      { supportedEntryTypes: ['paint'] },
    ),
  );
  return (name) => report?.({ getEntries: () => [{ name }] });
}
