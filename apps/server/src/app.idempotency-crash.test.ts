import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { TTaskCard } from '@ito/contracts/following/tasks';
import { idempotencyKeys } from './db/schema/idempotency.ts';
import { createTestApp, json, type TestApp } from './test/harness.ts';
import { followPlan, tenKPlan } from './test/plan-fixture.ts';
import { directRoom, guestPerson, person, type Person } from './test/chat-helpers.ts';
import { snapshotRows, type Rows } from './test/authz-matrix.ts';
import { orders } from './db/schema/commerce.ts';
import { card, order, paidProgram, pay } from './test/commerce-helpers.ts';
import { creator } from './test/program-helpers.ts';
import { seedCatalogue, type CatalogueFixture } from './test/catalogue-fixture.ts';

/**
 * Exactly once across a crash, for every write that takes an `Idempotency-Key` (decisions 029 and 065): the process
 * dies after the write's effect committed and before its key was settled, and the client retries with the same key
 * once the key's in-flight window has passed. The retry must answer as the first attempt did and change nothing
 * more. Which routes take a key comes from the OpenAPI document, so a keyed route added without a scenario here
 * fails the first test.
 *
 * The crash is played in one process: while the first attempt runs, settling a key outside a transaction fails (the
 * app logs it and answers; the key stays "in progress", as a killed process leaves it). A write that stores its key
 * in its effect's own transaction (`commitWithEffect`) is not touched by that: its key is settled or not with it.
 */

let t: TestApp;
const MONDAY = new Date('2026-03-02T09:00:00Z');
const TEN_K = 'I want to run a 10K in 8 weeks, I can train 3 times a week for 40 minutes';
/** Longer than any route's in-flight window (the agent's is its model timeout plus a minute). */
const AFTER_THE_WINDOW_MS = 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  t.app.clock.set(MONDAY);
});
afterAll(() => t.close());

type Attempt = { url: string; who: Person; payload?: Record<string, unknown> };

async function follower(): Promise<Person & { activities: TTaskCard[] }> {
  const me = await person(t.app);
  await followPlan(t.app, me.id, tenKPlan('2026-03-02'));
  const res = await t.app.inject({ method: 'GET', url: '/api/tasks?view=all&per_page=100', headers: me.headers });
  return { ...me, activities: json<{ data: TTaskCard[] }>(res).data.filter((c) => c.kind === 'activity') };
}

