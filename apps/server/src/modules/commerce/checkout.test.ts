import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ledgerEntries, ledgerTransactions, orders, payments } from '../../db/schema/commerce.ts';
import { localCharges } from '../../db/schema/local-payments.ts';
import { follows } from '../../db/schema/programs.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/harness.ts';
import { verifiedUser } from '../../test/identity-helpers.ts';
import { creator } from '../../test/program-helpers.ts';
import { card, order, paidProgram, pay } from '../../test/commerce-helpers.ts';
import { settleUnsettled } from './checkout.ts';
import { settleRefundFromProvider } from './refunds.ts';
import { ledgerTotalsDisagree } from './ledger-store.ts';
import { appDeps } from '../../platform/deps.ts';
import type { TOrder } from '@ito/contracts/commerce/orders';

let t: TestApp;
type Person = { id: string; token: string };
// Registrations are rate limited per address: the file shares its buyers and makes a fresh seller where balances count.
let me: Person;
let stranger: Person;
let otherCreator: Awaited<ReturnType<typeof creator>>;
beforeAll(async () => {
  t = await createTestApp({ PLATFORM_FEE_BPS: '1000' });
  me = await buyer();
  stranger = await buyer();
  otherCreator = await creator(t.app, 'Other Creator');
});
afterAll(() => t.close());

let myEmail = '';
async function buyer(): Promise<Person> {
  const auth = await verifiedUser(t.app);
  myEmail ||= auth.user.email ?? '';
  return { id: auth.id, token: auth.accessToken };
}

