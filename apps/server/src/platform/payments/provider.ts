import { DECLINE_CODES, type TDeclineCode } from '@ito/contracts/commerce/fields';

/**
 * The one interface every payment provider speaks (DESIGN section 10): the built-in `local` provider (offline, Stripe's
 * test cards) by default, Stripe when `STRIPE_SECRET_KEY` is set. Modelled on Stripe's Payment Intents, so the Stripe
 * adapter is a thin translation and the local provider behaves the way people who know Stripe expect.
 *
 * Rules every provider keeps:
 * - every call that moves money or saves a card carries an idempotency key; the same key answers the same object;
 * - amounts are whole minor units of an ISO 4217 currency (the ledger's exponents, `@ito/ledger/money`);
 * - the app never sees a card number: the card form sends it to the provider, which answers a payment method id;
 * - the provider's events (webhooks) are the source of truth: the answer of `charge` is a hint the app may act on
 *   early, and acting twice is harmless because settling a payment is exactly-once on the app's side.
 */

export type ProviderName = 'local' | 'stripe';

/** Why a card was refused, in Stripe's own decline codes (the contracts' list); the web translates each. */
export { DECLINE_CODES };
export type DeclineCode = TDeclineCode;

/** A card as the app may keep it: never the number. */
export type CardSummary = {
  /** The provider's id of the payment method (`pm_...`). */
  ref: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
};

/**
 * A charge's state, as Stripe's PaymentIntent statuses collapse for the app: `requires_action` waits for the buyer to
 * confirm with their bank (3-D Secure), `processing` for the provider; `succeeded` and `failed` are final.
 */
export type ChargeStatus = 'requires_action' | 'processing' | 'succeeded' | 'failed';

export type ProviderCharge = {
  /** The provider's id (`pi_...`). */
  ref: string;
  status: ChargeStatus;
  amount: number;
  currency: string;
  /** The provider's fee in minor units of `currency`, once succeeded (0 before). */
  fee: number;
  /** Why it failed, when `failed`. */
  failure: DeclineCode | null;
  /** Where the buyer confirms a `requires_action` charge (the local provider's confirmation page). */
  action_url: string | null;
  /** What the browser's provider script needs to finish a `requires_action` charge (Stripe's client secret). */
  client_secret: string | null;
  card: CardSummary | null;
  /** What the app attached when charging (`payment_id`, `order_id`): how an event finds its payment. */
  metadata: Record<string, string>;
};

export type RefundStatus = 'pending' | 'succeeded' | 'failed';

export type ProviderRefund = {
  /** The provider's id (`re_...`). */
  ref: string;
  charge_ref: string;
  status: RefundStatus;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
};

/**
 * A creator's connected account (Stripe Connect Express): where their share will be paid out. Its state is what the
 * provider reports; `requirements_due` lists the provider's own field paths still missing (`external_account`,
 * `individual.dob.day`, `individual.verification.document`), currently due and past due together.
 */
export type ProviderAccount = {
  /** The provider's id (`acct_...`). */
  ref: string;
  details_submitted: boolean;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  /** The `transfers` capability is active: the platform may send the account its shares (separate charges and transfers). */
  transfers_active: boolean;
  requirements_due: string[];
  /** Why the account cannot receive money (`requirements.past_due`, `requirements.pending_verification`, ...). */
  disabled_reason: string | null;
  metadata: Record<string, string>;
};

export type AccountInput = {
  /** The creator: their email pre-fills the provider's onboarding; their id is kept in the account's metadata. */
  user: { id: string; email: string };
  idempotency_key: string;
  metadata: Record<string, string>;
};

export type AccountLinkInput = {
  account_ref: string;
  /** Where the provider sends the creator when onboarding is done (or left): the app then reads the account. */
  return_url: string;
  /** Where the provider sends the creator when the link has expired or was used: the app makes a new link. */
  refresh_url: string;
};

export type AccountLink = { url: string; expires_at: Date };

/** An event the provider reports (a webhook): what changed, with the object as it now is. */
export type ProviderEvent =
  | { id: string; type: 'charge.updated'; charge: ProviderCharge }
  | { id: string; type: 'refund.updated'; refund: ProviderRefund }
  /** `created`: when the provider saw this state, so an older event delivered late does not undo a newer state. */
  | { id: string; type: 'account.updated'; account: ProviderAccount; created: Date };

