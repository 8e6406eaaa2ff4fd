import { randomBytes, randomUUID } from 'node:crypto';
import { millisecondsInDay } from 'date-fns/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TOrder } from '@ito/contracts/commerce/orders';
import type { TDiscountCodeRow } from '@ito/contracts/commerce/discount-codes';
import type { TPaymentMethod } from '@ito/contracts/commerce/payment-methods';
import type { TBillingAddress } from '@ito/contracts/commerce/billing-address';
import { programs } from '../../db/schema/programs.ts';
import { bearer, createTestApp, json, NOT_FOUND_BODY, type TestApp } from '../../test/harness.ts';
import { verifiedUser } from '../../test/identity-helpers.ts';
import { creator } from '../../test/program-helpers.ts';
import { card, order, paidProgram, pay } from '../../test/commerce-helpers.ts';

/**
 * Commerce, from the public contract only (packages/contracts/src/commerce, the message catalogue, DOMAIN.md and
 * SPEC section 8). Each group has an app of its own: registration is rate-limited per app, and balances stay exact.
 */

const GOOD = '4242424242424242';
const DECLINED = '4000000000000002';
const NO_FUNDS = '4000000000009995';
const THREE_DS = '4000002500003155';
const FAILS_ON_CHARGE = '4000000000000341';
const EXPIRED = '4000000000000069';
const BAD_CVC = '4000000000000127';
const MASTERCARD = '5555555555554444';

