import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TChatEvent } from '@ito/contracts/chat/chat-events';
import type { TChatRoom } from '@ito/contracts/chat/fields';
import { sessionCookie } from '../../test/identity-helpers.ts';

/**
 * The cross-process proof: two real server processes (`main.ts`) share Redis and one PostgreSQL database.
 * A's socket is on process 1 and B's on process 2: a message posted through process 1 reaches B, and A's presence
 * follows A's tabs on both processes (online while any is open, offline after the grace period once all are closed).
 */
const redisUrl = process.env.REDIS_URL;
const MAIN = fileURLToPath(new URL('../../main.ts', import.meta.url));
/** `main.ts` with the `beforeSettle` seam set to kill -9 the process (decision 073). */
const CRASHING_SERVER = fileURLToPath(new URL('../../test/crash/crash-before-settle-server.ts', import.meta.url));
const GRACE_MS = 600;
const READY = /is running on (http:\/\/\S+:\d+)/;

type Server = { url: string; child: ChildProcess };

function startServer(databaseUrl: string, entry = MAIN): Promise<Server> {
  const child = spawn(process.execPath, [entry], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      SEED: 'false',
      LOG_LEVEL: 'warn',
      PRESENCE_GRACE_MS: String(GRACE_MS),
      AGENT_WARMUP: 'false',
    },
  });
  let out = '';
  let err = '';
  child.stderr!.on('data', (c: Buffer) => (err = (err + c.toString()).slice(-4000)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server not ready:\n${err}\n${out}`)), 60_000);
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const match = READY.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1]!.replace('localhost', '127.0.0.1'), child });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}):\n${err}`));
    });
  });
}

