import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { chatMessages } from './db/schema/chat.ts';
import { idempotencyKeys } from './db/schema/idempotency.ts';
import { createTestApp, type TestApp } from './test/harness.ts';
import { directRoom, person, type Person } from './test/chat-helpers.ts';

// Issue 20 item 15: clients that follow Retry-After got a final 429 for messages that existed, because waiting on an
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
