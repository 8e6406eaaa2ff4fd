import { LRUCache } from 'lru-cache';
import { declined } from './declines.ts';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { payment as paymentTransaction } from '@ito/ledger/payment';
import { money } from '@ito/ledger/money';
import type { TNextAction } from './views.ts';
import { users } from '../../db/schema/auth.ts';
import { discountCodes, orders, paymentCustomers, paymentMethods, payments } from '../../db/schema/commerce.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import type { Uses } from '../../platform/deps.ts';
import {
  CardError,
  ProviderUnavailable,
  UnknownPaymentMethod,
  type PaymentProvider,
  type ProviderCharge,
} from '../../platform/payments/provider.ts';
import { issueInvoice } from './invoices.ts';
import { mailReceipt } from './receipts.ts';
import { recordTransaction } from './ledger-store.ts';
import type { OrderRow } from './orders.ts';
import { codeRefusal } from './pricing.ts';

export type CheckoutDeps = Uses<'db' | 'clock' | 'events' | 'background' | 'payments' | 'mailer' | 'config'> & {
  /**
   * Called right after the provider answered a charge and before it is settled here: the seam the kill -9 test uses
   * to die between the charge and its fulfilment (`test/crash/`, decision 073). The app never sets it.
   */
  onCharged?: () => void;
};

type PaymentRow = typeof payments.$inferSelect;

/** The creator account of a sale: the seller, or the platform's own for what it sells itself (donations to it). */
export const creatorOf = (order: Pick<OrderRow, 'seller_id'>): string => order.seller_id ?? 'platform';

/**
 * Customers already looked up, per provider: a person's customer never changes once made, so a purchase after the
 * first skips the query (bounded; another process simply looks it up again).
 */
const knownCustomers = new WeakMap<PaymentProvider, LRUCache<string, string>>();

/** The buyer's customer at the provider, made once per person and provider. */
async function customerFor(deps: CheckoutDeps, userId: string): Promise<string> {
  const provider = deps.payments;
  let cache = knownCustomers.get(provider);
  if (!cache) knownCustomers.set(provider, (cache = new LRUCache<string, string>({ max: 10_000 })));
  const cached = cache.get(userId);
  if (cached) return cached;
  const ref = await lookUpCustomer(deps, userId);
  cache.set(userId, ref);
  return ref;
}

async function lookUpCustomer(deps: CheckoutDeps, userId: string): Promise<string> {
  const { db, payments: provider } = deps;
  const [known] = await db
    .select({ ref: paymentCustomers.customer_ref })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.user_id, userId), eq(paymentCustomers.provider, provider.name)));
  if (known) return known.ref;
  const [user] = await db.select({ email: users.email, name: users.full_name }).from(users).where(eq(users.id, userId));
  const ref = await provider.ensureCustomer({ id: userId, email: user?.email ?? '', name: user?.name ?? '' });
  await db
    .insert(paymentCustomers)
    .values({ user_id: userId, provider: provider.name, customer_ref: ref })
    .onConflictDoNothing();
  return ref;
}

/** A saved card of the buyer (by our id) as the provider knows it, or the card form's fresh payment method id. */
async function providerMethod(db: Db, userId: string, method: string): Promise<string> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(method)) return method;
  const [saved] = await db
    .select({ ref: paymentMethods.provider_ref })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, method), eq(paymentMethods.user_id, userId)));
  if (!saved) throw invalid('payment_method', 'commerce.payment_method_unknown');
  return saved.ref;
}

/**
 * Starts paying an order: under the order's lock, one attempt at a time, the code's use held; then the provider is
 * asked to charge with the attempt's id as its idempotency key, so a retry after a crash finds the same charge. What
 * the provider answers is settled at once (`applyCharge`); its event, arriving later, settles nothing twice.
 */
