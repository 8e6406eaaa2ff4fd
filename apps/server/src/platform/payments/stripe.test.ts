import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CardError,
  ProviderUnavailable,
  UnknownPaymentMethod,
  type ChargeInput,
  type PaymentProvider,
} from './provider.ts';
import {
  createStripeProvider,
  fromStripeAmount,
  IgnoredEvent,
  RefundRefused,
  toProviderCharge,
  toStripeAmount,
  type StripeProviderOptions,
} from './stripe.ts';
import { parseStripeForm, startFakeStripe, stripeEvent, stripeFee, type FakeStripe } from '../../test/fake-stripe.ts';

let fake: FakeStripe;
let stripe: PaymentProvider;
let customer: string;
let keys = 0;

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = providerFor(fake);
  customer = await stripe.ensureCustomer({ id: 'user-1', email: 'buyer@example.test', name: 'Bea Buyer' });
});
afterAll(() => fake.close());

const providerFor = (f: FakeStripe, extra: Partial<StripeProviderOptions> = {}) =>
  createStripeProvider({
    secretKey: f.secretKey,
    webhookSecret: f.webhookSecret,
    apiBase: f.url,
    publicUrl: 'https://shop.example.test',
    ...extra,
  });

const chargeInput = (extra: Partial<ChargeInput> = {}): ChargeInput => ({
  amount: 2000,
  currency: 'USD',
  payment_method: 'pm_card_visa',
  customer,
  return_url: 'https://shop.example.test/orders/7/paid',
  idempotency_key: `charge-${++keys}`,
  metadata: { payment_id: `pay-${keys}`, order_id: 'order-7' },
  description: 'Order 7',
  ...extra,
});

const lastRequest = (method: string, path: string) =>
  fake.requests.filter((r) => r.method === method && r.path === path).at(-1)!;
const paymentIntents = () => [...fake.objects.values()].filter((o) => o.object === 'payment_intent');
const signed = (event: Record<string, unknown>) => {
  const { payload, header } = fake.signedEvent(event as never);
  return { payload, headers: { 'stripe-signature': header } };
};

