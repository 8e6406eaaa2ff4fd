import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { Redis } from 'ioredis';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { THealthResponse } from '@ito/contracts/health/health';
import type { TChatRoom } from '@ito/contracts/chat/fields';
import { buildApp } from '../app.ts';
import { bearer, createTestApp, json, testConfig, type TestApp } from '../test/harness.ts';
import { uniqueEmail, verifiedUser } from '../test/identity-helpers.ts';
import { multipartFile, tempDataDir, tinyPdf } from '../test/files-helpers.ts';
import { hasRedisServer, startRedis, type RedisServer } from '../test/redis-server.ts';
import { listenLocal, openTab, until, within, type Tab } from '../test/socket-helpers.ts';

/**
 * Decision 025: Redis is lost while the server runs, then comes back. Sign-up, sign-in, chat and
 * uploads keep answering (no 5xx), rate limits keep counting in the process, presence answers from the process, the
 * health check says `degraded`; once Redis is back, counting and presence go to Redis again.
 */
const PORT = 3402;
const PASSWORD = 'Lantern-orbit-quietly-47';
const LOGIN_LIMIT = 3;

/** The keys of the test's Redis matching `pattern`, through a connection of its own. */
async function keys(url: string, pattern: string): Promise<string[]> {
  const client = new Redis(url, { maxRetriesPerRequest: 0 });
  try {
    return await client.keys(pattern);
  } finally {
    client.disconnect();
  }
}

