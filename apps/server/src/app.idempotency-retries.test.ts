import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash, randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { agentConversations, agentMessages } from './db/schema/agent.ts';
import type { LightMyRequestResponse } from 'fastify';
import { chatMessages } from './db/schema/chat.ts';
import { idempotencyKeys } from './db/schema/idempotency.ts';
import { createTestApp, type TestApp } from './test/harness.ts';
import { directRoom, person, type Person } from './test/chat-helpers.ts';

// Clients that follow Retry-After got a final 429 for messages that existed, because waiting on an
// in-progress key (409) and replays used up the sender's rate limit. Only a request that goes on to run counts now.
const LIMIT = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CHAT_RATE_LIMIT: String(LIMIT) });
});
afterAll(() => t.close());

const post = (url: string, who: Person, body: string, key: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...who.headers, 'idempotency-key': key },
    payload: { body, file_ids: [] },
  });
const isReplay = (res: LightMyRequestResponse) => res.headers['idempotent-replayed'] === 'true';
const messagesIn = async (roomId: string) =>
  (await t.app.db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.room_id, roomId)))[0]!.n;

describe('retrying a keyed write', () => {
  it('spends nothing of the rate limit on replays and on waiting for an attempt in flight', async () => {
    const [ada, ben] = [await person(t.app), await person(t.app)];
    const room = await directRoom(t.app, ada, ben);
    const url = `/api/chat/rooms/${room.id}/messages`;

    const sent = randomUUID();
    expect((await post(url, ada, 'first', sent)).statusCode).toBe(201);
    for (let retry = 0; retry < LIMIT + 2; retry += 1) {
      const again = await post(url, ada, 'first', sent);
      expect([again.statusCode, isReplay(again)], `replay ${retry}`).toEqual([201, true]);
    }

    // Another attempt with this key is still running (its row says so): each retry waits, 409, and counts nothing.
    const busy = randomUUID();
    const probe = await post(url, ben, 'second', randomUUID());
    expect(probe.statusCode).toBe(201);
    const [probeRow] = await t.app.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.caller, `user:${ben.id}`));
    const now = t.app.clock.now();
    await t.app.db.insert(idempotencyKeys).values({
      caller: `user:${ada.id}`,
      route: 'POST /api/chat/rooms/:id/messages',
      key: busy,
      fingerprint: probeRow!.fingerprint,
      created_at: now,
      updated_at: now,
    });
    for (let retry = 0; retry < LIMIT + 2; retry += 1) {
      const waiting = await post(url, ada, 'second', busy);
      expect(waiting.statusCode, `wait ${retry}`).toBe(409);
      expect(waiting.headers['retry-after']).toBe('1');
    }

    // Two more messages of her own still fit in the minute; the one after them is refused.
    expect((await post(url, ada, 'third', randomUUID())).statusCode).toBe(201);
    expect((await post(url, ada, 'fourth', randomUUID())).statusCode).toBe(201);
    const over = await post(url, ada, 'fifth', randomUUID());
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await messagesIn(room.id)).toBe(4);
  });
});

