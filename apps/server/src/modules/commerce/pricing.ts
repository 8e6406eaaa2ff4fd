import { and, eq, inArray } from 'drizzle-orm';
import type { TCreateOrderRequest } from '@ito/contracts/commerce/orders';
import { OWNING_ORDER_STATUSES, type TOrderItemType } from '@ito/contracts/commerce/fields';
import { feeOf } from '@ito/ledger/allocate';
import { currencyExponent, money } from '@ito/ledger/money';
import { users } from '../../db/schema/auth.ts';
import { discountCodes, orders } from '../../db/schema/commerce.ts';
import { programs } from '../../db/schema/programs.ts';
import { protocols } from '../../db/schema/protocols.ts';
import type { Db } from '../../platform/db.ts';
import { invalid, notFound } from '../../platform/errors.ts';

/** What an order is for, priced by the server from the item itself: nothing the buyer sends sets the price. */
export type PricedItem = {
  item_type: TOrderItemType;
  item_id: string | null;
  item_title: string;
  seller_id: string | null;
  currency: string;
  subtotal_minor: number;
};

export type Priced = PricedItem & {
  discount_minor: number;
  amount_minor: number;
  discount_code_id: string | null;
  discount_code: string | null;
};

/**
 * The least a card may be charged, like Stripe's: 0.50 of a two-digit currency, 50 of one without decimals, 0.500 of
 * a three-digit one. Below it the provider's fixed fee would eat the sale.
 */
export function minimumCharge(currency: string): number {
  const exponent = currencyExponent(currency);
  return exponent >= 2 ? 50 * 10 ** (exponent - 2) : 50;
}

export function formatMinor(amount: number, currency: string): string {
  const exponent = currencyExponent(currency);
  return (amount / 10 ** exponent).toFixed(exponent);
}

/** The item a buyer asks for, with its seller and price; 404 when there is no such item for sale to them. */
export async function priceItem(db: Db, buyerId: string, request: TCreateOrderRequest): Promise<PricedItem> {
  if (request.item_type === 'donation') {
    const currency = request.currency ?? 'USD';
    let sellerId: string | null = null;
    let title = 'Donation to Intent to Outcomes';
    if (request.item_id) {
      const [creator] = await db
        .select({ id: users.id, name: users.full_name, roles: users.roles })
        .from(users)
        .where(eq(users.id, request.item_id));
      if (!creator || !creator.roles.includes('expert')) throw notFound();
      if (creator.id === buyerId) throw invalid('item_id', 'commerce.own_item');
      sellerId = creator.id;
      title = `Donation to ${creator.name}`;
    }
    const amount = request.amount_minor!;
    if (amount < minimumCharge(currency)) {
      throw invalid('amount_minor', {
        code: 'commerce.amount_too_small',
        params: { minimum: formatMinor(minimumCharge(currency), currency) },
      });
    }
    return {
      item_type: 'donation',
      item_id: sellerId,
      item_title: title,
      seller_id: sellerId,
      currency,
      subtotal_minor: amount,
    };
  }
  const itemId = request.item_id!;
  const [item] =
    request.item_type === 'program'
      ? await db
          .select({
            title: programs.title,
            seller: programs.creator_id,
            status: programs.status,
            access: programs.access,
            price: programs.price_minor,
            currency: programs.currency,
          })
          .from(programs)
          .where(eq(programs.id, itemId))
      : await db
          .select({
            title: protocols.name,
            seller: protocols.owner_id,
            status: protocols.status,
            access: protocols.access,
            price: protocols.price_minor,
            currency: protocols.currency,
          })
          .from(protocols)
          .where(eq(protocols.id, itemId));
  // A draft or archived item is not shown to buyers, so it is not found either.
  if (!item || item.status !== 'published') throw notFound();
  if (item.seller === buyerId) throw invalid('item_id', 'commerce.own_item');
  // Paid items are sold here; a private program with a price is sold through its secret link the same way.
  const forSale = (item.access === 'paid' || item.access === 'private') && item.price > 0;
  if (!forSale) throw invalid('item_id', 'commerce.not_for_sale');
  if (await ownsItem(db, buyerId, request.item_type, itemId)) throw invalid('item_id', 'commerce.already_owned');
  return {
    item_type: request.item_type,
    item_id: itemId,
    item_title: item.title,
    seller_id: item.seller,
    currency: item.currency,
    subtotal_minor: item.price,
  };
}

/** Whether the person holds a paid order for the item (paid, or refunded only in part). */
export async function ownsItem(db: Db, buyerId: string, itemType: TOrderItemType, itemId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.buyer_id, buyerId),
        eq(orders.item_type, itemType),
        eq(orders.item_id, itemId),
        inArray(orders.status, [...OWNING_ORDER_STATUSES]),
      ),
    )
    .limit(1);
  return Boolean(row);
}

type CodeRow = typeof discountCodes.$inferSelect;

/**
 * Why a code cannot be used now, or null: unknown (also inactive, or another seller's), expired, used up, for another
 * item, in another currency. Checked when the order is made and again, under a lock, when its payment starts.
 */
export function codeRefusal(code: CodeRow | undefined, item: PricedItem, now: Date) {
  if (!code || !code.active || code.creator_id !== item.seller_id) return 'commerce.code_unknown' as const;
  if (code.expires_at && code.expires_at.getTime() <= now.getTime()) return 'commerce.code_expired' as const;
  if (code.max_uses !== null && code.used_count >= code.max_uses) return 'commerce.code_used_up' as const;
  if (code.item_id && code.item_id !== item.item_id) return 'commerce.code_not_for_item' as const;
  if (code.kind === 'amount' && code.currency !== item.currency) return 'commerce.code_currency' as const;
  return null;
}

/** The amount a code takes off: a percentage by the ledger's rounding rule (half up), or a fixed amount. */
export function discountOf(code: CodeRow, subtotal: number, currency: string): number {
  if (code.kind === 'percent') return feeOf(money(subtotal, currency), code.percent_off! * 100).amount;
  return Math.min(code.amount_off_minor!, subtotal);
}

/** The item's price less the buyer's code, refused with a 422 on `discount_code` when the code cannot be used. */
export async function priceWithCode(
  db: Db,
  item: PricedItem,
  codeText: string | null | undefined,
  now: Date,
): Promise<Priced> {
  const none = { discount_minor: 0, amount_minor: item.subtotal_minor, discount_code_id: null, discount_code: null };
  if (!codeText) return { ...item, ...none };
  if (item.item_type === 'donation' || !item.seller_id) throw invalid('discount_code', 'commerce.code_not_for_item');
  const [code] = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.creator_id, item.seller_id), eq(discountCodes.code, codeText)));
  const refusal = codeRefusal(code, item, now);
  if (refusal) throw invalid('discount_code', refusal);
  const discount = discountOf(code!, item.subtotal_minor, item.currency);
  const amount = item.subtotal_minor - discount;
  // A code may make an item free (100% off); what is left to pay must otherwise be chargeable.
  if (amount > 0 && amount < minimumCharge(item.currency)) {
    throw invalid('discount_code', {
      code: 'commerce.amount_too_small',
      params: { minimum: formatMinor(minimumCharge(item.currency), item.currency) },
    });
  }
  return {
    ...item,
    discount_minor: discount,
    amount_minor: amount,
    discount_code_id: code!.id,
    discount_code: code!.code,
  };
}