describe('Stripe provider: charges', () => {
  it('creates the customer once per user, with the user id in its metadata', async () => {
    expect(customer).toMatch(/^cus_/);
    expect(fake.objects.get(customer)).toMatchObject({ email: 'buyer@example.test', metadata: { user_id: 'user-1' } });
    const again = await stripe.ensureCustomer({ id: 'user-1', email: 'buyer@example.test', name: 'Bea Buyer' });
    expect(again).toBe(customer);
    expect([...fake.objects.values()].filter((o) => o.object === 'customer')).toHaveLength(1);
    const last = lastRequest('POST', '/v1/customers');
    expect(last).toMatchObject({ idempotencyKey: 'customer-user-1', replayed: true });
  });

  it('charges a card, confirming at once, and answers the fee of its balance transaction and the card', async () => {
    const charge = await stripe.charge(chargeInput());
    expect(charge).toMatchObject({
      status: 'succeeded',
      amount: 2000,
      currency: 'USD',
      fee: 88, // 2.9% of 20.00 is 0.58, plus 0.30
      failure: null,
      action_url: null,
      client_secret: null,
      metadata: { order_id: 'order-7' },
    });
    expect(charge.ref).toMatch(/^pi_/);
    expect(charge.card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12 });
    // Stripe makes a new PaymentMethod from a test id: the card's ref is that one.
    expect(charge.card!.ref).toMatch(/^pm_(?!card_)/);

    const sent = lastRequest('POST', '/v1/payment_intents').body;
    expect(sent).toMatchObject({
      amount: '2000',
      currency: 'usd',
      customer,
      payment_method: 'pm_card_visa',
      confirm: 'true',
      return_url: 'https://shop.example.test/orders/7/paid',
      automatic_payment_methods: { enabled: 'true' },
      description: 'Order 7',
      metadata: { order_id: 'order-7' },
      expand: ['latest_charge.balance_transaction', 'payment_method'],
    });
    expect(sent).not.toHaveProperty('off_session');
  });

  it('rounds the percentage of the fee half up, as Stripe does', async () => {
    // 2.9% of 5.00 is 14.5 cents: 15, not the even 14.
    expect(stripeFee(500)).toBe(45);
    expect((await stripe.charge(chargeInput({ amount: 500 }))).fee).toBe(45);
    expect((await stripe.charge(chargeInput({ amount: 1050 }))).fee).toBe(60);
  });

  it('resolves a relative return_url against the public URL, and refuses one it cannot resolve', async () => {
    await stripe.charge(chargeInput({ return_url: '/orders/8/paid' }));
    expect(lastRequest('POST', '/v1/payment_intents').body.return_url).toBe('https://shop.example.test/orders/8/paid');
    const withoutBase = providerFor(fake, { publicUrl: undefined });
    await expect(withoutBase.charge(chargeInput({ return_url: '/orders/8/paid' }))).rejects.toThrow(
      /absolute return_url/,
    );
  });

  it('answers a declined card as a failed charge with its decline code, not an exception', async () => {
    const declined = await stripe.charge(chargeInput({ payment_method: 'pm_card_chargeDeclined' }));
    expect(declined).toMatchObject({ status: 'failed', failure: 'card_declined', fee: 0, amount: 2000 });
    expect(declined.ref).toMatch(/^pi_/);
    expect(declined.card).toMatchObject({ last4: '0002' });
    expect(fake.objects.get(declined.ref)).toMatchObject({ status: 'requires_payment_method' });
    expect(fake.requests.at(-1)!.status).toBe(402);

    const poor = await stripe.charge(chargeInput({ payment_method: 'pm_card_chargeDeclinedInsufficientFunds' }));
    expect(poor).toMatchObject({ status: 'failed', failure: 'insufficient_funds' });
    expect(await stripe.retrieveCharge(poor.ref)).toMatchObject({ status: 'failed', failure: 'insufficient_funds' });
  });

  it('refuses an unknown payment method as unknown, not as a declined card', async () => {
    const refused = await stripe.charge(chargeInput({ payment_method: 'pm_nothing' })).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(UnknownPaymentMethod);
    expect(refused).not.toBeInstanceOf(CardError);
  });

  it('waits for the bank on a card that asks for 3-D Secure, then reads the outcome back', async () => {
    const waiting = await stripe.charge(chargeInput({ payment_method: 'pm_card_authenticationRequired' }));
    expect(waiting).toMatchObject({ status: 'requires_action', fee: 0, failure: null });
    expect(waiting.client_secret).toMatch(new RegExp(`^${waiting.ref}_secret_`));
    expect(waiting.action_url).toBe(`${fake.url}/3ds/${waiting.ref}`);

    fake.completeAuthentication(waiting.ref, 'succeed');
    expect(await stripe.retrieveCharge(waiting.ref)).toMatchObject({
      status: 'succeeded',
      fee: 88,
      action_url: null,
      client_secret: null,
      card: { last4: '3184' },
    });

    // The buyer's browser at the bank's page: it answers, and goes back to the shop.
    const viaPage = await stripe.charge(chargeInput({ payment_method: 'pm_card_authenticationRequired' }));
    const page = await fetch(`${viaPage.action_url}?outcome=succeed`, { redirect: 'manual' });
    expect(page.status).toBe(302);
    const back = new URL(page.headers.get('location')!);
    expect(back.origin + back.pathname).toBe('https://shop.example.test/orders/7/paid');
    expect(back.searchParams.get('payment_intent')).toBe(viaPage.ref);
    expect((await stripe.retrieveCharge(viaPage.ref)).status).toBe('succeeded');

    const failing = await stripe.charge(chargeInput({ payment_method: 'pm_card_authenticationRequired' }));
    fake.completeAuthentication(failing.ref, 'fail');
    expect(await stripe.retrieveCharge(failing.ref)).toMatchObject({
      status: 'failed',
      failure: 'authentication_failed',
    });
  });

  it('charges off-session without a return_url or redirects, and fails a card that needs the buyer', async () => {
    const charge = await stripe.charge(
      chargeInput({ payment_method: 'pm_card_authenticationRequired', off_session: true }),
    );
    expect(charge).toMatchObject({ status: 'failed', failure: 'authentication_failed', action_url: null });
    const sent = lastRequest('POST', '/v1/payment_intents').body;
    expect(sent).toMatchObject({ off_session: 'true', automatic_payment_methods: { allow_redirects: 'never' } });
    expect(sent).not.toHaveProperty('return_url');
  });

  it('answers the same charge for the same idempotency key, and refuses the key with other parameters', async () => {
    const input = chargeInput({ idempotency_key: 'charge-replayed' });
    const first = await stripe.charge(input);
    const second = await stripe.charge(input);
    expect(second).toEqual(first);
    expect(
      paymentIntents().filter((pi) => (pi.metadata as Record<string, string>).payment_id === input.metadata.payment_id),
    ).toHaveLength(1);
    expect(fake.requests.at(-1)).toMatchObject({ idempotencyKey: 'charge-replayed', replayed: true, status: 200 });

    // A decline is kept too: a retry does not charge the card again.
    const declinedInput = chargeInput({
      payment_method: 'pm_card_chargeDeclined',
      idempotency_key: 'decline-replayed',
    });
    const declined = await stripe.charge(declinedInput);
    const count = paymentIntents().length;
    expect(await stripe.charge(declinedInput)).toEqual(declined);
    expect(paymentIntents()).toHaveLength(count);

    const misuse = await stripe.charge({ ...input, amount: 2100 }).catch((e: unknown) => e);
    expect(misuse).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(misuse).not.toBeInstanceOf(ProviderUnavailable);
  });
});