// An agent turn writes in steps around the model call. A process killed after it stored the person's
// message left the key "in progress"; once the in-flight window passed, the retry stored the message a second time.
describe('a keyed agent turn retried after its process died', () => {
  const HOUR_MS = 60 * 60 * 1000;
  /** The key row an attempt leaves when its process is killed mid-turn: in progress, and older than its window. */
  async function deadAttempt(who: Person, route: string, url: string, body: object, key: string) {
    const at = new Date(t.app.clock.now().getTime() - HOUR_MS);
    const fingerprint = createHash('sha256')
      .update(JSON.stringify([url, body]))
      .digest('hex');
    await t.app.db.insert(idempotencyKeys).values({
      caller: `user:${who.id}`,
      route,
      key,
      fingerprint,
      created_at: at,
      updated_at: at,
    });
  }
  const send = (url: string, who: Person, message: string, key: string) =>
    t.app.inject({ method: 'POST', url, headers: { ...who.headers, 'idempotency-key': key }, payload: { message } });
  const userMessages = async (conversationId: string, content: string) =>
    (
      await t.app.db
        .select({ n: count() })
        .from(agentMessages)
        .where(
          and(
            eq(agentMessages.conversation_id, conversationId),
            eq(agentMessages.role, 'user'),
            eq(agentMessages.content, content),
          ),
        )
    )[0]!.n;

  it('resumes the turn from the stored message instead of storing it again', async () => {
    const me = await person(t.app);
    const started = await send('/api/agent/conversations', me, 'I want to sleep better', randomUUID());
    expect(started.statusCode, started.body).toBe(201);
    const conversationId = started.json<{ data: { conversation: { id: string } } }>().data.conversation.id;
    const url = `/api/agent/conversations/${conversationId}/messages`;

    // The dead attempt stored the person's answer under its key, then died before the agent answered.
    const key = randomUUID();
    const text = 'Around 11 pm, and I wake up at 3';
    const [stored] = await t.app.db
      .insert(agentMessages)
      .values({ conversation_id: conversationId, role: 'user', content: text, client_key: key })
      .returning();
    await deadAttempt(me, 'POST /api/agent/conversations/:id/messages', url, { message: text }, key);

    const retry = await send(url, me, text, key);
    expect(retry.statusCode, retry.body).toBe(201);
    const [mine, reply] = retry.json<{ data: { id: string; role: string }[] }>().data;
    expect(mine!.id).toBe(stored!.id);
    expect(reply!.role).toBe('agent');
    expect(await userMessages(conversationId, text)).toBe(1);
    // And the retry of the retry replays it.
    const again = await send(url, me, text, key);
    expect([again.statusCode, again.headers['idempotent-replayed']]).toEqual([201, 'true']);
    expect(await userMessages(conversationId, text)).toBe(1);
  });

  it('answers with the turn that already finished when only the answer was lost', async () => {
    const me = await person(t.app);
    const started = await send('/api/agent/conversations', me, 'I want to run 5 km', randomUUID());
    const conversationId = started.json<{ data: { conversation: { id: string } } }>().data.conversation.id;
    const url = `/api/agent/conversations/${conversationId}/messages`;
    const key = randomUUID();
    const first = await send(url, me, 'Three times a week', key);
    expect(first.statusCode, first.body).toBe(201);
    // The process died before it could settle the key: the row is back to "in progress", long ago.
    const at = new Date(t.app.clock.now().getTime() - HOUR_MS);
    await t.app.db
      .update(idempotencyKeys)
      .set({ status: null, body: null, content_type: null, created_at: at, updated_at: at })
      .where(eq(idempotencyKeys.key, key));
    const retry = await send(url, me, 'Three times a week', key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await userMessages(conversationId, 'Three times a week')).toBe(1);
  });

  it('resumes a conversation whose start died after it was made, instead of starting a second one', async () => {
    const me = await person(t.app);
    const key = randomUUID();
    const text = 'I want to drink more water';
    const started = await send('/api/agent/conversations', me, text, key);
    expect(started.statusCode, started.body).toBe(201);
    const conversationId = started.json<{ data: { conversation: { id: string } } }>().data.conversation.id;
    const at = new Date(t.app.clock.now().getTime() - HOUR_MS);
    await t.app.db
      .update(idempotencyKeys)
      .set({ status: null, body: null, content_type: null, created_at: at, updated_at: at })
      .where(eq(idempotencyKeys.key, key));
    const retry = await send('/api/agent/conversations', me, text, key);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json<{ data: { conversation: { id: string } } }>().data.conversation.id).toBe(conversationId);
    const mine = await t.app.db
      .select({ n: count() })
      .from(agentConversations)
      .where(eq(agentConversations.user_id, me.id));
    expect(mine[0]!.n).toBe(1);
    expect(await userMessages(conversationId, text)).toBe(1);
  });
});
