import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { ledgerTransactions, payments, refunds } from '../../db/schema/commerce.ts';
import type { Db } from '../../platform/db.ts';
import type { PaymentProvider, ProviderRecord } from '../../platform/payments/provider.ts';

/** One way the ledger and the provider's records disagree. */
export type Difference =
  | { kind: 'charge_unknown'; ref: string; amount: number; currency: string; detail: string }
  | { kind: 'charge_not_at_provider'; payment_id: string; ref: string | null; detail: string }
  | { kind: 'charge_mismatch'; payment_id: string; ref: string; detail: string }
  | { kind: 'charge_not_in_ledger'; payment_id: string; ref: string; detail: string }
  | { kind: 'refund_unknown'; ref: string; amount: number; currency: string; detail: string }
  | { kind: 'refund_not_at_provider'; refund_id: string; ref: string | null; detail: string }
  | { kind: 'refund_mismatch'; refund_id: string; ref: string; detail: string }
  | { kind: 'refund_not_in_ledger'; refund_id: string; ref: string; detail: string };

/**
 * Compares what the provider holds for [from, to) with what the app recorded (DESIGN section 10): every succeeded
 * charge and refund at the provider must be a settled payment or refund here with the same amount, currency and fee,
 * with its ledger transaction; every settled payment and refund here must be at the provider. Reads only; it reports
 * every difference and corrects nothing (a correction is an adjustment someone decides on).
 */
export async function reconcile(db: Db, provider: PaymentProvider, from: Date, to: Date): Promise<Difference[]> {
  const differences: Difference[] = [];
  const charges = new Map<string, Extract<ProviderRecord, { kind: 'charge' }>['charge']>();
  const providerRefunds = new Map<string, Extract<ProviderRecord, { kind: 'refund' }>['refund']>();
  for await (const record of provider.listRecords(from, to)) {
    if (record.kind === 'charge' && record.charge.status === 'succeeded') charges.set(record.charge.ref, record.charge);
    if (record.kind === 'refund' && record.refund.status === 'succeeded')
      providerRefunds.set(record.refund.ref, record.refund);
  }

  const ours = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider.name), gte(payments.created_at, from), lt(payments.created_at, to)));
  const byRef = new Map(ours.filter((p) => p.provider_ref).map((p) => [p.provider_ref!, p]));
  const inLedger = new Set(
    (
      await db
        .select({
          payment: ledgerTransactions.payment_id,
          kind: ledgerTransactions.kind,
          key: ledgerTransactions.source_key,
        })
        .from(ledgerTransactions)
        .where(
          ours.length === 0
            ? eq(ledgerTransactions.kind, 'payment')
            : inArray(
                ledgerTransactions.payment_id,
                ours.map((p) => p.id),
              ),
        )
    ).map((t) => t.key),
  );

  for (const [ref, charge] of charges) {
    const mine = byRef.get(ref);
    if (!mine) {
      differences.push({
        kind: 'charge_unknown',
        ref,
        amount: charge.amount,
        currency: charge.currency,
        detail: 'the provider charged this and no payment here names it',
      });
      continue;
    }
    const wrong = [
      mine.status !== 'succeeded' ? `status ${mine.status}` : null,
      mine.amount_minor !== charge.amount ? `amount ${mine.amount_minor} here, ${charge.amount} there` : null,
      mine.currency !== charge.currency.toUpperCase()
        ? `currency ${mine.currency} here, ${charge.currency} there`
        : null,
      mine.fee_minor !== charge.fee ? `fee ${mine.fee_minor} here, ${charge.fee} there` : null,
    ].filter(Boolean);
    if (wrong.length > 0)
      differences.push({ kind: 'charge_mismatch', payment_id: mine.id, ref, detail: wrong.join('; ') });
    if (mine.status === 'succeeded' && !inLedger.has(`payment:${mine.id}`)) {
      differences.push({ kind: 'charge_not_in_ledger', payment_id: mine.id, ref, detail: 'no payment transaction' });
    }
  }
  for (const mine of ours) {
    if (mine.status === 'succeeded' && (!mine.provider_ref || !charges.has(mine.provider_ref))) {
      differences.push({
        kind: 'charge_not_at_provider',
        payment_id: mine.id,
        ref: mine.provider_ref,
        detail: 'settled here and not a succeeded charge at the provider in the period',
      });
    }
  }

  const ourRefunds = await db
    .select({ refund: refunds, provider: payments.provider })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.payment_id))
    .where(and(eq(payments.provider, provider.name), gte(refunds.created_at, from), lt(refunds.created_at, to)));
  const refundByRef = new Map(
    ourRefunds.filter((r) => r.refund.provider_ref).map((r) => [r.refund.provider_ref!, r.refund]),
  );
  const refundKeys = new Set(
    (
      await db
        .select({ key: ledgerTransactions.source_key })
        .from(ledgerTransactions)
        .where(
          inArray(
            ledgerTransactions.source_key,
            ourRefunds.length === 0 ? ['-'] : ourRefunds.map((r) => `refund:${r.refund.id}`),
          ),
        )
    ).map((t) => t.key),
  );
  for (const [ref, refund] of providerRefunds) {
    const mine = refundByRef.get(ref);
    if (!mine) {
      differences.push({
        kind: 'refund_unknown',
        ref,
        amount: refund.amount,
        currency: refund.currency,
        detail: 'the provider refunded this and no refund here names it',
      });
      continue;
    }
    if (mine.amount_minor !== refund.amount || mine.status !== 'succeeded') {
      differences.push({
        kind: 'refund_mismatch',
        refund_id: mine.id,
        ref,
        detail: `amount ${mine.amount_minor} (${mine.status}) here, ${refund.amount} there`,
      });
    }
    if (!refundKeys.has(`refund:${mine.id}`)) {
      differences.push({ kind: 'refund_not_in_ledger', refund_id: mine.id, ref, detail: 'no refund transaction' });
    }
  }
  for (const { refund } of ourRefunds) {
    if (refund.status === 'succeeded' && (!refund.provider_ref || !providerRefunds.has(refund.provider_ref))) {
      differences.push({
        kind: 'refund_not_at_provider',
        refund_id: refund.id,
        ref: refund.provider_ref,
        detail: 'refunded here and not a succeeded refund at the provider in the period',
      });
    }
  }
  return differences;
}