describe('Stripe provider: refunds', () => {
  it('refunds part then the rest of a charge, and refuses more than what is left', async () => {
    const charge = await stripe.charge(chargeInput());
    const part = await stripe.refund({
      charge_ref: charge.ref,
      amount: 500,
      idempotency_key: 'refund-1',
      metadata: { refund_id: 'r1' },
    });
    expect(part).toMatchObject({ charge_ref: charge.ref, status: 'succeeded', amount: 500, currency: 'USD' });
    expect(part.ref).toMatch(/^re_/);
    expect(lastRequest('POST', '/v1/refunds').body).toEqual({
      payment_intent: charge.ref,
      amount: '500',
      metadata: { refund_id: 'r1' },
    });

    const tooMuch = await stripe
      .refund({ charge_ref: charge.ref, amount: 1501, idempotency_key: 'refund-2', metadata: {} })
      .catch((e: unknown) => e);
    expect(tooMuch).toBeInstanceOf(RefundRefused);
    expect(tooMuch).toMatchObject({ code: 'amount_too_large' });

    const rest = await stripe.refund({
      charge_ref: charge.ref,
      amount: 1500,
      idempotency_key: 'refund-3',
      metadata: {},
    });
    expect(rest).toMatchObject({ status: 'succeeded', amount: 1500 });
    // The same key answers the same refund, without refunding twice.
    expect(
      await stripe.refund({ charge_ref: charge.ref, amount: 1500, idempotency_key: 'refund-3', metadata: {} }),
    ).toEqual(rest);

    const again = await stripe
      .refund({ charge_ref: charge.ref, amount: 1, idempotency_key: 'refund-4', metadata: {} })
      .catch((e: unknown) => e);
    expect(again).toBeInstanceOf(RefundRefused);
    expect(again).toMatchObject({ code: 'charge_already_refunded' });
    const refunded = [...fake.objects.values()].find((o) => o.object === 'charge' && o.payment_intent === charge.ref);
    expect(refunded).toMatchObject({ amount_refunded: 2000, refunded: true });
  });

  it('refuses to refund a charge that did not succeed', async () => {
    const declined = await stripe.charge(chargeInput({ payment_method: 'pm_card_chargeDeclined' }));
    const refused = await stripe
      .refund({ charge_ref: declined.ref, amount: 100, idempotency_key: 'refund-declined', metadata: {} })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ name: 'RefundRefused', code: 'charge_not_refundable' });
  });
});

