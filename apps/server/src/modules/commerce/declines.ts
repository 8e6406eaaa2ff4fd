import type { MessageCode } from '@ito/contracts/common/message-codes';
import { invalid, type AppError } from '../../platform/errors.ts';
import type { DeclineCode } from '../../platform/payments/provider.ts';

/** Each of Stripe's decline codes as the buyer reads it (`payments.decline.*`, translated by the web). */
const DECLINED: Record<DeclineCode, MessageCode> = {
  card_declined: 'payments.decline.card_declined',
  insufficient_funds: 'payments.decline.insufficient_funds',
  expired_card: 'payments.decline.expired_card',
  incorrect_cvc: 'payments.decline.incorrect_cvc',
  incorrect_number: 'payments.decline.incorrect_number',
  authentication_failed: 'payments.decline.authentication_failed',
  processing_error: 'payments.decline.processing_error',
};

/** A 422 saying why the card was refused (and, in the text, that nothing was charged). */
export function declined(code: DeclineCode | null, field = 'payment_method'): AppError {
  return invalid(field, DECLINED[code ?? 'card_declined']);
}
