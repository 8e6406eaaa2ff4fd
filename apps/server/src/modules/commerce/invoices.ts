import { sql } from 'drizzle-orm';
import { invoiceCounters, invoices } from '../../db/schema/commerce.ts';
import type { Db } from '../../platform/db.ts';

/** The seller a number series belongs to: a creator's id, or the platform's own series. */
export const sellerKey = (sellerId: string | null): string => sellerId ?? 'platform';

/**
 * Gives the next number of a seller's series to a receipt or a credit note, in the caller's transaction: the counter
 * row is locked until it commits, so numbers follow each other without gaps, and a rollback takes its number back.
 */
export async function issueInvoice(
  tx: Db,
  input: { sellerId: string | null; kind: 'receipt' | 'credit_note'; orderId: string; refundId?: string | null },
): Promise<number> {
  const key = sellerKey(input.sellerId);
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ seller_key: key, last_number: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.seller_key,
      set: { last_number: sql`${invoiceCounters.last_number} + 1` },
    })
    .returning({ number: invoiceCounters.last_number });
  await tx.insert(invoices).values({
    seller_key: key,
    number: counter!.number,
    kind: input.kind,
    order_id: input.orderId,
    refund_id: input.refundId ?? null,
  });
  return counter!.number;
}

/**
 * A number as printed: a short mark of the series and the number, e.g. `R-3F2A91-000042` for a creator's receipt
 * (`C-` for a credit note, `P` for the platform's series). The mark is taken from the seller's id, so two sellers'
 * receipts with the same number still read differently.
 */
export function invoiceLabel(sellerId: string | null, kind: 'receipt' | 'credit_note', number: number): string {
  const series = sellerId ? sellerId.replaceAll('-', '').slice(0, 6).toUpperCase() : 'P';
  return `${kind === 'receipt' ? 'R' : 'C'}-${series}-${String(number).padStart(6, '0')}`;
}