describe('Stripe provider: saved cards', () => {
  it('saves a card for off-session use, charges it, and detaches it (twice is fine)', async () => {
    const card = await stripe.saveCard({ customer, payment_method: 'pm_card_visa', idempotency_key: 'save-1' });
    expect(card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12 });
    expect(fake.objects.get(card.ref)).toMatchObject({ object: 'payment_method', customer });
    expect(lastRequest('POST', '/v1/setup_intents').body).toMatchObject({
      customer,
      payment_method: 'pm_card_visa',
      confirm: 'true',
      usage: 'off_session',
      automatic_payment_methods: { enabled: 'true', allow_redirects: 'never' },
    });

    const charge = await stripe.charge(chargeInput({ payment_method: card.ref, off_session: true }));
    expect(charge).toMatchObject({ status: 'succeeded', card: { ref: card.ref } });

    await stripe.detachCard(card.ref);
    expect(fake.objects.get(card.ref)).toMatchObject({ customer: null });
    await expect(stripe.detachCard(card.ref)).resolves.toBeUndefined();
    await expect(stripe.detachCard('pm_never_was')).resolves.toBeUndefined();
  });

  it('refuses to save a declined card or one that needs the bank, with the reason', async () => {
    const declined = await stripe
      .saveCard({ customer, payment_method: 'pm_card_chargeDeclined', idempotency_key: 'save-2' })
      .catch((e: unknown) => e);
    expect(declined).toBeInstanceOf(CardError);
    expect(declined).toMatchObject({ code: 'card_declined' });

    const strong = await stripe
      .saveCard({ customer, payment_method: 'pm_card_authenticationRequired', idempotency_key: 'save-3' })
      .catch((e: unknown) => e);
    expect(strong).toBeInstanceOf(CardError);
    expect(strong).toMatchObject({ code: 'authentication_failed' });
  });

  it('saves a card that only fails when charged, and answers the failed charge', async () => {
    const card = await stripe.saveCard({
      customer,
      payment_method: 'pm_card_chargeCustomerFail',
      idempotency_key: 'save-4',
    });
    expect(card.last4).toBe('0341');
    const charge = await stripe.charge(chargeInput({ payment_method: card.ref, off_session: true }));
    expect(charge).toMatchObject({ status: 'failed', failure: 'card_declined' });
  });
});

