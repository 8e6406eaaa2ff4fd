import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { englishText } from '@ito/contracts/common/message-codes';
import type { TTaskCard } from '@ito/contracts/following/tasks';
import { agentConversations, agentMessages } from './db/schema/agent.ts';
import { tasks } from './db/schema/following.ts';
import { chatMessages } from './db/schema/chat.ts';
import { idempotencyKeys } from './db/schema/idempotency.ts';
import { follows } from './db/schema/programs.ts';
import { createTestApp, json, type TestApp } from './test/harness.ts';
import { followPlan, tenKPlan } from './test/plan-fixture.ts';
import { directRoom, guestPerson, person, type Person } from './test/chat-helpers.ts';

// Decision 029: a write retried with the same Idempotency-Key happens once and answers the same.
let t: TestApp;
const MONDAY = new Date('2026-03-02T09:00:00Z');
const START = '2026-03-02';
const TEN_K = 'I want to run a 10K in 8 weeks, I can train 3 times a week for 40 minutes';

beforeAll(async () => {
  t = await createTestApp();
  t.app.clock.set(MONDAY);
});
afterAll(() => t.close());

const post = (url: string, who: Person, payload?: Record<string, unknown>, key?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...who.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    ...(payload ? { payload } : {}),
  });
const isReplay = (res: LightMyRequestResponse) => res.headers['idempotent-replayed'] === 'true';
const messagesIn = async (roomId: string) =>
  (await t.app.db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.room_id, roomId)))[0]!.n;
const keyRows = async (key: string) => t.app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));

async function follower(): Promise<Person & { activities: TTaskCard[] }> {
  const me = await person(t.app);
  await followPlan(t.app, me.id, tenKPlan(START));
  const res = await t.app.inject({ method: 'GET', url: '/api/tasks?view=all&per_page=100', headers: me.headers });
  const cards = json<{ data: TTaskCard[] }>(res).data;
  return { ...me, activities: cards.filter((c) => c.kind === 'activity') };
}

