import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TOrder } from '@ito/contracts/commerce/orders';
import { ledgerEntries, ledgerTransactions, payments } from '../../db/schema/commerce.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/harness.ts';
import { verifiedUser } from '../../test/identity-helpers.ts';
import { creator } from '../../test/program-helpers.ts';
import { order, paidProgram, pay } from '../../test/commerce-helpers.ts';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.ts';

/**
 * The same checkout with Stripe configured: the app drives the official SDK against a local server that speaks Stripe's
 * REST protocol, and Stripe's signed webhooks settle what the browser's confirmation finished.
 */
let fake: FakeStripe;
let t: TestApp;
let me: { id: string; token: string };
let seller: Awaited<ReturnType<typeof creator>>;
beforeAll(async () => {
  fake = await startFakeStripe({ publishableKey: 'pk_test_local' });
  t = await createTestApp({
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
    STRIPE_API_BASE: fake.url,
  });
  const auth = await verifiedUser(t.app);
  me = { id: auth.id, token: auth.accessToken };
  seller = await creator(t.app, 'Stripe Seller');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const webhook = (payload: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });

describe('checkout on Stripe', () => {
  it('tells the browser to use Stripe, and offers no built-in card form', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(json<{ data: { provider: string; publishable_key: string } }>(config).data).toMatchObject({
      provider: 'stripe',
      publishable_key: 'pk_test_local',
    });
    const local = await t.app.inject({
      method: 'POST',
      url: '/api/payments/local/payment-methods',
      headers: bearer(me.token),
      payload: { number: '4242424242424242', exp_month: 1, exp_year: 2099, cvc: '123' },
    });
    expect(local.statusCode).toBe(404);
  });

  it('charges through a PaymentIntent with an idempotency key and records Stripe’s fee in the ledger', async () => {
    const program = await paidProgram(t.app, seller.id, 2000, 'USD');
    const o = json<{ data: TOrder }>(await order(t.app, me.token, { item_type: 'program', item_id: program.id })).data;
    const res = await pay(t.app, me.token, o.id, 'pm_card_visa');
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: TOrder }>(res).data.status).toBe('paid');
    const creates = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(creates.length).toBeGreaterThan(0);
    expect(
      creates.every(
        (r) => typeof r.idempotencyKey === 'string' && r.contentType?.startsWith('application/x-www-form-urlencoded'),
      ),
    ).toBe(true);
    const [attempt] = await t.app.db.select().from(payments).where(eq(payments.order_id, o.id));
    // 2.9% of 20.00 is 0.58, plus 0.30.
    expect(attempt!.fee_minor).toBe(88);
    const [tx] = await t.app.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.payment_id, attempt!.id));
    const entries = await t.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.transaction_id, tx!.id));
    expect(entries.find((e) => e.account === 'provider_fees:stripe')?.amount).toBe(-88);
  });

  it('answers a declined card in the buyer’s terms and charges nothing', async () => {
    const program = await paidProgram(t.app, seller.id, 2000, 'USD');
    const o = json<{ data: TOrder }>(await order(t.app, me.token, { item_type: 'program', item_id: program.id })).data;
    const res = await pay(t.app, me.token, o.id, 'pm_card_chargeDeclinedInsufficientFunds');
    expect(res.statusCode).toBe(422);
    expect(json<{ codes: { payment_method: { code: string }[] } }>(res).codes.payment_method[0]!.code).toBe(
      'payments.decline.insufficient_funds',
    );
  });

  it('settles a confirmed payment from Stripe’s signed webhook, once however often it is sent', async () => {
    const program = await paidProgram(t.app, seller.id, 4000, 'USD');
    const o = json<{ data: TOrder }>(await order(t.app, me.token, { item_type: 'program', item_id: program.id })).data;
    const res = await pay(t.app, me.token, o.id, 'pm_card_authenticationRequired');
    const body = json<{ data: TOrder; next_action: { kind: string; client_secret: string } }>(res);
    expect(body.next_action.kind).toBe('stripe');
    const intent = body.next_action.client_secret.split('_secret_')[0]!;
    fake.completeAuthentication(intent, 'succeed');
    const event = fake.events.findLast(
      (e) => e.type === 'payment_intent.succeeded' && (e.data as { object: { id: string } }).object.id === intent,
    )!;
    const signed = fake.signedEvent(event);
    const tampered = await webhook(signed.payload.replace('"succeeded"', '"canceled"'), signed.header);
    expect(tampered.statusCode).toBe(422);
    for (let i = 0; i < 3; i += 1) expect((await webhook(signed.payload, signed.header)).statusCode).toBe(200);
    const view = json<{ data: TOrder }>(
      await t.app.inject({ method: 'GET', url: `/api/orders/${o.id}`, headers: bearer(me.token) }),
    ).data;
    expect(view.status).toBe('paid');
    const [attempt] = await t.app.db.select().from(payments).where(eq(payments.order_id, o.id));
    const txs = await t.app.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.payment_id, attempt!.id));
    expect(txs).toHaveLength(1);
  });

  it('answers 200 to a signed event it does not act on, so that Stripe stops sending it', async () => {
    const event = fake.events.find((e) => e.type === 'customer.created')!;
    const signed = fake.signedEvent(event);
    const res = await webhook(signed.payload, signed.header);
    expect(res.statusCode, res.body).toBe(200);
    expect((await webhook(signed.payload, 't=1,v1=forged')).statusCode).toBe(422);
  });

  it('keeps a card typed into Stripe.js that the buyer asked to save: the payment keeps it for the customer', async () => {
    // As the Payment Element makes it: from the card number, with the publishable key, no customer yet.
    const made = await fetch(`${fake.url}/v1/payment_methods`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        type: 'card',
        'card[number]': '5555555555554444',
        'card[exp_month]': '12',
        'card[exp_year]': '34',
        'card[cvc]': '123',
        key: 'pk_test_local',
      }).toString(),
    });
    const method = ((await made.json()) as { id: string }).id;
    const program = await paidProgram(t.app, seller.id, 1500, 'USD');
    const o = json<{ data: TOrder }>(await order(t.app, me.token, { item_type: 'program', item_id: program.id })).data;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${o.id}/pay`,
      headers: bearer(me.token),
      payload: { payment_method: method, save_card: true },
    });
    expect(json<{ data: TOrder }>(res).data.status).toBe('paid');
    await t.app.background.settled();
    const saved = await t.app.inject({ method: 'GET', url: '/api/payment-methods', headers: bearer(me.token) });
    expect(json<{ data: { last4: string }[] }>(saved).data.map((m) => m.last4)).toContain('4444');
    const intent = fake.requests.findLast((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(intent?.body.setup_future_usage).toBe('off_session');
  });

  it('refunds through Stripe', async () => {
    const program = await paidProgram(t.app, seller.id, 3000, 'USD');
    const o = json<{ data: TOrder }>(await order(t.app, me.token, { item_type: 'program', item_id: program.id })).data;
    await pay(t.app, me.token, o.id, 'pm_card_visa');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/creator/sales/${o.id}/refund`,
      headers: seller.headers,
      payload: { amount_minor: 1000, reason: 'Partial refund' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const view = json<{ data: TOrder }>(res).data;
    expect(view).toMatchObject({ status: 'partially_refunded', refunded_minor: 1000 });
    expect(view.refunds[0]!.status).toBe('succeeded');
    expect(fake.requests.some((r) => r.method === 'POST' && r.path === '/v1/refunds')).toBe(true);
  });
});