export type ChargeInput = {
  amount: number;
  currency: string;
  /** A payment method id the provider gave the card form, or a saved one of `customer`. */
  payment_method: string;
  /** The provider's customer id of the buyer (`ensureCustomer`), so a saved card can be charged. */
  customer: string;
  /** Charging off-session (a saved card, the buyer not present): no confirmation step can be asked for. */
  off_session?: boolean;
  /** Where the buyer returns after a confirmation step. */
  return_url: string;
  /**
   * The buyer asked to keep the card: the provider keeps it for `customer` with this payment (Stripe's
   * `setup_future_usage`), as a card used once without a customer cannot be saved afterwards.
   */
  save_card?: boolean;
  idempotency_key: string;
  metadata: Record<string, string>;
  description?: string;
};

export type RefundInput = {
  charge_ref: string;
  amount: number;
  idempotency_key: string;
  metadata: Record<string, string>;
};

/** A record of the provider's own, for reconciliation: what it holds, compared with the ledger. */
export type ProviderRecord =
  | { kind: 'charge'; charge: ProviderCharge; created_at: Date }
  | { kind: 'refund'; refund: ProviderRefund; created_at: Date };

/** A provider refused a call for a reason the buyer can act on (a declined card): the app answers 422 with it. */
export class CardError extends Error {
  readonly code: DeclineCode;
  readonly field: string;
  constructor(code: DeclineCode, message: string, field = 'payment_method') {
    super(message);
    this.name = 'CardError';
    this.code = code;
    this.field = field;
  }
}

/**
 * The payment method id names no card this customer may use (a made-up id, another person's card, one removed): no
 * charge was attempted, so nothing counts as a declined payment. The app answers 422 `commerce.payment_method_unknown`.
 */
export class UnknownPaymentMethod extends Error {
  constructor(message = 'No such payment method.') {
    super(message);
    this.name = 'UnknownPaymentMethod';
  }
}

/** The provider could not be reached or answered with a fault: nothing is known to have happened; retry later. */
export class ProviderUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailable';
  }
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** The provider's customer for a person, created once (idempotent on the user id). */
  ensureCustomer(user: { id: string; email: string; name: string }): Promise<string>;
  /**
   * Charges a payment method and confirms at once. Same idempotency key, same charge (a retry after a crash finds the
   * first one). A declined card is a `failed` charge with its `failure`, not an exception; a malformed or unknown
   * payment method is a `CardError`.
   */
  charge(input: ChargeInput): Promise<ProviderCharge>;
  retrieveCharge(ref: string): Promise<ProviderCharge>;
  /** Refunds part or all of a succeeded charge; the provider refuses more than what is left. */
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** Saves a card for later (a SetupIntent): a card that needs a confirmation or is declined is refused (`CardError`). */
  saveCard(input: { customer: string; payment_method: string; idempotency_key: string }): Promise<CardSummary>;
  /** Forgets a saved card at the provider (idempotent). */
  detachCard(ref: string): Promise<void>;
  /**
   * Reads a webhook: checks its signature over the raw body and answers the event, or throws when the signature, the
   * timestamp or the body is wrong (the app answers 400 and stores nothing).
   */
  parseEvent(rawBody: string, headers: Record<string, string | string[] | undefined>): ProviderEvent;
  /** Every charge and refund created in [from, to), oldest first, for reconciliation. */
  listRecords(from: Date, to: Date): AsyncIterable<ProviderRecord>;
  /**
   * Creates a creator's connected Express account (payouts only: the platform charges buyers itself and will transfer
   * shares later, decision 078). Same idempotency key, same account.
   */
  createConnectedAccount(input: AccountInput): Promise<ProviderAccount>;
  /** A single-use link to the provider's onboarding for the account; a new call gives a fresh link. */
  createOnboardingLink(input: AccountLinkInput): Promise<AccountLink>;
  /** The account as the provider holds it now (the return page's convenience; the events are the source of truth). */
  retrieveAccount(ref: string): Promise<ProviderAccount>;
}