export async function payOrder(
  deps: CheckoutDeps,
  buyerId: string,
  orderId: string,
  input: { payment_method: string; save_card: boolean },
  clientKey: string | null = null,
): Promise<{ orderId: string; next_action: TNextAction }> {
  const { db, clock, payments: provider } = deps;
  const started = await db.transaction(
    async (tx): Promise<{ busy: string } | { attempt: PaymentRow; previousStatus: 'pending' | 'failed' }> => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      // Anyone but the buyer learns nothing, not even that the order exists.
      if (!order || order.buyer_id !== buyerId) throw notFound();
      // A retry of the request that made an attempt (its answer lost, its process killed) resumes that attempt.
      if (clientKey) {
        const [mine] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.order_id, orderId), eq(payments.client_key, clientKey)));
        if (mine) return { busy: mine.id };
      }
      if (order.status !== 'pending' && order.status !== 'failed') throw invalid('order', 'commerce.order_not_payable');
      const method = await providerMethod(tx, buyerId, input.payment_method);
      // At most one attempt is in flight (a unique index): most payments find none and insert theirs at once.
      const [row] = await tx
        .insert(payments)
        .values({
          order_id: orderId,
          provider: provider.name,
          status: 'processing',
          amount_minor: order.amount_minor,
          currency: order.currency,
          payment_method: method,
          save_card: input.save_card,
          client_key: clientKey,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) {
        const [busy] = await tx
          .select({ id: payments.id, method: payments.payment_method })
          .from(payments)
          .where(and(eq(payments.order_id, orderId), inArray(payments.status, ['processing', 'requires_action'])));
        // The same card again (the back button after the bank's page, another tab) resumes the attempt under way;
        // another card waits until that attempt ends, so one order never has two charges racing.
        if (busy && busy.method === method) return { busy: busy.id };
        throw invalid('payment_method', 'commerce.payment_in_progress');
      }
      if (order.discount_code_id && !order.discount_held) await holdCode(tx, order, clock.now());
      if (order.status === 'failed') await tx.update(orders).set({ status: 'pending' }).where(eq(orders.id, orderId));
      return { attempt: row, previousStatus: order.status };
    },
  );
  if ('busy' in started) return resumeAttempt(deps, orderId, started.busy, buyerId);
  const { attempt, previousStatus } = started;
  let charge: ProviderCharge;
  try {
    charge = await chargeFor(deps, attempt, await customerFor(deps, buyerId));
    deps.onCharged?.();
  } catch (err) {
    if (err instanceof UnknownPaymentMethod) {
      await abandonAttempt(deps, attempt.id, previousStatus);
      throw invalid('payment_method', 'commerce.payment_method_unknown');
    }
    if (err instanceof CardError) {
      await failPayment(deps, attempt.id, err.code, null);
      throw declined(err.code);
    }
    if (err instanceof ProviderUnavailable) {
      // Whether the provider charged is unknown: the attempt stays in flight and the sweep asks again with its key.
      throw new AppError('validation', 'commerce.provider_unavailable', {
        fields: { payment_method: ['commerce.provider_unavailable'] },
      });
    }
    throw err;
  }
  await applyCharge(deps, attempt.id, charge);
  if (charge.status === 'failed') throw declined(charge.failure);
  return { orderId, next_action: nextActionOf(charge) };
}

function nextActionOf(charge: ProviderCharge): TNextAction {
  if (charge.status !== 'requires_action') return null;
  if (charge.client_secret) return { kind: 'stripe', client_secret: charge.client_secret };
  return charge.action_url ? { kind: 'redirect', url: charge.action_url } : null;
}

/**
 * A second "Pay" while an attempt is in flight (another tab, the back button after the bank's page) does not charge
 * again: it answers the attempt under way, with its confirmation step when it waits for the buyer.
 */
async function resumeAttempt(deps: CheckoutDeps, orderId: string, paymentId: string, buyerId: string) {
  const [attempt] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!attempt) throw invalid('payment_method', 'commerce.payment_in_progress');
  // Never answered by the provider (a crash in between): asked again with the attempt's own key, which finds the charge
  // if it was made and makes it if not.
  const charge = attempt.provider_ref
    ? await deps.payments.retrieveCharge(attempt.provider_ref)
    : await chargeFor(deps, attempt, await customerFor(deps, buyerId));
  await applyCharge(deps, attempt.id, charge);
  if (charge.status === 'failed') throw declined(charge.failure);
  return { orderId, next_action: nextActionOf(charge) };
}

