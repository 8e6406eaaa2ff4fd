import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/** One request as the fake saw it: the form body parsed into nested objects, as Stripe reads it. */
export type FakeStripeRequest = {
  method: string;
  path: string;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  contentType: string | undefined;
  idempotencyKey: string | undefined;
  status: number;
  replayed: boolean;
};

type StripeObject = Record<string, unknown> & { id: string; object: string; created: number };

/** How a test card behaves, after Stripe's test PaymentMethods (https://docs.stripe.com/testing). */
type CardBehavior = 'succeed' | 'decline' | 'insufficient_funds' | 'authenticate' | 'customer_fail';

const TEST_CARDS: Record<string, { behavior: CardBehavior; brand: string; last4: string }> = {
  pm_card_visa: { behavior: 'succeed', brand: 'visa', last4: '4242' },
  pm_card_mastercard: { behavior: 'succeed', brand: 'mastercard', last4: '4444' },
  pm_card_chargeDeclined: { behavior: 'decline', brand: 'visa', last4: '0002' },
  pm_card_chargeDeclinedInsufficientFunds: { behavior: 'insufficient_funds', brand: 'visa', last4: '9995' },
  pm_card_authenticationRequired: { behavior: 'authenticate', brand: 'visa', last4: '3184' },
  pm_card_chargeCustomerFail: { behavior: 'customer_fail', brand: 'visa', last4: '0341' },
};

export type FakeStripe = {
  /** `http://127.0.0.1:<port>`, for the provider's `apiBase`. */
  url: string;
  secretKey: string;
  /** The key a browser's Stripe.js sends (`pk_test_...`): it may only create payment methods and read an intent. */
  publishableKey: string;
  webhookSecret: string;
  /** Every request that reached the fake, in order. */
  requests: FakeStripeRequest[];
  /** Every object by id (`pi_`, `ch_`, `txn_`, `re_`, `cus_`, `seti_`, `pm_`). */
  objects: Map<string, StripeObject>;
  /** The events Stripe would have sent to a webhook endpoint, oldest first. */
  events: StripeObject[];
  /** Objects created from now on carry this time (`null`: the real clock). */
  setNow(date: Date | null): void;
  /** The buyer finishes (or fails) the bank's confirmation of a `requires_action` PaymentIntent. */
  completeAuthentication(paymentIntentId: string, outcome: 'succeed' | 'fail'): void;
  /**
   * The creator finishes Stripe's hosted onboarding of a connected account: `verified` (everything given and checked),
   * `under_review` (given, Stripe still checking) or `details_needed` (the bank account and an identity document still
   * due). Answers the signed-to-be `account.updated` event, a Connect event (it names the account).
   */
  completeOnboarding(accountId: string, outcome: 'verified' | 'under_review' | 'details_needed'): StripeObject;
  /** Answers the next `count` requests with `500 api_error`, as Stripe does in an incident. */
  failNext(count: number): void;
  /** An event signed with the fake's webhook secret: the body and its `Stripe-Signature` header. */
  signedEvent(event: StripeObject, options?: { timestamp?: number; secret?: string }): SignedEvent;
  /** From now on each event is also posted, signed, to this webhook endpoint, in order, as Stripe does. */
  deliverEvents(url: string): void;
  close(): Promise<void>;
};

export type SignedEvent = { payload: string; header: string };

const API_VERSION = Stripe.API_VERSION;

/** A Stripe event of `type` for `object`, as the JSON Stripe posts to a webhook endpoint. */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  created = nowSeconds(),
  account?: string,
): StripeObject {
  return {
    id: `evt_${randomId()}`,
    object: 'event',
    // A Connect event (from a connected account) names the account.
    ...(account !== undefined && { account }),
    api_version: API_VERSION,
    created,
    data: { object: structuredClone(object) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** Signs an event body as Stripe does, with the SDK's own test helper (`t=<seconds>,v1=<hmac>`). */
export function signStripeEvent(
  event: Record<string, unknown>,
  secret: string,
  options: { timestamp?: number } = {},
): SignedEvent {
  const payload = JSON.stringify(event, null, 2);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: options.timestamp });
  return { payload, header };
}

class StripeRefusal extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  constructor(status: number, error: Record<string, unknown> & { type: string; message: string }) {
    super(error.message);
    this.status = status;
    this.body = { error: { code: null, decline_code: null, param: null, ...error } };
  }
}

const invalid = (message: string, extra: Record<string, unknown> = {}) =>
  new StripeRefusal(400, { type: 'invalid_request_error', message, ...extra });

const randomId = () => randomBytes(12).toString('base64url').replace(/[-_]/g, 'x');
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Stripe's form encoding read back: `metadata[order_id]=7&expand[0]=x&created[gte]=1` is
 * `{ metadata: { order_id: '7' }, expand: ['x'], created: { gte: '1' } }`. Values stay strings, as on the wire.
 */
export function parseStripeForm(raw: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const [head, ...rest] = key.split('[');
    const path = [head!, ...rest.map((part) => part.replace(/]$/, ''))];
    let node = root;
    path.forEach((segment, i) => {
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (i === path.length - 1) node[name] = value;
      else node = (node[name] ??= {}) as Record<string, unknown>;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value).map(([k, v]) => [k, arrays(v)] as const);
    const isList = entries.length > 0 && entries.every(([k], i) => k === String(i));
    return isList ? entries.map(([, v]) => v) : Object.fromEntries(entries);
  };
  return arrays(root) as Record<string, unknown>;
}

