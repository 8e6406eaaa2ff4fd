import Stripe from 'stripe';
import { IgnoredEvent } from './ignored-event.ts';
import { currencyExponent } from '@ito/ledger/money';
import {
  CardError,
  UnknownPaymentMethod,
  DECLINE_CODES,
  ProviderUnavailable,
  type CardSummary,
  type ChargeStatus,
  type DeclineCode,
  type PaymentProvider,
  type ProviderAccount,
  type ProviderCharge,
  type ProviderEvent,
  type ProviderRecord,
  type ProviderRefund,
  type RefundStatus,
} from './provider.ts';

/**
 * The Stripe provider (DESIGN section 10): a thin translation of `PaymentProvider` onto Stripe's Payment Intents,
 * Refunds and Setup Intents through the official SDK. What Stripe answers is mapped, never second-guessed: a declined
 * card is a `failed` charge, a refused call a `CardError`, a fault or an unreachable Stripe `ProviderUnavailable`.
 */

export type StripeProviderOptions = {
  secretKey: string;
  /** The signing secret of the webhook endpoint (`whsec_...`). */
  webhookSecret: string;
  /**
   * The signing secret of the Connect webhook endpoint, when it is another one: Stripe sends the events of connected
   * accounts (`account.updated`) to an endpoint that listens to connected accounts, which has its own secret.
   */
  connectWebhookSecret?: string;
  /** Another API origin than `https://api.stripe.com` (a local fake in tests), e.g. `http://127.0.0.1:4010`. */
  apiBase?: string;
  /** The app's public origin: a relative `return_url` is resolved against it, as Stripe takes only absolute ones. */
  publicUrl?: string;
  /** Objects per page when listing records (Stripe allows 1 to 100). */
  pageSize?: number;
};

/** Stripe refused a refund: more than what is left of the charge, or a charge that cannot be refunded. */
export class RefundRefused extends Error {
  readonly code: string;
  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RefundRefused';
    this.code = code;
  }
}

/*
 * Currency exponents. The app counts in ISO 4217 minor units (`@ito/ledger/money`); Stripe counts in its own, which
 * differ for a few codes (https://docs.stripe.com/currencies, "Zero-decimal currencies" and "Special cases"):
 * - ISK: ISO 0, but Stripe keeps it two-decimal for backwards compatibility (5 ISK is `500`, always a multiple of 100):
 *   times 100 on the way out, divided by 100 on the way back.
 * - MGA: ISO 2, Stripe zero-decimal: divided by 100 on the way out (only whole ariary can be charged), times 100 back.
 * - HUF and TWD: Stripe charges them two-decimal like ISO (only its payouts are zero-decimal): no change.
 * - BHD, JOD, KWD, OMR, TND: three-decimal at both, but Stripe wants the last digit 0: refused otherwise, as rounding
 *   someone's price is not the adapter's call.
 * - UGX: refused. Stripe lists it as zero-decimal and also as a special case represented two-decimal for backwards
 *   compatibility; a guess would charge 100 times too much or too little.
 * - Any other code whose ISO exponent is neither 0 nor 2 (IQD, LYD, CLF, UYW) and UYI: Stripe documents no exponent for
 *   them, so they are refused rather than guessed.
 * Every other code: the same exponent at both (ISO 0: Stripe's zero-decimal list; ISO 2: two-decimal).
 */
const STRIPE_ZERO_DECIMAL = new Set('BIF CLP DJF GNF JPY KMF KRW MGA PYG RWF VND VUV XAF XOF XPF'.split(' '));
const STRIPE_THREE_DECIMAL = new Set('BHD JOD KWD OMR TND'.split(' '));
const REFUSED = new Set(['UGX', 'UYI']);

/** Stripe's minor units per app minor unit, as a power of ten (ISK +2, MGA -2, most 0). */
function exponentShift(currency: string): number {
  const iso = currencyExponent(currency);
  if (REFUSED.has(currency) || (iso !== 0 && iso !== 2 && !STRIPE_THREE_DECIMAL.has(currency)))
    throw new Error(`Stripe amounts in ${currency} are not mapped: charge it through another currency or provider.`);
  if (currency === 'ISK') return 2;
  if (STRIPE_THREE_DECIMAL.has(currency)) return 0;
  const stripe = STRIPE_ZERO_DECIMAL.has(currency) ? 0 : 2;
  return stripe - iso;
}

