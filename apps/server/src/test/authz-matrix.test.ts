import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tasks } from '../db/schema/following.ts';
import { chatMessages } from '../db/schema/chat.ts';
import { users } from '../db/schema/auth.ts';
import { lessons, programModules, programs } from '../db/schema/programs.ts';
import { categories } from '../db/schema/categories.ts';
import { subprojects } from '../db/schema/tenancy.ts';
import { requireCaller } from '../platform/auth.ts';
import { needsCaller } from '../platform/route-auth.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { buildOwnerWorld, uuidsIn, type OwnerWorld } from './authz-world.ts';
import {
  callAs,
  callOrder,
  ownerChanges,
  presenceStated,
  presenceVerdict,
  snapshotRows,
  strangers,
  verdict,
  type Caller,
} from './authz-matrix.ts';
import { listenLocal, openTab, type Tab } from './socket-helpers.ts';
import { operationsOf, type OpenApiDocument, type Operation } from './openapi-operations.ts';

/**
 * The authorisation matrix, generated from the OpenAPI document (decision 022): every operation with an id, called
 * with the owner's resource ids by six kinds of stranger, must not hand them the owner's private data, must not change
 * the owner's rows, must answer only statuses the document lists, must admit exactly whom its `x-auth` admits, and
 * must not tell them that the owner, who is online throughout, is online (decision 063). Five canary routes, each
 * broken in one way, prove that the matrix notices each kind of failure.
 */

let t: TestApp;
let world: OwnerWorld;
let callers: Caller[];
let operations: Operation[];
let canaries: Operation[];
let secrets: string[] = [];
let ownerIds: string[] = [];
let privateIds: string[] = [];
/** The owner's browser tab: the owner is online while the strangers call. */
let ownerTab: Tab;

/**
 * Broken on purpose, in the document like any route: a leak, a change, a lying declaration, an unlisted status, and a
 * people list that tells anyone who is online.
 */
function addCanaries(app: FastifyInstance): void {
  const schema = { tags: ['canary'] };
  app.get('/api/__canary/people', { schema, config: { auth: 'user' } }, async () => {
    const people = await app.db
      .select({ id: users.id, full_name: users.full_name })
      .from(users)
      .where(eq(users.email, 'expert@demo.test'));
    const online = await app.realtime.presence.onlineAmong(people.map((p) => p.id));
    return { data: people.map((p) => ({ ...p, is_online: online.has(p.id) })) };
  });
  app.get<{ Params: { id: string } }>(
    '/api/__canary/rooms/:id',
    { schema, config: { auth: 'user' } },
    async (request) => ({
      data: await app.db.select().from(chatMessages).where(eq(chatMessages.room_id, request.params.id)),
    }),
  );
  app.post<{ Params: { id: string } }>(
    '/api/__canary/tasks/:id',
    { schema, config: { auth: 'temporary-ok' } },
    async (request) => {
      await app.db.update(tasks).set({ title: 'changed by a stranger' }).where(eq(tasks.id, request.params.id));
      return { data: { ok: true } };
    },
  );
  app.get('/api/__canary/declared-public', { schema, config: { auth: 'none' } }, async (request) => {
    await requireCaller(request);
    return { data: { ok: true } };
  });
  app.get('/api/__canary/unlisted', { schema, config: { auth: 'optional' } }, async (_request, reply) =>
    reply.code(409).send({ message: 'Conflict' }),
  );
}

beforeAll(async () => {
  t = await createTestApp({}, addCanaries);
  world = await buildOwnerWorld(t.app);
  callers = await strangers(t.app, world.cmt);
  ownerTab = await openTab(await listenLocal(t.app), { token: world.owner.token });
  const all = operationsOf(t.app.swagger() as unknown as OpenApiDocument);
  // Dev tools (outbox, clock) are not served in production (decision 030 keeps them off the network): not part of the API.
  operations = all.filter((op) => op.id && !op.tags.includes('dev') && !op.tags.includes('canary'));
  canaries = all.filter((op) => op.tags.includes('canary'));
}, 120_000);
afterAll(async () => {
  ownerTab?.socket.disconnect();
  await t.close();
});

/** Ids anyone may know: people, the global catalogue, listed programs (published, not private) and their curriculum. */
async function publicIds(): Promise<Set<string>> {
  const db = t.app.db;
  const listed = await db
    .select({ id: programs.id })
    .from(programs)
    .where(and(eq(programs.status, 'published'), ne(programs.access, 'private')));
  const programIds = listed.map((p) => p.id);
  const modules = await db
    .select({ id: programModules.id })
    .from(programModules)
    .where(inArray(programModules.program_id, programIds));
  const lessonRows = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(
      inArray(
        lessons.module_id,
        modules.map((m) => m.id),
      ),
    );
  const people = await db.select({ id: users.id }).from(users).where(isNull(users.deleted_at));
  const global = await db.select({ id: categories.id }).from(categories).where(isNull(categories.owner_id));
  const sites = await db.select({ id: subprojects.id }).from(subprojects);
  return new Set([...programIds, ...[...modules, ...lessonRows, ...people, ...global, ...sites].map((r) => r.id)]);
}

type MatrixRun = { problems: string[]; calls: number; tally: string; presenceSeenIn: Set<string> };

