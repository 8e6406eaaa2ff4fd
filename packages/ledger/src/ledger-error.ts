/**
 * What the ledger's rules refuse, by a stable code the server maps to its answers (decision 076). The English message
 * is for logs and tests; nothing matches on it.
 */
export type LedgerErrorCode =
  /** An amount that is not a whole number of minor units (1.5, NaN, Infinity). */
  | 'amount_not_integer'
  /** An amount (or a sum of amounts) past Number.MAX_SAFE_INTEGER, where integers stop being exact. */
  | 'amount_unsafe'
  /** A negative amount where only zero or more makes sense (a fee, a total to allocate). */
  | 'amount_negative'
  /** Zero or less where money must move (a payment, a refund). */
  | 'amount_not_positive'
  /** Not an ISO 4217 code with minor units that the ledger knows. */
  | 'currency_unknown'
  /** Two currencies in one sum, split or comparison. */
  | 'currency_mismatch'
  /** Basis points that are not a whole number from 0 to 10,000. */
  | 'basis_points_invalid'
  /** Allocation weights that are not whole numbers of zero or more with a positive sum. */
  | 'weights_invalid'
  /** The platform's and the provider's fees leave the creator nothing (or less). */
  | 'fees_exceed_amount'
  /** A refund larger than what remains refundable of its payment, counting earlier refunds. */
  | 'refund_exceeds_paid'
  /** A refund after the release that would take the creator's available balance below zero. */
  | 'insufficient_available'
  /** A payment's share was already released. */
  | 'already_released'
  /** A payment has no pending share left to release (refunded in full). */
  | 'nothing_to_release'
  /** An account name the ledger does not know, or an empty owner id. */
  | 'account_invalid'
  /** An entry of zero, or a transaction without entries. */
  | 'entry_empty'
  /** Entries that do not sum to zero in some currency. */
  | 'unbalanced'
  /** A payment's history that does not start with its payment or holds what no refund or release built. */
  | 'history_invalid';

export class LedgerError extends Error {
  readonly code: LedgerErrorCode;

  constructor(code: LedgerErrorCode, message: string) {
    super(message);
    this.name = 'LedgerError';
    this.code = code;
  }
}