describe('Stripe provider: events', () => {
  it('reads a signed payment_intent event as the charge it now is (fee read later)', async () => {
    const charge = await stripe.charge(chargeInput());
    const event = fake.events.findLast(
      (e) => e.type === 'payment_intent.succeeded' && (e.data as { object: { id: string } }).object.id === charge.ref,
    )!;
    const { payload, headers } = signed(event);
    const parsed = stripe.parseEvent(payload, headers);
    expect(parsed).toEqual({
      id: event.id,
      type: 'charge.updated',
      charge: { ...charge, fee: 0, card: null },
    });
    expect(parsed.id).toMatch(/^evt_/);
  });

  it('reads a failed payment and a refund from their events', async () => {
    const declined = await stripe.charge(chargeInput({ payment_method: 'pm_card_chargeDeclinedInsufficientFunds' }));
    const failedEvent = fake.events.findLast((e) => e.type === 'payment_intent.payment_failed')!;
    const { payload, headers } = signed(failedEvent);
    expect(stripe.parseEvent(payload, headers)).toMatchObject({
      type: 'charge.updated',
      charge: { ref: declined.ref, status: 'failed', failure: 'insufficient_funds' },
    });

    const charge = await stripe.charge(chargeInput());
    const first = await stripe.refund({ charge_ref: charge.ref, amount: 300, idempotency_key: 'ev-r1', metadata: {} });
    const second = await stripe.refund({ charge_ref: charge.ref, amount: 200, idempotency_key: 'ev-r2', metadata: {} });
    for (const type of ['refund.created', 'charge.refunded']) {
      const event = signed(fake.events.findLast((e) => e.type === type)!);
      expect(stripe.parseEvent(event.payload, event.headers)).toMatchObject({
        type: 'refund.updated',
        refund: { ref: second.ref, charge_ref: charge.ref, amount: 200, status: 'succeeded' },
      });
    }
    const older = signed(stripeEvent('refund.updated', fake.objects.get(first.ref)!));
    expect(stripe.parseEvent(older.payload, older.headers)).toMatchObject({ refund: { ref: first.ref, amount: 300 } });
  });

  it('refuses a wrong secret, a tampered body, an old timestamp and a missing signature', async () => {
    const charge = await stripe.charge(chargeInput());
    const event = stripeEvent('payment_intent.succeeded', fake.objects.get(charge.ref)!);
    const good = signed(event);
    expect(() => stripe.parseEvent(good.payload, good.headers)).not.toThrow();

    const otherSecret = fake.signedEvent(event, { secret: 'whsec_someone_else' });
    expect(() => stripe.parseEvent(otherSecret.payload, { 'stripe-signature': otherSecret.header })).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    const tampered = good.payload.replace('"amount": 2000', '"amount": 1');
    expect(tampered).not.toBe(good.payload);
    expect(() => stripe.parseEvent(tampered, good.headers)).toThrow(Stripe.errors.StripeSignatureVerificationError);
    const old = fake.signedEvent(event, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(() => stripe.parseEvent(old.payload, { 'stripe-signature': old.header })).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() => stripe.parseEvent(good.payload, {})).toThrow(Stripe.errors.StripeSignatureVerificationError);
    // The header's name is case-insensitive (Node lowercases it, a proxy may not).
    expect(stripe.parseEvent(good.payload, { 'Stripe-Signature': good.headers['stripe-signature'] }).id).toBe(event.id);
  });

  it('throws IgnoredEvent for types the app does not act on', async () => {
    for (const type of ['customer.created', 'payment_intent.created', 'charge.succeeded', 'setup_intent.succeeded']) {
      const event = fake.events.findLast((e) => e.type === type)!;
      expect(event).toBeDefined();
      const { payload, headers } = signed(event);
      const thrown = (() => {
        try {
          stripe.parseEvent(payload, headers);
        } catch (err) {
          return err;
        }
      })();
      expect(thrown).toBeInstanceOf(IgnoredEvent);
      expect(thrown).toMatchObject({ type });
    }
  });
});

describe('Stripe provider: records for reconciliation', () => {
  it('lists the charges and refunds of a window, oldest first, across pages', async () => {
    const own = await startFakeStripe();
    try {
      const provider = providerFor(own, { pageSize: 2 });
      const buyer = await provider.ensureCustomer({ id: 'user-r', email: 'r@example.test', name: 'R' });
      const at = (iso: string) => own.setNow(new Date(iso));
      const charge = async (amount: number) =>
        provider.charge(chargeInput({ customer: buyer, amount, idempotency_key: `rec-${amount}` }));

      at('2031-03-31T23:59:59Z');
      await charge(100); // before the window
      at('2031-04-01T00:00:00Z');
      const a = await charge(200);
      const b = await charge(300); // same second as a: list order decides
      at('2031-04-01T10:00:00Z');
      const c = await charge(400);
      const refundA = await provider.refund({ charge_ref: a.ref, amount: 50, idempotency_key: 'rec-r1', metadata: {} });
      at('2031-04-01T23:00:00Z');
      const d = await charge(500);
      const refundC = await provider.refund({
        charge_ref: c.ref,
        amount: 400,
        idempotency_key: 'rec-r2',
        metadata: {},
      });
      at('2031-04-02T00:00:00Z');
      await charge(600); // at the window's end: out
      own.setNow(null);

      const records = [];
      for await (const record of provider.listRecords(
        new Date('2031-04-01T00:00:00Z'),
        new Date('2031-04-02T00:00:00Z'),
      ))
        records.push(record);
      expect(records.map((r) => (r.kind === 'charge' ? r.charge.ref : r.refund.ref))).toEqual([
        a.ref,
        b.ref,
        c.ref,
        refundA.ref,
        d.ref,
        refundC.ref,
      ]);
      expect(records[0]).toMatchObject({
        kind: 'charge',
        created_at: new Date('2031-04-01T00:00:00Z'),
        charge: { amount: 200, fee: stripeFee(200), status: 'succeeded' },
      });
      expect(records[3]).toMatchObject({ kind: 'refund', refund: { charge_ref: a.ref, amount: 50 } });

      const pages = own.requests.filter((r) => r.method === 'GET' && r.path === '/v1/payment_intents');
      expect(pages).toHaveLength(2);
      expect(pages[0]!.query).toMatchObject({
        limit: '2',
        created: {
          gte: String(Date.parse('2031-04-01T00:00:00Z') / 1000),
          lt: String(Date.parse('2031-04-02T00:00:00Z') / 1000),
        },
      });
      // Newest first: the first page is d and c.
      expect(pages[1]!.query.starting_after).toBe(c.ref);
      expect(own.requests.filter((r) => r.method === 'GET' && r.path === '/v1/refunds')).toHaveLength(1);
    } finally {
      await own.close();
    }
  });
});

