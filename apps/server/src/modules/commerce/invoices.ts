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
  // One statement: the counter's next number and the document that takes it.
  const result = await tx.execute(sql`
    with counter as (
      insert into ${invoiceCounters} (seller_key, last_number) values (${key}, 1)
      on conflict (seller_key) do update set last_number = ${invoiceCounters}.last_number + 1
      returning last_number
    )
    insert into ${invoices} (seller_key, number, kind, order_id, refund_id)
    select ${key}::text, counter.last_number, ${input.kind}::text, ${input.orderId}::uuid, ${input.refundId ?? null}::uuid
    from counter
    returning number`);
  return Number((result as unknown as { rows: { number: number }[] }).rows[0]!.number);
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
