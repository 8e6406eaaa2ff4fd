import { useErrorText, type ErrorLike } from '../../../shared/hooks/use-error-text.ts';

/**
 * The profile form's errors: the contract's checks give catalogue codes and the server's 422 arrives translated by
 * code (decision 045), so the shared useErrorText says them all in the reader's language.
 */
export function useProfileErrorText(): (error: ErrorLike | undefined) => string | undefined {
  return useErrorText();
}