/** An app amount (ISO minor units) as Stripe's `amount`; refuses what Stripe cannot charge exactly. */
export function toStripeAmount(amount: number, currency: string): number {
  const shift = exponentShift(currency);
  if (STRIPE_THREE_DECIMAL.has(currency) && amount % 10 !== 0)
    throw new Error(`Stripe takes ${currency} amounts in whole hundredths (last digit 0), not ${amount}.`);
  if (shift >= 0) return amount * 10 ** shift;
  const factor = 10 ** -shift;
  if (amount % factor !== 0)
    throw new Error(`Stripe takes ${currency} in whole units only: ${amount} is not a multiple of ${factor}.`);
  return amount / factor;
}

/**
 * A Stripe amount back in app minor units. `round` is for fees, which Stripe may count in fractions of an ISK the app
 * cannot hold (rounded half up); amounts of charges and refunds are exact or refused.
 */
export function fromStripeAmount(amount: number, currency: string, mode: 'exact' | 'round' = 'exact'): number {
  const shift = exponentShift(currency);
  if (shift <= 0) return amount * 10 ** -shift;
  const factor = 10 ** shift;
  if (mode === 'round') return Math.floor((amount + factor / 2) / factor);
  if (amount % factor !== 0) throw new Error(`Stripe answered ${amount} ${currency}, not a whole app amount.`);
  return amount / factor;
}

const isDeclineCode = (code: string): code is DeclineCode => (DECLINE_CODES as readonly string[]).includes(code);

// Stripe's codes that say the same as one of ours under another name.
const DECLINE_ALIASES: Record<string, DeclineCode> = {
  invalid_cvc: 'incorrect_cvc',
  invalid_number: 'incorrect_number',
  authentication_required: 'authentication_failed',
  payment_intent_authentication_failure: 'authentication_failed',
  setup_intent_authentication_failure: 'authentication_failed',
};

/** Stripe's decline code (or error code) as one the web can translate; anything else is a plain decline. */
export function declineCode(error: { decline_code?: string | null; code?: string | null } | null): DeclineCode {
  for (const code of [error?.decline_code, error?.code]) {
    if (!code) continue;
    if (isDeclineCode(code)) return code;
    if (DECLINE_ALIASES[code]) return DECLINE_ALIASES[code];
  }
  return 'card_declined';
}

const CHARGE_STATUS: Record<string, ChargeStatus> = {
  succeeded: 'succeeded',
  requires_action: 'requires_action',
  processing: 'processing',
  requires_capture: 'processing',
  requires_confirmation: 'processing',
  // The app confirms every PaymentIntent when it creates it, so one waiting for a payment method has failed.
  requires_payment_method: 'failed',
  canceled: 'failed',
};

const REFUND_STATUS: Record<string, RefundStatus> = {
  pending: 'pending',
  requires_action: 'pending',
  succeeded: 'succeeded',
  failed: 'failed',
  canceled: 'failed',
};

// Read back with the charge's fee and the card, in one request.
const CHARGE_EXPAND = ['latest_charge.balance_transaction', 'payment_method'];

type Expandable<T> = string | T | null | undefined;
const expanded = <T extends object>(value: Expandable<T>): T | null =>
  value && typeof value === 'object' ? value : null;

function cardOf(
  ref: string,
  card: Stripe.PaymentMethod.Card | Stripe.Charge.PaymentMethodDetails.Card | null | undefined,
) {
  if (!card) return null;
  const { brand, last4, exp_month, exp_year } = card;
  return { ref, brand: brand ?? 'unknown', last4: last4 ?? '', exp_month, exp_year } satisfies CardSummary;
}

function chargeCard(pi: Stripe.PaymentIntent, fallback?: Stripe.PaymentMethod): CardSummary | null {
  const charge = expanded(pi.latest_charge);
  const method = expanded(pi.payment_method) ?? fallback ?? null;
  const ref = (typeof pi.payment_method === 'string' ? pi.payment_method : method?.id) ?? charge?.payment_method;
  if (!ref) return null;
  return cardOf(ref, charge?.payment_method_details?.card ?? null) ?? cardOf(ref, method?.card ?? null);
}

/**
 * The fee of a succeeded charge from its balance transaction, when it was expanded (an event's object never is: the
 * fee reads 0 there and the app takes the settled charge from `retrieveCharge`). Stripe counts the fee in the
 * settlement currency; when that is another one, it is brought back with the transaction's own exchange rate.
 */
