import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { feeOf } from '@ito/ledger/allocate';
import { currencyExponent, money } from '@ito/ledger/money';
import {
  localCharges,
  localConnectedAccounts,
  localPaymentMethods,
  localRefunds,
} from '../../db/schema/local-payments.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db.ts';
import {
  CardError,
  UnknownPaymentMethod,
  type CardSummary,
  type ChargeInput,
  type DeclineCode,
  type PaymentProvider,
  type ProviderAccount,
  type ProviderCharge,
  type ProviderEvent,
  type ProviderRecord,
  type ProviderRefund,
  type RefundInput,
} from './provider.ts';

/**
 * The built-in payment provider (DESIGN section 4: the default, offline): it behaves like Stripe's test mode, with
 * Stripe's own test card numbers, so anyone who knows Stripe knows what each card does. It keeps its records in its own
 * tables, as Stripe keeps them on its side, and answers only through the `PaymentProvider` interface. Its "webhooks"
 * are `onEvent` calls made after its own writes commit; the app settles from them or from its sweep, like Stripe's.
 */

/** What a test card does when charged. */
type Behaviour =
  | 'succeeds'
  | 'declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error'
  | 'requires_action'
  | 'fails_when_charged'
  /** Pays, but the bank refuses to take a refund back (Stripe's 5126: a refund that fails). */
  | 'refund_fails';

/** Stripe's test numbers (docs.stripe.com/testing); any other number is declined, as in Stripe's test mode. */
const TEST_CARDS: Record<string, Behaviour> = {
  '4242424242424242': 'succeeds',
  '5555555555554444': 'succeeds',
  '378282246310005': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
  '4000002500003155': 'requires_action',
  '4000000000000341': 'fails_when_charged',
  '4000000000005126': 'refund_fails',
};

const DECLINES: Partial<Record<Behaviour, DeclineCode>> = {
  declined: 'card_declined',
  insufficient_funds: 'insufficient_funds',
  expired_card: 'expired_card',
  incorrect_cvc: 'incorrect_cvc',
  processing_error: 'processing_error',
  fails_when_charged: 'card_declined',
};

/** Like Stripe's card pricing: 2.9% plus 30 cents (scaled to the currency's minor unit; none without decimals). */
const FEE_BPS = 290;
export function localFee(amount: number, currency: string): number {
  const exponent = currencyExponent(currency);
  const fixed = exponent >= 2 ? 30 * 10 ** (exponent - 2) : 0;
  return feeOf(money(amount, currency), FEE_BPS).amount + fixed;
}

export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  return 'unknown';
}

export type LocalCard = { number: string; exp_month: number; exp_year: number; cvc: string };

/**
 * What the built-in onboarding page accepts, after Stripe's Connect test values (docs.stripe.com/connect/testing): the
 * test routing number; the account number that pays out, and those Stripe documents as failing payouts (refused here
 * at once, as this provider has no payouts to fail later); the date of birth that verifies. Anything else is refused
 * as Stripe's test mode refuses real bank details.
 */
export const LOCAL_TEST_ROUTING = '110000000';
export const LOCAL_BANK_ACCOUNTS: Record<string, 'succeeds' | 'no_account' | 'account_closed'> = {
  '000123456789': 'succeeds',
  '000111111116': 'no_account',
  '000111111113': 'account_closed',
};
/** Stripe's test dates of birth that pass verification; any other date fails it, as in Stripe's test mode. */
export const LOCAL_VERIFIED_DOBS = new Set(['1901-01-01', '1902-01-01']);

/** What a new Express account still needs, in Stripe's field paths. */
const ONBOARDING_FIELDS = [
  'external_account',
  'individual.dob.day',
  'individual.first_name',
  'individual.last_name',
  'tos_acceptance.date',
];

export type LocalOnboarding = { legal_name: string; dob: string; routing_number: string; account_number: string };

/** The onboarding page's details were refused, field by field (the page says why). */
export class OnboardingRefused extends Error {
  readonly field: 'routing_number' | 'account_number';
  constructor(field: 'routing_number' | 'account_number', message: string) {
    super(message);
    this.name = 'OnboardingRefused';
    this.field = field;
  }
}

/** How long an onboarding link works, as Stripe's account links (a few minutes). */
const LINK_LIFETIME_MS = 5 * 60_000;

