import { afterEach, describe, expect, it } from 'vitest';
import type { TCurrentUser } from '@ito/contracts/auth/get-data';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { useNotificationsStore } from './notifications-store.ts';

function user(id: string, unreadNotifications: number): TCurrentUser {
  return {
    id,
    email: `${id}@example.test`,
    full_name: id,
    username: null,
    avatar: null,
    locale: 'en',
    roles: [],
    is_temporary: false,
    email_verified_at: '2025-01-01T00:00:00.000Z',
    program: null,
    assignedTasks: 0,
    services_pending: 0,
    unreadNotifications,
    unreadMessages: 0,
  };
}

const live = {
  id: 'n1',
  type: 'nudge',
  data: { url: '/my-tasks' },
  read_at: null,
  created_at: '2025-01-01T10:00:00.000Z',
};

afterEach(() => {
  useSessionStore.getState().setUser(null);
});

describe('notifications store', () => {
  it('takes its counter from the current user', () => {
    useSessionStore.getState().setUser(user('u1', 3));
    expect(useNotificationsStore.getState().unread).toBe(3);
    useSessionStore.getState().setUser(user('u1', 5));
    expect(useNotificationsStore.getState().unread).toBe(5);
  });

  it('writes its counter back to the current user, so the sidebar badge agrees', () => {
    useSessionStore.getState().setUser(user('u1', 1));
    useNotificationsStore.getState().dispatch({ type: 'received', notification: live });
    expect(useSessionStore.getState().user?.unreadNotifications).toBe(2);
    useNotificationsStore.getState().dispatch({ type: 'read-all', at: '2025-01-01T11:00:00.000Z' });
    expect(useSessionStore.getState().user?.unreadNotifications).toBe(0);
  });

  it('forgets the previous person\u2019s notifications when someone else signs in', () => {
    useSessionStore.getState().setUser(user('u1', 0));
    useNotificationsStore.getState().dispatch({ type: 'loaded', items: [live] });
    useSessionStore.getState().setUser(user('u2', 4));
    const state = useNotificationsStore.getState();
    expect(state.items).toEqual([]);
    expect(state.isLoaded).toBe(false);
    expect(state.unread).toBe(4);
  });
});