/** Stripe's US card pricing: 2.9% (rounded half up) plus 30 minor units, for every currency in this fake. */
export const stripeFee = (amount: number) => Math.floor((amount * 29 + 500) / 1000) + 30;

/** Stripe's test card numbers (https://docs.stripe.com/testing) as a browser's Stripe.js sends them. */
const TEST_CARD_NUMBERS: Record<string, { behavior: CardBehavior; brand: string }> = {
  '4242424242424242': { behavior: 'succeed', brand: 'visa' },
  '5555555555554444': { behavior: 'succeed', brand: 'mastercard' },
  '4000000000000002': { behavior: 'decline', brand: 'visa' },
  '4000000000009995': { behavior: 'insufficient_funds', brand: 'visa' },
  '4000002500003155': { behavior: 'authenticate', brand: 'visa' },
  '4000000000000341': { behavior: 'customer_fail', brand: 'visa' },
};

const passesLuhn = (digits: string) =>
  [...digits].reverse().reduce((sum, char, i) => {
    const d = Number(char) * (i % 2 ? 2 : 1);
    return sum + (d > 9 ? d - 9 : d);
  }, 0) %
    10 ===
  0;

/** The publishable key of a call from Stripe.js: in the form (`key=pk_...`, as Stripe.js sends it) or as the bearer. */
function publishableKeyOf(authorization: string | undefined, params: Record<string, unknown>): string | null {
  const key = typeof params.key === 'string' ? params.key : authorization?.replace(/^Bearer /, '');
  return key?.startsWith('pk_') ? key : null;
}

/** Posts one signed event to a webhook endpoint, again after a failure (a few quick tries: a test's Stripe). */
async function deliver(url: string, signed: SignedEvent): Promise<void> {
  for (let attempt = 1; attempt <= 5; attempt++) {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signed.header },
        body: signed.payload,
      });
      if (res.ok) return;
    } catch {
      // Not listening (yet): tried again below.
    }
    await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
  }
}

/** The bank's page a `redirect_to_url` leads to: the buyer completes or fails the confirmation (no script needed). */
function authenticationPage(paymentIntentId: string): string {
  const button = (outcome: string, label: string) =>
    `<form method="get"><input type="hidden" name="outcome" value="${outcome}"><button>${label}</button></form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>3D Secure test payment</title></head><body><main><h1>3D Secure test payment</h1><p>${paymentIntentId}</p>${button('succeed', 'Complete authentication')}${button('fail', 'Fail authentication')}</main></body></html>`;
}

const THREE_DECIMAL = new Set('bhd jod kwd omr tnd'.split(' '));

/**
 * A small Stripe API for tests, over real HTTP: customers, PaymentIntents (with Stripe's test PaymentMethods), charges
 * with balance transactions, refunds, SetupIntents and detaching payment methods, plus lists with cursors. It keeps
 * Stripe's protocol where the SDK or the adapter could get it wrong: form-encoded bodies, the Bearer key, idempotency
 * keys (replay with `Idempotent-Replayed`, `idempotency_error` on other parameters), error objects with their HTTP
 * status (402 for card errors, carrying the PaymentIntent), lowercase currencies and Stripe's amount rules.
 */