/** Every operation as every stranger; the problems found, how many calls it took, and which answers told presence. */
async function runMatrix(ops: Operation[]): Promise<MatrixRun> {
  const before = await snapshotRows(t.app.db);
  const problems: string[] = [];
  const presenceSeenIn = new Set<string>();
  const statuses = new Map<string, Map<number, number>>();
  let calls = 0;
  for (const op of callOrder(ops)) {
    for (const caller of callers) {
      calls += 1;
      const call = await callAs(t.app, op, caller, world);
      const seen = statuses.get(caller.kind) ?? new Map<number, number>();
      seen.set(call.res.statusCode, (seen.get(call.res.statusCode) ?? 0) + 1);
      statuses.set(caller.kind, seen);
      problems.push(...verdict(op, caller, call, secrets));
      problems.push(...presenceVerdict(op, caller, call, world.owner.id));
      if (presenceStated(call.res, world.owner.id).length > 0) presenceSeenIn.add(`${op.method} ${op.path}`);
    }
  }
  problems.push(...ownerChanges(before, await snapshotRows(t.app.db), ownerIds, privateIds));
  const tally = [...statuses]
    .map(
      ([kind, seen]) =>
        `${kind} ${[...seen]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}x${n}`)
          .join(' ')}`,
    )
    .join('; ');
  return { problems, calls, tally, presenceSeenIn };
}

it('lets no stranger read or change the owner’s data, through any operation of the document', async () => {
  // The owner reads everything first: what the owner's private reads show, and the public may not know, is secret.
  const ownerSeen = new Set<string>();
  const ownerMisses: string[] = [];
  const owner: Caller = { kind: 'expert', headers: world.owner.headers, prefix: '/api' };
  for (const op of operations.filter((o) => o.method === 'GET' && o.path !== '/api/logout')) {
    const { res } = await callAs(t.app, op, owner, world);
    if (res.statusCode >= 300) ownerMisses.push(`${op.path} -> ${res.statusCode}`);
    else if (op.auth && needsCaller(op.auth)) for (const id of uuidsIn(res)) ownerSeen.add(id);
  }
  // The matrix is only as good as its ids: the owner reaches every read but these. A sample token fails verification
  // (a redirect); capabilities get the owner's ids, not the secrets; a shortcode never resolves a private program.
  expect(ownerMisses).toEqual([
    '/api/email/verify -> 303',
    '/api/tenant/current -> 404',
    '/api/t/{secret} -> 404',
    '/api/s/{shortcode} -> 404',
    '/api/protocol-invitations/{token} -> 404',
  ]);
  const visible = await publicIds();
  privateIds = [...ownerSeen].filter((id) => !visible.has(id));
  expect(privateIds.length).toBeGreaterThan(20);
  secrets = [...world.planted, ...privateIds];
  const owned = await t.app.db
    .select({ id: programs.id })
    .from(programs)
    .where(eq(programs.creator_id, world.owner.id));
  ownerIds = [world.owner.id, ...privateIds, ...owned.map((p) => p.id)];

  const started = Date.now();
  const ownerId = world.owner.id;
  await expect.poll(async () => (await t.app.realtime.presence.onlineAmong([ownerId])).has(ownerId)).toBe(true);
  const { problems, calls, tally, presenceSeenIn } = await runMatrix(operations);
  console.info(
    `authorisation matrix: ${calls} calls (${operations.length} operations x ${callers.length} callers) ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s, ${secrets.length} private values watched; ` +
      `statuses: ${tally}`,
  );
  expect(problems).toEqual([]);
  expect(calls).toBe(operations.length * callers.length);
  // The presence check saw the owner's status where a stranger can put the owner in front of themselves: a chat opened
  // with the owner, a group the owner was added to (decision 063).
  expect([...presenceSeenIn]).toEqual(expect.arrayContaining(['POST /api/chat/rooms/direct', 'POST /api/chat/rooms']));
}, 120_000);

it('notices a leak, a change, a declaration the handler contradicts and an unlisted status', async () => {
  expect(secrets.length).toBeGreaterThan(0);
  // The matrix ended with each stranger's logout: new strangers for the canaries.
  callers = await strangers(t.app, world.cmt);
  const { problems } = await runMatrix(canaries);
  const about = (fragment: string) => problems.filter((p) => p.includes(fragment));
  expect(about('/api/__canary/rooms/')).toEqual(
    expect.arrayContaining([expect.stringMatching(/^user GET .* -> 200: answer carries the owner's private data/)]),
  );
  expect(about('tasks: changed or deleted').length).toBeGreaterThan(0);
  expect(about('guest GET /api/__canary/declared-public -> 401')).toEqual([
    'guest GET /api/__canary/declared-public -> 401: status not in the document',
    'guest GET /api/__canary/declared-public -> 401: declared none but the handler wants a session',
  ]);
  expect(about('GET /api/__canary/unlisted -> 409: status not in the document').length).toBe(5);
  expect(about('/api/__canary/people -> 200: answer reveals that the owner is online').length).toBeGreaterThan(0);
});

it('walks every operation of the document but the dev tools, as six kinds of stranger', () => {
  const all = operationsOf(t.app.swagger() as unknown as OpenApiDocument);
  expect(operations.length).toBe(all.filter((o) => !o.tags.includes('dev') && !o.tags.includes('canary')).length);
  expect(operations.length).toBeGreaterThan(150);
  expect(callers.map((c) => c.kind)).toEqual(['user', 'expert', 'guest', 'temporary', 'unverified', 'outsider']);
});
