import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/auth.ts';
import { billingAddresses, invoices, orders, payments, refunds } from '../../db/schema/commerce.ts';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { actionMail } from '../../platform/mail.ts';
import type { Uses } from '../../platform/deps.ts';
import { invoiceLabel } from './invoices.ts';
import { formatReceiptMoney, renderReceiptPdf, type ReceiptDocument } from './receipt-pdf.ts';

const PLATFORM_NAME = 'Intent to Outcomes';

const buyerUser = alias(users, 'buyer');
const sellerUser = alias(users, 'seller');

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };

/**
 * The receipt of a paid order, or the credit note of one of its refunds, as its buyer or seller may download it: the
 * numbers are the ones issued when the payment and the refund settled, the amounts the order's own.
 */
export async function receiptDocument(
  db: Db,
  orderId: string,
  options: { refundId?: string; language?: 'en' | 'ar' },
): Promise<ReceiptDocument> {
  // One query: the order with its parties, the buyer's billing address, the card that paid, its numbers and the refund.
  const [row] = await db
    .select({
      order: orders,
      buyer: { name: buyerUser.full_name, email: buyerUser.email, locale: buyerUser.locale },
      seller: { name: sellerUser.full_name, email: sellerUser.email },
      address: billingAddresses,
      paid: sql<{ card_brand: string | null; card_last4: string | null } | null>`(
        select json_build_object('card_brand', p.card_brand, 'card_last4', p.card_last4)
        from ${payments} p where p.order_id = ${orders.id} and p.status = 'succeeded' limit 1)`,
      issued: sql<{ number: number; kind: string; refund_id: string | null; created_at: string }[]>`(
        select coalesce(json_agg(json_build_object('number', i.number, 'kind', i.kind, 'refund_id', i.refund_id,
                                                   'created_at', i.created_at)), '[]'::json)
        from ${invoices} i where i.order_id = ${orders.id})`,
      refund: sql<{ amount_minor: number; reason: string } | null>`(
        select json_build_object('amount_minor', r.amount_minor, 'reason', r.reason)
        from ${refunds} r where r.id = ${options.refundId ?? null}::uuid and r.order_id = ${orders.id})`,
    })
    .from(orders)
    .innerJoin(buyerUser, eq(buyerUser.id, orders.buyer_id))
    .leftJoin(sellerUser, eq(sellerUser.id, orders.seller_id))
    .leftJoin(billingAddresses, eq(billingAddresses.user_id, orders.buyer_id))
    .where(eq(orders.id, orderId));
  if (!row) throw notFound();
  const { order, address, paid, refund } = row;
  const issued = row.issued.map((i) => ({ ...i, created_at: new Date(i.created_at) }));
  const receipt = issued.find((i) => i.kind === 'receipt');
  if (!receipt) throw notFound();
  const note = options.refundId ? issued.find((i) => i.refund_id === options.refundId) : undefined;
  if (options.refundId && !note) throw notFound();
  const buyer = row.buyer;
  const seller = order.seller_id ? row.seller : undefined;
  const receiptNumber = invoiceLabel(order.seller_id, 'receipt', receipt.number);
  const amount = refund ? Number(refund.amount_minor) : order.subtotal_minor;
  return {
    kind: note ? 'credit_note' : 'receipt',
    number: note ? invoiceLabel(order.seller_id, 'credit_note', note.number) : receiptNumber,
    issued_at: (note ?? receipt).created_at,
    language: options.language ?? (buyer?.locale === 'ar' ? 'ar' : 'en'),
    currency: order.currency,
    seller: { name: seller?.name ?? PLATFORM_NAME, email: seller?.email ?? null },
    buyer: {
      name: address?.full_name ?? buyer?.name ?? '',
      email: buyer?.email ?? '',
      address: address
        ? [
            address.line1,
            address.line2,
            [address.postal_code, address.city].filter(Boolean).join(' '),
            address.region,
            address.country,
          ].filter(Boolean)
        : null,
    },
    lines: [
      {
        description: refund ? `${order.item_title}: ${refund.reason}` : order.item_title,
        quantity: 1,
        unit_amount: amount,
        amount,
      },
    ],
    discount: !refund && order.discount_code ? { code: order.discount_code, amount: order.discount_minor } : null,
    total: refund ? Number(refund.amount_minor) : order.amount_minor,
    paid_with: paid?.card_brand ? `${BRANDS[paid.card_brand] ?? paid.card_brand} •••• ${paid.card_last4 ?? ''}` : null,
    order_id: order.id,
    refers_to: note ? receiptNumber : null,
    refunded: !refund && order.refunded_minor > 0 ? order.refunded_minor : null,
  };
}

export async function receiptPdf(db: Db, orderId: string, options: { refundId?: string; language?: 'en' | 'ar' }) {
  const doc = await receiptDocument(db, orderId, options);
  return { number: doc.number, pdf: await renderReceiptPdf(doc) };
}

/**
 * Mails the buyer their receipt (or a refund's credit note) in their language: what was paid, its number, and where
 * to download the PDF (signed in: a receipt is only for its buyer and its seller).
 */
export async function mailReceipt(
  deps: Uses<'db' | 'mailer' | 'config'>,
  orderId: string,
  refundId?: string,
): Promise<void> {
  const doc = await receiptDocument(deps.db, orderId, { refundId });
  const ar = doc.language === 'ar';
  const total = formatReceiptMoney(doc.total, doc.currency, doc.language);
  const title = doc.lines[0]?.description ?? '';
  const isNote = doc.kind === 'credit_note';
  await deps.mailer.send(
    actionMail({
      to: doc.buyer.email,
      language: doc.language,
      subject: ar
        ? `${isNote ? 'إشعار دائن' : 'إيصال'} ${doc.number}`
        : `${isNote ? 'Credit note' : 'Receipt'} ${doc.number}`,
      greeting: ar ? `مرحبًا ${doc.buyer.name}،` : `Hello ${doc.buyer.name},`,
      lines: ar
        ? [
            isNote ? `رُدّ إليك ${total} عن: ${title}.` : `شكرًا لك. دفعت ${total} مقابل: ${title}.`,
            `الرقم: ${doc.number}`,
          ]
        : [
            isNote ? `${total} was refunded to you for: ${title}.` : `Thank you. You paid ${total} for: ${title}.`,
            `Number: ${doc.number}`,
          ],
      action: {
        label: ar ? 'مدفوعاتك والإيصالات' : 'Your payments and receipts',
        url: `${deps.config.appUrl}/settings/payments`,
      },
    }),
  );
}
