import { isApiError } from '../../../shared/api/api-error.ts';
import { firstApiErrorText } from '../../../shared/api/error-text.ts';

/** Why an agent call failed, as the screens say it: the server's message by code, or one of a few known reasons. */
export type AgentFailure = { kind: 'server'; text: string } | { kind: 'network' | 'tooMany' | 'notFound' | 'unknown' };

/**
 * The agent's calls are silent (nothing else reports their failures), so each screen says in place what went wrong:
 * a refused message by its code in the reader's language (decision 045), a translated sentence for the rest.
 */
export function describeFailure(error: unknown): AgentFailure {
  if (!isApiError(error)) return { kind: 'unknown' };
  if (error.isNetworkError) return { kind: 'network' };
  if (error.status === 422) return { kind: 'server', text: firstApiErrorText(error) };
  if (error.status === 429) return { kind: 'tooMany' };
  if (error.status === 404) return { kind: 'notFound' };
  return { kind: 'unknown' };
}