describe('Stripe provider: currencies', () => {
  it('converts between ISO 4217 exponents and Stripe amounts where they differ', () => {
    expect(toStripeAmount(1999, 'EUR')).toBe(1999);
    expect(toStripeAmount(500, 'JPY')).toBe(500);
    expect(toStripeAmount(5, 'ISK')).toBe(500); // ISO 0, Stripe two-decimal
    expect(fromStripeAmount(500, 'ISK')).toBe(5);
    expect(toStripeAmount(10000, 'MGA')).toBe(100); // ISO 2, Stripe zero-decimal
    expect(fromStripeAmount(100, 'MGA')).toBe(10000);
    expect(toStripeAmount(1050, 'HUF')).toBe(1050); // two-decimal for charges at both
    expect(toStripeAmount(1050, 'TWD')).toBe(1050);
    expect(toStripeAmount(5120, 'KWD')).toBe(5120);
    expect(() => toStripeAmount(5125, 'KWD')).toThrow(/last digit 0/);
    expect(() => toStripeAmount(10050, 'MGA')).toThrow(/whole units/);
    expect(() => toStripeAmount(1000, 'UGX')).toThrow(/not mapped/);
    expect(() => toStripeAmount(1000, 'IQD')).toThrow(/not mapped/);
    expect(() => toStripeAmount(1000, 'CLF')).toThrow(/not mapped/);
    expect(() => fromStripeAmount(550, 'ISK')).toThrow(/not a whole app amount/);
    expect(fromStripeAmount(45, 'ISK', 'round')).toBe(0);
    expect(fromStripeAmount(50, 'ISK', 'round')).toBe(1);
  });

  it('charges in Stripe units and answers in the app’s', async () => {
    const yen = await stripe.charge(chargeInput({ amount: 500, currency: 'JPY' }));
    expect(lastRequest('POST', '/v1/payment_intents').body).toMatchObject({ amount: '500', currency: 'jpy' });
    expect(yen).toMatchObject({ amount: 500, currency: 'JPY', fee: stripeFee(500) });

    const krona = await stripe.charge(chargeInput({ amount: 5, currency: 'ISK' }));
    expect(lastRequest('POST', '/v1/payment_intents').body).toMatchObject({ amount: '500', currency: 'isk' });
    // Stripe's fee of 0.45 króna is less than the one the app can count.
    expect(krona).toMatchObject({ amount: 5, currency: 'ISK', fee: 0 });
    const refund = await stripe.refund({ charge_ref: krona.ref, amount: 2, idempotency_key: 'isk-r', metadata: {} });
    expect(lastRequest('POST', '/v1/refunds').body).toMatchObject({ amount: '200' });
    expect(refund).toMatchObject({ amount: 2, currency: 'ISK' });

    const ariary = await stripe.charge(chargeInput({ amount: 10000, currency: 'MGA' }));
    expect(lastRequest('POST', '/v1/payment_intents').body).toMatchObject({ amount: '100', currency: 'mga' });
    expect(ariary).toMatchObject({ amount: 10000, currency: 'MGA', fee: stripeFee(100) * 100 });

    const sent = fake.requests.length;
    await expect(stripe.charge(chargeInput({ amount: 10050, currency: 'MGA' }))).rejects.toThrow(/whole units/);
    await expect(stripe.charge(chargeInput({ amount: 5125, currency: 'KWD' }))).rejects.toThrow(/last digit 0/);
    await expect(stripe.charge(chargeInput({ amount: 1000, currency: 'UGX' }))).rejects.toThrow(/not mapped/);
    expect(fake.requests).toHaveLength(sent);
  });
});