describe('Idempotency-Key on chat messages', () => {
  it('posts once and replays the same answer to a retry; another body with the key is a 422', async () => {
    const [ada, ben] = [await person(t.app), await person(t.app)];
    const room = await directRoom(t.app, ada, ben);
    const url = `/api/chat/rooms/${room.id}/messages`;
    const key = randomUUID();

    const first = await post(url, ada, { body: 'Are we on for Tuesday?', file_ids: [] }, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(isReplay(first)).toBe(false);
    const retry = await post(url, ada, { body: 'Are we on for Tuesday?', file_ids: [] }, key);
    expect(retry.statusCode).toBe(201);
    expect(isReplay(retry)).toBe(true);
    expect(retry.json()).toEqual(first.json());
    expect(await messagesIn(room.id)).toBe(1);

    const other = await post(url, ada, { body: 'Something else', file_ids: [] }, key);
    expect(other.statusCode).toBe(422);
    expect(json(other)).toEqual({
      message: englishText('idempotency.reused'),
      code: 'idempotency.reused',
      params: {},
      errors: { 'idempotency-key': [englishText('idempotency.reused')] },
      codes: { 'idempotency-key': [{ code: 'idempotency.reused', params: {} }] },
    });
    // Without a key every request is its own write.
    await post(url, ada, { body: 'Are we on for Tuesday?', file_ids: [] });
    expect(await messagesIn(room.id)).toBe(2);
  });

  it('keeps keys per caller: another person with the same key writes their own message', async () => {
    const [ada, ben] = [await person(t.app), await person(t.app)];
    const room = await directRoom(t.app, ada, ben);
    const url = `/api/chat/rooms/${room.id}/messages`;
    const key = 'shared-key-1';
    const mine = await post(url, ada, { body: 'hello', file_ids: [] }, key);
    const theirs = await post(url, ben, { body: 'hello', file_ids: [] }, key);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(isReplay(theirs)).toBe(false);
    expect(theirs.json<{ data: { id: string } }>().data.id).not.toBe(mine.json<{ data: { id: string } }>().data.id);
    expect(await messagesIn(room.id)).toBe(2);
  });

  it('lets exactly one of two concurrent duplicates through; the other waits (409) or replays', async () => {
    const [ada, ben] = [await person(t.app), await person(t.app)];
    const room = await directRoom(t.app, ada, ben);
    const url = `/api/chat/rooms/${room.id}/messages`;
    for (let round = 0; round < 5; round += 1) {
      const key = randomUUID();
      const payload = { body: `round ${round}`, file_ids: [] };
      const answers = await Promise.all([post(url, ada, payload, key), post(url, ada, payload, key)]);
      const statuses = answers.map((a) => a.statusCode).sort();
      expect([
        [201, 201],
        [201, 409],
      ]).toContainEqual(statuses);
      const conflict = answers.find((a) => a.statusCode === 409);
      if (conflict) {
        expect(json(conflict)).toEqual({
          message: englishText('idempotency.in_flight'),
          code: 'idempotency.in_flight',
          params: {},
        });
        expect(conflict.headers['retry-after']).toBe('1');
      }
      const created = answers.filter((a) => a.statusCode === 201).map((a) => a.json());
      expect(new Set(created.map((c) => JSON.stringify(c))).size).toBe(1);
      expect(await messagesIn(room.id)).toBe(round + 1);
      // Once settled, the retry replays.
      const later = await post(url, ada, payload, key);
      expect([later.statusCode, isReplay(later), later.json()]).toEqual([201, true, created[0]]);
    }
  });

  it('refuses a malformed key with a 422 on the header and writes nothing', async () => {
    const [ada, ben] = [await person(t.app), await person(t.app)];
    const room = await directRoom(t.app, ada, ben);
    const url = `/api/chat/rooms/${room.id}/messages`;
    for (const bad of ['x'.repeat(256), 'caf\u00e9', '']) {
      const res = await post(url, ada, { body: 'hi', file_ids: [] }, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(Object.keys(json<{ errors: object }>(res).errors)).toEqual(['idempotency-key']);
    }
    expect((await post(url, ada, { body: 'hi', file_ids: [] }, 'x'.repeat(255))).statusCode).toBe(201);
    expect(await messagesIn(room.id)).toBe(1);
  });
});

describe('Idempotency-Key on task completion', () => {
  it('completes once: the retry replays the answer instead of "already done"', async () => {
    const me = await follower();
    const [task] = me.activities;
    const url = `/api/tasks/${task!.id}/complete`;
    const key = randomUUID();
    const first = await post(url, me, { notes: 'easy run' }, key);
    expect(first.statusCode, first.body).toBe(200);
    const retry = await post(url, me, { notes: 'easy run' }, key);
    expect([retry.statusCode, isReplay(retry)]).toEqual([200, true]);
    expect(retry.json()).toEqual(first.json());
    // Without the key the same retry is refused, which is what a timed-out client saw before.
    expect((await post(url, me, { notes: 'easy run' })).statusCode).toBe(422);
    expect((await post(url, me, { notes: 'hard run' }, key)).statusCode).toBe(422);
    // Another request's key is another write: the task is done, whatever key it brings.
    expect((await post(url, me, { notes: 'easy run' }, randomUUID())).statusCode).toBe(422);
  });

  it('completes once when two duplicates race', async () => {
    const me = await follower();
    const task = me.activities[1]!;
    const url = `/api/tasks/${task.id}/complete`;
    const key = randomUUID();
    const answers = await Promise.all([post(url, me, { notes: 'a' }, key), post(url, me, { notes: 'a' }, key)]);
    // Never "already done": the loser is told to wait, or gets the winner's answer.
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    expect(answers.filter((a) => a.statusCode === 200 && !isReplay(a))).toHaveLength(1);
    const [row] = await t.app.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(row!.status).toBe('done');
  });

  it('releases the key when the write fails, so the retry runs again', async () => {
    const me = await follower();
    const someoneElse = await follower();
    const key = randomUUID();
    const theirs = `/api/tasks/${someoneElse.activities[0]!.id}/complete`;
    expect((await post(theirs, me, {}, key)).statusCode).toBe(404);
    expect(await keyRows(key)).toEqual([]);
    const again = await post(theirs, me, {}, key);
    expect([again.statusCode, isReplay(again)]).toEqual([404, false]);
  });

  it('covers skipping too', async () => {
    const me = await follower();
    const url = `/api/tasks/${me.activities[2]!.id}/skip`;
    const key = randomUUID();
    expect((await post(url, me, undefined, key)).statusCode).toBe(200);
    const retry = await post(url, me, undefined, key);
    expect([retry.statusCode, isReplay(retry)]).toEqual([200, true]);
  });
});

describe('Idempotency-Key on agent messages', () => {
  it('starts one conversation, posts one turn and accepts once for a guest, whatever the retries', async () => {
    const guest = await guestPerson(t.app);
    const startKey = randomUUID();
    const started = await post('/api/agent/conversations', guest, { message: TEN_K }, startKey);
    expect(started.statusCode, started.body).toBe(201);
    const retried = await post('/api/agent/conversations', guest, { message: TEN_K }, startKey);
    expect([retried.statusCode, isReplay(retried)]).toEqual([201, true]);
    expect(retried.json()).toEqual(started.json());
    const mine = eq(agentConversations.user_id, guest.id);
    expect((await t.app.db.select({ n: count() }).from(agentConversations).where(mine))[0]!.n).toBe(1);

    const id = started.json<{ data: { conversation: { id: string } } }>().data.conversation.id;
    const turns = async () =>
      (await t.app.db.select({ n: count() }).from(agentMessages).where(eq(agentMessages.conversation_id, id)))[0]!.n;
    const before = await turns();
    const sayKey = randomUUID();
    const said = await Promise.all([
      post(`/api/agent/conversations/${id}/messages`, guest, { message: 'Make it 4 times a week' }, sayKey),
      post(`/api/agent/conversations/${id}/messages`, guest, { message: 'Make it 4 times a week' }, sayKey),
    ]);
    expect(said.some((a) => a.statusCode === 201 && !isReplay(a))).toBe(true);
    expect(said.every((a) => a.statusCode === 201 || a.statusCode === 409)).toBe(true);
    expect(await turns()).toBe(before + 2);

    const acceptKey = randomUUID();
    const accepts = await Promise.all([
      post(`/api/agent/conversations/${id}/accept`, guest, undefined, acceptKey),
      post(`/api/agent/conversations/${id}/accept`, guest, undefined, acceptKey),
    ]);
    expect(accepts.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    const replay = await post(`/api/agent/conversations/${id}/accept`, guest, undefined, acceptKey);
    expect([replay.statusCode, isReplay(replay)]).toEqual([200, true]);
    const system = await t.app.db
      .select({ n: count() })
      .from(agentMessages)
      .where(and(eq(agentMessages.conversation_id, id), eq(agentMessages.role, 'system')));
    expect(system[0]!.n).toBe(1);
    expect((await t.app.db.select({ n: count() }).from(follows).where(eq(follows.user_id, guest.id)))[0]!.n).toBe(1);
  });
});

describe('keys that outlive their request', () => {
  async function seedKey(who: Person, key: string, at: { created: Date; updated: Date }, status: number | null) {
    await t.app.db.insert(idempotencyKeys).values({
      caller: `user:${who.id}`,
      route: 'POST /api/chat/rooms/:id/messages',
      key,
      fingerprint: 'from an earlier request',
      status,
      body: status === null ? null : '{"data":"old"}',
      created_at: at.created,
      updated_at: at.updated,
    });
  }

  it('answers 409 while an attempt is in flight, and lets a retry take over one whose process died', async () => {
    const [ada, ben] = [await person(t.app), await person(t.app)];
    const room = await directRoom(t.app, ada, ben);
    const url = `/api/chat/rooms/${room.id}/messages`;
    const now = t.app.clock.now();
    const payload = { body: 'retry me', file_ids: [] };
    const busyKey = randomUUID();
    await seedKey(ada, busyKey, { created: now, updated: now }, null);
    // A fingerprint check needs the same request: seed the row with this request's fingerprint first.
    const probe = randomUUID();
    expect((await post(url, ada, payload, probe)).statusCode).toBe(201);
    const fingerprint = (await keyRows(probe))[0]!.fingerprint;
    await t.app.db
      .update(idempotencyKeys)
      .set({ fingerprint, updated_at: now })
      .where(eq(idempotencyKeys.key, busyKey));

    const busy = await post(url, ada, payload, busyKey);
    expect(busy.statusCode).toBe(409);
    expect(busy.headers['retry-after']).toBe('1');

    // The same row, 61 s later: its attempt is presumed dead, and the retry does the write.
    t.app.clock.set(new Date(now.getTime() + 61_000));
    const recovered = await post(url, ada, payload, busyKey);
    expect([recovered.statusCode, isReplay(recovered)]).toEqual([201, false]);
    expect(await messagesIn(room.id)).toBe(2);
    t.app.clock.set(MONDAY);
  });

  it('forgets a key after 24 hours: it is new again, and old rows are swept', async () => {
    const [ada, ben] = [await person(t.app), await person(t.app)];
    const room = await directRoom(t.app, ada, ben);
    const url = `/api/chat/rooms/${room.id}/messages`;
    const dayAgo = new Date(MONDAY.getTime() - 25 * 60 * 60 * 1000);
    const reused = randomUUID();
    const forgotten = randomUUID();
    await seedKey(ada, reused, { created: dayAgo, updated: dayAgo }, 201);
    await seedKey(ada, forgotten, { created: dayAgo, updated: dayAgo }, 201);

    const res = await post(url, ada, { body: 'a new day', file_ids: [] }, reused);
    expect([res.statusCode, isReplay(res)]).toEqual([201, false]);
    expect(await messagesIn(room.id)).toBe(1);

    // The sweep runs at most every 10 minutes per process: move past that and any keyed write sweeps.
    t.app.clock.set(new Date(MONDAY.getTime() + 11 * 60 * 1000));
    await post(url, ada, { body: 'later', file_ids: [] }, randomUUID());
    expect(await keyRows(forgotten)).toEqual([]);
    expect(await keyRows(reused)).toHaveLength(1);
    t.app.clock.set(MONDAY);
  });
});

describe('the OpenAPI document', () => {
  it('declares the Idempotency-Key header on each idempotent write', async () => {
    const doc = json<{ paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>> }>(
      await t.app.inject({ method: 'GET', url: '/api/docs/json' }),
    );
    const writes = [
      '/api/chat/rooms/{id}/messages',
      '/api/tasks/{id}/complete',
      '/api/tasks/{id}/skip',
      '/api/agent/conversations',
      '/api/agent/conversations/{id}/messages',
      '/api/agent/conversations/{id}/accept',
    ];
    for (const path of writes) {
      const headers = (doc.paths[path]?.post?.parameters ?? []).filter((p) => p.in === 'header');
      expect(
        headers.map((p) => p.name),
        path,
      ).toContain('idempotency-key');
    }
    const reads = doc.paths['/api/chat/rooms/{id}/messages']?.get?.parameters ?? [];
    expect(reads.some((p) => p.in === 'header')).toBe(false);
  });
});
