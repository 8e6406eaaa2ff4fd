import { declined } from './declines.ts';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import type { TBillingAddress } from '@ito/contracts/commerce/billing-address';
import type { TDiscountCodeRow } from '@ito/contracts/commerce/discount-codes';
import type { z } from 'zod';
import type { ZDiscountCodeRequest } from '@ito/contracts/commerce/discount-codes';
import { billingAddresses, discountCodes, orders, paymentMethods } from '../../db/schema/commerce.ts';
import { programs } from '../../db/schema/programs.ts';
import { protocols } from '../../db/schema/protocols.ts';
import type { Db } from '../../platform/db.ts';
import { isUniqueViolation } from '../../platform/database-errors.ts';
import { invalid, invalidFields, locked, notFound, type MessageInput } from '../../platform/errors.ts';
import type { Uses } from '../../platform/deps.ts';
import { CardError, UnknownPaymentMethod } from '../../platform/payments/provider.ts';

// ---- Billing address -------------------------------------------------------------------------------------------

/** Where a postal code has a fixed shape, it is checked; these countries have none at all. */
const POSTAL_CODES: Record<string, RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  AU: /^\d{4}$/,
  IN: /^\d{6}$/,
  SA: /^\d{5}(-\d{4})?$/,
  EG: /^\d{5}$/,
  JP: /^\d{3}-?\d{4}$/,
};
const NO_POSTAL_CODE = new Set([
  'AE',
  'QA',
  'HK',
  'AO',
  'BS',
  'BZ',
  'BJ',
  'BW',
  'FJ',
  'GH',
  'JM',
  'KI',
  'ML',
  'SC',
  'SY',
  'TG',
  'TV',
  'UG',
  'YE',
  'ZW',
]);
/** Countries whose addresses need a state, province or region. */
const REGION_REQUIRED = new Set(['US', 'CA', 'AU', 'BR', 'MX', 'IN', 'CN', 'JP', 'AR']);

/** Checks an address against its country and answers it with the phone in E.164; a 422 field by field otherwise. */
export function checkBillingAddress(input: TBillingAddress): TBillingAddress {
  const errors: Record<string, MessageInput[]> = {};
  // The countries libphonenumber-js knows are ISO 3166-1's (with their dialling codes): 'ZZ' or 'XX' are none.
  if (!isSupportedCountry(input.country)) errors.country = ['commerce.country'];
  if (REGION_REQUIRED.has(input.country) && !input.region) errors.region = ['commerce.region_required'];
  const shape = POSTAL_CODES[input.country];
  const postal = NO_POSTAL_CODE.has(input.country) ? '' : input.postal_code.toUpperCase();
  if (shape ? !shape.test(postal) : !NO_POSTAL_CODE.has(input.country) && postal.length > 20) {
    errors.postal_code = ['commerce.postal_code'];
  }
  let phone = '';
  if (input.phone) {
    const parsed = isSupportedCountry(input.country)
      ? parsePhoneNumberFromString(input.phone, input.country as CountryCode)
      : undefined;
    if (!parsed?.isValid()) errors.phone = ['commerce.phone'];
    else phone = parsed.number;
  }
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return { ...input, postal_code: postal, phone };
}

export async function getBillingAddress(db: Db, userId: string): Promise<TBillingAddress | null> {
  const [row] = await db.select().from(billingAddresses).where(eq(billingAddresses.user_id, userId));
  if (!row) return null;
  const { full_name, line1, line2, city, region, postal_code, country, phone, tax_id } = row;
  return { full_name, line1, line2, city, region, postal_code, country, phone, tax_id };
}

export async function putBillingAddress(db: Db, userId: string, input: TBillingAddress): Promise<TBillingAddress> {
  const address = checkBillingAddress(input);
  await db
    .insert(billingAddresses)
    .values({ user_id: userId, ...address })
    .onConflictDoUpdate({ target: billingAddresses.user_id, set: address });
  return address;
}