async function conversation(): Promise<{ guest: Person; id: string }> {
  const guest = await guestPerson(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/agent/conversations',
    headers: guest.headers,
    payload: { message: TEN_K },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { guest, id: json<{ data: { conversation: { id: string } } }>(res).data.conversation.id };
}

let catalogue: Promise<CatalogueFixture> | undefined;

/** A buyer and a seller shared by the money scenarios (sign-ups are rate limited), each scenario its own program. */
let shop: Promise<{ buyer: Person; seller: Person }> | undefined;
const people = () => (shop ??= (async () => ({ buyer: await person(t.app), seller: await creator(t.app) }))());

async function openOrder(): Promise<{ buyer: Person; seller: Person; orderId: string }> {
  const { buyer, seller } = await people();
  const program = await paidProgram(t.app, seller.id, 2400, 'USD');
  const res = await order(t.app, buyer.token, { item_type: 'program', item_id: program.id });
  expect(res.statusCode, res.body).toBe(201);
  return { buyer, seller, orderId: json<{ data: { id: string } }>(res).data.id };
}

async function soldOrder() {
  const opened = await openOrder();
  const res = await pay(t.app, opened.buyer.token, opened.orderId, await card(t.app, opened.buyer.token));
  expect(res.statusCode, res.body).toBe(200);
  return opened;
}

/** An order a protocol step opened that waits for its seller (`awaiting_confirmation`). */
async function awaitingOrder() {
  const { buyer, seller } = await people();
  const [row] = await t.app.db
    .insert(orders)
    .values({
      buyer_id: buyer.id,
      seller_id: seller.id,
      item_type: 'protocol_order',
      item_title: 'Band kit',
      type: 'confirmation',
      status: 'awaiting_confirmation',
      currency: 'USD',
      subtotal_minor: 1500,
      amount_minor: 1500,
      platform_fee_bps: 1000,
      source_key: `crash-${randomUUID()}`,
    })
    .returning();
  return { seller, orderId: row!.id };
}

/** One ready-to-send request per keyed route ("METHOD /openapi/path"). */
const SCENARIOS: Record<string, () => Promise<Attempt>> = {
  'post /api/chat/rooms/{id}/messages': async () => {
    const [ada, ben] = [await person(t.app), await person(t.app)];
    const room = await directRoom(t.app, ada, ben);
    return { url: `/api/chat/rooms/${room.id}/messages`, who: ada, payload: { body: 'Tuesday?', file_ids: [] } };
  },
  'post /api/tasks/{id}/complete': async () => {
    const me = await follower();
    return { url: `/api/tasks/${me.activities[0]!.id}/complete`, who: me, payload: { notes: 'easy run' } };
  },
  'post /api/tasks/{id}/skip': async () => {
    const me = await follower();
    return { url: `/api/tasks/${me.activities[1]!.id}/skip`, who: me };
  },
  'post /api/agent/conversations': async () => ({
    url: '/api/agent/conversations',
    who: await guestPerson(t.app),
    payload: { message: TEN_K },
  }),
  'post /api/agent/conversations/{id}/messages': async () => {
    const { guest, id } = await conversation();
    return { url: `/api/agent/conversations/${id}/messages`, who: guest, payload: { message: 'Make it 4 a week' } };
  },
  'post /api/agent/conversations/{id}/lessons': async () => {
    // A free course the proposal suggests (decision 115), from a small catalogue seeded once.
    const strength = (await (catalogue ??= seedCatalogue(t.app))).programs.strength;
    const guest = await guestPerson(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/agent/conversations',
      headers: guest.headers,
      payload: {
        message: 'I want to get stronger at the gym as a beginner, 3 times a week for 45 minutes, for 8 weeks',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = json<{ data: { conversation: { id: string } } }>(res).data.conversation.id;
    return { url: `/api/agent/conversations/${id}/lessons`, who: guest, payload: { program_id: strength.id } };
  },
  'post /api/agent/conversations/{id}/accept': async () => {
    const { guest, id } = await conversation();
    return { url: `/api/agent/conversations/${id}/accept`, who: guest };
  },
  'post /api/orders': async () => {
    const { buyer, seller } = await people();
    const program = await paidProgram(t.app, seller.id, 1800, 'EUR');
    return { url: '/api/orders', who: buyer, payload: { item_type: 'program', item_id: program.id } };
  },
  'post /api/orders/{id}/pay': async () => {
    const { buyer, orderId } = await openOrder();
    return {
      url: `/api/orders/${orderId}/pay`,
      who: buyer,
      payload: { payment_method: await card(t.app, buyer.token) },
    };
  },
  'post /api/orders/{id}/cancel': async () => {
    const { buyer, orderId } = await openOrder();
    return { url: `/api/orders/${orderId}/cancel`, who: buyer };
  },
  'post /api/creator/sales/{id}/refund': async () => {
    const { seller, orderId } = await soldOrder();
    return {
      url: `/api/creator/sales/${orderId}/refund`,
      who: seller,
      payload: { amount_minor: 900, reason: 'Part of it back' },
    };
  },
  'post /api/creator/sales/{id}/confirm': async () => {
    const { seller, orderId } = await awaitingOrder();
    return { url: `/api/creator/sales/${orderId}/confirm`, who: seller };
  },
  'post /api/creator/sales/{id}/decline': async () => {
    const { seller, orderId } = await awaitingOrder();
    return { url: `/api/creator/sales/${orderId}/decline`, who: seller };
  },
  'post /api/creator/payout-account/onboarding': async () => ({
    url: '/api/creator/payout-account/onboarding',
    who: await creator(t.app, 'Payout Creator'),
  }),
  'post /api/payment-methods': async () => {
    const { buyer } = await people();
    return { url: '/api/payment-methods', who: buyer, payload: { payment_method: await card(t.app, buyer.token) } };
  },
};

async function keyedRoutes(): Promise<string[]> {
  const doc = json<{ paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>> }>(
    await t.app.inject({ method: 'GET', url: '/api/docs/json' }),
  );
  const keyed: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const takesKey = operation.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key');
      if (takesKey) keyed.push(`${method} ${path}`);
    }
  }
  return keyed.sort();
}

const send = (attempt: Attempt, key: string) =>
  t.app.inject({
    method: 'POST',
    url: attempt.url,
    headers: { ...attempt.who.headers, 'idempotency-key': key },
    ...(attempt.payload ? { payload: attempt.payload } : {}),
  });

/** Sends the first attempt as a process that dies after its handler: settling the key afterwards fails. */
async function sendAndDie(attempt: Attempt, key: string): Promise<LightMyRequestResponse> {
  const db = t.app.db;
  const update = db.update.bind(db);
  (db as { update: unknown }).update = (table: unknown) => {
    if (table === idempotencyKeys) throw new Error('the process died before settling its key');
    return update(table as never);
  };
  try {
    return await send(attempt, key);
  } finally {
    (db as { update: unknown }).update = update;
  }
}

/** Every row of every table but the keys themselves, without the times a retry may move. */
async function state(): Promise<Rows> {
  const rows = await snapshotRows(t.app.db);
  rows.delete('idempotency_keys');
  for (const [table, list] of rows) {
    rows.set(
      table,
      list
        .map((text) => {
          const row = JSON.parse(text) as Record<string, unknown>;
          for (const column of Object.keys(row)) if (column.endsWith('_at')) delete row[column];
          return JSON.stringify(row);
        })
        .sort(),
    );
  }
  return rows;
}

function differences(before: Rows, after: Rows): string[] {
  const found: string[] = [];
  for (const [table, rows] of after) {
    const then = new Set(before.get(table) ?? []);
    const now = new Set(rows);
    for (const row of rows) if (!then.has(row)) found.push(`${table}: new or changed ${row.slice(0, 240)}`);
    for (const row of then) if (!now.has(row)) found.push(`${table}: gone or changed ${row.slice(0, 240)}`);
  }
  return found;
}

describe('a keyed write retried after its process died between commit and answer', () => {
  it('has a crash scenario for every route that takes an Idempotency-Key', async () => {
    const keyed = await keyedRoutes();
    expect(keyed.length).toBeGreaterThan(0);
    expect(keyed.filter((route) => !(route in SCENARIOS))).toEqual([]);
    expect(Object.keys(SCENARIOS).filter((route) => !keyed.includes(route))).toEqual([]);
  });

  for (const route of Object.keys(SCENARIOS)) {
    it(`${route}: the retry answers as the first attempt did and writes nothing more`, async () => {
      t.app.clock.set(MONDAY);
      const attempt = await SCENARIOS[route]!();
      const key = randomUUID();
      const first = await sendAndDie(attempt, key);
      expect(first.statusCode, first.body).toBeLessThan(300);
      // What the first attempt started after answering (a receipt's mail) is part of its effect.
      await t.app.background.settled();
      const afterFirst = await state();

      t.app.clock.set(new Date(MONDAY.getTime() + AFTER_THE_WINDOW_MS));
      const retry = await send(attempt, key);
      expect(retry.statusCode, retry.body).toBe(first.statusCode);
      await t.app.background.settled();
      expect(differences(afterFirst, await state())).toEqual([]);
      // The same answer, so the client learns the ids of what the first attempt made.
      expect(retry.json()).toEqual(first.json());
    });
  }
});