function chargeFee(pi: Stripe.PaymentIntent, currency: string): number {
  if (pi.status !== 'succeeded') return 0;
  const txn = expanded(expanded(pi.latest_charge)?.balance_transaction);
  if (!txn) return 0;
  const txnCurrency = txn.currency.toUpperCase();
  if (txnCurrency === currency) return fromStripeAmount(txn.fee, currency, 'round');
  const inSettlement = fromStripeAmount(txn.fee, txnCurrency, 'round');
  const rate = txn.exchange_rate ?? 1;
  const scale = 10 ** (currencyExponent(currency) - currencyExponent(txnCurrency));
  return Math.round((inSettlement / rate) * scale);
}

export function toProviderCharge(pi: Stripe.PaymentIntent, paymentMethod?: Stripe.PaymentMethod): ProviderCharge {
  const currency = pi.currency.toUpperCase();
  const status = CHARGE_STATUS[pi.status] ?? 'processing';
  const waiting = status === 'requires_action';
  return {
    ref: pi.id,
    status,
    amount: fromStripeAmount(pi.amount, currency),
    currency,
    fee: chargeFee(pi, currency),
    failure: status === 'failed' ? declineCode(pi.last_payment_error) : null,
    action_url: waiting ? (pi.next_action?.redirect_to_url?.url ?? null) : null,
    client_secret: waiting ? pi.client_secret : null,
    card: chargeCard(pi, paymentMethod),
    metadata: { ...pi.metadata },
  };
}

export function toProviderRefund(refund: Stripe.Refund): ProviderRefund {
  const currency = refund.currency.toUpperCase();
  const chargeRef = refund.payment_intent ?? refund.charge;
  return {
    ref: refund.id,
    charge_ref: (typeof chargeRef === 'string' ? chargeRef : chargeRef?.id) ?? '',
    status: REFUND_STATUS[refund.status ?? 'pending'] ?? 'pending',
    amount: fromStripeAmount(refund.amount, currency),
    currency,
    metadata: { ...refund.metadata },
  };
}

/** A connected account as the app keeps it: its flags, and what Stripe still asks for (due now or past due). */
export function toProviderAccount(account: Stripe.Account): ProviderAccount {
  const requirements = account.requirements;
  const due = [...(requirements?.currently_due ?? []), ...(requirements?.past_due ?? [])];
  return {
    ref: account.id,
    details_submitted: account.details_submitted ?? false,
    charges_enabled: account.charges_enabled ?? false,
    payouts_enabled: account.payouts_enabled ?? false,
    transfers_active: account.capabilities?.transfers === 'active',
    requirements_due: [...new Set(due)],
    disabled_reason: requirements?.disabled_reason ?? null,
    metadata: { ...account.metadata },
  };
}

const PAYMENT_INTENT_EVENTS = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.processing',
  'payment_intent.requires_action',
  'payment_intent.canceled',
]);
const REFUND_EVENTS = new Set(['refund.created', 'refund.updated', 'refund.failed', 'charge.refund.updated']);

/** Stripe could not be reached, failed, or refused the app's own key: nothing is known to have happened. */
const isUnavailable = (err: unknown) =>
  err instanceof Stripe.errors.StripeConnectionError ||
  err instanceof Stripe.errors.StripeAPIError ||
  err instanceof Stripe.errors.StripeRateLimitError ||
  err instanceof Stripe.errors.StripeAuthenticationError ||
  err instanceof Stripe.errors.StripePermissionError;