async function ledgerTotal(): Promise<number> {
  const [row] = await t.app.db
    .select({ s: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries);
  return Number(row!.s);
}

async function accountSum(account: string): Promise<number> {
  const [row] = await t.app.db
    .select({ s: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, account));
  return Number(row!.s);
}

async function creatorPending(id: string): Promise<number> {
  const [row] = await t.app.db
    .select({ s: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, `creator_pending:${id}`));
  return -Number(row!.s) || 0;
}

describe('buying a paid program with the built-in provider', () => {
  it('charges the server price, grants the program once, numbers a receipt and balances the ledger', async () => {
    const seller = await creator(t.app, 'Sara Seller');
    const program = await paidProgram(t.app, seller.id, 1999, 'USD');

    const follow0 = await t.app.inject({
      method: 'POST',
      url: `/api/programs/${program.id}/follow`,
      headers: bearer(me.token),
      payload: {},
    });
    expect(follow0.statusCode).toBe(422);

    // An amount sent by the client changes nothing: the price is the program's.
    const created = await order(t.app, me.token, { item_type: 'program', item_id: program.id, amount_minor: 100 });
    expect(created.statusCode, created.body).toBe(201);
    const o = json<{ data: TOrder }>(created).data;
    expect(o).toMatchObject({ status: 'pending', amount_minor: 1999, currency: 'USD', type: 'payment' });

    // A double click finds the same open order.
    const again = json<{ data: TOrder }>(
      await order(t.app, me.token, { item_type: 'program', item_id: program.id }),
    ).data;
    expect(again.id).toBe(o.id);

    const paid = await pay(t.app, me.token, o.id, await card(t.app, me.token));
    expect(paid.statusCode).toBe(200);
    const body = json<{ data: TOrder; next_action: unknown }>(paid);
    expect(body.next_action).toBeNull();
    expect(body.data).toMatchObject({
      status: 'paid',
      payment: { status: 'succeeded', card: { brand: 'visa', last4: '4242' } },
    });
    expect(body.data.receipt_number).toMatch(/^R-[0-9A-F]{6}-000001$/);

    // 10% platform fee (200), the provider's 2.9% + 30 (58 + 30 = 88): the creator's share is 1711, pending.
    expect(await creatorPending(seller.id)).toBe(1999 - 200 - 88);
    expect(await ledgerTotal()).toBe(0);
    const balances = await t.app.inject({ method: 'GET', url: '/api/creator/balances', headers: seller.headers });
    expect(json<{ data: unknown[] }>(balances).data).toEqual([
      { currency: 'USD', pending_minor: 1711, available_minor: 0 },
    ]);

    const follow1 = await t.app.inject({
      method: 'POST',
      url: `/api/programs/${program.id}/follow`,
      headers: bearer(me.token),
      payload: {},
    });
    expect(follow1.statusCode).toBeLessThan(300);

    // Buying it again is refused: it is owned.
    const twice = await order(t.app, me.token, { item_type: 'program', item_id: program.id });
    expect(twice.statusCode).toBe(422);
    expect(json<{ codes: Record<string, { code: string }[]> }>(twice).codes.item_id).toBeDefined();

    const mine = await t.app.inject({ method: 'GET', url: '/api/orders?owned=true', headers: bearer(me.token) });
    expect(json<{ data: TOrder[] }>(mine).data.map((x) => x.id)).toEqual([o.id]);
    const sales = await t.app.inject({ method: 'GET', url: '/api/creator/sales', headers: seller.headers });
    expect(json<{ data: TOrder[] }>(sales).data.map((x) => x.id)).toEqual([o.id]);
  });

  it('says why a declined card was refused, charges nothing, and lets the buyer try another card', async () => {
    const seller = await creator(t.app);
    const program = await paidProgram(t.app, seller.id, 5000, 'EUR');
    const o = json<{ data: TOrder }>(await order(t.app, me.token, { item_type: 'program', item_id: program.id })).data;
    const before = await ledgerTotal();
    for (const [number, code] of [
      ['4000000000000002', 'payments.decline.card_declined'],
      ['4000000000009995', 'payments.decline.insufficient_funds'],
      ['4000000000000341', 'payments.decline.card_declined'],
    ] as const) {
      const declined = await pay(t.app, me.token, o.id, await card(t.app, me.token, number));
      expect(declined.statusCode).toBe(422);
      expect(json<{ codes: { payment_method: { code: string }[] } }>(declined).codes.payment_method[0]!.code).toBe(
        code,
      );
    }
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, o.id));
    expect(row!.status).toBe('failed');
    expect(await creatorPending(seller.id)).toBe(0);
    expect(await ledgerTotal()).toBe(before);
    const ok = await pay(t.app, me.token, o.id, await card(t.app, me.token));
    expect(json<{ data: TOrder }>(ok).data.status).toBe('paid');
  });

  it('refuses a card number that fails its check digit before anything is stored', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/local/payment-methods',
      headers: bearer(me.token),
      payload: { number: '4242 4242 4242 4241', exp_month: 1, exp_year: 2099, cvc: '123' },
    });
    expect(res.statusCode).toBe(422);
    expect(json<{ codes: { number: { code: string }[] } }>(res).codes.number[0]!.code).toBe(
      'payments.decline.incorrect_number',
    );
  });

  it('asks for the bank confirmation with 3155 and settles after it, or fails when it is refused', async () => {
    const seller = await creator(t.app);
    for (const approve of [true, false]) {
      const program = await paidProgram(t.app, seller.id, 2500, 'USD');
      const o = json<{ data: TOrder }>(
        await order(t.app, me.token, { item_type: 'program', item_id: program.id }),
      ).data;
      const res = await pay(t.app, me.token, o.id, await card(t.app, me.token, '4000002500003155'));
      const body = json<{ data: TOrder; next_action: { kind: string; url: string } }>(res);
      expect(body.data.status).toBe('pending');
      expect(body.next_action.kind).toBe('redirect');
      const chargeId = body.next_action.url.split('/').pop()!;
      // Nobody else can confirm it.
      const other = await t.app.inject({
        method: 'POST',
        url: `/api/payments/local/charges/${chargeId}/authenticate`,
        headers: bearer(stranger.token),
        payload: { approve: true },
      });
      expect(other.statusCode).toBe(404);
      const done = await t.app.inject({
        method: 'POST',
        url: `/api/payments/local/charges/${chargeId}/authenticate`,
        headers: bearer(me.token),
        payload: { approve },
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(json<{ data: { return_url: string } }>(done).data.return_url).toContain(
        approve ? '/payment/success' : '/payment/cancel',
      );
      const view = json<{ data: TOrder }>(
        await t.app.inject({ method: 'GET', url: `/api/orders/${o.id}`, headers: bearer(me.token) }),
      ).data;
      expect(view.status).toBe(approve ? 'paid' : 'failed');
    }
  });

  it('charges once for a double click with one key, and once for two racing clicks', async () => {
    const seller = await creator(t.app);
    const program = await paidProgram(t.app, seller.id, 1000, 'USD');
    const o = json<{ data: TOrder }>(await order(t.app, me.token, { item_type: 'program', item_id: program.id })).data;
    const method = await card(t.app, me.token);
    const key = { 'idempotency-key': 'pay-once-1' };
    const [a, b] = await Promise.all([
      pay(t.app, me.token, o.id, method, key),
      pay(t.app, me.token, o.id, method, key),
    ]);
    expect([a.statusCode, b.statusCode].filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    const replay = await pay(t.app, me.token, o.id, method, key);
    expect(replay.statusCode, replay.body).toBe(200);
    const tries = await t.app.db.select().from(payments).where(eq(payments.order_id, o.id));
    expect(tries.filter((p) => p.status === 'succeeded')).toHaveLength(1);
    const charges = await t.app.db
      .select()
      .from(localCharges)
      .where(sql`${localCharges.metadata}->>'order_id' = ${o.id}`);
    expect(charges).toHaveLength(1);
    const txs = await t.app.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.payment_id, tries.find((p) => p.status === 'succeeded')!.id));
    expect(txs).toHaveLength(1);
    const third = await pay(t.app, me.token, o.id, method);
    expect(third.statusCode).toBe(422);
  });

  it('settles once after a crash between the charge and its settlement', async () => {
    const seller = await creator(t.app);
    const program = await paidProgram(t.app, seller.id, 3000, 'USD');
    const o = json<{ data: TOrder }>(await order(t.app, me.token, { item_type: 'program', item_id: program.id })).data;
    const method = await card(t.app, me.token);
    // What a process killed after the provider charged leaves: an attempt in flight, a charge made under its key.
    const [attempt] = await t.app.db
      .insert(payments)
      .values({
        order_id: o.id,
        provider: 'local',
        status: 'processing',
        amount_minor: 3000,
        currency: 'USD',
        payment_method: method,
        created_at: new Date(Date.now() - 120_000),
      })
      .returning();
    const deps = appDeps(t.app);
    const customer = `cus_local_${me.id}`;
    await t.app.payments.charge({
      amount: 3000,
      currency: 'USD',
      payment_method: method,
      customer,
      return_url: '/x',
      idempotency_key: `payment-${attempt!.id}`,
      metadata: { payment_id: attempt!.id, order_id: o.id },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await t.app.background.settled();
    await settleUnsettled(deps);
    await settleUnsettled(deps);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, o.id));
    expect(row!.status).toBe('paid');
    const charges = await t.app.db
      .select()
      .from(localCharges)
      .where(sql`${localCharges.metadata}->>'order_id' = ${o.id}`);
    expect(charges).toHaveLength(1);
    const txs = await t.app.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.payment_id, attempt!.id));
    expect(txs).toHaveLength(1);
  });
});

