import { isApiError } from '../../../shared/api/api-error.ts';

/** Why an agent call failed, as the screens say it: the server's own words, or one of a few known reasons. */
export type AgentFailure = { kind: 'server'; text: string } | { kind: 'network' | 'tooMany' | 'notFound' | 'unknown' };

/** The first field error of a 422 answer, if any. */
function firstFieldError(body: unknown): string | null {
  if (!body || typeof body !== 'object' || !('errors' in body)) return null;
  const { errors } = body;
  if (!errors || typeof errors !== 'object') return null;
  for (const messages of Object.values(errors)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') return messages[0];
  }
  return null;
}

/**
 * The agent's calls are silent (nothing else reports their failures), so each screen says in place what went wrong:
 * a refused message in the server's words, a translated sentence for the rest.
 */
export function describeFailure(error: unknown): AgentFailure {
  if (!isApiError(error)) return { kind: 'unknown' };
  if (error.isNetworkError) return { kind: 'network' };
  if (error.status === 422) return { kind: 'server', text: firstFieldError(error.body) ?? error.message };
  if (error.status === 429) return { kind: 'tooMany' };
  if (error.status === 404) return { kind: 'notFound' };
  return { kind: 'unknown' };
}