/** The provider call of an attempt: the same key and the same parameters whenever it is made. */
function chargeFor(deps: CheckoutDeps, attempt: PaymentRow, customer: string): Promise<ProviderCharge> {
  return deps.payments.charge({
    amount: attempt.amount_minor,
    currency: attempt.currency,
    payment_method: attempt.payment_method,
    customer,
    return_url: `/payment/success?order=${attempt.order_id}`,
    save_card: attempt.save_card,
    idempotency_key: `payment-${attempt.id}`,
    metadata: { payment_id: attempt.id, order_id: attempt.order_id },
  });
}

/** Takes one use of the order's code, under the code's row lock: the last use cannot go to two buyers. */
async function holdCode(tx: Db, order: OrderRow, now: Date): Promise<void> {
  const [code] = await tx
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.id, order.discount_code_id!))
    .for('update');
  const refusal = codeRefusal(code, { ...order, subtotal_minor: order.subtotal_minor }, now);
  if (refusal) throw invalid('discount_code', refusal);
  await tx
    .update(discountCodes)
    .set({ used_count: sql`${discountCodes.used_count} + 1` })
    .where(eq(discountCodes.id, code!.id));
  await tx.update(orders).set({ discount_held: true }).where(eq(orders.id, order.id));
}

async function releaseCode(tx: Db, order: OrderRow): Promise<void> {
  if (!order.discount_held || !order.discount_code_id) return;
  await tx
    .update(discountCodes)
    .set({ used_count: sql`greatest(${discountCodes.used_count} - 1, 0)` })
    .where(eq(discountCodes.id, order.discount_code_id));
  await tx.update(orders).set({ discount_held: false }).where(eq(orders.id, order.id));
}

/**
 * Settles an attempt from what the provider says of its charge, exactly once whoever calls (the pay request, the
 * provider's event, the sweep after a restart): the attempt's status moves only forward, and the move, the order's
 * status, the ledger's transaction and the receipt's number are one database transaction.
 */
export async function applyCharge(deps: CheckoutDeps, paymentId: string, charge: ProviderCharge): Promise<void> {
  const { db } = deps;
  if (charge.status === 'failed') return failPayment(deps, paymentId, charge.failure ?? 'card_declined', charge);
  if (charge.status === 'requires_action' || charge.status === 'processing') {
    await db
      .update(payments)
      .set({ status: charge.status, provider_ref: charge.ref, ...cardOf(charge) })
      .where(and(eq(payments.id, paymentId), inArray(payments.status, ['processing', 'requires_action'])));
    return;
  }
  const settled = await db.transaction(async (tx) => {
    const [attempt] = await tx
      .update(payments)
      .set({
        status: 'succeeded',
        provider_ref: charge.ref,
        fee_minor: charge.fee,
        settled_at: deps.clock.now(),
        ...cardOf(charge),
      })
      .where(and(eq(payments.id, paymentId), inArray(payments.status, ['processing', 'requires_action'])))
      .returning();
    if (!attempt) return null;
    // The order's row lock is taken by its own update: its status, fee rate and seller are read from the answer.
    const [order] = await tx
      .update(orders)
      .set({ status: 'paid', paid_at: deps.clock.now(), discount_held: false })
      .where(eq(orders.id, attempt.order_id))
      .returning();
    if (!order) throw new Error(`applyCharge: the order of payment ${paymentId} is gone`);
    await recordTransaction(
      tx,
      paymentTransaction({
        creator: creatorOf(order),
        provider: attempt.provider,
        amount: money(attempt.amount_minor, attempt.currency),
        platformFeeBps: order.platform_fee_bps,
        providerFee: money(charge.fee, attempt.currency),
      }),
      { sourceKey: `payment:${attempt.id}`, paymentId: attempt.id, memo: order.item_title },
    );
    await issueInvoice(tx, { sellerId: order.seller_id, kind: 'receipt', orderId: order.id });
    return { order, attempt };
  });
  if (!settled) return;
  deps.events.emit('commerce.order_paid', { order: settled.order });
  deps.background.run('mail a receipt', () => mailReceipt(deps, settled.order.id));
  if (settled.attempt.save_card) {
    deps.background.run('save the card of a payment', () => saveCardOf(deps, settled.order.buyer_id, settled.attempt));
  }
}

