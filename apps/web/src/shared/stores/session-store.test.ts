import { beforeEach, describe, expect, it } from 'vitest';
import Cookies from 'js-cookie';
import type { TCurrentUser } from '@ito/contracts/auth/get-data';
import { SESSION_COOKIE, readSessionCookie } from '../session/session-cookie.ts';
import { useSessionStore } from './session-store.ts';
import { makeGuestKey } from '../session/guest-key.ts';

const session = () => useSessionStore.getState();
const user = { id: 'u1', full_name: 'Ada', email_verified_at: null } as TCurrentUser;

beforeEach(() => {
  useSessionStore.setState({ token: null, user: null, isAuthed: 'no', tenantTokens: [], redirectTo: null, wizard: {} });
});

describe('session store', () => {
  it('setToken marks the session authed and clears tenant tokens', () => {
    useSessionStore.setState({ tenantTokens: [{ cmt: 'acme' }] });
    session().setToken('tok');
    expect(session()).toMatchObject({ token: 'tok', isAuthed: 'yes', tenantTokens: [] });
  });

  it('logout clears user, token and tenant tokens and sets the flag to no', () => {
    session().setToken('tok');
    session().setUser(user);
    useSessionStore.setState({ tenantTokens: [{ cmt: 'acme' }] });
    session().logout();
    expect(session()).toMatchObject({ token: null, user: null, tenantTokens: [], isAuthed: 'no' });
  });

  it('markVerified sets the verification time of the current user', () => {
    session().setUser(user);
    session().markVerified('2026-02-03T04:05:06Z');
    expect(session().user?.email_verified_at).toBe('2026-02-03T04:05:06Z');
  });

  it('dashboardLogout resets the dashboard token and roles', () => {
    session().setDashboardAuth('dash', ['owner']);
    session().dashboardLogout();
    expect(session()).toMatchObject({ dashboardToken: null, dashboardRoles: [] });
  });

  it('keeps one guest key until a new one is asked for', () => {
    const first = session().guestKey;
    expect(first).toMatch(/^[0-9a-z]{28}$/);
    const second = session().newGuestKey();
    expect(second).toMatch(/^[0-9a-z]{28}$/);
    expect(second).not.toBe(first);
    expect(session().guestKey).toBe(second);
  });

  it('persists wizard, auth flag, token, user and guest key in one cookie', () => {
    session().setToken('tok');
    session().setUser({
      ...user,
      email: 'ada@example.com',
      username: null,
      avatar: null,
      locale: 'en',
      roles: ['user'],
      is_temporary: false,
      program: null,
      assignedTasks: 0,
      services_pending: 0,
      unreadNotifications: 0,
      unreadMessages: 0,
    });
    session().setWizard({ intent: 'Run 10K' });
    session().setRedirect('/my-tasks');
    const saved = readSessionCookie();
    expect(saved).toMatchObject({ token: 'tok', wizard: { intent: 'Run 10K' }, guestKey: session().guestKey });
    expect(saved?.auth.isAuthed).toBe('yes');
    expect(saved?.user?.full_name).toBe('Ada');
    expect(JSON.stringify(saved)).not.toContain('/my-tasks');
    expect(Cookies.get(SESSION_COOKIE)).toBeTruthy();
  });
});

describe('guest key', () => {
  it('is base-36 and 28 characters long', () => {
    for (let i = 0; i < 50; i++) expect(makeGuestKey()).toMatch(/^[0-9a-z]{28}$/);
  });
});
