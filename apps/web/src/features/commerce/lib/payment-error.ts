import type { MessageCode } from '@ito/contracts/common/message-codes';
import { isApiError } from '../../../shared/api/api-error.ts';
import { isMessageCode } from '../../../shared/i18n/message-text.ts';
import { cardFieldOf, type CardFields } from './card.ts';

/** A failed payment, as the modal says it: a refused card, a card field to fix, or a message for the whole form. */
export interface PaymentFailure {
  /** `payments.decline.<code>`: the bank refused; nothing was charged. */
  decline: MessageCode | null;
  card: Partial<Record<keyof CardFields, MessageCode>>;
  /** Anything else, by its catalogue code; null when the answer had none (then a generic sentence). */
  other: MessageCode | null;
  /** No answer came (the network): the outcome is unknown, and pressing Pay again retries the same attempt. */
  isUnknown: boolean;
}

const firstCode = (
  error: { fieldCodes: Record<string, { code: MessageCode }[]>; fieldErrors: Record<string, string[]> },
  field: string,
): MessageCode | null => {
  const coded = error.fieldCodes[field]?.[0]?.code;
  if (coded) return coded;
  const raw = error.fieldErrors[field]?.[0];
  return raw && isMessageCode(raw) ? raw : null;
};

/** Reads what went wrong from the API's answer (a 422's field codes, else its code). */
export function readPaymentFailure(error: unknown): PaymentFailure {
  const failure: PaymentFailure = { decline: null, card: {}, other: null, isUnknown: false };
  if (!isApiError(error)) return failure;
  if (error.status === 0 || error.status >= 500) failure.isUnknown = true;
  const method = firstCode(error, 'payment_method');
  if (method?.startsWith('payments.decline.')) failure.decline = method;
  else if (method) failure.other = method;
  for (const field of Object.keys(error.fieldErrors)) {
    const target = cardFieldOf(field);
    const code = firstCode(error, field);
    if (target && code) failure.card[target] = code;
  }
  if (!failure.decline && !failure.other && Object.keys(failure.card).length === 0) {
    const other = Object.keys(error.fieldErrors)
      .map((field) => firstCode(error, field))
      .find((code) => code !== null);
    failure.other = other ?? error.code;
    if (failure.other?.startsWith('payments.decline.')) {
      failure.decline = failure.other;
      failure.other = null;
    }
  }
  return failure;
}
