import type { AnyEndpoint } from '@ito/contracts/common/endpoint';
import type { EndpointOf, EndpointRef } from '@ito/contracts/common/endpoint-ref';
import { callPath, queryOf, type CallArgs } from './call.ts';
import { send, type RequestOptions } from './client.ts';

/**
 * A file the API answers (a receipt's PDF), read as a Blob with the caller's session: a plain link would not carry
 * the bearer token. The answer is a file, so it is not checked against the contract's schema.
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
  const method = endpoint.method === 'GET' || endpoint.method === 'DELETE' ? endpoint.method : 'POST';
  return send<Blob>(method, callPath(endpoint, params), body, { ...options, query: queryOf(query), asBlob: true });
}