// ---- Saved cards -----------------------------------------------------------------------------------------------

type MethodRow = typeof paymentMethods.$inferSelect;

export function methodView(row: MethodRow) {
  return {
    id: row.id,
    provider: row.provider,
    brand: row.brand,
    last4: row.last4,
    exp_month: row.exp_month,
    exp_year: row.exp_year,
    is_default: row.is_default,
    created_at: row.created_at.toISOString(),
  };
}

/** The caller's saved cards of the provider in use, the default first. At most a few dozen: no paging needed. */
export async function listMethods(db: Db, userId: string, provider: string) {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.user_id, userId), eq(paymentMethods.provider, provider as MethodRow['provider'])))
    .orderBy(desc(paymentMethods.is_default), asc(paymentMethods.created_at))
    .limit(50);
  return rows.map(methodView);
}

const METHODS_MAX = 20;

/** Saves a card the card form gave the provider: the provider keeps it for the person's customer; the first is the default. */
export async function addMethod(
  deps: Uses<'db' | 'payments'>,
  user: { id: string; email: string; name: string },
  customer: string,
  paymentMethod: string,
): Promise<MethodRow> {
  const { db, payments } = deps;
  const [{ n }] = (await db.select({ n: count() }).from(paymentMethods).where(eq(paymentMethods.user_id, user.id))) as [
    { n: number },
  ];
  if (n >= METHODS_MAX) throw invalid('payment_method', 'commerce.payment_method');
  let card;
  try {
    card = await payments.saveCard({
      customer,
      payment_method: paymentMethod,
      idempotency_key: `save-${user.id}-${paymentMethod}`,
    });
  } catch (err) {
    if (err instanceof UnknownPaymentMethod) throw invalid('payment_method', 'commerce.payment_method_unknown');
    if (err instanceof CardError) throw declined(err.code);
    throw err;
  }
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.user_id, user.id), eq(paymentMethods.provider_ref, card.ref)));
    if (existing) return existing;
    const [hasDefault] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.user_id, user.id), eq(paymentMethods.is_default, true)));
    const [row] = await tx
      .insert(paymentMethods)
      .values({
        user_id: user.id,
        provider: payments.name,
        provider_ref: card.ref,
        brand: card.brand,
        last4: card.last4,
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        is_default: !hasDefault,
      })
      .returning();
    return row!;
  });
}

export async function setDefaultMethod(db: Db, userId: string, id: string): Promise<MethodRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.id, id), eq(paymentMethods.user_id, userId)))
      .for('update');
    if (!row) throw notFound();
    await tx
      .update(paymentMethods)
      .set({ is_default: false })
      .where(and(eq(paymentMethods.user_id, userId), ne(paymentMethods.id, id), eq(paymentMethods.is_default, true)));
    const [updated] = await tx
      .update(paymentMethods)
      .set({ is_default: true })
      .where(eq(paymentMethods.id, id))
      .returning();
    return updated!;
  });
}

/** Removes a saved card here and at the provider; the oldest card left becomes the default. */
export async function deleteMethod(deps: Uses<'db' | 'payments'>, userId: string, id: string): Promise<void> {
  const removed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(paymentMethods)
      .where(and(eq(paymentMethods.id, id), eq(paymentMethods.user_id, userId)))
      .returning();
    if (!row) throw notFound();
    if (row.is_default) {
      const [next] = await tx
        .select({ id: paymentMethods.id })
        .from(paymentMethods)
        .where(eq(paymentMethods.user_id, userId))
        .orderBy(asc(paymentMethods.created_at))
        .limit(1);
      if (next) await tx.update(paymentMethods).set({ is_default: true }).where(eq(paymentMethods.id, next.id));
    }
    return row;
  });
  await deps.payments.detachCard(removed.provider_ref);
}

// ---- Discount codes --------------------------------------------------------------------------------------------