type Person = { id: string; token: string; headers: Record<string, string> };
type Validation = {
  message: string;
  code: string;
  errors: Record<string, string[]>;
  codes: Record<string, { code: string; params: Record<string, unknown> }[]>;
};
type Paged<T> = {
  data: T[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
};

async function buyer(app: FastifyInstance, fullName: string): Promise<Person> {
  const auth = await verifiedUser(app, { full_name: fullName });
  return { id: auth.id, token: auth.accessToken, headers: bearer(auth.accessToken) };
}

function req(app: FastifyInstance, method: string, url: string, who?: Person, payload?: unknown) {
  return app.inject({
    method: method as 'GET',
    url,
    headers: who ? who.headers : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** A 422 whose own code and whose `field`'s first code are `code`. */
function expect422(res: LightMyRequestResponse, field: string, code: string) {
  expect(res.statusCode, res.body).toBe(422);
  const body = json<Validation>(res);
  expect(body.code, res.body).toBe(code);
  expect(body.codes[field]?.[0]?.code, res.body).toBe(code);
  expect(body.errors[field]?.length, res.body).toBeGreaterThan(0);
}

/** A 422 naming `code` on `field`, whatever else it names. */
function expectFieldCode(res: LightMyRequestResponse, field: string, code: string) {
  expect(res.statusCode, res.body).toBe(422);
  expect(
    json<Validation>(res).codes[field]?.map((c) => c.code),
    res.body,
  ).toContain(code);
}

/** The code a 422 names on `field` (undefined when it is not a 422 on that field). */
function codeOn(res: LightMyRequestResponse, field: string): string | undefined {
  if (res.statusCode !== 422) return `HTTP ${res.statusCode}`;
  return json<Validation>(res).codes[field]?.[0]?.code;
}

function expect404(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(404);
  expect(json(res)).toEqual(NOT_FOUND_BODY);
}

const orderOf = (res: LightMyRequestResponse) => json<{ data: TOrder }>(res).data;

async function newOrder(app: FastifyInstance, who: Person, payload: Record<string, unknown>): Promise<TOrder> {
  const res = await order(app, who.token, payload);
  expect(res.statusCode, res.body).toBe(201);
  return orderOf(res);
}

async function getOrder(app: FastifyInstance, who: Person, id: string): Promise<TOrder> {
  const res = await req(app, 'GET', `/api/orders/${id}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return orderOf(res);
}

/** Orders the program and pays it with a good card: the paid order. */
async function buy(app: FastifyInstance, who: Person, programId: string, discountCode?: string): Promise<TOrder> {
  const created = await newOrder(app, who, {
    item_type: 'program',
    item_id: programId,
    ...(discountCode ? { discount_code: discountCode } : {}),
  });
  const res = await pay(app, who.token, created.id, await card(app, who.token, GOOD));
  expect(res.statusCode, res.body).toBe(200);
  expect(orderOf(res).status).toBe('paid');
  return orderOf(res);
}

/** A program row in any state, as the studio would leave it. */
async function programRow(
  app: FastifyInstance,
  creatorId: string,
  values: { status?: 'draft' | 'published' | 'archived'; access?: 'free' | 'paid'; price?: number; currency?: string },
) {
  const status = values.status ?? 'published';
  const [row] = await app.db
    .insert(programs)
    .values({
      creator_id: creatorId,
      title: `Program ${randomBytes(3).toString('hex')}`,
      slug: `p-${randomBytes(4).toString('hex')}`,
      shortcode: randomBytes(4).toString('hex'),
      secret: randomBytes(12).toString('hex'),
      status,
      access: values.access ?? 'paid',
      price_minor: values.price ?? 1500,
      currency: values.currency ?? 'USD',
      published_at: status === 'published' ? new Date() : null,
    })
    .returning();
  return row!;
}

const DAY = millisecondsInDay;

// ---------------------------------------------------------------------------------------------------------------------

describe('discount codes', () => {
  let t: TestApp;
  let alice: Person; // creator
  let bruno: Person; // another creator
  let b1: Person;
  let b2: Person;
  let b3: Person;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await creator(t.app, 'Alice Creator');
    bruno = await creator(t.app, 'Bruno Creator');
    b1 = await buyer(t.app, 'Buyer One');
    b2 = await buyer(t.app, 'Buyer Two');
    b3 = await buyer(t.app, 'Buyer Three');
  });
  afterAll(() => t.close());

  const createCode = (who: Person, body: Record<string, unknown>) =>
    req(t.app, 'POST', '/api/creator/discount-codes', who, body);
  async function code(who: Person, body: Record<string, unknown>): Promise<TDiscountCodeRow> {
    const res = await createCode(who, body);
    expect(res.statusCode, res.body).toBe(201);
    return json<{ data: TDiscountCodeRow }>(res).data;
  }
  async function listCodes(who: Person): Promise<TDiscountCodeRow[]> {
    const res = await req(t.app, 'GET', '/api/creator/discount-codes?per_page=100', who);
    expect(res.statusCode, res.body).toBe(200);
    return json<Paged<TDiscountCodeRow>>(res).data;
  }
  const cancel = (who: Person, id: string) => req(t.app, 'POST', `/api/orders/${id}/cancel`, who);

  it('refuses out-of-range percentages, amounts without a currency and malformed codes, each on its field', async () => {
    for (const percent_off of [0, 101, 150, -5]) {
      expect422(
        await createCode(alice, { code: 'PCT-BAD', kind: 'percent', percent_off }),
        'percent_off',
        'commerce.percent_range',
      );
    }
    expect422(await createCode(alice, { code: 'PCT-NONE', kind: 'percent' }), 'percent_off', 'commerce.percent_range');
    expect422(
      await createCode(alice, { code: 'AMT-NOCUR', kind: 'amount', amount_off_minor: 500 }),
      'currency',
      'programs.currency_format',
    );
    expect422(
      await createCode(alice, { code: 'AMT-ZERO', kind: 'amount', amount_off_minor: 0, currency: 'USD' }),
      'amount_off_minor',
      'commerce.amount_off_min',
    );
    expect422(
      await createCode(alice, { code: 'AMT-NONE', kind: 'amount', currency: 'USD' }),
      'amount_off_minor',
      'commerce.amount_off_min',
    );
    expect422(
      await createCode(alice, { code: 'AMT-USX', kind: 'amount', amount_off_minor: 100, currency: 'USX' }),
      'currency',
      'programs.currency_unknown',
    );
    for (const bad of ['SAVE 10', 'SAVE!', 'AB', 'X'.repeat(33), 'ÄPFEL', 'SAVE.10', 'DROP;TABLE', '🎉SALE']) {
      expect422(
        await createCode(alice, { code: bad, kind: 'percent', percent_off: 10 }),
        'code',
        'commerce.code_format',
      );
    }
    expect422(
      await createCode(alice, { code: 'ZERO-USES', kind: 'percent', percent_off: 10, max_uses: 0 }),
      'max_uses',
      'commerce.max_uses_min',
    );
    expect(await listCodes(alice)).toEqual([]);
  });

  it('normalises codes to capitals, refuses a name the creator already has, and lets another creator use it', async () => {
    const row = await code(alice, { code: '  summer-sale_1 ', kind: 'percent', percent_off: 20 });
    expect(row).toMatchObject({
      code: 'SUMMER-SALE_1',
      kind: 'percent',
      percent_off: 20,
      amount_off_minor: null,
      currency: null,
      max_uses: null,
      used_count: 0,
      expires_at: null,
      item_id: null,
      active: true,
    });
    const amount = await code(alice, { code: 'tenoff', kind: 'amount', amount_off_minor: 1000, currency: 'eur' });
    expect(amount).toMatchObject({ code: 'TENOFF', kind: 'amount', amount_off_minor: 1000, currency: 'EUR' });
    for (const again of ['SUMMER-SALE_1', 'Summer-Sale_1', ' summer-sale_1']) {
      expect422(
        await createCode(alice, { code: again, kind: 'percent', percent_off: 5 }),
        'code',
        'commerce.code_taken',
      );
    }
    const theirs = await code(bruno, { code: 'summer-sale_1', kind: 'percent', percent_off: 5 });
    expect(theirs.code).toBe('SUMMER-SALE_1');
    // Renaming another own code onto a taken name is refused too.
    const other = await code(alice, { code: 'WINTER', kind: 'percent', percent_off: 5 });
    expect422(
      await req(t.app, 'PUT', `/api/creator/discount-codes/${other.id}`, alice, {
        code: 'summer-sale_1',
        kind: 'percent',
        percent_off: 5,
      }),
      'code',
      'commerce.code_taken',
    );
    const codes = (await listCodes(alice)).map((c) => c.code).sort();
    expect(codes).toEqual(['SUMMER-SALE_1', 'TENOFF', 'WINTER']);
  });

  it('checkout takes off the exact amount: odd percentages on odd prices round half up, amounts off in minor units', async () => {
    const cases: { price: number; body: Record<string, unknown>; discount: number }[] = [
      { price: 1999, body: { kind: 'percent', percent_off: 15 }, discount: 300 }, // 299.85
      { price: 1001, body: { kind: 'percent', percent_off: 33 }, discount: 330 }, // 330.33
      { price: 777, body: { kind: 'percent', percent_off: 7 }, discount: 54 }, // 54.39
      { price: 4999, body: { kind: 'percent', percent_off: 37 }, discount: 1850 }, // 1849.63
      { price: 1995, body: { kind: 'percent', percent_off: 10 }, discount: 200 }, // 199.5: half up
      { price: 1999, body: { kind: 'amount', amount_off_minor: 500, currency: 'USD' }, discount: 500 },
      { price: 12345, body: { kind: 'amount', amount_off_minor: 1, currency: 'usd' }, discount: 1 },
    ];
    for (const [i, c] of cases.entries()) {
      const program = await paidProgram(t.app, alice.id, c.price, 'USD', `Rounding ${i}`);
      const row = await code(alice, { code: `ROUND-${i}`, ...c.body });
      const created = await newOrder(t.app, b1, {
        item_type: 'program',
        item_id: program.id,
        discount_code: `round-${i}`,
      });
      expect(
        {
          subtotal: created.subtotal_minor,
          discount: created.discount_minor,
          amount: created.amount_minor,
          code: created.discount_code,
        },
        `case ${i}`,
      ).toEqual({ subtotal: c.price, discount: c.discount, amount: c.price - c.discount, code: row.code });
      expect((await cancel(b1, created.id)).statusCode).toBe(200);
    }
  });

  it('an amount off larger than the price takes the price to zero, never below; a 100% code likewise', async () => {
    const program = await paidProgram(t.app, alice.id, 1999, 'USD', 'Giveaway');
    await code(alice, { code: 'BIGGER', kind: 'amount', amount_off_minor: 5000, currency: 'USD', item_id: program.id });
    const created = await newOrder(t.app, b2, { item_type: 'program', item_id: program.id, discount_code: 'BIGGER' });
    expect(created).toMatchObject({ subtotal_minor: 1999, discount_minor: 1999, amount_minor: 0 });
    // Nothing to charge: the order is the buyer's at once.
    expect(created.status).toBe('paid');

    const second = await paidProgram(t.app, alice.id, 3333, 'USD', 'Gift');
    await code(alice, { code: 'ALLFREE', kind: 'percent', percent_off: 100, item_id: second.id });
    const free = await newOrder(t.app, b2, { item_type: 'program', item_id: second.id, discount_code: 'allfree' });
    expect(free).toMatchObject({ subtotal_minor: 3333, discount_minor: 3333, amount_minor: 0, status: 'paid' });
  });

  it('a discount that leaves less than a card can be charged is refused with the minimum', async () => {
    const program = await paidProgram(t.app, alice.id, 1999, 'USD', 'Almost free');
    await code(alice, { code: 'ALMOST', kind: 'amount', amount_off_minor: 1970, currency: 'USD', item_id: program.id });
    const res = await order(t.app, b2.token, { item_type: 'program', item_id: program.id, discount_code: 'ALMOST' });
    expect(res.statusCode, res.body).toBe(422);
    expect(json<Validation>(res).code).toBe('commerce.amount_too_small');
  });

  it('refuses unknown, expired, other-item, other-currency and used-up codes on discount_code, each with its own code', async () => {
    const usd = await paidProgram(t.app, alice.id, 2500, 'USD', 'Target');
    const otherItem = await paidProgram(t.app, alice.id, 2500, 'USD', 'Other item');
    await code(alice, {
      code: 'OLD-NEWS',
      kind: 'percent',
      percent_off: 10,
      expires_at: new Date(Date.now() - DAY).toISOString(),
    });
    await code(alice, {
      code: 'EXPIRED-AMT',
      kind: 'amount',
      amount_off_minor: 100,
      currency: 'USD',
      expires_at: new Date(Date.now() - 60_000).toISOString(),
    });
    await code(alice, { code: 'ONLY-OTHER', kind: 'percent', percent_off: 10, item_id: otherItem.id });
    await code(alice, { code: 'EUROS', kind: 'amount', amount_off_minor: 100, currency: 'EUR' });
    await code(alice, { code: 'YEN-OFF', kind: 'amount', amount_off_minor: 100, currency: 'JPY' });
    await code(alice, {
      code: 'FUTURE',
      kind: 'percent',
      percent_off: 10,
      expires_at: new Date(Date.now() + DAY).toISOString(),
    });

    const attempt = (discount_code: string) =>
      order(t.app, b3.token, { item_type: 'program', item_id: usd.id, discount_code });
    for (const unknown of ['NOPE-123', 'NEVER', 'SUMMER-SALE-2']) {
      expect422(await attempt(unknown), 'discount_code', 'commerce.code_unknown');
    }
    expect422(await attempt('old-news'), 'discount_code', 'commerce.code_expired');
    expect422(await attempt('EXPIRED-AMT'), 'discount_code', 'commerce.code_expired');
    expect422(await attempt('ONLY-OTHER'), 'discount_code', 'commerce.code_not_for_item');
    expect422(await attempt('euros'), 'discount_code', 'commerce.code_currency');
    expect422(await attempt('YEN-OFF'), 'discount_code', 'commerce.code_currency');
    // Not yet expired: honoured.
    const ok = await newOrder(t.app, b3, { item_type: 'program', item_id: usd.id, discount_code: 'FUTURE' });
    expect(ok).toMatchObject({ discount_minor: 250, amount_minor: 2250 });
    expect((await cancel(b3, ok.id)).statusCode).toBe(200);
    // Nothing refused left an order behind.
    const mine = json<Paged<TOrder>>(await req(t.app, 'GET', '/api/orders?per_page=100', b3)).data;
    expect(mine.filter((o) => o.item_id === usd.id).map((o) => o.status)).toEqual(['cancelled']);
  });

  it("another creator's code never applies, even under a name the seller has too", async () => {
    const program = await paidProgram(t.app, alice.id, 2000, 'USD', 'Scoped');
    await code(bruno, { code: 'BRUNO-ONLY', kind: 'percent', percent_off: 50 });
    const res = await order(t.app, b3.token, {
      item_type: 'program',
      item_id: program.id,
      discount_code: 'BRUNO-ONLY',
    });
    expect(res.statusCode, res.body).toBe(422);
    // Either wording is honest to the buyer; what matters is that it is refused on the code and nothing is taken off.
    expect(['commerce.code_unknown', 'commerce.code_not_for_item']).toContain(
      json<Validation>(res).codes.discount_code?.[0]?.code,
    );
    // SUMMER-SALE_1 exists for both creators (20% Alice, 5% Bruno): Alice's program takes Alice's.
    const own = await newOrder(t.app, b3, {
      item_type: 'program',
      item_id: program.id,
      discount_code: 'SUMMER-SALE_1',
    });
    expect(own).toMatchObject({ discount_minor: 400, amount_minor: 1600 });
    expect((await cancel(b3, own.id)).statusCode).toBe(200);
    const brunoProgram = await paidProgram(t.app, bruno.id, 2000, 'USD', 'Bruno scoped');
    const theirs = await newOrder(t.app, b3, {
      item_type: 'program',
      item_id: brunoProgram.id,
      discount_code: 'summer-sale_1',
    });
    expect(theirs).toMatchObject({ discount_minor: 100, amount_minor: 1900 });
    expect((await cancel(b3, theirs.id)).statusCode).toBe(200);
  });

  it('counts a use only for a paid order: open and declined orders give it back, and max_uses then stops the next buyer', async () => {
    const program = await paidProgram(t.app, alice.id, 3000, 'USD', 'Limited');
    const once = await code(alice, {
      code: 'ONCE',
      kind: 'percent',
      percent_off: 10,
      max_uses: 1,
      item_id: program.id,
    });
    const usedCount = async () => (await listCodes(alice)).find((c) => c.id === once.id)!.used_count;

    const pending = await newOrder(t.app, b1, { item_type: 'program', item_id: program.id, discount_code: 'ONCE' });
    expect(pending.amount_minor).toBe(2700);
    expect(await usedCount()).toBe(0);
    const declined = await pay(t.app, b1.token, pending.id, await card(t.app, b1.token, DECLINED));
    expect422(declined, 'payment_method', 'payments.decline.card_declined');
    expect(await usedCount()).toBe(0);
    expect((await cancel(b1, pending.id)).statusCode).toBe(200);
    expect(await usedCount()).toBe(0);

    const paid = await buy(t.app, b2, program.id, 'once');
    expect(paid).toMatchObject({ amount_minor: 2700, discount_code: 'ONCE' });
    expect(await usedCount()).toBe(1);
    expect422(
      await order(t.app, b3.token, { item_type: 'program', item_id: program.id, discount_code: 'ONCE' }),
      'discount_code',
      'commerce.code_used_up',
    );

    // Two uses: two paid orders, then the third buyer is refused.
    const twice = await paidProgram(t.app, alice.id, 1000, 'USD', 'Limited twice');
    await code(alice, {
      code: 'TWICE',
      kind: 'amount',
      amount_off_minor: 250,
      currency: 'USD',
      max_uses: 2,
      item_id: twice.id,
    });
    expect((await buy(t.app, b1, twice.id, 'TWICE')).amount_minor).toBe(750);
    expect((await buy(t.app, b2, twice.id, 'TWICE')).amount_minor).toBe(750);
    expect422(
      await order(t.app, b3.token, { item_type: 'program', item_id: twice.id, discount_code: 'TWICE' }),
      'discount_code',
      'commerce.code_used_up',
    );
    expect((await listCodes(alice)).find((c) => c.code === 'TWICE')!.used_count).toBe(2);
  });

  it('deleting a used code answers 423; an unused one goes; another creator can neither update nor delete', async () => {
    const program = await paidProgram(t.app, alice.id, 1200, 'USD', 'Delete me');
    const used = await code(alice, { code: 'USED-ONE', kind: 'percent', percent_off: 25, item_id: program.id });
    await buy(t.app, b1, program.id, 'USED-ONE');
    const locked = await req(t.app, 'DELETE', `/api/creator/discount-codes/${used.id}`, alice);
    expect(locked.statusCode, locked.body).toBe(423);
    expect(json<{ code: string }>(locked).code).toBe('errors.locked_delete');
    expect((await listCodes(alice)).some((c) => c.id === used.id)).toBe(true);

    const unused = await code(alice, { code: 'UNUSED-ONE', kind: 'percent', percent_off: 25 });
    const body = { code: 'HIJACK', kind: 'percent', percent_off: 100 };
    expect404(await req(t.app, 'PUT', `/api/creator/discount-codes/${unused.id}`, bruno, body));
    expect404(await req(t.app, 'DELETE', `/api/creator/discount-codes/${unused.id}`, bruno));
    expect404(await req(t.app, 'PUT', `/api/creator/discount-codes/${randomUUID()}`, alice, body));
    expect404(await req(t.app, 'DELETE', `/api/creator/discount-codes/not-a-uuid`, alice));
    expect((await listCodes(alice)).find((c) => c.id === unused.id)).toMatchObject({
      code: 'UNUSED-ONE',
      percent_off: 25,
    });

    const updated = await req(t.app, 'PUT', `/api/creator/discount-codes/${unused.id}`, alice, {
      code: 'unused-two',
      kind: 'amount',
      amount_off_minor: 300,
      currency: 'gbp',
      max_uses: 3,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(json<{ data: TDiscountCodeRow }>(updated).data).toMatchObject({
      id: unused.id,
      code: 'UNUSED-TWO',
      kind: 'amount',
      amount_off_minor: 300,
      currency: 'GBP',
      max_uses: 3,
    });
    const gone = await req(t.app, 'DELETE', `/api/creator/discount-codes/${unused.id}`, alice);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(json(gone)).toEqual({ data: { deleted: true } });
    expect((await listCodes(alice)).some((c) => c.id === unused.id)).toBe(false);
  });

  it('only experts manage codes', async () => {
    const res = await req(t.app, 'POST', '/api/creator/discount-codes', b1, {
      code: 'MINE',
      kind: 'percent',
      percent_off: 10,
    });
    expect(res.statusCode).toBe(403);
    expect((await req(t.app, 'GET', '/api/creator/discount-codes', b1)).statusCode).toBe(403);
    expect((await req(t.app, 'GET', '/api/creator/discount-codes')).statusCode).toBe(401);
  });
});

// ---------------------------------------------------------------------------------------------------------------------

describe('donations', () => {
  let t: TestApp;
  let cleo: Person; // creator
  let dan: Person; // donor
  let una: Person; // a user who is not a creator

  beforeAll(async () => {
    t = await createTestApp();
    cleo = await creator(t.app, 'Cleo Creator');
    dan = await buyer(t.app, 'Dan Donor');
    una = await buyer(t.app, 'Una User');
  });
  afterAll(() => t.close());

  it('to the platform: no seller, the amount the donor chose, paid and listed among the donor’s orders', async () => {
    for (const [amount, currency] of [
      [500, 'USD'],
      [100, 'EUR'],
      [1_000_000, 'usd'],
    ] as const) {
      const created = await newOrder(t.app, dan, { item_type: 'donation', amount_minor: amount, currency });
      expect(created).toMatchObject({
        item_type: 'donation',
        item_id: null,
        seller: null,
        buyer: { id: dan.id, name: 'Dan Donor' },
        status: 'pending',
        currency: currency.toUpperCase(),
        subtotal_minor: amount,
        discount_minor: 0,
        amount_minor: amount,
      });
      const paid = await pay(t.app, dan.token, created.id, await card(t.app, dan.token));
      expect(paid.statusCode, paid.body).toBe(200);
      expect(orderOf(paid).status).toBe('paid');
    }
    const list = json<Paged<TOrder>>(await req(t.app, 'GET', '/api/orders?per_page=100', dan));
    const donations = list.data.filter((o) => o.item_type === 'donation' && o.seller === null);
    expect(donations.map((o) => [o.amount_minor, o.currency, o.status])).toEqual([
      [1_000_000, 'USD', 'paid'],
      [100, 'EUR', 'paid'],
      [500, 'USD', 'paid'],
    ]);
  });

  it('to a creator: the creator is the seller, the message is kept, and the creator sees the sale', async () => {
    const created = await newOrder(t.app, dan, {
      item_type: 'donation',
      item_id: cleo.id,
      amount_minor: 2500,
      currency: 'EUR',
      message: '  Thank you for the breathing course 🌬️  ',
    });
    expect(created).toMatchObject({
      item_type: 'donation',
      item_id: cleo.id,
      seller: { id: cleo.id, name: 'Cleo Creator' },
      amount_minor: 2500,
      currency: 'EUR',
      message: 'Thank you for the breathing course 🌬️',
    });
    const paid = await pay(t.app, dan.token, created.id, await card(t.app, dan.token));
    expect(orderOf(paid).status).toBe('paid');
    const mine = json<Paged<TOrder>>(await req(t.app, 'GET', '/api/orders', dan)).data;
    expect(mine[0]).toMatchObject({ id: created.id, status: 'paid', amount_minor: 2500 });
    const sales = json<Paged<TOrder>>(await req(t.app, 'GET', '/api/creator/sales', cleo)).data;
    expect(sales.map((s) => s.id)).toEqual([created.id]);
  });

  it('refuses amounts out of bounds and fractions, on amount_minor', async () => {
    const attempt = (amount_minor: unknown) =>
      order(t.app, dan.token, { item_type: 'donation', item_id: cleo.id, amount_minor, currency: 'USD' });
    for (const low of [99, 1, 0, -100]) expect422(await attempt(low), 'amount_minor', 'commerce.donation_min');
    for (const high of [1_000_001, 50_000_000]) expect422(await attempt(high), 'amount_minor', 'commerce.donation_max');
    for (const fraction of [100.5, 999.99]) expect422(await attempt(fraction), 'amount_minor', 'commerce.amount_whole');
    expect((await attempt('500')).statusCode).toBe(422);
    expect((await attempt(null)).statusCode).toBe(422);
    expect422(
      await order(t.app, dan.token, { item_type: 'donation', currency: 'USD' }),
      'amount_minor',
      'commerce.donation_min',
    );
    const none = json<Paged<TOrder>>(await req(t.app, 'GET', '/api/orders?per_page=100', dan)).data;
    expect(none.some((o) => o.status === 'pending')).toBe(false);
  });

  it('refuses a donation to oneself and answers 404 for a user who is not a creator or does not exist', async () => {
    expect422(
      await order(t.app, cleo.token, { item_type: 'donation', item_id: cleo.id, amount_minor: 500, currency: 'USD' }),
      'item_id',
      'commerce.own_item',
    );
    expect404(
      await order(t.app, dan.token, { item_type: 'donation', item_id: una.id, amount_minor: 500, currency: 'USD' }),
    );
    expect404(
      await order(t.app, dan.token, {
        item_type: 'donation',
        item_id: randomUUID(),
        amount_minor: 500,
        currency: 'USD',
      }),
    );
  });
});

// ---------------------------------------------------------------------------------------------------------------------

describe('creating orders', () => {
  let t: TestApp;
  let ella: Person; // creator
  let finn: Person; // buyer

  beforeAll(async () => {
    t = await createTestApp();
    ella = await creator(t.app, 'Ella Creator');
    finn = await buyer(t.app, 'Finn Buyer');
  });
  afterAll(() => t.close());

  it('answers 404 for unknown programs and for paid programs that are not published', async () => {
    expect404(await order(t.app, finn.token, { item_type: 'program', item_id: randomUUID() }));
    expect404(await order(t.app, finn.token, { item_type: 'protocol', item_id: randomUUID() }));
    const draft = await programRow(t.app, ella.id, { status: 'draft', price: 2000 });
    const archived = await programRow(t.app, ella.id, { status: 'archived', price: 2000 });
    expect404(await order(t.app, finn.token, { item_type: 'program', item_id: draft.id }));
    expect404(await order(t.app, finn.token, { item_type: 'program', item_id: archived.id }));
    expect422(await order(t.app, finn.token, { item_type: 'program' }), 'item_id', 'commerce.item_required');
  });

  it('refuses a free program and the creator’s own program', async () => {
    const free = await programRow(t.app, ella.id, { access: 'free', price: 0 });
    expect422(
      await order(t.app, finn.token, { item_type: 'program', item_id: free.id }),
      'item_id',
      'commerce.not_for_sale',
    );
    const own = await paidProgram(t.app, ella.id, 2500);
    expect422(
      await order(t.app, ella.token, { item_type: 'program', item_id: own.id }),
      'item_id',
      'commerce.own_item',
    );
  });

  it('charges the exact price in zero- and three-decimal currencies', async () => {
    for (const [price, currency] of [
      [1500, 'JPY'],
      [12345, 'KWD'],
      [999, 'BHD'],
      [70000, 'KRW'],
    ] as const) {
      const program = await paidProgram(t.app, ella.id, price, currency, `In ${currency}`);
      const created = await newOrder(t.app, finn, { item_type: 'program', item_id: program.id });
      expect(created).toMatchObject({ currency, subtotal_minor: price, discount_minor: 0, amount_minor: price });
      const paid = await pay(t.app, finn.token, created.id, await card(t.app, finn.token));
      expect(paid.statusCode, paid.body).toBe(200);
      expect(orderOf(paid)).toMatchObject({ status: 'paid', currency, amount_minor: price });
    }
  });

  it('ignores amounts, currencies and states the client sends for a program', async () => {
    const program = await paidProgram(t.app, ella.id, 4999, 'USD', 'Tamper proof');
    const created = await newOrder(t.app, finn, {
      item_type: 'program',
      item_id: program.id,
      amount_minor: 100,
      currency: 'EUR',
      status: 'paid',
      subtotal_minor: 1,
      discount_minor: 4998,
      seller_id: finn.id,
      type: 'payment',
      paid_at: new Date().toISOString(),
    });
    expect(created).toMatchObject({
      status: 'pending',
      currency: 'USD',
      subtotal_minor: 4999,
      discount_minor: 0,
      amount_minor: 4999,
      seller: { id: ella.id },
      buyer: { id: finn.id },
      paid_at: null,
    });
    const paid = await pay(t.app, finn.token, created.id, await card(t.app, finn.token));
    expect(orderOf(paid)).toMatchObject({ status: 'paid', amount_minor: 4999, currency: 'USD' });
    expect422(
      await order(t.app, finn.token, { item_type: 'program', item_id: program.id }),
      'item_id',
      'commerce.already_owned',
    );
  });

  it('answers hostile strings with 422, never 500', async () => {
    const program = await paidProgram(t.app, ella.id, 1500, 'USD', 'Hostile');
    const base = { item_type: 'program', item_id: program.id };
    for (const discount_code of ['AB\u0000CD', '\u0000']) {
      expect422(await order(t.app, finn.token, { ...base, discount_code }), 'discount_code', 'validation.nul');
    }
    for (const discount_code of ['A'.repeat(10_000), '🎉🎉🎉', 'SALE\u202E', "x' OR 1=1 --"]) {
      expect422(await order(t.app, finn.token, { ...base, discount_code }), 'discount_code', 'commerce.code_format');
    }
    const hostile: Record<string, unknown>[] = [
      { ...base, message: 'hi\u0000there' },
      { ...base, message: 'x'.repeat(10_000) },
      { item_type: 'program', item_id: 'abc\u0000' },
      { item_type: 'program', item_id: 'x'.repeat(10_000) },
      { item_type: 'subscription', item_id: program.id },
      { item_type: '🎉', item_id: program.id },
      { item_type: 'donation', amount_minor: 500, currency: 'U\u0000D' },
      { item_type: 'donation', amount_minor: 500, currency: '💶💶💶' },
      { item_type: 'donation', amount_minor: 1e308 },
      { item_type: 'donation', amount_minor: Number.MAX_SAFE_INTEGER + 2 },
    ];
    for (const payload of hostile) {
      const res = await order(t.app, finn.token, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(json<Validation>(res).code).toMatch(/^[a-z_]+\.[a-z_]+$/);
    }
    const cardForm = await req(t.app, 'POST', '/api/payments/local/payment-methods', finn, {
      number: '4242\u00004242',
      exp_month: 12,
      exp_year: 2099,
      cvc: '123',
    });
    expect(cardForm.statusCode, cardForm.body).toBe(422);
    expect(['commerce.card_number', 'validation.nul']).toContain(codeOn(cardForm, 'number'));
    const payBad = await req(t.app, 'POST', `/api/orders/${randomUUID()}/pay`, finn, { payment_method: 'pm\u0000x' });
    expect([404, 422]).toContain(payBad.statusCode);
  });
});

// ---------------------------------------------------------------------------------------------------------------------

describe('paying', () => {
  let t: TestApp;
  let hana: Person; // creator
  let ivan: Person; // buyer
  let jade: Person; // stranger

  beforeAll(async () => {
    t = await createTestApp();
    hana = await creator(t.app, 'Hana Creator');
    ivan = await buyer(t.app, 'Ivan Buyer');
    jade = await buyer(t.app, 'Jade Stranger');
  });
  afterAll(() => t.close());

  const authenticate = (who: Person, chargeId: string, approve: boolean) =>
    req(t.app, 'POST', `/api/payments/local/charges/${chargeId}/authenticate`, who, { approve });

  it('each refused card leaves the order failed with its decline code and card; a good card then pays it', async () => {
    const program = await paidProgram(t.app, hana.id, 2999, 'USD', 'Retry until it works');
    const created = await newOrder(t.app, ivan, { item_type: 'program', item_id: program.id });
    expect(created).toMatchObject({ status: 'pending', payment: null, paid_at: null, receipt_number: null });
    for (const [number, decline] of [
      [DECLINED, 'card_declined'],
      [NO_FUNDS, 'insufficient_funds'],
      [EXPIRED, 'expired_card'],
      [BAD_CVC, 'incorrect_cvc'],
      [FAILS_ON_CHARGE, 'card_declined'],
    ] as const) {
      const res = await pay(t.app, ivan.token, created.id, await card(t.app, ivan.token, number));
      expect422(res, 'payment_method', `payments.decline.${decline}`);
      const seen = await getOrder(t.app, ivan, created.id);
      expect(seen, number).toMatchObject({
        status: 'failed',
        payment: { status: 'failed', card: { brand: 'visa', last4: number.slice(-4) }, failure: decline },
        paid_at: null,
      });
    }
    const ok = await pay(t.app, ivan.token, created.id, await card(t.app, ivan.token, MASTERCARD));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json<{ next_action: unknown }>(ok).next_action).toBeNull();
    const paid = await getOrder(t.app, ivan, created.id);
    expect(paid).toMatchObject({
      status: 'paid',
      amount_minor: 2999,
      payment: { status: 'succeeded', card: { brand: 'mastercard', last4: '4444' }, failure: null },
    });
    expect(paid.paid_at).not.toBeNull();
    expect(paid.receipt_number).not.toBeNull();
    // The seller sees the same order.
    const sale = json<Paged<TOrder>>(await req(t.app, 'GET', '/api/creator/sales', hana)).data.find(
      (s) => s.id === created.id,
    );
    expect(sale).toMatchObject({ status: 'paid', buyer: { id: ivan.id, name: 'Ivan Buyer' } });
  });

  it('refuses to pay or cancel an order that is paid or cancelled, and a stranger sees 404 for all of it', async () => {
    const p1 = await paidProgram(t.app, hana.id, 1500, 'USD', 'Paid once');
    const paid = await buy(t.app, ivan, p1.id);
    expect422(
      await pay(t.app, ivan.token, paid.id, await card(t.app, ivan.token)),
      'order',
      'commerce.order_not_payable',
    );
    const cancelPaid = await req(t.app, 'POST', `/api/orders/${paid.id}/cancel`, ivan);
    expect(cancelPaid.statusCode).toBe(422);
    expect(json<Validation>(cancelPaid).code).toBe('commerce.order_not_cancellable');
    expect((await getOrder(t.app, ivan, paid.id)).status).toBe('paid');

    const p2 = await paidProgram(t.app, hana.id, 1500, 'USD', 'Cancelled');
    const open = await newOrder(t.app, ivan, { item_type: 'program', item_id: p2.id });
    // A stranger: 404 on reading, paying and cancelling someone else's order.
    expect404(await req(t.app, 'GET', `/api/orders/${open.id}`, jade));
    expect404(await pay(t.app, jade.token, open.id, await card(t.app, jade.token)));
    expect404(await req(t.app, 'POST', `/api/orders/${open.id}/cancel`, jade));
    expect(json<Paged<TOrder>>(await req(t.app, 'GET', '/api/orders', jade)).data).toEqual([]);
    expect((await getOrder(t.app, ivan, open.id)).status).toBe('pending');

    const cancelled = await req(t.app, 'POST', `/api/orders/${open.id}/cancel`, ivan);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(orderOf(cancelled).status).toBe('cancelled');
    expect422(
      await pay(t.app, ivan.token, open.id, await card(t.app, ivan.token)),
      'order',
      'commerce.order_not_payable',
    );
    // Cancelling again changes nothing (answered as done).
    const again = await req(t.app, 'POST', `/api/orders/${open.id}/cancel`, ivan);
    expect(again.statusCode, again.body).toBe(200);
    expect(orderOf(again).status).toBe('cancelled');
    expect((await getOrder(t.app, ivan, open.id)).status).toBe('cancelled');
    // A failed order can still be cancelled.
    const p3 = await paidProgram(t.app, hana.id, 1500, 'USD', 'Failed then cancelled');
    const failed = await newOrder(t.app, ivan, { item_type: 'program', item_id: p3.id });
    await pay(t.app, ivan.token, failed.id, await card(t.app, ivan.token, DECLINED));
    const c3 = await req(t.app, 'POST', `/api/orders/${failed.id}/cancel`, ivan);
    expect(orderOf(c3).status).toBe('cancelled');
    expect404(await req(t.app, 'GET', `/api/orders/${randomUUID()}`, ivan));
  });

  it('refuses payment method ids that are malformed or not the buyer’s', async () => {
    const program = await paidProgram(t.app, hana.id, 1500, 'USD', 'Whose card');
    const created = await newOrder(t.app, ivan, { item_type: 'program', item_id: program.id });
    expect422(await pay(t.app, ivan.token, created.id, 'pm'), 'payment_method', 'commerce.payment_method');
    expect422(await pay(t.app, ivan.token, created.id, 'x'.repeat(300)), 'payment_method', 'commerce.payment_method');
    const jadesCard = await card(t.app, jade.token);
    const answers: Record<string, string | undefined> = {};
    for (const unknown of ['pm_local_nope', 'pm_card_visa', randomUUID(), jadesCard]) {
      answers[unknown] = codeOn(await pay(t.app, ivan.token, created.id, unknown), 'payment_method');
    }
    expect(await getOrder(t.app, ivan, created.id)).toMatchObject({ status: 'pending', payment: null });
    expect(Object.values(answers).every((c) => c !== undefined && !c.startsWith('HTTP'))).toBe(true);
    // An id that names no card of the buyer's is "not available", not a wrong card number nor a decline.
    expect(Object.values(answers)).toEqual(Array(4).fill('commerce.payment_method_unknown'));
  });

  it('3-D Secure approved: pending with a redirect, then paid; authenticating again or by a stranger is refused', async () => {
    const program = await paidProgram(t.app, hana.id, 4500, 'EUR', 'Strong customer auth');
    const created = await newOrder(t.app, ivan, { item_type: 'program', item_id: program.id });
    const res = await pay(t.app, ivan.token, created.id, await card(t.app, ivan.token, THREE_DS));
    expect(res.statusCode, res.body).toBe(200);
    const body = json<{ data: TOrder; next_action: { kind: string; url: string } }>(res);
    expect(body.data).toMatchObject({
      status: 'pending',
      payment: { status: 'requires_action', card: { brand: 'visa', last4: '3155' }, failure: null },
    });
    expect(body.next_action.kind).toBe('redirect');
    const match = /^\/payment\/confirm\/([0-9a-f-]{36})$/.exec(body.next_action.url);
    expect(match, body.next_action.url).not.toBeNull();
    const chargeId = match![1]!;

    const charge = await req(t.app, 'GET', `/api/payments/local/charges/${chargeId}`, ivan);
    expect(json<{ data: Record<string, unknown> }>(charge).data).toMatchObject({
      id: chargeId,
      amount_minor: 4500,
      currency: 'EUR',
      status: 'requires_action',
      card: { brand: 'visa', last4: '3155' },
    });
    expect404(await req(t.app, 'GET', `/api/payments/local/charges/${chargeId}`, jade));
    expect404(await authenticate(jade, chargeId, true));
    expect404(await authenticate(hana, chargeId, true));
    expect((await getOrder(t.app, ivan, created.id)).status).toBe('pending');

    const approved = await authenticate(ivan, chargeId, true);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(json<{ data: { status: string } }>(approved).data.status).toBe('succeeded');
    expect(await getOrder(t.app, ivan, created.id)).toMatchObject({
      status: 'paid',
      payment: { status: 'succeeded', failure: null },
    });
    expect422(await authenticate(ivan, chargeId, true), 'approve', 'commerce.authentication_done');
    expect422(await authenticate(ivan, chargeId, false), 'approve', 'commerce.authentication_done');
    expect((await getOrder(t.app, ivan, created.id)).status).toBe('paid');
    expect404(await authenticate(ivan, randomUUID(), true));
  });

  it('3-D Secure refused: the order fails with authentication_failed and can be paid with another card', async () => {
    const program = await paidProgram(t.app, hana.id, 1999, 'USD', 'Refused confirmation');
    const created = await newOrder(t.app, ivan, { item_type: 'program', item_id: program.id });
    const res = await pay(t.app, ivan.token, created.id, await card(t.app, ivan.token, THREE_DS));
    const chargeId = json<{ next_action: { url: string } }>(res).next_action.url.split('/').pop()!;
    const refused = await authenticate(ivan, chargeId, false);
    expect(refused.statusCode, refused.body).toBe(200);
    expect(json<{ data: { status: string } }>(refused).data.status).toBe('failed');
    expect(await getOrder(t.app, ivan, created.id)).toMatchObject({
      status: 'failed',
      payment: { status: 'failed', card: { last4: '3155' }, failure: 'authentication_failed' },
    });
    expect422(await authenticate(ivan, chargeId, true), 'approve', 'commerce.authentication_done');
    expect((await getOrder(t.app, ivan, created.id)).status).toBe('failed');
    const ok = await pay(t.app, ivan.token, created.id, await card(t.app, ivan.token));
    expect(orderOf(ok)).toMatchObject({ status: 'paid', payment: { card: { last4: '4242' } } });
  });

  it('while a confirmation is pending, another payment attempt is refused as in progress', async () => {
    const program = await paidProgram(t.app, hana.id, 2200, 'USD', 'In progress');
    const created = await newOrder(t.app, ivan, { item_type: 'program', item_id: program.id });
    const first = await pay(t.app, ivan.token, created.id, await card(t.app, ivan.token, THREE_DS));
    expect(orderOf(first).payment?.status).toBe('requires_action');
    const second = await pay(t.app, ivan.token, created.id, await card(t.app, ivan.token, GOOD));
    expect422(second, 'payment_method', 'commerce.payment_in_progress');
    expect((await getOrder(t.app, ivan, created.id)).payment).toMatchObject({
      status: 'requires_action',
      card: { last4: '3155' },
    });
  });

  it('lists the buyer’s orders newest first, and `owned` keeps what they own', async () => {
    const all = json<Paged<TOrder>>(await req(t.app, 'GET', '/api/orders?per_page=100', ivan));
    const stamps = all.data.map((o) => o.created_at);
    expect(stamps).toEqual([...stamps].sort().reverse());
    expect(all.data.every((o) => o.buyer.id === ivan.id)).toBe(true);
    const owned = json<Paged<TOrder>>(await req(t.app, 'GET', '/api/orders?per_page=100&owned=true', ivan));
    expect(owned.data.length).toBeGreaterThan(0);
    expect(owned.data.every((o) => o.status === 'paid' || o.status === 'partially_refunded')).toBe(true);
    expect(owned.meta.total).toBe(
      all.data.filter((o) => o.status === 'paid' || o.status === 'partially_refunded').length,
    );
  });
});

// ---------------------------------------------------------------------------------------------------------------------

describe('saved cards', () => {
  let t: TestApp;
  let seller: Person;
  let kai: Person;
  let lea: Person;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await creator(t.app, 'Seller Creator');
    kai = await buyer(t.app, 'Kai Cardholder');
    lea = await buyer(t.app, 'Lea Other');
  });
  afterAll(() => t.close());

  const list = async (who: Person) =>
    json<{ data: TPaymentMethod[] }>(await req(t.app, 'GET', '/api/payment-methods', who)).data;
  const save = (who: Person, payment_method: string) =>
    req(t.app, 'POST', '/api/payment-methods', who, { payment_method });

  it('saves cards from the card form: the first is the default, the default is listed first and moves on delete', async () => {
    expect(await list(kai)).toEqual([]);
    const first = await save(kai, await card(t.app, kai.token, GOOD));
    expect(first.statusCode, first.body).toBe(201);
    const visa = json<{ data: TPaymentMethod }>(first).data;
    expect(visa).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, provider: 'local', is_default: true });
    expect(visa.exp_year).toBe(new Date().getUTCFullYear() + 2);
    const second = json<{ data: TPaymentMethod }>(await save(kai, await card(t.app, kai.token, MASTERCARD))).data;
    expect(second).toMatchObject({ brand: 'mastercard', last4: '4444', is_default: false });
    const third = json<{ data: TPaymentMethod }>(await save(kai, await card(t.app, kai.token, FAILS_ON_CHARGE))).data;
    expect(third).toMatchObject({ last4: '0341', is_default: false });
    const three = await list(kai);
    expect(three.map((c) => c.is_default)).toEqual([true, false, false]);
    expect(three[0]!.id).toBe(visa.id);
    expect(three.map((c) => c.last4).sort()).toEqual(['0341', '4242', '4444']);

    const made = await req(t.app, 'POST', `/api/payment-methods/${second.id}/default`, kai);
    expect(made.statusCode, made.body).toBe(200);
    expect(json<{ data: TPaymentMethod }>(made).data).toMatchObject({ id: second.id, is_default: true });
    const after = await list(kai);
    expect(after[0]).toMatchObject({ id: second.id, is_default: true });
    expect(after.filter((c) => c.is_default).map((c) => c.id)).toEqual([second.id]);

    const deleted = await req(t.app, 'DELETE', `/api/payment-methods/${second.id}`, kai);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(json(deleted)).toEqual({ data: { deleted: true } });
    const remaining = await list(kai);
    expect(remaining.map((c) => c.id).sort()).toEqual([visa.id, third.id].sort());
    expect(remaining.filter((c) => c.is_default)).toHaveLength(1);
    expect(remaining[0]!.is_default).toBe(true);
  });

  it("another user's cards: 404 on default and delete, refused when saved or paid with", async () => {
    const kaisCards = await list(kai);
    const target = kaisCards[0]!;
    expect404(await req(t.app, 'POST', `/api/payment-methods/${target.id}/default`, lea));
    expect404(await req(t.app, 'DELETE', `/api/payment-methods/${target.id}`, lea));
    expect404(await req(t.app, 'DELETE', `/api/payment-methods/${randomUUID()}`, kai));
    expect(await list(kai)).toEqual(kaisCards);
    expect(await list(lea)).toEqual([]);

    const kaisFormCard = await card(t.app, kai.token, GOOD);
    const program = await paidProgram(t.app, seller.id, 1800, 'USD', 'Not your card');
    const created = await newOrder(t.app, lea, { item_type: 'program', item_id: program.id });
    const answers = {
      save: codeOn(await save(lea, kaisFormCard), 'payment_method'),
      saveSaved: codeOn(await save(lea, target.id), 'payment_method'),
      paySaved: codeOn(await pay(t.app, lea.token, created.id, target.id), 'payment_method'),
      payFormCard: codeOn(await pay(t.app, lea.token, created.id, kaisFormCard), 'payment_method'),
    };
    // Refused, and nothing changed hands.
    expect(await getOrder(t.app, lea, created.id)).toMatchObject({ status: 'pending', payment: null });
    expect(await list(lea)).toEqual([]);
    expect(await list(kai)).toEqual(kaisCards);
    expect(Object.values(answers).every((c) => c !== undefined && !c.startsWith('HTTP'))).toBe(true);
    expect(answers).toEqual({
      save: 'commerce.payment_method_unknown',
      saveSaved: 'commerce.payment_method_unknown',
      paySaved: 'commerce.payment_method_unknown',
      payFormCard: 'commerce.payment_method_unknown',
    });
  });

  it('pays with a saved card id, keeps a card when asked, and a saved 0341 card fails when charged', async () => {
    const saved = (await list(kai)).find((c) => c.last4 === '4242')!;
    const p1 = await paidProgram(t.app, seller.id, 2100, 'USD', 'Saved card');
    const o1 = await newOrder(t.app, kai, { item_type: 'program', item_id: p1.id });
    const res = await pay(t.app, kai.token, o1.id, saved.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(orderOf(res)).toMatchObject({ status: 'paid', payment: { card: { brand: 'visa', last4: '4242' } } });

    const risky = (await list(kai)).find((c) => c.last4 === '0341')!;
    const p2 = await paidProgram(t.app, seller.id, 2100, 'USD', 'Saved but declined');
    const o2 = await newOrder(t.app, kai, { item_type: 'program', item_id: p2.id });
    expect422(await pay(t.app, kai.token, o2.id, risky.id), 'payment_method', 'payments.decline.card_declined');
    expect((await getOrder(t.app, kai, o2.id)).payment).toMatchObject({
      failure: 'card_declined',
      card: { last4: '0341' },
    });

    const before = (await list(lea)).length;
    const p3 = await paidProgram(t.app, seller.id, 2100, 'USD', 'Save while paying');
    const o3 = await newOrder(t.app, lea, { item_type: 'program', item_id: p3.id });
    const kept = await req(t.app, 'POST', `/api/orders/${o3.id}/pay`, lea, {
      payment_method: await card(t.app, lea.token, MASTERCARD),
      save_card: true,
    });
    expect(orderOf(kept).status).toBe('paid');
    // The card is kept by background work after the payment settles (checkout.ts): wait for it, not for luck.
    await t.app.background.settled();
    const leas = await list(lea);
    expect(leas).toHaveLength(before + 1);
    expect(leas[0]).toMatchObject({ brand: 'mastercard', last4: '4444', is_default: true });
  });

  it('the card form refuses an expired date, a bad number and a bad security code', async () => {
    const now = new Date();
    const form = (body: Record<string, unknown>) =>
      req(t.app, 'POST', '/api/payments/local/payment-methods', kai, {
        number: GOOD,
        exp_month: 12,
        exp_year: now.getUTCFullYear() + 1,
        cvc: '123',
        ...body,
      });
    for (const exp_year of [now.getUTCFullYear() - 1, 2001]) {
      const res = await form({ exp_year });
      expect(res.statusCode, res.body).toBe(422);
      expect(json<Validation>(res).code).toBe('payments.decline.expired_card');
    }
    if (now.getUTCMonth() > 0) {
      const res = await form({ exp_month: now.getUTCMonth(), exp_year: now.getUTCFullYear() });
      expect(res.statusCode, res.body).toBe(422);
      expect(json<Validation>(res).code).toBe('payments.decline.expired_card');
    }
    // This month is still valid.
    expect((await form({ exp_month: now.getUTCMonth() + 1, exp_year: now.getUTCFullYear() })).statusCode).toBe(201);
    expect422(await form({ exp_month: 13 }), 'exp_month', 'commerce.card_expiry');
    expect422(await form({ exp_year: 1999 }), 'exp_year', 'commerce.card_expiry');
    expect422(await form({ number: '4242 4242' }), 'number', 'commerce.card_number');
    expect422(await form({ number: '4242424242424241' }), 'number', 'payments.decline.incorrect_number');
    expect422(await form({ cvc: '12' }), 'cvc', 'commerce.card_cvc');
    expect422(await form({ cvc: 'abc' }), 'cvc', 'commerce.card_cvc');
    const spaced = await form({ number: '4242 4242-4242 4242' });
    expect(json<{ data: { last4: string } }>(spaced).data.last4).toBe('4242');
  });

  it('saving a card its bank declines is refused; a card short of funds is kept and declined only when charged', async () => {
    expect422(
      await save(lea, await card(t.app, lea.token, DECLINED)),
      'payment_method',
      'payments.decline.card_declined',
    );
    expect((await list(lea)).some((c) => c.last4 === '0002')).toBe(false);
    // A zero-amount card check does not test the funds: saved, then the charge is refused.
    const poor = await save(lea, await card(t.app, lea.token, NO_FUNDS));
    expect(poor.statusCode, poor.body).toBe(201);
    const program = await paidProgram(t.app, seller.id, 2500, 'USD', 'Too dear');
    const created = await newOrder(t.app, lea, { item_type: 'program', item_id: program.id });
    const id = json<{ data: TPaymentMethod }>(poor).data.id;
    expect422(await pay(t.app, lea.token, created.id, id), 'payment_method', 'payments.decline.insufficient_funds');
    expect((await getOrder(t.app, lea, created.id)).status).toBe('failed');
  });
});

// ---------------------------------------------------------------------------------------------------------------------

describe('billing address', () => {
  let t: TestApp;
  let mia: Person;
  let noa: Person;

  beforeAll(async () => {
    t = await createTestApp();
    mia = await buyer(t.app, 'Mia Billing');
    noa = await buyer(t.app, 'Noa Other');
  });
  afterAll(() => t.close());

  const get = async (who: Person) =>
    json<{ data: TBillingAddress | null }>(await req(t.app, 'GET', '/api/billing-address', who)).data;
  const put = (who: Person, body: Record<string, unknown>) => req(t.app, 'PUT', '/api/billing-address', who, body);

  const US = {
    full_name: 'Mia Billing',
    line1: '500 Howard St',
    city: 'San Francisco',
    region: 'CA',
    postal_code: '94105-1804',
    country: 'us',
    phone: '(415) 555-2671',
  };

  it('is null until set, and every country keeps its own rules', async () => {
    expect(await get(mia)).toBeNull();
    const cases: [Record<string, unknown>, Partial<TBillingAddress>][] = [
      [US, { country: 'US', region: 'CA', postal_code: '94105-1804', phone: '+14155552671', line2: '', tax_id: '' }],
      [
        { ...US, postal_code: '10001', city: 'New York', region: 'NY', phone: '212-555-0143' },
        { country: 'US', postal_code: '10001', phone: '+12125550143' },
      ],
      [
        {
          full_name: 'Mia Billing',
          line1: '10 Downing Street',
          city: 'London',
          postal_code: 'SW1A 2AA',
          country: 'GB',
          phone: '020 7946 0958',
        },
        { country: 'GB', region: '', postal_code: 'SW1A 2AA', phone: '+442079460958' },
      ],
      [
        {
          full_name: 'Mia Billing',
          line1: 'Office 1201, Burj Gate Tower',
          line2: 'Sheikh Zayed Road',
          city: 'Dubai',
          region: 'Dubai',
          country: 'AE',
          phone: '050 123 4567',
          tax_id: '100123456700003',
        },
        {
          country: 'AE',
          postal_code: '',
          phone: '+971501234567',
          line2: 'Sheikh Zayed Road',
          tax_id: '100123456700003',
        },
      ],
      [
        {
          full_name: '山田 太郎',
          line1: '千代田1-1',
          city: '千代田区',
          region: '東京都',
          postal_code: '100-0001',
          country: 'jp',
          phone: '03-1234-5678',
        },
        { full_name: '山田 太郎', country: 'JP', postal_code: '100-0001', phone: '+81312345678' },
      ],
    ];
    for (const [body, expected] of cases) {
      const res = await put(mia, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(json<{ data: TBillingAddress }>(res).data).toMatchObject(expected);
      expect(await get(mia)).toMatchObject(expected);
    }
    const noPhone = await put(mia, { ...US, phone: undefined });
    expect(json<{ data: TBillingAddress }>(noPhone).data.phone).toBe('');
  });

  it('refuses postal codes, regions, phones and countries that do not fit, each on its field', async () => {
    const before = await get(mia);
    for (const postal_code of ['1234', 'ABCDE', '941051', '94105-18', '']) {
      expect422(await put(mia, { ...US, postal_code }), 'postal_code', 'commerce.postal_code');
    }
    expect422(
      await put(mia, { ...US, country: 'GB', region: '', postal_code: 'NOT A CODE', phone: '' }),
      'postal_code',
      'commerce.postal_code',
    );
    for (const region of ['', '   ']) {
      expect422(await put(mia, { ...US, region }), 'region', 'commerce.region_required');
    }
    expect422(await put(mia, { ...US, region: undefined }), 'region', 'commerce.region_required');
    for (const phone of ['123', 'call me', '+44 20 7946 09', '415 555 26711']) {
      expect422(await put(mia, { ...US, phone }), 'phone', 'commerce.phone');
    }
    for (const country of ['USA', 'U1', '', '1']) {
      expect422(await put(mia, { ...US, country }), 'country', 'commerce.country');
    }
    expect422(await put(mia, { ...US, line1: '  ' }), 'line1', 'commerce.address_line');
    expect422(await put(mia, { ...US, city: '' }), 'city', 'commerce.city');
    expect((await put(mia, { ...US, line1: 'a\u0000b' })).statusCode).toBe(422);
    expect(await get(mia)).toEqual(before);
  });

  it('refuses a two-letter code that is no country, and never stores it', async () => {
    await put(mia, US);
    for (const country of ['ZZ', 'XX', 'QQ', 'AA']) {
      expect422(
        await put(mia, { ...US, country, region: '', postal_code: '', phone: '' }),
        'country',
        'commerce.country',
      );
    }
    // With a phone too, the unknown country is what is named on `country`.
    expectFieldCode(await put(mia, { ...US, country: 'ZZ' }), 'country', 'commerce.country');
    expect(await get(mia)).toMatchObject({ country: 'US' });
  });

  it('belongs to its owner alone', async () => {
    await put(mia, US);
    expect(await get(noa)).toBeNull();
    const theirs = await put(noa, { ...US, full_name: 'Noa Other', line1: '1 Market St', postal_code: '94105' });
    expect(theirs.statusCode).toBe(200);
    expect(await get(noa)).toMatchObject({ full_name: 'Noa Other', line1: '1 Market St' });
    expect(await get(mia)).toMatchObject({ full_name: 'Mia Billing', line1: '500 Howard St' });
    expect((await req(t.app, 'GET', '/api/billing-address')).statusCode).toBe(401);
    expect((await req(t.app, 'PUT', '/api/billing-address', undefined, US)).statusCode).toBe(401);
  });
});

// ---------------------------------------------------------------------------------------------------------------------

describe('sales, balances and refunds', () => {
  let t: TestApp;
  let sara: Person; // creator
  let theo: Person; // another creator
  let u1: Person;
  let u2: Person;
  const sold: Record<string, TOrder> = {};

  /** What the creator keeps of a two-decimal sale: price − 10% platform fee − (2.9% + 30), each rounded half up. */
  const net = (amount: number) =>
    amount - Math.round((amount * 1000) / 10_000) - (Math.round((amount * 290) / 10_000) + 30);

  beforeAll(async () => {
    t = await createTestApp({ PLATFORM_FEE_BPS: '1000' });
    sara = await creator(t.app, 'Sara Seller');
    theo = await creator(t.app, 'Theo Seller');
    u1 = await buyer(t.app, 'Uma Buyer');
    u2 = await buyer(t.app, 'Ugo Buyer');
    const p = async (price: number, currency: string, title: string) =>
      (await paidProgram(t.app, sara.id, price, currency, title)).id;
    sold.usd1999 = await buy(t.app, u1, await p(1999, 'USD', 'USD 19.99'));
    sold.usd4999 = await buy(t.app, u2, await p(4999, 'USD', 'USD 49.99'));
    const discounted = await p(3001, 'USD', 'USD 30.01 less 10%');
    await req(t.app, 'POST', '/api/creator/discount-codes', sara, { code: 'TENPC', kind: 'percent', percent_off: 10 });
    sold.usd2701 = await buy(t.app, u1, discounted, 'TENPC');
    sold.eur2500 = await buy(t.app, u1, await p(2500, 'EUR', 'EUR 25.00'));
    sold.eur1234 = await buy(t.app, u2, await p(1234, 'EUR', 'EUR 12.34'));
    sold.theo = await buy(t.app, u1, (await paidProgram(t.app, theo.id, 1000, 'USD', 'Theo USD 10')).id);
  });
  afterAll(() => t.close());

  const balances = async (who: Person) => {
    const res = await req(t.app, 'GET', '/api/creator/balances', who);
    expect(res.statusCode, res.body).toBe(200);
    const body = json<{
      data: { currency: string; pending_minor: number; available_minor: number }[];
      meta: { platform_fee_bps: number; hold_days: number };
    }>(res);
    return { ...body, data: [...body.data].sort((a, b) => a.currency.localeCompare(b.currency)) };
  };
  const refund = (who: Person, id: string, amount_minor: unknown, reason = 'Asked for a refund') =>
    req(t.app, 'POST', `/api/creator/sales/${id}/refund`, who, { amount_minor, reason });

  it('the seller sees each sale; the fee arithmetic holds per currency', async () => {
    expect(sold.usd2701).toMatchObject({ subtotal_minor: 3001, discount_minor: 300, amount_minor: 2701 });
    expect([net(1999), net(4999), net(2701), net(2500), net(1234), net(1000)]).toEqual([
      1711, 4324, 2323, 2147, 1045, 841,
    ]);
    const sales = json<Paged<TOrder>>(await req(t.app, 'GET', '/api/creator/sales?per_page=100', sara));
    expect(sales.meta.total).toBe(5);
    expect(new Set(sales.data.map((s) => s.id))).toEqual(
      new Set([sold.usd1999, sold.usd4999, sold.usd2701, sold.eur2500, sold.eur1234].map((o) => o!.id)),
    );
    expect(sales.data.every((s) => s.seller?.id === sara.id)).toBe(true);
    const b = await balances(sara);
    expect(b.meta.platform_fee_bps).toBe(1000);
    expect(b.data).toEqual([
      { currency: 'EUR', pending_minor: 2147 + 1045, available_minor: 0 },
      { currency: 'USD', pending_minor: 1711 + 4324 + 2323, available_minor: 0 },
    ]);
    expect((await balances(theo)).data).toEqual([{ currency: 'USD', pending_minor: 841, available_minor: 0 }]);
    const paidOnly = json<Paged<TOrder>>(await req(t.app, 'GET', '/api/creator/sales?status=refunded', sara));
    expect(paidOnly.data).toEqual([]);
  });

  it('a buyer calling seller endpoints gets 403, another creator 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/creator/sales'],
      ['GET', '/api/creator/balances'],
      ['POST', `/api/creator/sales/${sold.usd1999!.id}/refund`],
    ] as const) {
      const res = await req(
        t.app,
        method,
        url,
        u1,
        method === 'POST' ? { amount_minor: 100, reason: 'mine now' } : undefined,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect404(await refund(theo, sold.usd1999!.id, 100));
    expect404(await refund(sara, sold.theo!.id, 100));
    expect404(await refund(sara, randomUUID(), 100));
    const theoSales = json<Paged<TOrder>>(await req(t.app, 'GET', '/api/creator/sales', theo)).data;
    expect(theoSales.map((s) => s.id)).toEqual([sold.theo!.id]);
    expect((await getOrder(t.app, u1, sold.usd1999!.id)).refunded_minor).toBe(0);
  });

  it('refunds in part reduce pending proportionally, a full refund takes the sale to zero and never below', async () => {
    const id = sold.usd4999!.id;
    const usdBefore = 1711 + 4324 + 2323;
    const first = await refund(sara, id, 1000, 'Missed the first week');
    expect(first.statusCode, first.body).toBe(200);
    expect(orderOf(first)).toMatchObject({ status: 'partially_refunded', refunded_minor: 1000, amount_minor: 4999 });
    expect(orderOf(first).refunds).toMatchObject([{ amount_minor: 1000, reason: 'Missed the first week' }]);
    const afterFirst = Math.round((4324 * 1000) / 4999); // 865
    expect((await balances(sara)).data.find((b) => b.currency === 'USD')!.pending_minor).toBe(usdBefore - afterFirst);
    // The buyer sees the refund on the order and still owns the program.
    expect(await getOrder(t.app, u2, id)).toMatchObject({ status: 'partially_refunded', refunded_minor: 1000 });

    expect422(await refund(sara, id, 4000), 'amount_minor', 'commerce.refund_exceeds');
    const rest = await refund(sara, id, 3999, 'Refunding the rest');
    expect(rest.statusCode, rest.body).toBe(200);
    expect(orderOf(rest)).toMatchObject({ status: 'refunded', refunded_minor: 4999 });
    expect(
      orderOf(rest)
        .refunds.map((r) => r.amount_minor)
        .sort(),
    ).toEqual([1000, 3999]);
    const usd = (await balances(sara)).data.find((b) => b.currency === 'USD')!;
    expect(usd.pending_minor).toBe(usdBefore - 4324);
    expect(usd.pending_minor).toBeGreaterThanOrEqual(0);
    expect422(await refund(sara, id, 1), 'order', 'commerce.not_refundable');
    expect((await balances(sara)).data.find((b) => b.currency === 'EUR')!.pending_minor).toBe(2147 + 1045);

    // EUR, three refunds in part adding up to the whole: exactly zero left of that sale.
    const eur = sold.eur1234!.id;
    for (const part of [333, 333, 568]) expect((await refund(sara, eur, part)).statusCode).toBe(200);
    expect((await balances(sara)).data.find((b) => b.currency === 'EUR')!.pending_minor).toBe(2147);
  });

  it('refusing a refund: more than is left, zero, fractions, no reason, or an order that was never paid', async () => {
    const id = sold.usd1999!.id;
    expect422(await refund(sara, id, 2000), 'amount_minor', 'commerce.refund_exceeds');
    expect422(await refund(sara, id, 1_000_000), 'amount_minor', 'commerce.refund_exceeds');
    expect422(await refund(sara, id, 0), 'amount_minor', 'commerce.refund_min');
    expect422(await refund(sara, id, -50), 'amount_minor', 'commerce.refund_min');
    expect422(await refund(sara, id, 10.5), 'amount_minor', 'commerce.amount_whole');
    expect422(await refund(sara, id, 100, 'no'), 'reason', 'commerce.refund_reason');
    expect(await getOrder(t.app, u1, id)).toMatchObject({ status: 'paid', refunded_minor: 0, refunds: [] });

    const unpaidProgram = await paidProgram(t.app, sara.id, 1500, 'USD', 'Never paid');
    const pending = await newOrder(t.app, u2, { item_type: 'program', item_id: unpaidProgram.id });
    expect422(await refund(sara, pending.id, 100), 'order', 'commerce.not_refundable');
    await pay(t.app, u2.token, pending.id, await card(t.app, u2.token, DECLINED));
    expect422(await refund(sara, pending.id, 100), 'order', 'commerce.not_refundable');
    await req(t.app, 'POST', `/api/orders/${pending.id}/cancel`, u2);
    expect422(await refund(sara, pending.id, 100), 'order', 'commerce.not_refundable');
  });
});

// ---------------------------------------------------------------------------------------------------------------------

describe('paged lists', () => {
  let t: TestApp;
  let quinn: Person;
  let rosa: Person;

  beforeAll(async () => {
    t = await createTestApp();
    quinn = await creator(t.app, 'Quinn Creator');
    rosa = await buyer(t.app, 'Rosa Buyer');
    for (let i = 0; i < 5; i++) {
      await req(t.app, 'POST', '/api/creator/discount-codes', quinn, {
        code: `PAGE-${i}`,
        kind: 'percent',
        percent_off: 5,
      });
    }
    for (let i = 0; i < 3; i++)
      await buy(t.app, rosa, (await paidProgram(t.app, quinn.id, 1000 + i, 'USD', `P${i}`)).id);
  });
  afterAll(() => t.close());

  const lists: [string, () => Person, number][] = [
    ['/api/orders', () => rosa, 3],
    ['/api/creator/sales', () => quinn, 3],
    ['/api/creator/discount-codes', () => quinn, 5],
  ];

  it.each(lists)('%s: per_page bounds, pages and the page past the end', async (url, who, total) => {
    for (const bad of [
      'per_page=0',
      'per_page=101',
      'per_page=-1',
      'per_page=abc',
      'page=0',
      'page=-3',
      'per_page=2.5',
    ]) {
      const res = await req(t.app, 'GET', `${url}?${bad}`, who());
      expect(res.statusCode, `${url}?${bad}`).toBe(422);
    }
    const max = json<Paged<unknown>>(await req(t.app, 'GET', `${url}?per_page=100`, who()));
    expect(max.meta).toEqual({ current_page: 1, last_page: 1, per_page: 100, total });
    const fallback = json<Paged<unknown>>(await req(t.app, 'GET', url, who()));
    expect(fallback.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total });

    const pages = Math.ceil(total / 2);
    const seen: unknown[] = [];
    for (let page = 1; page <= pages; page++) {
      const res = json<Paged<{ id: string }>>(await req(t.app, 'GET', `${url}?per_page=2&page=${page}`, who()));
      expect(res.meta).toEqual({ current_page: page, last_page: pages, per_page: 2, total });
      expect(res.data).toHaveLength(page < pages ? 2 : total - 2 * (pages - 1));
      seen.push(...res.data.map((r) => r.id));
    }
    expect(new Set(seen).size).toBe(total);
    for (const page of [pages + 1, 50]) {
      const beyond = json<Paged<unknown>>(await req(t.app, 'GET', `${url}?per_page=2&page=${page}`, who()));
      expect(beyond.data).toEqual([]);
      expect(beyond.meta).toEqual({ current_page: page, last_page: pages, per_page: 2, total });
    }
  });
});
