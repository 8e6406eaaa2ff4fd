import type { Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCurrentUser } from '@ito/contracts/auth/get-data';
import { setApiBaseUrl } from '../api/client.ts';
import { startTestApiServer, type ReceivedRequest } from '../../test/test-api-server.ts';
import { setNavigator } from '../navigation.ts';
import { resetUiStore, useUiStore } from '../stores/ui-store.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { signIn, signOut } from './sign-in.ts';

let server: Server;
let requests: ReceivedRequest[];
const navigate = vi.fn();
const user = { id: 'u9', full_name: 'Grace', email_verified_at: null, is_temporary: false } as TCurrentUser;
const authData = {
  accessToken: 'fresh-token',
  id: 'u9',
  user: { email: 'g@example.com', full_name: 'Grace', email_verified_at: null, roles: ['user'] },
};

beforeAll(async () => {
  const started = await startTestApiServer();
  ({ server, requests } = started);
  started.replies.set('/api/user/get-data', { status: 200, body: { data: user } });
  started.replies.set('/api/logout', { status: 200, body: { data: { ok: true } } });
  setApiBaseUrl(started.baseUrl);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
  navigate.mockReset();
  setNavigator(navigate);
  resetUiStore();
  useSessionStore.setState({ token: null, user: null, isAuthed: 'no', redirectTo: null, tenantTokens: [{ cmt: 'x' }] });
});

describe('signIn', () => {
  it('keeps the token, loads the user and returns to the remembered page', async () => {
    useSessionStore.getState().setRedirect('/settings/devices?tab=2');
    await signIn(authData);
    expect(requests.at(-1)?.headers.authorization).toBe('Bearer fresh-token');
    expect(useSessionStore.getState()).toMatchObject({
      token: 'fresh-token',
      isAuthed: 'yes',
      user,
      redirectTo: null,
      tenantTokens: [],
    });
    expect(navigate).toHaveBeenCalledWith('/settings/devices?tab=2', { replace: true });
  });

  it('goes to /home (where the guard takes over) without a remembered page', async () => {
    await signIn(authData);
    expect(navigate).toHaveBeenCalledWith('/home', { replace: true });
  });

  it('says so when signing in cancelled the account’s pending deletion, and only then', async () => {
    await signIn(authData);
    expect(useUiStore.getState().flash).toBeNull();
    await signIn({ ...authData, account_restored: true });
    expect(useUiStore.getState().flash).toEqual({
      type: 'success',
      message: 'Welcome back: your account was restored and will not be deleted.',
    });
  });
});

describe('signOut', () => {
  it('ends the server session, forgets the local one and goes to /', async () => {
    useSessionStore.setState({ token: 'tok', user, isAuthed: 'yes' });
    await signOut();
    expect(requests.at(-1)?.url).toBe('/api/logout');
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null, isAuthed: 'no' });
    expect(navigate).toHaveBeenCalledWith('/', undefined);
  });
});