export async function startFakeStripe(
  options: { secretKey?: string; publishableKey?: string; webhookSecret?: string } = {},
): Promise<FakeStripe> {
  let failures = 0;
  let fixedNow: number | null = null;
  let sequence = 0;
  let webhook: string | null = null;
  let delivering = Promise.resolve();
  const objects = new Map<string, StripeObject>();
  const behaviors = new Map<string, CardBehavior>();
  /** Onboarding links by their token: the account and where the creator goes back. */
  const links = new Map<string, { account: string; return_url: string }>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const server = http.createServer();
  const now = () => fixedNow ?? nowSeconds();

  const fake: FakeStripe = {
    url: '',
    secretKey: options.secretKey ?? `sk_test_${randomId()}`,
    publishableKey: options.publishableKey ?? `pk_test_${randomId()}`,
    webhookSecret: options.webhookSecret ?? `whsec_${randomId()}`,
    requests: [],
    objects,
    events: [],
    setNow(date) {
      fixedNow = date ? Math.floor(date.getTime() / 1000) : null;
    },
    completeAuthentication(id, outcome) {
      const pi = objects.get(id);
      if (pi?.object !== 'payment_intent' || pi.status !== 'requires_action')
        throw new Error(`${id} is not a PaymentIntent waiting for authentication.`);
      pi.next_action = null;
      if (outcome === 'succeed') succeed(pi);
      else {
        pi.status = 'requires_payment_method';
        pi.last_payment_error = {
          type: 'invalid_request_error',
          code: 'payment_intent_authentication_failure',
          message:
            'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
          payment_method: objects.get(pi.payment_method as string),
        };
        emit('payment_intent.payment_failed', pi);
      }
    },
    completeOnboarding(id, outcome) {
      const account = objects.get(id);
      if (account?.object !== 'account') throw new Error(`${id} is not an account.`);
      const requirements = account.requirements as Record<string, unknown>;
      const verified = outcome === 'verified';
      const due = outcome === 'details_needed' ? ['external_account', 'individual.verification.document'] : [];
      Object.assign(account, {
        details_submitted: true,
        payouts_enabled: verified,
        capabilities: { transfers: verified ? 'active' : 'pending' },
        requirements: {
          ...requirements,
          currently_due: due,
          eventually_due: due,
          past_due: due,
          pending_verification: outcome === 'under_review' ? ['individual.id_number'] : [],
          disabled_reason: verified
            ? null
            : outcome === 'under_review'
              ? 'requirements.pending_verification'
              : 'requirements.past_due',
        },
      });
      const event = stripeEvent('account.updated', account, now(), id);
      fake.events.push(event);
      return event;
    },
    failNext(count) {
      failures = count;
    },
    signedEvent(event, signOptions = {}) {
      return signStripeEvent(event, signOptions.secret ?? fake.webhookSecret, signOptions);
    },
    deliverEvents(url) {
      webhook = url;
    },
    close: () =>
      new Promise((resolve) => {
        webhook = null;
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };

  const create = (prefix: string, object: string, fields: Record<string, unknown>): StripeObject => {
    // The sequence keeps objects of one second in creation order, as Stripe's lists do.
    const created: StripeObject = { id: `${prefix}_${randomId()}`, object, created: now(), livemode: false, ...fields };
    Object.defineProperty(created, '_seq', { value: sequence++, enumerable: false });
    objects.set(created.id, created);
    return created;
  };
  const emit = (type: string, object: StripeObject) => {
    const event = stripeEvent(type, object, now());
    fake.events.push(event);
    // The endpoint is read when the event's turn comes: none once the fake is closed.
    if (webhook) delivering = delivering.then(() => (webhook ? deliver(webhook, fake.signedEvent(event)) : undefined));
  };

  /** A test PaymentMethod id (`pm_card_visa`) becomes a new PaymentMethod each time it is used, as at Stripe. */
  const paymentMethod = (id: unknown, param = 'payment_method'): StripeObject => {
    if (typeof id !== 'string' || !id) throw invalid('You must provide a payment method.', { param });
    const card = TEST_CARDS[id];
    if (card) {
      const method = create('pm', 'payment_method', {
        type: 'card',
        customer: null,
        metadata: {},
        billing_details: { address: null, email: null, name: null, phone: null },
        card: {
          brand: card.brand,
          last4: card.last4,
          exp_month: 12,
          exp_year: new Date().getFullYear() + 3,
          funding: 'credit',
          country: 'US',
        },
      });
      behaviors.set(method.id, card.behavior);
      return method;
    }
    const method = objects.get(id);
    if (method?.object !== 'payment_method')
      throw invalid(`No such PaymentMethod: '${id}'`, { code: 'resource_missing', param });
    return method;
  };

  const requireCustomer = (id: unknown) => {
    const customer = typeof id === 'string' ? objects.get(id) : undefined;
    if (customer?.object !== 'customer')
      throw invalid(`No such customer: '${String(id)}'`, { code: 'resource_missing', param: 'customer' });
    return customer;
  };

  const checkAmount = (value: unknown, currency: string, param = 'amount') => {
    const amount = Number(value);
    if (!/^\d+$/.test(String(value)) || amount < 1)
      throw invalid('This value must be greater than or equal to 1.', { code: 'parameter_invalid_integer', param });
    if (THREE_DECIMAL.has(currency) && amount % 10 !== 0)
      throw invalid(`Amounts in ${currency} must end in 0.`, { code: 'invalid_charge_amount', param });
    if (currency === 'isk' && amount % 100 !== 0)
      throw invalid('ISK amounts must be a multiple of 100.', { code: 'invalid_charge_amount', param });
    return amount;
  };

  const checkCurrency = (value: unknown) => {
    if (typeof value !== 'string' || !/^[a-z]{3}$/.test(value))
      throw invalid(`Invalid currency: ${String(value)}. Stripe currently supports these currencies: usd, ...`, {
        param: 'currency',
      });
    return value;
  };

  const cardDetails = (method: StripeObject) => {
    const card = method.card as Record<string, unknown>;
    return {
      type: 'card',
      card: {
        brand: card.brand,
        last4: card.last4,
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        funding: card.funding,
        country: card.country,
      },
    };
  };

  function succeed(pi: StripeObject) {
    const amount = pi.amount as number;
    const fee = stripeFee(amount);
    const txn = create('txn', 'balance_transaction', {
      amount,
      currency: pi.currency,
      fee,
      fee_details: [{ amount: fee, currency: pi.currency, type: 'stripe_fee', description: 'Stripe processing fees' }],
      net: amount - fee,
      exchange_rate: null,
      status: 'pending',
      type: 'charge',
      reporting_category: 'charge',
      source: null,
    });
    const method = objects.get(pi.payment_method as string)!;
    const charge = create('ch', 'charge', {
      amount,
      amount_captured: amount,
      amount_refunded: 0,
      currency: pi.currency,
      customer: pi.customer,
      payment_intent: pi.id,
      payment_method: method.id,
      payment_method_details: cardDetails(method),
      balance_transaction: txn.id,
      status: 'succeeded',
      paid: true,
      captured: true,
      refunded: false,
      failure_code: null,
      failure_message: null,
      metadata: { ...(pi.metadata as object) },
    });
    txn.source = charge.id;
    Object.assign(pi, {
      status: 'succeeded',
      latest_charge: charge.id,
      last_payment_error: null,
      amount_received: amount,
    });
    emit('charge.succeeded', charge);
    emit('payment_intent.succeeded', pi);
  }

  function decline(pi: StripeObject, method: StripeObject, code: string, declineCode: string, message: string) {
    const charge = create('ch', 'charge', {
      amount: pi.amount,
      amount_captured: 0,
      amount_refunded: 0,
      currency: pi.currency,
      customer: pi.customer,
      payment_intent: pi.id,
      payment_method: method.id,
      payment_method_details: cardDetails(method),
      balance_transaction: null,
      status: 'failed',
      paid: false,
      captured: false,
      refunded: false,
      failure_code: code,
      failure_message: message,
      metadata: { ...(pi.metadata as object) },
    });
    const error = {
      type: 'card_error',
      code,
      decline_code: declineCode,
      message,
      charge: charge.id,
      payment_method: method,
    };
    Object.assign(pi, { status: 'requires_payment_method', latest_charge: charge.id, last_payment_error: error });
    emit('charge.failed', charge);
    emit('payment_intent.payment_failed', pi);
    return new StripeRefusal(402, { ...error, payment_intent: structuredClone(pi) });
  }

  /** Payment methods a payment used without a customer to keep them: Stripe refuses them from then on. */
  const spent = new Set<string>();
  const usable = (method: StripeObject) => {
    if (spent.has(method.id))
      throw invalid(
        'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.',
        { code: 'payment_method_unexpected_state', param: 'payment_method' },
      );
    return method;
  };
  /**
   * A confirmed payment keeps its card for the customer when asked (`setup_future_usage`, attached once the card is
   * not declined), and otherwise spends a card no customer holds.
   */
  const keepOrSpend = (pi: StripeObject, method: StripeObject, setupFutureUsage: unknown) => {
    pi.setup_future_usage = setupFutureUsage ?? null;
    const behavior = behaviors.get(method.id);
    const isKept =
      setupFutureUsage !== undefined && pi.customer && (behavior === 'succeed' || behavior === 'authenticate');
    if (isKept && !method.customer) {
      method.customer = pi.customer;
      emit('payment_method.attached', method);
    } else if (!method.customer && setupFutureUsage === undefined) spent.add(method.id);
  };

  const createPaymentIntent = (body: Record<string, unknown>) => {
    const currency = checkCurrency(body.currency);
    const amount = checkAmount(body.amount, currency);
    const customer = body.customer === undefined ? null : requireCustomer(body.customer);
    const confirm = body.confirm === 'true';
    const offSession = body.off_session === 'true';
    const automatic = body.automatic_payment_methods as { enabled?: string; allow_redirects?: string } | undefined;
    if (confirm && automatic?.enabled === 'true' && automatic.allow_redirects !== 'never' && !body.return_url)
      throw invalid(
        'This PaymentIntent is configured to accept payment methods enabled in your Dashboard. Because some of these ' +
          'payment methods might redirect your customer off of your page, you must provide a `return_url`.',
        { param: 'return_url' },
      );
    if (body.return_url !== undefined && !URL.canParse(String(body.return_url)))
      throw invalid('Not a valid URL', { code: 'url_invalid', param: 'return_url' });
    if ((offSession || body.return_url !== undefined) && !confirm)
      throw invalid('`off_session` and `return_url` can only be used with `confirm=true`.', { param: 'confirm' });
    const method = body.payment_method === undefined ? null : usable(paymentMethod(body.payment_method));
    if (method?.customer && method.customer !== customer?.id)
      throw invalid('The provided PaymentMethod belongs to another Customer.', { param: 'payment_method' });
    const pi = create('pi', 'payment_intent', {
      amount,
      amount_received: 0,
      currency,
      customer: customer?.id ?? null,
      description: body.description ?? null,
      metadata: body.metadata ?? {},
      payment_method: method?.id ?? null,
      status: method ? 'requires_confirmation' : 'requires_payment_method',
      client_secret: '',
      latest_charge: null,
      last_payment_error: null,
      next_action: null,
      capture_method: 'automatic',
      confirmation_method: 'automatic',
      automatic_payment_methods: automatic
        ? { enabled: automatic.enabled === 'true', allow_redirects: automatic.allow_redirects ?? 'always' }
        : null,
      payment_method_types: ['card'],
    });
    pi.client_secret = `${pi.id}_secret_${randomId()}`;
    emit('payment_intent.created', pi);
    if (!confirm || !method) return pi;
    keepOrSpend(pi, method, body.setup_future_usage);
    const behavior = behaviors.get(method.id);
    switch (behavior) {
      case 'decline':
      case 'customer_fail':
        throw decline(pi, method, 'card_declined', 'generic_decline', 'Your card was declined.');
      case 'insufficient_funds':
        throw decline(pi, method, 'card_declined', 'insufficient_funds', 'Your card has insufficient funds.');
      case 'authenticate':
        if (offSession)
          throw decline(
            pi,
            method,
            'authentication_required',
            'authentication_required',
            'Your card was declined. This transaction requires authentication.',
          );
        pi.status = 'requires_action';
        pi.next_action = {
          type: 'redirect_to_url',
          redirect_to_url: { url: `${fake.url}/3ds/${pi.id}`, return_url: body.return_url },
        };
        emit('payment_intent.requires_action', pi);
        return pi;
      default:
        succeed(pi);
        return pi;
    }
  };

  const createRefund = (body: Record<string, unknown>) => {
    const pi = objects.get(String(body.payment_intent));
    if (pi?.object !== 'payment_intent')
      throw invalid(`No such payment_intent: '${String(body.payment_intent)}'`, {
        code: 'resource_missing',
        param: 'payment_intent',
      });
    const charge = pi.latest_charge ? objects.get(pi.latest_charge as string) : undefined;
    if (pi.status !== 'succeeded' || !charge)
      throw invalid(`This PaymentIntent (${pi.id}) does not have a successful charge to refund.`, {
        code: 'charge_not_refundable',
        param: 'payment_intent',
      });
    const left = (charge.amount as number) - (charge.amount_refunded as number);
    if (left === 0)
      throw invalid(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
    const amount = body.amount === undefined ? left : checkAmount(body.amount, pi.currency as string);
    if (amount > left)
      throw invalid(`Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, {
        code: 'amount_too_large',
        param: 'amount',
      });
    const txn = create('txn', 'balance_transaction', {
      amount: -amount,
      currency: pi.currency,
      fee: 0,
      fee_details: [],
      net: -amount,
      exchange_rate: null,
      status: 'pending',
      type: 'refund',
      reporting_category: 'refund',
      source: null,
    });
    const refund = create('re', 'refund', {
      amount,
      currency: pi.currency,
      charge: charge.id,
      payment_intent: pi.id,
      balance_transaction: txn.id,
      metadata: body.metadata ?? {},
      reason: body.reason ?? null,
      status: 'succeeded',
    });
    txn.source = refund.id;
    charge.amount_refunded = (charge.amount_refunded as number) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    emit('refund.created', refund);
    emit('charge.refunded', {
      ...charge,
      refunds: listOf(
        [...objects.values()].filter((o) => o.object === 'refund' && o.charge === charge.id).reverse(),
        `/v1/charges/${charge.id}/refunds`,
      ),
    });
    return refund;
  };

  const createSetupIntent = (body: Record<string, unknown>) => {
    const customer = body.customer === undefined ? null : requireCustomer(body.customer);
    const method = body.payment_method === undefined ? null : usable(paymentMethod(body.payment_method));
    const confirm = body.confirm === 'true';
    const automatic = body.automatic_payment_methods as { enabled?: string; allow_redirects?: string } | undefined;
    if (confirm && automatic?.enabled === 'true' && automatic.allow_redirects !== 'never' && !body.return_url)
      throw invalid('You must provide a `return_url` when confirming a SetupIntent that may redirect.', {
        param: 'return_url',
      });
    const seti = create('seti', 'setup_intent', {
      customer: customer?.id ?? null,
      payment_method: method?.id ?? null,
      usage: body.usage ?? 'off_session',
      status: method ? 'requires_confirmation' : 'requires_payment_method',
      client_secret: '',
      last_setup_error: null,
      next_action: null,
      metadata: body.metadata ?? {},
      payment_method_types: ['card'],
    });
    seti.client_secret = `${seti.id}_secret_${randomId()}`;
    if (!confirm || !method) return seti;
    const behavior = behaviors.get(method.id);
    if (behavior === 'decline') {
      const error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        payment_method: method,
      };
      Object.assign(seti, { status: 'requires_payment_method', last_setup_error: error });
      emit('setup_intent.setup_failed', seti);
      throw new StripeRefusal(402, { ...error, setup_intent: structuredClone(seti) });
    }
    if (behavior === 'authenticate') {
      Object.assign(seti, { status: 'requires_action', next_action: { type: 'use_stripe_sdk', use_stripe_sdk: {} } });
      emit('setup_intent.requires_action', seti);
      return seti;
    }
    // A card that declines only charges (`chargeCustomerFail`, insufficient funds) saves fine, as at Stripe.
    if (customer) {
      method.customer = customer.id;
      emit('payment_method.attached', method);
    }
    seti.status = 'succeeded';
    emit('setup_intent.succeeded', seti);
    return seti;
  };

  /** The onboarding requirements of a new Express account in the US (individual), as Stripe lists them. */
  const ONBOARDING_DUE = [
    'business_profile.mcc',
    'business_profile.url',
    'business_type',
    'external_account',
    'individual.dob.day',
    'individual.first_name',
    'individual.last_name',
    'tos_acceptance.date',
    'tos_acceptance.ip',
  ];

  const createAccount = (body: Record<string, unknown>) => {
    if (body.type !== undefined && !['express', 'standard', 'custom'].includes(String(body.type)))
      throw invalid(`Invalid type: must be one of custom, express, or standard`, { param: 'type' });
    const capabilities = (body.capabilities ?? {}) as Record<string, { requested?: string }>;
    for (const [name, value] of Object.entries(capabilities))
      if (value?.requested !== 'true' && value?.requested !== 'false')
        throw invalid(`Invalid capabilities[${name}]: must be a hash with requested`, {
          param: `capabilities[${name}]`,
        });
    if (body.email !== undefined && !/^[^@\s]+@[^@\s]+$/.test(String(body.email)))
      throw invalid('Invalid email address', { code: 'email_invalid', param: 'email' });
    const account = create('acct', 'account', {
      type: body.type ?? 'standard',
      email: body.email ?? null,
      country: body.country ?? 'US',
      default_currency: 'usd',
      business_type: null,
      details_submitted: false,
      charges_enabled: false,
      payouts_enabled: false,
      capabilities: Object.fromEntries(
        Object.entries(capabilities)
          .filter(([, value]) => value.requested === 'true')
          .map(([name]) => [name, 'inactive']),
      ),
      requirements: {
        alternatives: [],
        current_deadline: null,
        currently_due: ONBOARDING_DUE,
        disabled_reason: 'requirements.past_due',
        errors: [],
        eventually_due: ONBOARDING_DUE,
        past_due: ONBOARDING_DUE,
        pending_verification: [],
      },
      external_accounts: listOf([], '/v1/accounts/x/external_accounts'),
      metadata: body.metadata ?? {},
      tos_acceptance: { date: null, ip: null, user_agent: null },
    });
    emit('account.created', account);
    return account;
  };

  const createAccountLink = (body: Record<string, unknown>) => {
    const account = objects.get(String(body.account));
    if (account?.object !== 'account')
      throw invalid(`No such account: '${String(body.account)}'`, { code: 'resource_missing', param: 'account' });
    if (body.type !== 'account_onboarding' && body.type !== 'account_update')
      throw invalid('Invalid type: must be one of account_onboarding or account_update', { param: 'type' });
    for (const param of ['refresh_url', 'return_url'] as const) {
      if (body[param] === undefined) throw invalid(`Missing required param: ${param}.`, { param });
      if (!URL.canParse(String(body[param]))) throw invalid('Not a valid URL', { code: 'url_invalid', param });
    }
    const created = now();
    const token = randomId();
    links.set(token, { account: account.id, return_url: String(body.return_url) });
    return {
      object: 'account_link',
      created,
      expires_at: created + 300,
      url: `${fake.url}/setup/e/${account.id}/${token}`,
    };
  };

  const detach = (id: string) => {
    const method = objects.get(id);
    if (method?.object !== 'payment_method')
      throw invalid(`No such PaymentMethod: '${id}'`, { code: 'resource_missing', param: 'payment_method' });
    if (!method.customer)
      throw invalid('The payment method you provided is not attached to a customer so detachment is impossible.', {
        code: 'payment_method_unexpected_state',
      });
    method.customer = null;
    emit('payment_method.detached', method);
    return method;
  };

  const listOf = (data: StripeObject[], url: string, hasMore = false) => ({
    object: 'list',
    data,
    has_more: hasMore,
    url,
  });

  /** A list as Stripe pages it: newest first, `limit` (1 to 100, default 10) after the `starting_after` cursor. */
  const list = (type: string, url: string, query: Record<string, unknown>) => {
    const created = (query.created ?? {}) as Record<string, string>;
    const bound = (name: string) => (created[name] === undefined ? null : Number(created[name]));
    const [gt, gte, lt, lte] = [bound('gt'), bound('gte'), bound('lt'), bound('lte')];
    const limit = query.limit === undefined ? 10 : Number(query.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100)
      throw invalid('This value must be between 1 and 100.', { param: 'limit' });
    const seq = (o: StripeObject) => (o as unknown as { _seq: number })._seq;
    let matching = [...objects.values()]
      .filter((o) => o.object === type)
      .filter((o) => (gt === null || o.created > gt) && (gte === null || o.created >= gte))
      .filter((o) => (lt === null || o.created < lt) && (lte === null || o.created <= lte))
      .sort((a, b) => b.created - a.created || seq(b) - seq(a));
    if (typeof query.starting_after === 'string') {
      const at = matching.findIndex((o) => o.id === query.starting_after);
      if (at < 0)
        throw invalid(`No such object: '${query.starting_after}'`, {
          code: 'resource_missing',
          param: 'starting_after',
        });
      matching = matching.slice(at + 1);
    }
    return listOf(matching.slice(0, limit), url, matching.length > limit);
  };

  /** Replaces ids with their objects along each `expand` path (`latest_charge.balance_transaction`, `data.x`). */
  const expand = (value: unknown, paths: unknown): unknown => {
    const copy = structuredClone(value) as Record<string, unknown>;
    for (const path of Array.isArray(paths) ? paths : []) {
      const walk = (node: unknown, [head, ...rest]: string[]): void => {
        if (!node || typeof node !== 'object' || head === undefined) return;
        if (Array.isArray(node)) return node.forEach((item) => walk(item, [head, ...rest]));
        const record = node as Record<string, unknown>;
        if (head === 'data' && Array.isArray(record.data)) return walk(record.data, rest);
        const field = record[head];
        if (typeof field === 'string' && objects.has(field)) record[head] = structuredClone(objects.get(field));
        walk(record[head], rest);
      };
      walk(copy, String(path).split('.'));
    }
    return copy;
  };

  const retrieve = (id: string, type: string, name: string) => {
    const found = objects.get(id);
    if (found?.object !== type) throw invalid(`No such ${name}: '${id}'`, { code: 'resource_missing', param: 'id' });
    return found;
  };

  const cardError = (code: string, message: string, param: string) =>
    new StripeRefusal(402, { type: 'card_error', code, message, param });

  /** A card typed into Stripe.js: checked as Stripe checks it, kept as brand and last four, never as its number. */
  const cardPaymentMethod = (body: Record<string, unknown>) => {
    if (body.type !== 'card') throw invalid('This fake takes card payment methods only.', { param: 'type' });
    const card = (body.card ?? {}) as Record<string, string | undefined>;
    const number = (card.number ?? '').replace(/\s/g, '');
    if (!/^\d{12,19}$/.test(number) || !passesLuhn(number))
      throw cardError('incorrect_number', 'Your card number is incorrect.', 'card[number]');
    const month = Number(card.exp_month);
    const year = Number(card.exp_year) < 100 ? 2000 + Number(card.exp_year) : Number(card.exp_year);
    if (!Number.isInteger(month) || month < 1 || month > 12)
      throw cardError('invalid_expiry_month', "Your card's expiration month is invalid.", 'card[exp_month]');
    const today = new Date();
    if (!Number.isInteger(year) || year * 12 + month < today.getFullYear() * 12 + today.getMonth() + 1)
      throw cardError('invalid_expiry_year', "Your card's expiration year is invalid.", 'card[exp_year]');
    if (!/^\d{3,4}$/.test(card.cvc ?? ''))
      throw cardError('invalid_cvc', "Your card's security code is invalid.", 'card[cvc]');
    const test = TEST_CARD_NUMBERS[number];
    if (!test)
      throw cardError(
        'card_declined',
        'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
        'card[number]',
      );
    const method = create('pm', 'payment_method', {
      type: 'card',
      customer: null,
      metadata: {},
      billing_details: { address: null, email: null, name: null, phone: null },
      card: {
        brand: test.brand,
        last4: number.slice(-4),
        exp_month: month,
        exp_year: year,
        funding: 'credit',
        country: 'US',
      },
    });
    behaviors.set(method.id, test.behavior);
    return method;
  };

  /**
   * What a publishable key may do, as at Stripe: create a payment method from the card the buyer typed, and read a
   * PaymentIntent with its client secret (Stripe.js's `handleNextAction`). Everything else wants the secret key.
   */
  const browserRoute = (method: string, path: string, key: string, params: Record<string, unknown>) => {
    if (key !== fake.publishableKey)
      throw new StripeRefusal(401, { type: 'invalid_request_error', message: `Invalid API Key provided: ${key}` });
    const [, , resource, id, action] = path.split('/');
    if (method === 'POST' && resource === 'payment_methods' && !id) return cardPaymentMethod(params);
    if (method === 'GET' && resource === 'payment_intents' && id && !action) {
      const pi = retrieve(id, 'payment_intent', 'payment_intent');
      if (params.client_secret !== pi.client_secret)
        throw invalid(
          `The client_secret provided does not match the client_secret associated with the PaymentIntent.`,
          {
            param: 'client_secret',
          },
        );
      return pi;
    }
    throw new StripeRefusal(401, {
      type: 'invalid_request_error',
      message: 'This API call cannot be made with a publishable API key. Please use a secret API key.',
    });
  };

  const route = (method: string, path: string, body: Record<string, unknown>, query: Record<string, unknown>) => {
    const params = method === 'GET' ? query : body;
    const answer = (object: unknown) => expand(object, params.expand);
    const [, v1, resource, id, action] = path.split('/');
    if (v1 !== 'v1')
      throw new StripeRefusal(404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${path}).`,
      });
    const key = `${method} ${resource}${id ? '/:id' : ''}${action ? `/${action}` : ''}`;
    switch (key) {
      case 'POST customers': {
        const customer = create('cus', 'customer', {
          email: body.email ?? null,
          name: body.name ?? null,
          metadata: body.metadata ?? {},
        });
        emit('customer.created', customer);
        return answer(customer);
      }
      case 'POST payment_intents':
        return answer(createPaymentIntent(body));
      case 'GET payment_intents/:id':
        return answer(retrieve(id!, 'payment_intent', 'payment_intent'));
      case 'GET payment_intents':
        return answer(list('payment_intent', '/v1/payment_intents', query));
      case 'POST refunds':
        return answer(createRefund(body));
      case 'GET refunds':
        return answer(list('refund', '/v1/refunds', query));
      case 'POST setup_intents':
        return answer(createSetupIntent(body));
      case 'GET payment_methods/:id':
        return answer(retrieve(id!, 'payment_method', 'PaymentMethod'));
      case 'POST payment_methods/:id/detach':
        return answer(detach(id!));
      case 'POST accounts':
        return answer(createAccount(body));
      case 'GET accounts/:id':
        return answer(retrieve(id!, 'account', 'account'));
      case 'POST account_links':
        return answer(createAccountLink(body));
      default:
        throw new StripeRefusal(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path}).`,
        });
    }
  };

  /** Stripe.js's calls: from a browser on another origin, so answered with CORS headers as api.stripe.com does. */
  const answerBrowser = (
    key: string,
    method: string,
    record: FakeStripeRequest,
    send: (status: number, body: unknown, headers?: Record<string, string>) => void,
  ) => {
    const cors = { 'access-control-allow-origin': '*' };
    try {
      send(200, browserRoute(method, record.path, key, method === 'GET' ? record.query : record.body), cors);
    } catch (err) {
      if (!(err instanceof StripeRefusal)) throw err;
      send(err.status, err.body, cors);
    }
  };

  server.on('request', (req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const method = req.method ?? 'GET';
      const header = (name: string) => {
        const value = req.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      const record: FakeStripeRequest = {
        method,
        path: url.pathname,
        query: parseStripeForm(url.search.slice(1)),
        body: parseStripeForm(raw),
        contentType: header('content-type'),
        idempotencyKey: header('idempotency-key'),
        status: 0,
        replayed: false,
      };
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        record.status = status;
        fake.requests.push(record);
        const json = JSON.stringify(body);
        res.writeHead(status, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(json),
          'request-id': `req_${randomId()}`,
          'stripe-version': header('stripe-version') ?? API_VERSION,
          ...(record.idempotencyKey !== undefined && { 'idempotency-key': record.idempotencyKey }),
          ...headers,
        });
        res.end(json);
      };
      // The bank's confirmation page a `redirect_to_url` points at: `?outcome=succeed|fail` stands for the buyer's
      // answer, then the browser goes back to the return_url with the PaymentIntent's id, as at Stripe.
      const confirming = /^\/3ds\/(pi_\w+)$/.exec(url.pathname);
      if (method === 'GET' && confirming) {
        const pi = objects.get(confirming[1]!);
        const next = pi?.next_action as { redirect_to_url?: { return_url?: string } } | null | undefined;
        const returnUrl = next?.redirect_to_url?.return_url;
        const outcome = url.searchParams.get('outcome');
        if (pi && returnUrl && outcome === null && pi.status === 'requires_action') {
          fake.requests.push({ ...record, status: 200 });
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          return res.end(authenticationPage(pi.id));
        }
        if (!pi || !returnUrl || (outcome !== 'succeed' && outcome !== 'fail'))
          return send(404, { error: { type: 'invalid_request_error', message: 'No authentication waits here.' } });
        fake.completeAuthentication(pi.id, outcome);
        const back = new URL(returnUrl);
        back.searchParams.set('payment_intent', pi.id);
        back.searchParams.set('payment_intent_client_secret', String(pi.client_secret));
        back.searchParams.set('redirect_status', outcome === 'succeed' ? 'succeeded' : 'failed');
        record.status = 302;
        fake.requests.push(record);
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      // Stripe's hosted onboarding a link points at: `?outcome=verified|under_review|details_needed` stands for what
      // the creator gave, then the browser goes back to the return_url, as at Stripe (the link is used up).
      const onboarding = /^\/setup\/e\/(acct_\w+)\/(\w+)$/.exec(url.pathname);
      if (method === 'GET' && onboarding) {
        const link = links.get(onboarding[2]!);
        const outcome = url.searchParams.get('outcome');
        if (
          !link ||
          link.account !== onboarding[1] ||
          (outcome !== 'verified' && outcome !== 'under_review' && outcome !== 'details_needed')
        )
          return send(404, { error: { type: 'invalid_request_error', message: 'This link has expired.' } });
        links.delete(onboarding[2]!);
        fake.completeOnboarding(link.account, outcome);
        record.status = 302;
        fake.requests.push(record);
        res.writeHead(302, { location: link.return_url });
        return res.end();
      }
      if (method === 'OPTIONS') {
        // A browser's preflight before a call with an Authorization header.
        res.writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'GET, POST',
          'access-control-allow-headers': 'authorization, content-type, stripe-version',
        });
        return res.end();
      }
      const browserKey = publishableKeyOf(header('authorization'), method === 'GET' ? record.query : record.body);
      if (browserKey !== null) return answerBrowser(browserKey, method, record, send);
      try {
        if (failures > 0) {
          failures--;
          throw new StripeRefusal(500, { type: 'api_error', message: 'An unknown error occurred.' });
        }
        if (header('authorization') !== `Bearer ${fake.secretKey}`) {
          const given = header('authorization')?.replace(/^Bearer /, '') ?? '';
          throw new StripeRefusal(401, {
            type: 'invalid_request_error',
            message: `Invalid API Key provided: ${given.slice(0, 8)}${'*'.repeat(Math.max(0, given.length - 12))}${given.slice(-4)}`,
          });
        }
        if (method === 'POST' && !record.contentType?.startsWith('application/x-www-form-urlencoded'))
          throw invalid('Stripe takes form-encoded request bodies (application/x-www-form-urlencoded).');
        const key = record.idempotencyKey;
        const fingerprint = `${method} ${url.pathname} ${raw}`;
        if (method === 'POST' && key !== undefined) {
          const stored = idempotent.get(key);
          if (stored && stored.fingerprint !== fingerprint)
            throw new StripeRefusal(400, {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            });
          if (stored) {
            record.replayed = true;
            return send(stored.status, stored.body, { 'idempotent-replayed': 'true' });
          }
        }
        // Stripe keeps an idempotent result once the request ran: a success or a card's refusal, not a bad parameter.
        const keep = (status: number, body: unknown) => {
          if (method === 'POST' && key !== undefined) idempotent.set(key, { fingerprint, status, body });
        };
        try {
          const body = route(method, url.pathname, record.body, record.query);
          keep(200, body);
          send(200, body);
        } catch (err) {
          if (err instanceof StripeRefusal && err.status === 402) keep(402, err.body);
          throw err;
        }
      } catch (err) {
        if (err instanceof StripeRefusal)
          return send(err.status, err.body, err.status === 402 ? { 'stripe-should-retry': 'false' } : {});
        send(500, { error: { type: 'api_error', message: String(err) } });
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