describe.skipIf(!hasRedisServer())('losing Redis while running (needs redis-server on the PATH)', () => {
  let redis: RedisServer;
  let t: TestApp;
  let url: string;
  let dataDir: string;
  const tabs: Tab[] = [];
  const statuses: number[] = [];
  let ann: { id: string; accessToken: string; user: { email: string | null } };
  let ben: { id: string; accessToken: string };

  const call = async (options: InjectOptions): Promise<LightMyRequestResponse> => {
    const res = await t.app.inject(options);
    statuses.push(res.statusCode);
    return res;
  };
  const login = (email: string, ip: string) =>
    call({ method: 'POST', url: '/api/login', remoteAddress: ip, payload: { email, password: PASSWORD } });
  const health = async () => json<THealthResponse>(await call({ method: 'GET', url: '/api/health' })).data;

  beforeAll(async () => {
    redis = await startRedis(PORT);
    dataDir = tempDataDir();
    t = await createTestApp({ REDIS_URL: redis.url, LOGIN_RATE_LIMIT: String(LOGIN_LIMIT), DATA_DIR: dataDir });
    url = await listenLocal(t.app);
    ann = await verifiedUser(t.app, { full_name: 'Ann Outage', password: PASSWORD });
    ben = await verifiedUser(t.app, { full_name: 'Ben Outage', password: PASSWORD });
  });
  afterAll(async () => {
    tabs.forEach((tab) => tab.socket.disconnect());
    await t?.close();
    await redis?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('uses Redis while it is there', async () => {
    const data = await health();
    expect(data.status).toBe('ok');
    expect(data.dependencies.redis).toMatchObject({ status: 'ok' });
    expect(data.dependencies.database).toMatchObject({ status: 'ok' });
    expect((await login(ann.user.email!, '10.1.0.1')).statusCode).toBe(200);
    expect(await keys(redis.url, 'ito-rate-limit-*10.1.0.1')).toHaveLength(1);
    tabs.push(await openTab(url, { token: ann.accessToken }));
    await expect.poll(() => keys(redis.url, `ito:presence:claims:${ann.id}`)).toHaveLength(1);
  });

  it('keeps answering without Redis: sign-up, sign-in, chat, uploads; limits still count', async () => {
    await redis.stop();
    await until('the app to notice', () => (t.app.redis!.status === 'ready' ? undefined : true));

    const data = await health();
    expect(data.status).toBe('degraded');
    expect(data.dependencies.redis).toMatchObject({ status: 'down' });
    expect(data.dependencies.database).toMatchObject({ status: 'ok' });
    expect((await call({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);

    const register = await call({
      method: 'POST',
      url: '/api/register',
      remoteAddress: '10.1.0.2',
      payload: { full_name: 'Cleo Outage', email: uniqueEmail('cleo'), password: PASSWORD },
    });
    expect(register.statusCode).toBe(201);

    for (let i = 0; i < LOGIN_LIMIT; i++) expect((await login(ann.user.email!, '10.1.0.3')).statusCode).toBe(200);
    const limited = await login(ann.user.email!, '10.1.0.3');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(ann.user.email!, '10.1.0.4')).statusCode).toBe(200);

    // Chat: the room, the message, its live event to Ann's tab on this process, and presence from this process.
    const benTab = await openTab(url, { token: ben.accessToken });
    tabs.push(benTab);
    const room = await call({
      method: 'POST',
      url: '/api/chat/rooms/direct',
      headers: bearer(ben.accessToken),
      payload: { user_id: ann.id },
    });
    expect(room.statusCode).toBe(201);
    const roomId = json<{ data: TChatRoom }>(room).data.id;
    const sent = await call({
      method: 'POST',
      url: `/api/chat/rooms/${roomId}/messages`,
      headers: bearer(ben.accessToken),
      payload: { body: 'while Redis is away' },
    });
    expect(sent.statusCode).toBe(201);
    await expect
      .poll(() => tabs[0]!.events.some((e) => JSON.stringify(e.data).includes('while Redis is away')))
      .toBe(true);
    expect(await t.app.realtime.presence.onlineAmong([ann.id, ben.id])).toEqual(new Set([ann.id, ben.id]));
    const rooms = json<{ data: TChatRoom[] }>(
      await call({ method: 'GET', url: '/api/chat/rooms', headers: bearer(ann.accessToken) }),
    );
    expect(rooms.data.find((r) => r.id === roomId)!.participants.find((p) => p.id === ben.id)!.is_online).toBe(true);

    const { payload, headers } = multipartFile(tinyPdf(), { filename: 'notes.pdf' });
    const upload = await call({
      method: 'POST',
      url: '/api/files',
      payload,
      headers: { ...headers, ...bearer(ann.accessToken) },
    });
    expect(upload.statusCode).toBe(201);

    // Ending a session still ends its socket on this process.
    const logout = await call({ method: 'GET', url: '/api/logout', headers: bearer(ben.accessToken) });
    expect(logout.statusCode).toBe(200);
    expect(await within(benTab.disconnected, 2000)).toBe('io server disconnect');

    expect(statuses.filter((s) => s >= 500)).toEqual([]);
  });

  it('goes back to Redis when it returns', async () => {
    redis = await startRedis(PORT);
    await until('the app to reconnect', () => (t.app.redis!.status === 'ready' ? true : undefined), 10_000);
    await expect.poll(async () => (await health()).status, { timeout: 10_000 }).toBe('ok');

    expect((await login(ann.user.email!, '10.1.0.5')).statusCode).toBe(200);
    expect(await keys(redis.url, 'ito-rate-limit-*10.1.0.5')).toHaveLength(1);
    // Ann's tab stayed open through the outage: her claim is made again in the new Redis.
    await expect.poll(() => keys(redis.url, `ito:presence:claims:${ann.id}`), { timeout: 10_000 }).toHaveLength(1);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
  });
});

describe.skipIf(!hasRedisServer())('a session ended while Redis is away (needs redis-server on the PATH)', () => {
  let redis: RedisServer;
  let a: TestApp;
  let b: FastifyInstance;
  let urlA: string;
  beforeAll(async () => {
    redis = await startRedis(PORT + 1);
    a = await createTestApp({ REDIS_URL: redis.url });
    b = await buildApp({ config: testConfig({ REDIS_URL: redis.url }), database: a.database, logger: false });
    await b.ready();
    urlA = await listenLocal(a.app);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await redis?.stop();
  });

  it('ends the socket on the other process once Redis is back (the disconnect published meanwhile was lost)', async () => {
    const auth = await verifiedUser(a.app, { password: PASSWORD });
    const tab = await openTab(urlA, { token: auth.accessToken });
    await redis.stop();
    await until(
      'both apps to notice',
      () => (a.app.redis!.status !== 'ready' && b.redis!.status !== 'ready') || undefined,
    );
    const logout = await b.inject({ method: 'GET', url: '/api/logout', headers: bearer(auth.accessToken) });
    expect(logout.statusCode).toBe(200);
    expect(await within(tab.disconnected, 500)).toBe('timeout');

    redis = await startRedis(PORT + 1);
    expect(await within(tab.disconnected, 10_000)).toBe('io server disconnect');
  });
});