const METHOD_PREFIX = 'pm_local_';
const ACCOUNT_PREFIX = 'acct_local_';
const CHARGE_PREFIX = 'pi_local_';
const REFUND_PREFIX = 're_local_';
const CUSTOMER_PREFIX = 'cus_local_';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function idOf(ref: string, prefix: string): string | null {
  if (!ref.startsWith(prefix)) return null;
  const id = ref.slice(prefix.length);
  return UUID.test(id) ? id : null;
}

type ChargeRow = typeof localCharges.$inferSelect;
type AccountRow = typeof localConnectedAccounts.$inferSelect;

function accountOf(row: AccountRow): ProviderAccount {
  return {
    ref: ACCOUNT_PREFIX + row.id,
    details_submitted: row.details_submitted,
    charges_enabled: row.charges_enabled,
    payouts_enabled: row.payouts_enabled,
    transfers_active: row.transfers_active,
    requirements_due: row.requirements_due,
    disabled_reason: row.disabled_reason,
    metadata: row.metadata,
  };
}

/** The onboarding page's view of an account: its state and where the creator goes next. */
export type LocalAccountView = ProviderAccount & {
  legal_name: string | null;
  bank_last4: string | null;
  return_url: string;
  refresh_url: string;
  link_expired: boolean;
};
type MethodRow = typeof localPaymentMethods.$inferSelect;

export type LocalProvider = PaymentProvider & {
  /** The card form's call: a card becomes a payment method id, and only its brand, last four and expiry are kept. */
  createPaymentMethod(owner: string, card: LocalCard): Promise<CardSummary>;
  /** The confirmation page reads the charge it confirms; null when it is not this owner's. */
  readCharge(id: string, owner: string): Promise<(ProviderCharge & { return_url: string }) | null>;
  /** The buyer approves or fails the confirmation step; null when the charge is not theirs or not waiting. */
  authenticate(id: string, owner: string, approve: boolean): Promise<ProviderCharge | 'not_waiting' | null>;
  /** The onboarding page reads the account it onboards; null when it is not this owner's. */
  readAccount(id: string, owner: string): Promise<LocalAccountView | null>;
  /**
   * The creator submits the onboarding page: Stripe's test values decide the outcome (`LOCAL_*` above). Null when the
   * account is not theirs; `OnboardingRefused` for details Stripe's test mode would refuse outright.
   */
  submitOnboarding(id: string, owner: string, details: LocalOnboarding): Promise<LocalAccountView | null>;
  /** Where the provider's events go (the app's webhook handler). */
  onEvent(listener: (event: ProviderEvent) => void): void;
};

