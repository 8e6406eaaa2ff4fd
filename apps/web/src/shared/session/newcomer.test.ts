import type { Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCurrentUser } from '@ito/contracts/auth/get-data';
import { setApiBaseUrl } from '../api/client.ts';
import { startTestApiServer } from '../../test/test-api-server.ts';
import { setNavigator } from '../navigation.ts';
import { clearNewcomer, isNewcomer, markNewcomer } from './newcomer.ts';
import { signIn, signOut } from './sign-in.ts';
import { millisecondsInDay } from 'date-fns/constants';

let server: Server;
const user = { id: 'u7', full_name: 'Noor', email_verified_at: null, is_temporary: false } as TCurrentUser;
const authData = {
  accessToken: 'token',
  id: 'u7',
  user: { email: 'n@example.com', full_name: 'Noor', email_verified_at: null, roles: ['user'] },
};

beforeAll(async () => {
  const started = await startTestApiServer();
  server = started.server;
  started.replies.set('/api/user/get-data', { status: 200, body: { data: user } });
  started.replies.set('/api/logout', { status: 200, body: { data: { ok: true } } });
  setApiBaseUrl(started.baseUrl);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  setNavigator(vi.fn());
  clearNewcomer();
});

describe('the first visit after registering', () => {
  it('is new for the registered user only, and for a day at most', () => {
    markNewcomer('u7', 1_000);
    expect(isNewcomer('u7', 2_000)).toBe(true);
    expect(isNewcomer('someone-else', 2_000)).toBe(false);
    expect(isNewcomer(undefined, 2_000)).toBe(false);
    expect(isNewcomer('u7', 1_000 + millisecondsInDay)).toBe(false);
  });

  it('starts when registration signs the person in, and ends with another sign-in or signing out', async () => {
    await signIn(authData, { isRegistration: true });
    expect(isNewcomer('u7')).toBe(true);
    await signIn(authData);
    expect(isNewcomer('u7')).toBe(false);
    await signIn(authData, { isRegistration: true });
    await signOut();
    expect(isNewcomer('u7')).toBe(false);
  });

  it('greets as returning when the stored value is damaged', () => {
    localStorage.setItem('ito.newcomer', '{not json');
    expect(isNewcomer('u7')).toBe(false);
  });
});
