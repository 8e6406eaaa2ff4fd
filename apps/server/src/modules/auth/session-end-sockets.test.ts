import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import type * as Auth from '../../platform/auth.ts';
import type { Caller } from '../../platform/auth.ts';
import { bearer, createTestApp, json, testConfig, type TestApp } from '../../test/harness.ts';
import { latestMailTo, linkIn, registerUser, tokenOf } from '../../test/identity-helpers.ts';
import { listenLocal, openTab, within, type Tab } from '../../test/socket-helpers.ts';

/**
 * Ending a session ends its sockets at once (decisions 024 and 032). Each way of ending one is checked the
 * same way: a tab receives the user's private events, the session ends, the tab is disconnected by the server and
 * hears nothing more, and the token cannot subscribe again.
 */

// A hook between the token lookup and the channel join of a connecting socket, to open the race deterministically.
const race = vi.hoisted(() => ({ afterLookup: undefined as undefined | ((caller: Caller) => Promise<void>) }));
vi.mock('../../platform/auth.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Auth>();
  return {
    ...real,
    async resolveToken(...args: Parameters<typeof real.resolveToken>) {
      const caller = await real.resolveToken(...args);
      const hook = race.afterLookup;
      race.afterLookup = undefined;
      if (caller && hook) await hook(caller);
      return caller;
    },
  };
});

const PASSWORD = 'Lantern-orbit-quietly-47';
const SERVER_DISCONNECT = 'io server disconnect';

async function signIn(app: FastifyInstance, email: string, userAgent: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'user-agent': userAgent },
    payload: { email, password: PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return json<{ data: { accessToken: string } }>(res).data.accessToken;
}

function requestDeletion(app: FastifyInstance, token: string) {
  return app.inject({
    method: 'POST',
    url: '/api/account/deletion',
    headers: bearer(token),
    payload: { password: PASSWORD },
  });
}

/** The tab gets a private event now, is cut off by `end`, and gets none afterwards; its token subscribes to nothing. */
async function expectEndedBy(
  app: FastifyInstance,
  url: string,
  who: { id: string; token: string },
  end: () => Promise<void>,
) {
  const tab = await openTab(url, { token: who.token });
  expect(tab.channels).toEqual([`user-${who.id}`]);
  app.realtime.publish({ userId: who.id }, 'notifications', { n: 1 });
  await expect.poll(() => tab.events.length).toBe(1);

  await end();
  expect(await within(tab.disconnected, 2000)).toBe(SERVER_DISCONNECT);
  app.realtime.publish({ userId: who.id }, 'notifications', { n: 2 });
  await new Promise((r) => setTimeout(r, 150));
  expect(tab.events).toEqual([{ component: 'notifications', data: { n: 1 } }]);

  const again = await openTab(url, { token: who.token });
  expect(again.channels).toEqual([]);
  again.socket.disconnect();
}