/** The SDK's errors as the interface's: a card the buyer can change, or Stripe being away; bugs stay as they are. */
function translate(err: unknown): never {
  if (err instanceof Stripe.errors.StripeCardError) throw new CardError(declineCode(err), err.message);
  if (err instanceof Stripe.errors.StripeInvalidRequestError && err.param === 'payment_method')
    throw new UnknownPaymentMethod(err.message);
  if (isUnavailable(err))
    throw new ProviderUnavailable(`Stripe is unavailable: ${(err as Error).message}`, { cause: err });
  throw err;
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const base = options.apiBase ? new URL(options.apiBase) : null;
  const stripe = new Stripe(options.secretKey, {
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'http:' ? 80 : 443),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
    // Every call that writes carries the app's idempotency key, so the SDK's retries of a lost answer are safe.
    maxNetworkRetries: 2,
    timeout: 30_000,
    appInfo: { name: 'ito-marketplace' },
  });
  const pageSize = Math.min(100, Math.max(1, options.pageSize ?? 100));

  const absolute = (url: string) => {
    if (URL.canParse(url)) return url;
    if (!options.publicUrl) throw new Error(`Stripe needs an absolute return_url, not ${url} (set publicUrl).`);
    return new URL(url, options.publicUrl).toString();
  };

  const retrieveCharge = async (ref: string) => {
    try {
      return toProviderCharge(await stripe.paymentIntents.retrieve(ref, { expand: CHARGE_EXPAND }));
    } catch (err) {
      return translate(err);
    }
  };

  return {
    name: 'stripe',

    async ensureCustomer(user) {
      // Stripe keeps an idempotency key for 24 hours: the app stores the answered id and does not ask again.
      try {
        const customer = await stripe.customers.create(
          { email: user.email, name: user.name, metadata: { user_id: user.id } },
          { idempotencyKey: `customer-${user.id}` },
        );
        return customer.id;
      } catch (err) {
        return translate(err);
      }
    },

    async charge(input) {
      const currency = input.currency.toUpperCase();
      const amount = toStripeAmount(input.amount, currency);
      // On-session, any payment method Stripe offers may redirect for a confirmation, back to `return_url`.
      // Off-session nobody can confirm, so Stripe is told not to redirect and takes no `return_url`.
      const session = input.off_session
        ? { off_session: true, automatic_payment_methods: { enabled: true, allow_redirects: 'never' as const } }
        : { return_url: absolute(input.return_url), automatic_payment_methods: { enabled: true } };
      try {
        const pi = await stripe.paymentIntents.create(
          {
            amount,
            currency: currency.toLowerCase(),
            customer: input.customer,
            payment_method: input.payment_method,
            confirm: true,
            ...session,
            // Kept for the customer when the payment succeeds; the SetupIntent of `saveCard` then finds it theirs.
            ...(input.save_card && !input.off_session && { setup_future_usage: 'off_session' as const }),
            metadata: input.metadata,
            ...(input.description !== undefined && { description: input.description }),
            expand: CHARGE_EXPAND,
          },
          { idempotencyKey: input.idempotency_key },
        );
        return toProviderCharge(pi);
      } catch (err) {
        // A decline at confirmation: Stripe answers 402 with the PaymentIntent as it now is (failed, with the reason).
        if (err instanceof Stripe.errors.StripeCardError && err.payment_intent)
          return toProviderCharge(err.payment_intent, err.payment_method);
        return translate(err);
      }
    },

    retrieveCharge,

    async refund(input) {
      // The input has no currency and Stripe's amount may be in other units than the app's: the charge says which.
      const { currency } = await retrieveCharge(input.charge_ref);
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: input.charge_ref,
            amount: toStripeAmount(input.amount, currency),
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotency_key },
        );
        return toProviderRefund(refund);
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.param === 'amount')
          throw new RefundRefused(err.code ?? 'amount_too_large', err.message, { cause: err });
        if (
          err instanceof Stripe.errors.StripeInvalidRequestError &&
          (err.code === 'charge_already_refunded' || err.code === 'charge_not_refundable')
        )
          throw new RefundRefused(err.code, err.message, { cause: err });
        return translate(err);
      }
    },

    async saveCard(input) {
      try {
        const intent = await stripe.setupIntents.create(
          {
            customer: input.customer,
            payment_method: input.payment_method,
            confirm: true,
            usage: 'off_session',
            // The card form saves a card with the buyer present but without a page to come back to.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            expand: ['payment_method'],
          },
          { idempotencyKey: input.idempotency_key },
        );
        if (intent.status === 'requires_action')
          throw new CardError('authentication_failed', 'The bank asks to confirm this card: it was not saved.');
        if (intent.status !== 'succeeded')
          throw new CardError(declineCode(intent.last_setup_error), 'The card was not saved.');
        const method = expanded(intent.payment_method);
        const card = method && cardOf(method.id, method.card);
        if (!card) throw new CardError('card_declined', 'Only cards can be saved.');
        return card;
      } catch (err) {
        if (err instanceof CardError) throw err;
        return translate(err);
      }
    },

    async detachCard(ref) {
      try {
        await stripe.paymentMethods.detach(ref, {}, { idempotencyKey: `detach-${ref}` });
      } catch (err) {
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) return translate(err);
        // Already detached (or never attached): what the caller wanted is so. Stripe's wording varies, its state not.
        if (err.code === 'resource_missing') return;
        const method = await stripe.paymentMethods.retrieve(ref).catch(translate);
        if (method.customer) throw err;
      }
    },

    parseEvent(rawBody, headers) {
      const header = Object.entries(headers).find(([name]) => name.toLowerCase() === 'stripe-signature')?.[1];
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, header ?? '', options.webhookSecret);
      } catch (err) {
        // The Connect endpoint signs with its own secret; a body neither secret signed is refused.
        if (!options.connectWebhookSecret) throw err;
        event = stripe.webhooks.constructEvent(rawBody, header ?? '', options.connectWebhookSecret);
      }
      return toProviderEvent(event);
    },

    async createConnectedAccount(input) {
      try {
        const account = await stripe.accounts.create(
          {
            type: 'express',
            email: input.user.email,
            // The platform charges buyers itself and sends shares later (separate charges and transfers, decision
            // 078): the account only receives transfers and pays them out.
            capabilities: { transfers: { requested: true } },
            metadata: { ...input.metadata, user_id: input.user.id },
          },
          { idempotencyKey: input.idempotency_key },
        );
        return toProviderAccount(account);
      } catch (err) {
        // Another request with this key is still running at Stripe (a double click): nothing new was made, and the
        // next try finds the account. (A key reused with other parameters, an email changed between a lost answer and
        // its retry, says the same until Stripe forgets the key after a day.)
        if (err instanceof Stripe.errors.StripeIdempotencyError)
          throw new ProviderUnavailable(`Stripe is still creating this account: ${err.message}`, { cause: err });
        return translate(err);
      }
    },

    async createOnboardingLink(input) {
      try {
        // An account link is single-use and short-lived: each call is a new one, so no idempotency key of the app's.
        const link = await stripe.accountLinks.create({
          account: input.account_ref,
          type: 'account_onboarding',
          return_url: absolute(input.return_url),
          refresh_url: absolute(input.refresh_url),
        });
        return { url: link.url, expires_at: new Date(link.expires_at * 1000) };
      } catch (err) {
        return translate(err);
      }
    },

    async retrieveAccount(ref) {
      try {
        return toProviderAccount(await stripe.accounts.retrieve(ref));
      } catch (err) {
        return translate(err);
      }
    },

    async *listRecords(from, to) {
      const created = { gte: Math.ceil(from.getTime() / 1000), lt: Math.ceil(to.getTime() / 1000) };
      const records: ProviderRecord[] = [];
      try {
        for await (const pi of stripe.paymentIntents.list({
          created,
          limit: pageSize,
          expand: CHARGE_EXPAND.map((path) => `data.${path}`),
        }))
          records.push({ kind: 'charge', charge: toProviderCharge(pi), created_at: new Date(pi.created * 1000) });
        for await (const refund of stripe.refunds.list({ created, limit: pageSize }))
          records.push({
            kind: 'refund',
            refund: toProviderRefund(refund),
            created_at: new Date(refund.created * 1000),
          });
      } catch (err) {
        translate(err);
      }
      // Stripe lists newest first; reconciliation reads oldest first. Within one second a charge comes before the
      // refunds (a refund follows its charge), and each list's own order is kept, reversed.
      const order = new Map(records.map((r, i) => [r, i]));
      const kind = (r: ProviderRecord) => (r.kind === 'charge' ? 0 : 1);
      records.sort(
        (a, b) => a.created_at.getTime() - b.created_at.getTime() || kind(a) - kind(b) || order.get(b)! - order.get(a)!,
      );
      yield* records;
    },
  };
}