export function createLocalProvider(deps: { db: Db; clock: Clock }): LocalProvider {
  const { db, clock } = deps;
  const listeners: ((event: ProviderEvent) => void)[] = [];
  let eventSeq = 0;

  function emit(event: ProviderEvent): void {
    for (const listener of listeners) listener(event);
  }

  function card(method: MethodRow): CardSummary {
    return {
      ref: METHOD_PREFIX + method.id,
      brand: method.brand,
      last4: method.last4,
      exp_month: method.exp_month,
      exp_year: method.exp_year,
    };
  }

  function chargeOf(row: ChargeRow, method: MethodRow | null): ProviderCharge {
    return {
      ref: CHARGE_PREFIX + row.id,
      status: row.status as ProviderCharge['status'],
      amount: row.amount,
      currency: row.currency,
      fee: row.fee,
      failure: (row.failure as DeclineCode | null) ?? null,
      action_url: row.status === 'requires_action' ? `/payment/confirm/${row.id}` : null,
      client_secret: null,
      card: method ? card(method) : null,
      metadata: row.metadata,
    };
  }

  async function methodFor(ref: string, customer: string): Promise<MethodRow> {
    const id = idOf(ref, METHOD_PREFIX);
    const [method] = id ? await db.select().from(localPaymentMethods).where(eq(localPaymentMethods.id, id)) : [];
    // A card belongs to the person who typed it (its owner) or, once saved, to their customer.
    if (!method || (method.customer !== null && method.customer !== customer) || method.owner !== ownerOf(customer)) {
      throw new UnknownPaymentMethod();
    }
    return method;
  }

  async function loadCharge(ref: string): Promise<{ row: ChargeRow; method: MethodRow }> {
    const id = idOf(ref, CHARGE_PREFIX);
    const [found] = id
      ? await db
          .select({ row: localCharges, method: localPaymentMethods })
          .from(localCharges)
          .innerJoin(localPaymentMethods, eq(localPaymentMethods.id, localCharges.payment_method_id))
          .where(eq(localCharges.id, id))
      : [];
    if (!found) throw new Error(`No such charge: ${ref}`);
    return found;
  }

  function refundOf(row: typeof localRefunds.$inferSelect): ProviderRefund {
    return {
      ref: REFUND_PREFIX + row.id,
      charge_ref: CHARGE_PREFIX + row.charge_id,
      status: row.status as ProviderRefund['status'],
      amount: row.amount,
      currency: row.currency,
      metadata: row.metadata,
    };
  }

  return {
    name: 'local',

    async ensureCustomer(user) {
      return CUSTOMER_PREFIX + user.id;
    },

    async createPaymentMethod(owner, input) {
      if (!luhnValid(input.number)) throw new CardError('incorrect_number', 'Your card number is incorrect.', 'number');
      const now = clock.now();
      const expired =
        input.exp_year < now.getUTCFullYear() ||
        (input.exp_year === now.getUTCFullYear() && input.exp_month < now.getUTCMonth() + 1);
      if (expired) throw new CardError('expired_card', 'Your card has expired.', 'exp_year');
      const [row] = await db
        .insert(localPaymentMethods)
        .values({
          customer: null,
          owner,
          brand: brandOf(input.number),
          last4: input.number.slice(-4),
          exp_month: input.exp_month,
          exp_year: input.exp_year,
          behaviour: TEST_CARDS[input.number] ?? 'declined',
        })
        .returning();
      return card(row!);
    },

    async charge(input: ChargeInput) {
      const method = await methodFor(input.payment_method, input.customer);
      const behaviour = method.behaviour as Behaviour;
      const decline = DECLINES[behaviour];
      const status =
        behaviour === 'succeeds' ||
        behaviour === 'refund_fails' ||
        (behaviour === 'requires_action' && (input.off_session || method.customer))
          ? 'succeeded'
          : behaviour === 'requires_action'
            ? 'requires_action'
            : 'failed';
      const [row] = await db
        .insert(localCharges)
        .values({
          idempotency_key: input.idempotency_key,
          amount: input.amount,
          currency: input.currency,
          customer: input.customer,
          payment_method_id: method.id,
          status,
          failure: status === 'failed' ? (decline ?? 'card_declined') : null,
          fee: status === 'succeeded' ? localFee(input.amount, input.currency) : 0,
          return_url: input.return_url,
          metadata: input.metadata,
        })
        .onConflictDoNothing()
        .returning();
      // The key was used before (a retry, or a concurrent call that won the insert): answer that charge, as Stripe does.
      if (!row) {
        const [existing] = await db
          .select()
          .from(localCharges)
          .where(eq(localCharges.idempotency_key, input.idempotency_key));
        return chargeOf(existing!, method);
      }
      // A charge settled at once is answered to its caller, who settles it (and the sweep, if the caller died): unlike
      // Stripe's, this provider's events would reach the same process that already holds the answer. Only outcomes
      // decided later (the buyer's confirmation) are sent as events.
      return chargeOf(row, method);
    },

    async retrieveCharge(ref) {
      const { row, method } = await loadCharge(ref);
      return chargeOf(row, method);
    },

    async refund(input: RefundInput) {
      const chargeId = idOf(input.charge_ref, CHARGE_PREFIX);
      if (!chargeId) throw new Error(`No such charge: ${input.charge_ref}`);
      const row = await db.transaction(async (tx) => {
        const [existing] = await tx
          .select()
          .from(localRefunds)
          .where(eq(localRefunds.idempotency_key, input.idempotency_key));
        if (existing) return existing;
        // The charge row is locked while its refunds are summed, so two refunds cannot both pass the check.
        const [charge] = await tx.select().from(localCharges).where(eq(localCharges.id, chargeId)).for('update');
        if (!charge || charge.status !== 'succeeded') throw new Error(`Charge ${input.charge_ref} cannot be refunded`);
        const [{ refunded }] = (await tx
          .select({ refunded: sql<number>`coalesce(sum(${localRefunds.amount}), 0)::bigint` })
          .from(localRefunds)
          .where(and(eq(localRefunds.charge_id, chargeId), eq(localRefunds.status, 'succeeded')))) as [
          { refunded: number },
        ];
        if (input.amount <= 0 || Number(refunded) + input.amount > charge.amount) {
          throw new Error(`Refund of ${input.amount} exceeds what is left of ${input.charge_ref}`);
        }
        // A card whose bank takes no refund back: the refund is answered failed and counts for nothing.
        const [method] = await tx
          .select({ behaviour: localPaymentMethods.behaviour })
          .from(localPaymentMethods)
          .where(eq(localPaymentMethods.id, charge.payment_method_id));
        const [created] = await tx
          .insert(localRefunds)
          .values({
            idempotency_key: input.idempotency_key,
            charge_id: chargeId,
            amount: input.amount,
            currency: charge.currency,
            status: method?.behaviour === 'refund_fails' ? 'failed' : 'succeeded',
            metadata: input.metadata,
          })
          .returning();
        return created!;
      });
      // Decided at once and answered to the caller, who records it: no event (see `charge`).
      return refundOf(row);
    },

    async saveCard(input) {
      const method = await methodFor(input.payment_method, input.customer);
      if (method.customer === input.customer) return card(method);
      const behaviour = method.behaviour as Behaviour;
      // Like a SetupIntent: a card the bank declines outright is not saved; one that only fails later is.
      const refused = behaviour === 'declined' || behaviour === 'expired_card' || behaviour === 'incorrect_cvc';
      if (refused) throw new CardError(DECLINES[behaviour]!, 'Your card was declined.');
      await db
        .update(localPaymentMethods)
        .set({ customer: input.customer })
        .where(eq(localPaymentMethods.id, method.id));
      return card({ ...method, customer: input.customer });
    },

    async detachCard(ref) {
      const id = idOf(ref, METHOD_PREFIX);
      if (id)
        await db.update(localPaymentMethods).set({ customer: null, owner: '' }).where(eq(localPaymentMethods.id, id));
    },

    parseEvent() {
      // The built-in provider calls `onEvent` in process; nothing may post its events from outside.
      throw new Error('The built-in provider takes no webhooks.');
    },

    async *listRecords(from, to) {
      const charges = await db
        .select({ row: localCharges, method: localPaymentMethods })
        .from(localCharges)
        .innerJoin(localPaymentMethods, eq(localPaymentMethods.id, localCharges.payment_method_id))
        .where(and(gte(localCharges.created_at, from), lt(localCharges.created_at, to)))
        .orderBy(asc(localCharges.created_at));
      const refunds = await db
        .select()
        .from(localRefunds)
        .where(and(gte(localRefunds.created_at, from), lt(localRefunds.created_at, to)))
        .orderBy(asc(localRefunds.created_at));
      const records: ProviderRecord[] = [
        ...charges.map(({ row, method }) => ({
          kind: 'charge' as const,
          charge: chargeOf(row, method),
          created_at: row.created_at,
        })),
        ...refunds.map((row) => ({ kind: 'refund' as const, refund: refundOf(row), created_at: row.created_at })),
      ];
      records.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
      yield* records;
    },

    async readCharge(id, owner) {
      const found = await loadCharge(CHARGE_PREFIX + id).catch(() => null);
      if (!found || found.row.customer !== CUSTOMER_PREFIX + owner) return null;
      return { ...chargeOf(found.row, found.method), return_url: found.row.return_url };
    },

    async authenticate(id, owner, approve) {
      const found = await loadCharge(CHARGE_PREFIX + id).catch(() => null);
      if (!found || found.row.customer !== CUSTOMER_PREFIX + owner) return null;
      const [row] = await db
        .update(localCharges)
        .set(
          approve
            ? { status: 'succeeded', fee: localFee(found.row.amount, found.row.currency) }
            : { status: 'failed', failure: 'authentication_failed' },
        )
        .where(and(eq(localCharges.id, id), eq(localCharges.status, 'requires_action')))
        .returning();
      if (!row) return 'not_waiting';
      const charge = chargeOf(row, found.method);
      emit({ id: `evt_local_${++eventSeq}`, type: 'charge.updated', charge });
      return charge;
    },

    async createConnectedAccount(input) {
      const [row] = await db
        .insert(localConnectedAccounts)
        .values({
          idempotency_key: input.idempotency_key,
          owner: input.user.id,
          email: input.user.email,
          requirements_due: ONBOARDING_FIELDS,
          disabled_reason: 'requirements.past_due',
          metadata: { ...input.metadata, user_id: input.user.id },
        })
        .onConflictDoNothing()
        .returning();
      if (row) return accountOf(row);
      // The same key made it before (a retry, or a concurrent call that won the insert): the same account.
      const [existing] = await db
        .select()
        .from(localConnectedAccounts)
        .where(eq(localConnectedAccounts.idempotency_key, input.idempotency_key));
      return accountOf(existing!);
    },

    async createOnboardingLink(input) {
      const id = idOf(input.account_ref, ACCOUNT_PREFIX);
      const expires = new Date(clock.now().getTime() + LINK_LIFETIME_MS);
      const [row] = id
        ? await db
            .update(localConnectedAccounts)
            .set({ return_url: input.return_url, refresh_url: input.refresh_url, link_expires_at: expires })
            .where(eq(localConnectedAccounts.id, id))
            .returning({ id: localConnectedAccounts.id })
        : [];
      if (!row) throw new Error(`No such account: ${input.account_ref}`);
      return { url: `/creator/payouts/onboarding/${row.id}`, expires_at: expires };
    },

    async retrieveAccount(ref) {
      const id = idOf(ref, ACCOUNT_PREFIX);
      const [row] = id ? await db.select().from(localConnectedAccounts).where(eq(localConnectedAccounts.id, id)) : [];
      if (!row) throw new Error(`No such account: ${ref}`);
      return accountOf(row);
    },

    async readAccount(id, owner) {
      if (!UUID.test(id)) return null;
      const [row] = await db
        .select()
        .from(localConnectedAccounts)
        .where(and(eq(localConnectedAccounts.id, id), eq(localConnectedAccounts.owner, owner)));
      return row ? accountView(row) : null;
    },

    async submitOnboarding(id, owner, details) {
      const current = await this.readAccount(id, owner);
      if (!current) return null;
      if (details.routing_number !== LOCAL_TEST_ROUTING)
        throw new OnboardingRefused('routing_number', 'Use the test routing number 110000000.');
      const bank = LOCAL_BANK_ACCOUNTS[details.account_number];
      if (!bank) throw new OnboardingRefused('account_number', 'Use one of the test account numbers.');
      const isVerified = LOCAL_VERIFIED_DOBS.has(details.dob);
      const due = [
        ...(bank === 'succeeds' ? [] : ['external_account']),
        ...(isVerified ? [] : ['individual.verification.document']),
      ];
      const [row] = await db
        .update(localConnectedAccounts)
        .set({
          details_submitted: true,
          // Only the `transfers` capability is requested: the platform takes the charges (decision 078).
          charges_enabled: false,
          transfers_active: isVerified,
          payouts_enabled: due.length === 0,
          requirements_due: due,
          disabled_reason: isVerified ? null : 'requirements.past_due',
          legal_name: details.legal_name,
          bank_last4: details.account_number.slice(-4),
        })
        .where(eq(localConnectedAccounts.id, id))
        .returning();
      emit({ id: `evt_local_${++eventSeq}`, type: 'account.updated', account: accountOf(row!), created: clock.now() });
      return accountView(row!);
    },

    onEvent(listener) {
      listeners.push(listener);
    },
  };

  function accountView(row: AccountRow): LocalAccountView {
    return {
      ...accountOf(row),
      legal_name: row.legal_name,
      bank_last4: row.bank_last4,
      return_url: row.return_url ?? '/creator/balances',
      refresh_url: row.refresh_url ?? '/creator/balances',
      link_expired: !row.link_expires_at || row.link_expires_at.getTime() <= clock.now().getTime(),
    };
  }
}

/** The owner recorded on a card typed by a person: their user id, which their customer id carries. */
function ownerOf(customer: string): string {
  return customer.startsWith(CUSTOMER_PREFIX) ? customer.slice(CUSTOMER_PREFIX.length) : '';
}

/** The built-in provider's own surface (its card form and confirmation page) exists only when it is the one in use. */
export function isLocalProvider(provider: PaymentProvider): provider is LocalProvider {
  return provider.name === 'local' && 'createPaymentMethod' in provider;
}