describe('ending a session ends its sockets (one process)', () => {
  let t: TestApp;
  let url: string;
  const tabs: Tab[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    url = await listenLocal(t.app);
  });
  afterAll(async () => {
    tabs.forEach((tab) => tab.socket.disconnect());
    await t.close();
  });

  it('logout disconnects that session and leaves the same user’s other device connected', async () => {
    const auth = await registerUser(t.app, { password: PASSWORD });
    const laptop = await signIn(t.app, auth.user.email!, 'Laptop');
    const laptopTab = await openTab(url, { token: laptop });
    tabs.push(laptopTab);
    await expectEndedBy(t.app, url, { id: auth.id, token: auth.accessToken }, async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/logout', headers: bearer(auth.accessToken) });
      expect(res.statusCode).toBe(200);
    });
    expect(laptopTab.socket.connected).toBe(true);
    expect(laptopTab.events.map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('revoking a device from another one disconnects the revoked device only', async () => {
    const auth = await registerUser(t.app, { password: PASSWORD });
    const phone = await signIn(t.app, auth.user.email!, 'Phone');
    const list = json<{ data: { id: string; is_current: boolean }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/sessions', headers: bearer(auth.accessToken) }),
    );
    const phoneSession = list.data.find((s) => !s.is_current)!;
    const ownTab = await openTab(url, { token: auth.accessToken });
    tabs.push(ownTab);
    await expectEndedBy(t.app, url, { id: auth.id, token: phone }, async () => {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/sessions/${phoneSession.id}`,
        headers: bearer(auth.accessToken),
      });
      expect(res.statusCode).toBe(200);
    });
    expect(ownTab.socket.connected).toBe(true);
  });

  it('a password reset disconnects every earlier session; the new one can subscribe', async () => {
    const auth = await registerUser(t.app, { password: PASSWORD });
    const tablet = await signIn(t.app, auth.user.email!, 'Tablet');
    const tabletTab = await openTab(url, { token: tablet });
    tabs.push(tabletTab);
    let newToken = '';
    await expectEndedBy(t.app, url, { id: auth.id, token: auth.accessToken }, async () => {
      await t.app.inject({ method: 'POST', url: '/api/password/recovery', payload: { email: auth.user.email } });
      const token = tokenOf(linkIn(await latestMailTo(t.app, auth.user.email!), '/password-reset'));
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/password/reset',
        payload: { token, password: 'Another-lantern-orbit-58' },
      });
      expect(res.statusCode).toBe(200);
      newToken = json<{ data: { accessToken: string } }>(res).data.accessToken;
    });
    expect(await within(tabletTab.disconnected, 2000)).toBe(SERVER_DISCONNECT);
    const fresh = await openTab(url, { token: newToken });
    tabs.push(fresh);
    expect(fresh.channels).toEqual([`user-${auth.id}`]);
  });

  it('deleting the account disconnects every session of it at once', async () => {
    const auth = await registerUser(t.app, { password: PASSWORD });
    const phone = await signIn(t.app, auth.user.email!, 'Phone');
    const phoneTab = await openTab(url, { token: phone });
    tabs.push(phoneTab);
    await expectEndedBy(t.app, url, { id: auth.id, token: auth.accessToken }, async () => {
      const res = await requestDeletion(t.app, auth.accessToken);
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(await within(phoneTab.disconnected, 2000)).toBe(SERVER_DISCONNECT);
    const again = await openTab(url, { token: phone });
    tabs.push(again);
    expect(again.channels).toEqual([]);
  });

  it('a session revoked between the token lookup and the join does not keep the socket', async () => {
    const auth = await registerUser(t.app, { password: PASSWORD });
    // The logout lands after the socket's lookup found the session live, before it joined its rooms: the
    // disconnect it sends finds no socket yet, so only the re-check after joining can catch it.
    race.afterLookup = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/logout', headers: bearer(auth.accessToken) });
      expect(res.statusCode).toBe(200);
    };
    const tab = openTab(url, { token: auth.accessToken });
    await expect(tab).rejects.toThrow(/disconnected before subscribing: io server disconnect/);
    expect(race.afterLookup).toBeUndefined();
    const again = await openTab(url, { token: auth.accessToken });
    tabs.push(again);
    expect(again.channels).toEqual([]);
  });
});

const redisUrl = process.env.REDIS_URL;

/**
 * Two app instances (two Socket.IO servers) on one database and one Redis: the session ends through instance B and
 * the socket on instance A goes. B only disconnects its own sockets directly, so A hears it through Redis alone.
 */
describe.skipIf(!redisUrl)('ending a session ends its sockets on every process (Redis)', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let urlA: string;
  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL: redisUrl! });
    b = await buildApp({ config: testConfig({ REDIS_URL: redisUrl! }), database: a.database, logger: false });
    await b.ready();
    urlA = await listenLocal(a.app);
    await listenLocal(b);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('logout through one process disconnects the socket on the other', async () => {
    const auth = await registerUser(a.app, { password: PASSWORD });
    const tab = await openTab(urlA, { token: auth.accessToken });
    b.realtime.publish({ userId: auth.id }, 'notifications', { from: 'b' });
    await expect.poll(() => tab.events.length).toBe(1);
    const res = await b.inject({ method: 'GET', url: '/api/logout', headers: bearer(auth.accessToken) });
    expect(res.statusCode).toBe(200);
    expect(await within(tab.disconnected, 3000)).toBe(SERVER_DISCONNECT);
    b.realtime.publish({ userId: auth.id }, 'notifications', { from: 'b again' });
    await new Promise((r) => setTimeout(r, 150));
    expect(tab.events).toHaveLength(1);
  });

  it('revoking a device through one process disconnects that device on the other', async () => {
    const auth = await registerUser(a.app, { password: PASSWORD });
    const phone = await signIn(a.app, auth.user.email!, 'Phone');
    const phoneTab = await openTab(urlA, { token: phone });
    const ownTab = await openTab(urlA, { token: auth.accessToken });
    const list = json<{ data: { id: string; is_current: boolean }[] }>(
      await b.inject({ method: 'GET', url: '/api/sessions', headers: bearer(auth.accessToken) }),
    );
    const phoneSession = list.data.find((s) => !s.is_current)!;
    await b.inject({ method: 'DELETE', url: `/api/sessions/${phoneSession.id}`, headers: bearer(auth.accessToken) });
    expect(await within(phoneTab.disconnected, 3000)).toBe(SERVER_DISCONNECT);
    expect(ownTab.socket.connected).toBe(true);
    ownTab.socket.disconnect();
  });

  it('deleting the account through one process disconnects all its sockets on the other', async () => {
    const auth = await registerUser(a.app, { password: PASSWORD });
    const phone = await signIn(a.app, auth.user.email!, 'Phone');
    const tab = await openTab(urlA, { token: auth.accessToken });
    const phoneTab = await openTab(urlA, { token: phone });
    const res = await requestDeletion(b, auth.accessToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(await within(tab.disconnected, 3000)).toBe(SERVER_DISCONNECT);
    expect(await within(phoneTab.disconnected, 3000)).toBe(SERVER_DISCONNECT);
    b.realtime.publish({ userId: auth.id }, 'notifications', { from: 'b after deletion' });
    await new Promise((r) => setTimeout(r, 150));
    expect([...tab.events, ...phoneTab.events]).toEqual([]);
  });
});
