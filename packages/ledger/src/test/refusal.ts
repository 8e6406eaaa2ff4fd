import { LedgerError, type LedgerErrorCode } from '../ledger-error.ts';

export type Attempt<T> = { value: T; code: null } | { value: null; code: LedgerErrorCode };

/** What `run` returns, or the code of the LedgerError it throws; any other error is rethrown. */
export function attempt<T>(run: () => T): Attempt<T> {
  try {
    return { value: run(), code: null };
  } catch (error) {
    if (error instanceof LedgerError) return { value: null, code: error.code };
    throw error;
  }
}

/** The code of the LedgerError `run` throws, or null when it returns. */
export function refusal(run: () => unknown): LedgerErrorCode | null {
  return attempt(run).code;
}