describe('Stripe provider: fees settled in another currency', () => {
  it('brings the fee back to the charge currency with the transaction’s exchange rate', () => {
    // 100.00 EUR settled as 110.00 USD: Stripe's fee is 3.49 USD, which is 3.17 EUR at the same rate.
    const pi = {
      id: 'pi_x',
      object: 'payment_intent',
      amount: 10000,
      currency: 'eur',
      status: 'succeeded',
      metadata: {},
      client_secret: 'pi_x_secret',
      next_action: null,
      last_payment_error: null,
      payment_method: 'pm_x',
      latest_charge: {
        id: 'ch_x',
        payment_method: 'pm_x',
        payment_method_details: { card: { brand: 'visa', last4: '4242', exp_month: 1, exp_year: 2040 } },
        balance_transaction: { id: 'txn_x', currency: 'usd', amount: 11000, fee: stripeFee(11000), exchange_rate: 1.1 },
      },
    } as unknown as Stripe.PaymentIntent;
    expect(stripeFee(11000)).toBe(349);
    expect(toProviderCharge(pi)).toMatchObject({
      status: 'succeeded',
      amount: 10000,
      currency: 'EUR',
      fee: 317,
      card: { ref: 'pm_x', brand: 'visa', last4: '4242' },
    });
  });
});

describe('Stripe provider: faults', () => {
  it('is refused by the fake with a wrong API key, as ProviderUnavailable', async () => {
    const wrong = providerFor(fake, { secretKey: 'sk_test_not_the_key_at_all' });
    const refused = await wrong.charge(chargeInput()).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ProviderUnavailable);
    expect((refused as ProviderUnavailable).cause).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(fake.requests.at(-1)).toMatchObject({ status: 401, path: '/v1/payment_intents' });
  });

  it('retries a fault with the same idempotency key, and answers ProviderUnavailable when it lasts', async () => {
    fake.failNext(1);
    const input = chargeInput();
    const charge = await stripe.charge(input);
    expect(charge.status).toBe('succeeded');
    const tries = fake.requests.filter((r) => r.idempotencyKey === input.idempotency_key);
    expect(tries.map((r) => r.status)).toEqual([500, 200]);

    fake.failNext(3);
    await expect(stripe.retrieveCharge(charge.ref)).rejects.toBeInstanceOf(ProviderUnavailable);

    const closed = await startFakeStripe();
    await closed.close();
    const away = providerFor(closed);
    await expect(away.retrieveCharge(charge.ref)).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('sent every POST form-encoded with an Idempotency-Key, and parsed nested keys', () => {
    const posts = fake.requests.filter((r) => r.method === 'POST');
    const endpoints = new Set(posts.map((r) => r.path.replace(/\/pm_\w+\//, '/:id/')));
    expect(endpoints).toEqual(
      new Set([
        '/v1/customers',
        '/v1/payment_intents',
        '/v1/refunds',
        '/v1/setup_intents',
        '/v1/payment_methods/:id/detach',
      ]),
    );
    for (const post of posts) {
      expect(post.contentType).toMatch(/^application\/x-www-form-urlencoded/);
      // The app's own key every time, never one the SDK made up for its retries.
      expect(post.idempotencyKey).toMatch(/^(customer|charge|decline|refund|rec|isk|ev|save|detach)-/);
    }
    expect(parseStripeForm('metadata%5Border_id%5D=7&expand%5B0%5D=a&expand%5B1%5D=b&created%5Bgte%5D=1')).toEqual({
      metadata: { order_id: '7' },
      expand: ['a', 'b'],
      created: { gte: '1' },
    });
  });
});
