/** What the built-in provider's card endpoint takes (`ZLocalCardRequest`): the number, the expiry and the CVC. */
export interface CardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/** The card form as typed. */
export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}

export const EMPTY_CARD: CardFields = { number: '', expiry: '', cvc: '' };

/**
 * "MM/YY" (also "MM/YYYY", "M/YY", "MMYY", spaces around the slash) -> month and four-digit year; null when it is not a
 * date, or a month outside 1-12. A two-digit year is in this century. Whether the card has expired is the provider's
 * to say (it answers `expired_card`), so a past date still parses.
 */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const compact = text.replace(/\s/g, '');
  const match = /^(\d{1,2})\/(\d{2}|\d{4})$/.exec(compact) ?? /^(\d{2})(\d{2})$/.exec(compact);
  if (!match) return null;
  const month = Number(match[1]);
  const rawYear = match[2]!;
  if (month < 1 || month > 12) return null;
  const year = rawYear.length === 2 ? 2000 + Number(rawYear) : Number(rawYear);
  return { month, year };
}

/** Types the slash for the reader: "12" -> "12/", "1226" -> "12/26"; deleting past the slash is left alone. */
export function maskExpiry(next: string, previous: string): string {
  const digits = next.replace(/\D/g, '').slice(0, 4);
  if (next.length < previous.length) return next.replace(/[^\d/]/g, '').slice(0, 5);
  if (digits.length <= 1) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** Groups of four as people read a card number; at most 19 digits. */
export function formatCardNumber(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export type CardErrors = Partial<Record<keyof CardFields, string>>;

/**
 * The typed fields as the card endpoint's body, or the catalogue code of each field that is not right yet (the same
 * codes the server would answer, so they read the same).
 */
export function readCard(fields: CardFields): { card: CardInput } | { errors: CardErrors } {
  const errors: CardErrors = {};
  const number = fields.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) errors.number = 'commerce.card_number';
  const expiry = parseExpiry(fields.expiry);
  if (!expiry) errors.expiry = 'commerce.card_expiry';
  if (!/^\d{3,4}$/.test(fields.cvc.trim())) errors.cvc = 'commerce.card_cvc';
  if (!expiry || Object.keys(errors).length > 0) return { errors };
  return { card: { number, exp_month: expiry.month, exp_year: expiry.year, cvc: fields.cvc.trim() } };
}

/** The card endpoint's field errors on the form's fields. */
export function cardFieldOf(serverField: string): keyof CardFields | null {
  if (serverField === 'number' || serverField === 'cvc') return serverField;
  if (serverField === 'exp_month' || serverField === 'exp_year') return 'expiry';
  return null;
}
