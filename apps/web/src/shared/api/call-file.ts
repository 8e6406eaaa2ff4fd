import type { AnyEndpoint } from '@ito/contracts/common/endpoint';
import type { EndpointOf, EndpointRef } from '@ito/contracts/common/endpoint-ref';
import { callPath, type CallArgs } from './call.ts';
import { ApiError } from './api-error.ts';
import { buildApiUrl, buildHeaders, type QueryValue, type RequestOptions } from './client.ts';

/**
 * A file the API answers (a receipt's PDF), read as a Blob with the caller's session: a plain link would not carry
 * the bearer token. The answer is a file, so it is not checked against the contract's schema; a refusal throws an
 * `ApiError` with its status for the caller to say.
 */
export async function callFile<R extends AnyEndpoint | EndpointRef>(
  endpoint: R,
  ...[input]: CallArgs<EndpointOf<R>>
): Promise<Blob> {
  const { params, query, body, ...options } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: unknown;
    body?: unknown;
  } & Omit<RequestOptions, 'query'>;
  // Its own fetch, not the client's `send`: a file is read as bytes, and this path stays out of the first download.
  const response = await fetch(
    buildApiUrl(callPath(endpoint, params), query as Record<string, QueryValue> | undefined),
    {
      method: endpoint.method === 'GET' || endpoint.method === 'DELETE' ? endpoint.method : 'POST',
      headers: buildHeaders(body, { Accept: '*/*' }),
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    },
  );
  if (!response.ok) throw new ApiError(response.status, null, response.statusText || `HTTP ${response.status}`);
  return response.blob();
}