type CodeRow = typeof discountCodes.$inferSelect;
type CodeInput = z.infer<typeof ZDiscountCodeRequest>;

export function codeView(row: CodeRow): TDiscountCodeRow {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percent_off: row.percent_off,
    amount_off_minor: row.amount_off_minor,
    currency: row.currency,
    max_uses: row.max_uses,
    used_count: row.used_count,
    expires_at: row.expires_at?.toISOString() ?? null,
    item_id: row.item_id,
    active: row.active,
    created_at: row.created_at.toISOString(),
  };
}

/** A code's columns from the form: only the kind's own value is kept; the item must be the creator's. */
async function codeValues(db: Db, creatorId: string, input: CodeInput) {
  if (input.item_id) {
    const [program] = await db
      .select({ id: programs.id })
      .from(programs)
      .where(and(eq(programs.id, input.item_id), eq(programs.creator_id, creatorId)));
    const [protocol] = program
      ? [program]
      : await db
          .select({ id: protocols.id })
          .from(protocols)
          .where(and(eq(protocols.id, input.item_id), eq(protocols.owner_id, creatorId)));
    if (!protocol) throw invalid('item_id', 'commerce.code_not_for_item');
  }
  const isPercent = input.kind === 'percent';
  return {
    code: input.code,
    kind: input.kind,
    percent_off: isPercent ? input.percent_off : null,
    amount_off_minor: isPercent ? null : input.amount_off_minor,
    currency: isPercent ? null : input.currency,
    max_uses: input.max_uses,
    expires_at: input.expires_at ? new Date(input.expires_at) : null,
    item_id: input.item_id,
    active: input.active,
  };
}

export async function createCode(db: Db, creatorId: string, input: CodeInput): Promise<CodeRow> {
  const values = await codeValues(db, creatorId, input);
  try {
    const [row] = await db
      .insert(discountCodes)
      .values({ creator_id: creatorId, ...values })
      .returning();
    return row!;
  } catch (err) {
    if (isUniqueViolation(err)) throw invalid('code', 'commerce.code_taken');
    throw err;
  }
}

export async function updateCode(db: Db, creatorId: string, id: string, input: CodeInput): Promise<CodeRow> {
  const values = await codeValues(db, creatorId, input);
  const [current] = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.id, id), eq(discountCodes.creator_id, creatorId)));
  if (!current) throw notFound();
  if (values.max_uses !== null && values.max_uses < current.used_count)
    throw invalid('max_uses', 'commerce.max_uses_min');
  try {
    const [row] = await db.update(discountCodes).set(values).where(eq(discountCodes.id, id)).returning();
    return row!;
  } catch (err) {
    if (isUniqueViolation(err)) throw invalid('code', 'commerce.code_taken');
    throw err;
  }
}

/** Deletes a code no order has used; a used one is kept for its orders' history (423 naming them): deactivate it. */
export async function deleteCode(db: Db, creatorId: string, id: string): Promise<void> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.id, id), eq(discountCodes.creator_id, creatorId)));
  if (!row) throw notFound();
  const used = await db
    .select({ title: orders.item_title })
    .from(orders)
    .where(eq(orders.discount_code_id, id))
    .limit(5);
  if (used.length > 0)
    throw locked(
      used.map((u) => u.title),
      false,
    );
  await db.delete(discountCodes).where(eq(discountCodes.id, id));
}

export async function listCodes(db: Db, creatorId: string, page: { limit: number; offset: number }) {
  const where = eq(discountCodes.creator_id, creatorId);
  const [rows, counted] = (await Promise.all([
    db
      .select()
      .from(discountCodes)
      .where(where)
      .orderBy(desc(discountCodes.created_at))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(discountCodes).where(where),
  ])) as [CodeRow[], { n: number }[]];
  return { data: rows.map(codeView), total: counted[0]?.n ?? 0 };
}