describe('refunds', () => {
  async function sold(price = 10_000) {
    const seller = await creator(t.app);
    const program = await paidProgram(t.app, seller.id, price, 'USD');
    const o = json<{ data: TOrder }>(await order(t.app, me.token, { item_type: 'program', item_id: program.id })).data;
    await pay(t.app, me.token, o.id, await card(t.app, me.token));
    await t.app.inject({
      method: 'POST',
      url: `/api/programs/${program.id}/follow`,
      headers: bearer(me.token),
      payload: {},
    });
    return { seller, program, o };
  }
  const refund = (token: Record<string, string>, id: string, amount: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/creator/sales/${id}/refund`,
      headers: token,
      payload: { amount_minor: amount, reason: 'Asked within a week' },
    });

  it('refunds in part then in full, reverses the ledger to zero and ends access', async () => {
    const feesBefore = await accountSum('platform_fees');
    const providerBefore = await accountSum('provider_fees:local');
    const { seller, program, o } = await sold();
    const part = await refund(seller.headers, o.id, 2500);
    expect(json<{ data: TOrder }>(part).data).toMatchObject({ status: 'partially_refunded', refunded_minor: 2500 });
    const over = await refund(seller.headers, o.id, 7501);
    expect(over.statusCode).toBe(422);
    const rest = await refund(seller.headers, o.id, 7500);
    const view = json<{ data: TOrder }>(rest).data;
    expect(view).toMatchObject({ status: 'refunded', refunded_minor: 10_000 });
    expect(view.refunds.map((r) => r.credit_note_number)).toEqual([
      expect.stringMatching(/^C-.*-000002$/),
      expect.stringMatching(/^C-.*-000003$/),
    ]);
    expect(await creatorPending(seller.id)).toBe(0);
    expect(await ledgerTotal()).toBe(0);
    // The provider kept its fee on 100.00 (2.9% + 0.30 = 3.20), which the platform bears: its fees are 3.20 short.
    expect((await accountSum('provider_fees:local')) - providerBefore).toBe(-320);
    expect((await accountSum('platform_fees')) - feesBefore).toBe(320);
    await t.app.background.settled();
    const left = await t.app.db.select().from(follows).where(eq(follows.user_id, me.id));
    expect(left.filter((f) => f.program_id === program.id)).toHaveLength(0);
  });

  it('never returns more than was paid when two refunds race', async () => {
    const { seller, o } = await sold(10_000);
    const results = await Promise.all([refund(seller.headers, o.id, 6000), refund(seller.headers, o.id, 6000)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, o.id));
    expect(row!.refunded_minor).toBe(6000);
  });

  it('takes back a refund the provider failed to pay: the ledger as before it, the order owned and refundable again', async () => {
    const feesBefore = await accountSum('platform_fees');
    const providerBefore = await accountSum('provider_fees:local');
    // Stripe's 5126: the charge succeeds, the bank takes no refund back.
    const seller = await creator(t.app);
    const program = await paidProgram(t.app, seller.id, 10_000, 'USD');
    const o = json<{ data: TOrder }>(await order(t.app, me.token, { item_type: 'program', item_id: program.id })).data;
    await pay(t.app, me.token, o.id, await card(t.app, me.token, '4000000000005126'));
    const pendingBefore = await creatorPending(seller.id);
    expect(pendingBefore).toBe(10_000 - 1000 - 320);

    const answered = await refund(seller.headers, o.id, 10_000);
    expect(answered.statusCode, answered.body).toBe(200);
    const view = json<{ data: TOrder }>(
      await t.app.inject({ method: 'GET', url: `/api/orders/${o.id}`, headers: bearer(me.token) }),
    ).data;
    expect(view).toMatchObject({ status: 'paid', refunded_minor: 0 });
    expect(view.refunds).toMatchObject([{ status: 'failed' }]);
    // The credit note keeps its number; the ledger holds the payment alone again, fees as charged.
    expect(view.refunds[0]!.credit_note_number).toMatch(/^C-/);
    expect(await creatorPending(seller.id)).toBe(pendingBefore);
    expect(await ledgerTotal()).toBe(0);
    expect(await accountSum('platform_fees')).toBe(feesBefore - 1000);
    expect(await accountSum('provider_fees:local')).toBe(providerBefore - 320);
    expect(await ledgerTotalsDisagree(t.app.db)).toEqual([]);

    // The provider's event saying so again changes nothing; a part refund is tried again and fails the same way.
    const deps = appDeps(t.app);
    const refundId = view.refunds[0]!.id;
    const failed = {
      ref: 'rf_failed',
      charge_ref: 'ch_paid',
      status: 'failed' as const,
      amount: 10_000,
      currency: 'USD',
      metadata: { refund_id: refundId },
    };
    await settleRefundFromProvider(deps, failed);
    const part = await refund(seller.headers, o.id, 2_500);
    expect(part.statusCode, part.body).toBe(200);
    expect(json<{ data: TOrder }>(part).data).toMatchObject({ status: 'paid', refunded_minor: 0 });
    expect(await creatorPending(seller.id)).toBe(pendingBefore);
    expect(await ledgerTotal()).toBe(0);
  });

  it('lets only the seller see and refund a sale, and only buyer and seller see the order', async () => {
    const { o } = await sold();
    const other = otherCreator;
    expect((await refund(other.headers, o.id, 100)).statusCode).toBe(404);
    expect((await refund(bearer(me.token), o.id, 100)).statusCode).toBe(403);
    const peek = await t.app.inject({ method: 'GET', url: `/api/orders/${o.id}`, headers: bearer(stranger.token) });
    expect(peek.statusCode).toBe(404);
    const theirs = await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(stranger.token) });
    expect(json<{ data: unknown[] }>(theirs).data).toEqual([]);
  });
});

describe('the database keeps the ledger balanced', () => {
  it('refuses an unbalanced transaction at commit and any edit of an entry', async () => {
    const attempt = t.app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(ledgerTransactions)
        .values({ kind: 'adjustment', source_key: `test-unbalanced-${Date.now()}` })
        .returning();
      await tx.insert(ledgerEntries).values([
        { transaction_id: row!.id, account: 'platform_fees', amount: -100, currency: 'USD' },
        { transaction_id: row!.id, account: 'provider_clearing:local', amount: 99, currency: 'USD' },
      ]);
    });
    await expect(attempt).rejects.toThrow();
    const single = t.app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(ledgerTransactions)
        .values({ kind: 'adjustment', source_key: `test-single-${Date.now()}` })
        .returning();
      await tx
        .insert(ledgerEntries)
        .values([{ transaction_id: row!.id, account: 'platform_fees', amount: 5, currency: 'USD' }]);
    });
    await expect(single).rejects.toThrow();
    const [any] = await t.app.db.select().from(ledgerEntries).limit(1);
    expect(any).toBeDefined();
    await expect(
      t.app.db.update(ledgerEntries).set({ amount: 1 }).where(eq(ledgerEntries.id, any!.id)),
    ).rejects.toThrow();
    await expect(t.app.db.delete(ledgerEntries).where(eq(ledgerEntries.id, any!.id))).rejects.toThrow();
    // The creators' running totals, kept by the entries' trigger, agree with the entries after everything above.
    expect(await ledgerTotalsDisagree(t.app.db)).toEqual([]);
  });
});

describe('receipts', () => {
  it('gives the receipt and a credit note as PDF to the buyer and the seller only, and mails the buyer', async () => {
    const seller = await creator(t.app, 'Receipt Seller');
    const program = await paidProgram(t.app, seller.id, 4200, 'USD', 'Receipt Program');
    const o = json<{ data: TOrder }>(await order(t.app, me.token, { item_type: 'program', item_id: program.id })).data;
    await pay(t.app, me.token, o.id, await card(t.app, me.token));
    for (const who of [bearer(me.token), seller.headers]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/orders/${o.id}/receipt`, headers: who });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="R-[0-9A-F]{6}-000001\.pdf"$/);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    for (const who of [bearer(stranger.token), otherCreator.headers]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/orders/${o.id}/receipt`, headers: who });
      expect(res.statusCode).toBe(404);
    }
    const refunded = json<{ data: TOrder }>(
      await t.app.inject({
        method: 'POST',
        url: `/api/creator/sales/${o.id}/refund`,
        headers: seller.headers,
        payload: { amount_minor: 1200, reason: 'Changed plans' },
      }),
    ).data;
    const refundId = refunded.refunds[0]!.id;
    const note = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${o.id}/receipt?refund=${refundId}&lang=ar`,
      headers: bearer(me.token),
    });
    expect(note.statusCode).toBe(200);
    expect(note.headers['content-disposition']).toMatch(/C-[0-9A-F]{6}-000002\.pdf/);
    await t.app.background.settled();
    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?per_page=100' });
    const subjects = json<{ data: { to: string; subject: string }[] }>(outbox)
      .data.filter((m) => m.to === myEmail)
      .map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Receipt R-/), expect.stringMatching(/^Credit note C-/)]),
    );
  });
});