function stopServer(server: Server | undefined): Promise<void> {
  const child = server?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function call<T>(url: string, method: string, path: string, token?: string, body?: object): Promise<T> {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Registers and verifies through the dev outbox, as a person would through the mailed link. */
async function verifiedUser(url: string, name: string): Promise<{ id: string; token: string }> {
  const email = `${name.toLowerCase()}.${randomBytes(4).toString('hex')}@two.test`;
  const auth = await call<{ data: { id: string; accessToken: string } }>(url, 'POST', '/api/register', undefined, {
    full_name: name,
    email,
    password: 'correct horse battery',
  });
  const outbox = await call<{ data: { to: string; text: string }[] }>(url, 'GET', '/api/dev/outbox?per_page=100');
  const link = outbox.data
    .find((m) => m.to === email)
    ?.text.match(/https?:\/\/\S+/g)
    ?.find((u) => new URL(u).pathname.startsWith('/api/email/verify'));
  if (!link) throw new Error('no verification mail');
  // Opened in the browser that registered: its session cookie proves the address without ending that session.
  const verified = await fetch(`${url}${new URL(link).pathname}${new URL(link).search}`, {
    redirect: 'manual',
    headers: sessionCookie(auth.data.accessToken),
  });
  expect(verified.headers.get('location')).toBe('/verification/successfully');
  return { id: auth.data.id, token: auth.data.accessToken };
}

/** A socket of `token` on `url`, collecting its chat events. */
async function tab(url: string, token: string): Promise<{ socket: Socket; events: TChatEvent[] }> {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], auth: { token }, forceNew: true });
  const events: TChatEvent[] = [];
  socket.on('NewEvent', (e: { component: string; data: TChatEvent }) => {
    if (e.component === 'chat') events.push(e.data);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('subscribed', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, events };
}

async function until<T>(what: string, check: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!redisUrl)('chat across two server processes sharing Redis and PostgreSQL', () => {
  let one: Server | undefined;
  let two: Server | undefined;
  let admin: pg.Client | undefined;
  let sharedUrl = '';
  const dbName = `ito_two_${randomBytes(6).toString('hex')}`;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const databaseUrl = process.env.DATABASE_URL;
    const template = inject('postgresTemplate');
    if (!databaseUrl || !template) {
      throw new Error('With REDIS_URL set this test needs DATABASE_URL too: two processes cannot share PGlite.');
    }
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${template}`);
    const target = new URL(databaseUrl);
    target.pathname = `/${dbName}`;
    sharedUrl = target.toString();
    [one, two] = await Promise.all([startServer(target.toString()), startServer(target.toString())]);
  }, 120_000);

  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await Promise.all([stopServer(one), stopServer(two)]);
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  }, 60_000);

  it('delivers a message and presence changes from process 1 to a socket on process 2', async () => {
    const ann = await verifiedUser(one!.url, 'Ann');
    const ben = await verifiedUser(one!.url, 'Ben');
    const room = (
      await call<{ data: TChatRoom }>(two!.url, 'POST', '/api/chat/rooms/direct', ben.token, { user_id: ann.id })
    ).data;
    // Ben opened the chat; Ann joins it through process 1, so her presence is Ben's to see (decision 063).
    await call(one!.url, 'POST', `/api/chat/rooms/${room.id}/accept`, ann.token);

    const benTab = await tab(two!.url, ben.token);
    sockets.push(benTab.socket);
    const annTab = await tab(one!.url, ann.token);
    sockets.push(annTab.socket);
    const isPresence = (online: boolean) => (e: TChatEvent) =>
      e.type === 'presence' && e.user_id === ann.id && e.is_online === online;
    await until('Ann online on process 2', () => benTab.events.find(isPresence(true)));

    await call(one!.url, 'POST', `/api/chat/rooms/${room.id}/messages`, ann.token, { body: 'hello from one' });
    const got = await until('the message on process 2', () => benTab.events.find((e) => e.type === 'message'));
    expect(got).toMatchObject({
      type: 'message',
      room_id: room.id,
      message: { body: 'hello from one', sender_id: ann.id },
    });

    // A second tab of Ann's on process 2 keeps her online when the first one (process 1) closes.
    const annSecond = await tab(two!.url, ann.token);
    sockets.push(annSecond.socket);
    annTab.socket.disconnect();
    await sleep(GRACE_MS * 2.5);
    expect(benTab.events.filter(isPresence(false))).toEqual([]);
    const seen = await call<{ data: TChatRoom[] }>(two!.url, 'GET', '/api/chat/rooms', ben.token);
    expect(seen.data[0]!.participants.find((p) => p.id === ann.id)!.is_online).toBe(true);

    // Her last tab closes: after the grace period Ben sees her offline, once, and so does the room list on process 1.
    const closedAt = Date.now();
    annSecond.socket.disconnect();
    await until('Ann offline on process 2', () => benTab.events.find(isPresence(false)));
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(GRACE_MS - 50);
    await sleep(GRACE_MS);
    expect(benTab.events.filter(isPresence(false))).toHaveLength(1);
    const after = await call<{ data: TChatRoom[] }>(one!.url, 'GET', '/api/chat/rooms', ben.token);
    expect(after.data[0]!.participants.find((p) => p.id === ann.id)!.is_online).toBe(false);
  }, 60_000);

  // After kill -9 under load, messages were committed with their keys left "in progress", and a
  // retry a minute later wrote each again. The key now commits with the message.
  it('replays a keyed message whose process was killed after the commit, and never writes it twice', async () => {
    const ann = await verifiedUser(one!.url, 'Ann');
    const ben = await verifiedUser(one!.url, 'Ben');
    const room = (
      await call<{ data: TChatRoom }>(one!.url, 'POST', '/api/chat/rooms/direct', ann.token, { user_id: ben.id })
    ).data;
    const doomed = await startServer(sharedUrl, CRASHING_SERVER);
    const key = randomBytes(16).toString('hex');
    const send = (url: string) =>
      fetch(`${url}/api/chat/rooms/${room.id}/messages`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${ann.token}`,
          'idempotency-key': key,
        },
        body: JSON.stringify({ body: 'sent once', file_ids: [] }),
      });
    // The process dies between the commit and the answer: the client sees the connection drop.
    await expect(send(doomed.url)).rejects.toThrow();
    await new Promise<void>((resolve) =>
      doomed.child.exitCode !== null || doomed.child.signalCode !== null
        ? resolve()
        : doomed.child.once('exit', () => resolve()),
    );
    expect(doomed.child.signalCode).toBe('SIGKILL');

    // The client retries on another process at once: the answer is replayed, not "still running", not a second write.
    const retry = await send(two!.url);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const listed = await call<{ data: { body: string }[] }>(
      one!.url,
      'GET',
      `/api/chat/rooms/${room.id}/messages`,
      ann.token,
    );
    expect(listed.data.filter((m) => m.body === 'sent once')).toHaveLength(1);
  }, 120_000);
});