/**
 * A verified Stripe event as the app's. Kept synchronous (the signature check must pass before anything is read), so
 * a charge in an event has fee 0 and no card: the app calls `retrieveCharge` for those when the charge settles.
 */
export function toProviderEvent(event: Stripe.Event): ProviderEvent {
  if (PAYMENT_INTENT_EVENTS.has(event.type))
    return {
      id: event.id,
      type: 'charge.updated',
      charge: toProviderCharge(event.data.object as Stripe.PaymentIntent),
    };
  if (event.type === 'account.updated')
    return {
      id: event.id,
      type: 'account.updated',
      account: toProviderAccount(event.data.object),
      created: new Date(event.created * 1000),
    };
  if (REFUND_EVENTS.has(event.type))
    return { id: event.id, type: 'refund.updated', refund: toProviderRefund(event.data.object as Stripe.Refund) };
  if (event.type === 'charge.refunded') {
    // One event answers one refund: the newest (the list is newest first, so the first of a second), the one that
    // refunded the charge now. Each refund also arrives as its own refund.* event: the app hears of the others there.
    const refunds = (event.data.object as Stripe.Charge).refunds?.data ?? [];
    const newest = refunds.reduce<Stripe.Refund | null>((a, r) => (!a || r.created > a.created ? r : a), null);
    if (newest) return { id: event.id, type: 'refund.updated', refund: toProviderRefund(newest) };
  }
  throw new IgnoredEvent(event.type);
}

export { IgnoredEvent };
