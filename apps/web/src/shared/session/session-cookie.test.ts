import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { testUser } from '../../test/fixtures.ts';
import { SESSION_COOKIE, readSessionCookie, writeSessionCookie } from './session-cookie.ts';

const user = testUser({ email_verified_at: null, unreadNotifications: 2 });
const auth = { isAuthed: 'yes', dashboardToken: null, dashboardRoles: [] };

function saveRaw(value: string): void {
  Cookies.set(SESSION_COOKIE, value, { path: '/' });
}
const save = (session: unknown) => saveRaw(JSON.stringify(session));

afterEach(() => Cookies.remove(SESSION_COOKIE, { path: '/' }));

describe('readSessionCookie', () => {
  it('reads a saved session back', () => {
    save({ wizard: { intent: 'Run 10K' }, auth, token: 'tok', user, guestKey: 'abc123def456' });
    expect(readSessionCookie()).toEqual({
      wizard: { intent: 'Run 10K' },
      auth,
      token: 'tok',
      user,
      guestKey: 'abc123def456',
    });
  });

  it('is no session when the cookie is missing, not JSON or not an object', () => {
    expect(readSessionCookie()).toBeNull();
    saveRaw('{not json');
    expect(readSessionCookie()).toBeNull();
    save(['a', 'list']);
    expect(readSessionCookie()).toBeNull();
  });

  it('drops a damaged part on its own and keeps the rest', () => {
    save({
      wizard: 'not an object',
      auth: { isAuthed: 'maybe' },
      token: 'tok',
      user: { ...user, unreadNotifications: 'two' },
      guestKey: 'NOT-A-KEY',
    });
    expect(readSessionCookie()).toEqual({
      wizard: {},
      auth: { isAuthed: 'no', dashboardToken: null, dashboardRoles: [] },
      token: 'tok',
      user: null,
      guestKey: null,
    });
  });

  it('keeps only the known fields of the user', () => {
    save({ wizard: {}, auth, token: 'tok', user: { ...user, password: 'should never be here' }, guestKey: null });
    expect(readSessionCookie()?.user).toEqual(user);
  });

  it('reads back what it writes, as js-cookie reads it too', () => {
    const session = {
      wizard: { intent: 'Courir 10 km; vite, "bien" & 100% à l’aise = {ok}' },
      auth: { isAuthed: 'yes' as const, dashboardToken: null, dashboardRoles: [] },
      token: 'tok',
      user: { ...user, full_name: 'ناصر; O’Brien' },
      guestKey: 'abc123def456',
    };
    writeSessionCookie(session);
    expect(readSessionCookie()).toEqual(session);
    expect(JSON.parse(Cookies.get(SESSION_COOKIE) ?? 'null')).toEqual(session);
  });
});
