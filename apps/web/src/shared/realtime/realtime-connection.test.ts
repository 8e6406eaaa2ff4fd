import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { useSessionStore } from '../stores/session-store.ts';
import { onRealtime } from './bus.ts';
import { startConnection, stopConnection } from './realtime-connection.ts';
import { useRealtimeStore } from '../stores/realtime-store.ts';

type Handshake = { token: string | null; sessionKey: string };

/**
 * A real Socket.IO server on loopback stands in for ours: it records each handshake and answers `subscribed` with
 * the channels it would join, as apps/server/src/platform/realtime.ts does.
 */
const http = createServer();
const io = new Server(http, { path: '/socket.io' });
const handshakes: { auth: Handshake; socket: ServerSocket }[] = [];
let url = '';

io.on('connection', (socket) => {
  const auth = socket.handshake.auth as Handshake;
  handshakes.push({ auth, socket });
  const channels = [...(auth.token ? [`user-of-${auth.token}`] : []), `guest-${auth.sessionKey}`];
  socket.emit('subscribed', { channels });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterEach(() => stopConnection());
afterAll(async () => {
  await io.close();
});

async function nextHandshake(count: number): Promise<{ auth: Handshake; socket: ServerSocket }> {
  for (let i = 0; i < 200 && handshakes.length < count; i++) await new Promise((r) => setTimeout(r, 10));
  const found = handshakes[count - 1];
  if (!found) throw new Error(`no connection #${count}`);
  return found;
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

describe('realtime connection', () => {
  it('connects with the session, and reconnects on login, logout and a new guest key', async () => {
    const session = useSessionStore.getState();
    session.logout();
    const firstKey = session.guestKey;
    startConnection(url);
    const first = await nextHandshake(handshakes.length + 1);
    expect(first.auth).toEqual({ token: null, sessionKey: firstKey });
    await until(() => useRealtimeStore.getState().listeningGuest && !useRealtimeStore.getState().listening);

    const before = handshakes.length;
    useSessionStore.getState().setToken('token-one');
    const afterLogin = await nextHandshake(before + 1);
    expect(afterLogin.auth).toEqual({ token: 'token-one', sessionKey: firstKey });
    await until(() => first.socket.disconnected);
    await until(() => useRealtimeStore.getState().listening);

    // A 401 or a sign-out both end in logout(): the user channel must go.
    useSessionStore.getState().logout();
    const afterLogout = await nextHandshake(before + 2);
    expect(afterLogout.auth.token).toBeNull();
    await until(() => !useRealtimeStore.getState().listening);

    const newKey = useSessionStore.getState().newGuestKey();
    const afterKey = await nextHandshake(before + 3);
    expect(afterKey.auth).toEqual({ token: null, sessionKey: newKey });
    expect(handshakes.filter((h) => h.socket.connected)).toHaveLength(1);
  });

  it('re-emits NewEvent and GuestEvent on the bus by component', async () => {
    useSessionStore.getState().setToken('token-two');
    const count = handshakes.length;
    startConnection(url);
    const { socket } = await nextHandshake(count + 1);
    const got: unknown[] = [];
    const off = onRealtime('notifications', (data) => got.push(data));
    socket.emit('NewEvent', { component: 'notifications', data: { unread: 2 } });
    socket.emit('GuestEvent', { component: 'notifications', data: { unread: 3 } });
    socket.emit('NewEvent', { component: 'chat', data: { ignored: true } });
    socket.emit('NewEvent', { nonsense: true });
    await until(() => got.length === 2);
    expect(got).toEqual([{ unread: 2 }, { unread: 3 }]);
    off();
  });
});
