import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { bearer, createTestApp, json, type TestApp } from '../test/harness.ts';
import { registerUser } from '../test/identity-helpers.ts';
import { listenLocal, openTab } from '../test/socket-helpers.ts';

function next(socket: Socket, event: string, timeoutMs = 3000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

describe('realtime on one process', () => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    url = await listenLocal(t.app);
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await t.close();
  });

  it('joins user-{id} for a valid token and delivers NewEvent with component and data', async () => {
    const auth = await registerUser(t.app);
    const { socket, channels } = await openTab(url, { token: auth.accessToken });
    sockets.push(socket);
    expect(channels).toEqual([`user-${auth.id}`]);
    const got = next(socket, 'NewEvent');
    t.app.realtime.publish({ userId: auth.id }, 'notifications', { unread: 3 });
    expect(await got).toEqual({ component: 'notifications', data: { unread: 3 } });
  });

  it('joins guest-{key} for a session key and delivers GuestEvent', async () => {
    const { socket, channels } = await openTab(url, { sessionKey: 'k3y0f28chars' });
    sockets.push(socket);
    expect(channels).toEqual(['guest-k3y0f28chars']);
    const got = next(socket, 'GuestEvent');
    t.app.realtime.publish({ guestKey: 'k3y0f28chars' }, 'agent', { thinking: true });
    expect(await got).toEqual({ component: 'agent', data: { thinking: true } });
  });

  it("does not deliver another user's events; a bad token joins nothing", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const { socket } = await openTab(url, { token: bob.accessToken });
    const intruder = await openTab(url, { token: 'f'.repeat(43) });
    sockets.push(socket, intruder.socket);
    expect(intruder.channels).toEqual([]);
    const leaked = next(socket, 'NewEvent', 300).then(
      () => 'leaked',
      () => 'quiet',
    );
    t.app.realtime.publish({ userId: alice.id }, 'messages', { text: 'private' });
    expect(await leaked).toBe('quiet');
  });

  it('authorises channels through POST /api/broadcasting/auth', async () => {
    const auth = await registerUser(t.app);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/broadcasting/auth',
      headers: bearer(auth.accessToken),
      payload: { channel_name: `private-user-${auth.id}` },
    });
    expect(json(own)).toEqual({ data: { channel: `user-${auth.id}` } });
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/broadcasting/auth',
      headers: bearer(auth.accessToken),
      payload: { channel_name: 'user-someone-else' },
    });
    expect(other.statusCode).toBe(403);
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/broadcasting/auth',
      headers: { 'x-session-key': 'abc123def' },
      payload: { channel_name: 'guest-abc123def' },
    });
    expect(guest.statusCode).toBe(200);
    const wrongGuest = await t.app.inject({
      method: 'POST',
      url: '/api/broadcasting/auth',
      headers: { 'x-session-key': 'abc123def' },
      payload: { channel_name: 'guest-zzz' },
    });
    expect(wrongGuest.statusCode).toBe(403);
  });
});

const redisUrl = process.env.REDIS_URL;

/** Two app instances sharing Redis: an event published on one reaches a socket connected to the other. */
describe.skipIf(!redisUrl)('realtime across processes through the Redis adapter', () => {
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL: redisUrl! });
    b = await createTestApp({ REDIS_URL: redisUrl! });
    urlA = await listenLocal(a.app);
    await listenLocal(b.app);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('delivers an event published on instance B to a socket on instance A', async () => {
    const { socket } = await openTab(urlA, { sessionKey: `redis${Date.now().toString(36)}` });
    try {
      const key = (socket.auth as { sessionKey: string }).sessionKey;
      const got = next(socket, 'GuestEvent');
      b.app.realtime.publish({ guestKey: key }, 'agent', { from: 'b' });
      expect(await got).toEqual({ component: 'agent', data: { from: 'b' } });
    } finally {
      socket.disconnect();
    }
  });
});