async function failPayment(
  deps: CheckoutDeps,
  paymentId: string,
  failure: NonNullable<ProviderCharge['failure']>,
  charge: ProviderCharge | null,
): Promise<void> {
  const failed = await deps.db.transaction(async (tx) => {
    const [attempt] = await tx
      .update(payments)
      .set({
        status: 'failed',
        failure,
        settled_at: deps.clock.now(),
        ...(charge ? { provider_ref: charge.ref, ...cardOf(charge) } : {}),
      })
      .where(and(eq(payments.id, paymentId), inArray(payments.status, ['processing', 'requires_action'])))
      .returning();
    if (!attempt) return null;
    const [order] = await tx.select().from(orders).where(eq(orders.id, attempt.order_id)).for('update');
    if (!order || order.status !== 'pending') return null;
    await releaseCode(tx, order);
    const [updated] = await tx.update(orders).set({ status: 'failed' }).where(eq(orders.id, order.id)).returning();
    return updated!;
  });
  if (failed) deps.events.emit('commerce.order_failed', { order: failed });
}

/**
 * An attempt the provider never started (the card id names nothing the buyer may use): it is removed as if never made,
 * the code's use is given back and the order is as it was, so a mistyped id is not a declined payment.
 */
async function abandonAttempt(deps: CheckoutDeps, paymentId: string, previousStatus: 'pending' | 'failed') {
  await deps.db.transaction(async (tx) => {
    const [attempt] = await tx
      .delete(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'processing')))
      .returning();
    if (!attempt) return;
    const [order] = await tx.select().from(orders).where(eq(orders.id, attempt.order_id)).for('update');
    if (!order) return;
    await releaseCode(tx, order);
    await tx.update(orders).set({ status: previousStatus }).where(eq(orders.id, order.id));
  });
}

function cardOf(charge: ProviderCharge) {
  return charge.card ? { card_brand: charge.card.brand, card_last4: charge.card.last4 } : {};
}

async function saveCardOf(deps: CheckoutDeps, userId: string, attempt: PaymentRow): Promise<void> {
  const { db, payments: provider } = deps;
  const customer = await customerFor(deps, userId);
  const card = await provider.saveCard({
    customer,
    payment_method: attempt.payment_method,
    idempotency_key: `save-${attempt.id}`,
  });
  await db.transaction(async (tx) => {
    const [first] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(eq(paymentMethods.user_id, userId))
      .limit(1);
    await tx
      .insert(paymentMethods)
      .values({
        user_id: userId,
        provider: provider.name,
        provider_ref: card.ref,
        brand: card.brand,
        last4: card.last4,
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        is_default: !first,
      })
      .onConflictDoNothing();
  });
}

/** The payment a provider's charge belongs to (its metadata names it), settled from the provider's word. */
export async function settleFromProvider(deps: CheckoutDeps, charge: ProviderCharge): Promise<void> {
  const paymentId = charge.metadata.payment_id;
  if (!paymentId || !/^[0-9a-f-]{36}$/.test(paymentId)) return;
  await applyCharge(deps, paymentId, charge);
}

/**
 * Attempts left in flight (a crash between the charge and its settlement, a lost event, a provider that did not
 * answer): each is asked again with its own key, which finds the charge if it was made and makes it if it was not, and
 * what the provider answers is settled. Run at start and then every minute; `olderThan` leaves fresh attempts to their
 * requests.
 */
export async function settleUnsettled(deps: CheckoutDeps, olderThanMs = 30_000): Promise<number> {
  const { db, clock } = deps;
  const stale = await db
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.status, ['processing', 'requires_action']),
        eq(payments.provider, deps.payments.name),
        lt(payments.created_at, new Date(clock.now().getTime() - olderThanMs)),
      ),
    )
    .limit(500);
  let settled = 0;
  for (const attempt of stale) {
    try {
      const [order] = await db.select({ buyer: orders.buyer_id }).from(orders).where(eq(orders.id, attempt.order_id));
      if (!order) continue;
      const charge = attempt.provider_ref
        ? await deps.payments.retrieveCharge(attempt.provider_ref)
        : await chargeFor(deps, attempt, await customerFor(deps, order.buyer));
      await applyCharge(deps, attempt.id, charge);
      settled += 1;
    } catch (err) {
      if (err instanceof CardError || err instanceof UnknownPaymentMethod) {
        await failPayment(deps, attempt.id, err instanceof CardError ? err.code : 'card_declined', null);
        settled += 1;
      } else if (!(err instanceof ProviderUnavailable)) {
        throw err;
      }
    }
  }
  return settled;
}
