import {
  endpointPath,
  type AnyEndpoint,
  type EndpointAnswer,
  type EndpointInput,
} from '@ito/contracts/common/endpoint';
import type { EndpointOf, EndpointRef } from '@ito/contracts/common/endpoint-ref';
import { send, type QueryValue, type RequestOptions } from './client.ts';

/**
 * The typed client (decision 042): `call(endpoint, { params, query, body })` builds the path from the contract the
 * server registered its route from, sends it through the client of SPEC section 7 (tenant scope, PUT/PATCH as POST
 * with `?_method=`, idempotency keys and retries, SPEC section 8 handling) and resolves the contract's answer.
 * Every failure throws an `ApiError`. In development and tests the answer is parsed by the contract's schema, so a
 * server that drifts from its contract fails loudly there; production trusts the server and skips the work.
 */

/** An object with no required key: what a call may leave out. */
type Empty = Record<never, never>;

type InputPart<E extends AnyEndpoint, Part extends 'params' | 'query' | 'body'> = [
  Exclude<E[Part], undefined>,
] extends [never]
  ? { [K in Part]?: never }
  : Part extends 'params'
    ? { params: EndpointInput<E, 'params'> }
    : // A query or a body whose every field is optional may be left out.
      Empty extends EndpointInput<E, Part>
      ? { [K in Part]?: EndpointInput<E, Part> }
      : { [K in Part]: EndpointInput<E, Part> };

/** What a call sends, typed by the endpoint: params when the path has `:names`, its query and its body. */
export type CallInput<E extends AnyEndpoint> = InputPart<E, 'params'> &
  InputPart<E, 'query'> &
  InputPart<E, 'body'> &
  Omit<RequestOptions, 'query'>;

/** Whether a call may leave its input out (no params, no required query or body). */
type IsInputOptional<E extends AnyEndpoint> = Empty extends CallInput<E> ? true : false;

export type CallArgs<E extends AnyEndpoint> =
  IsInputOptional<E> extends true ? [input?: CallInput<E>] : [input: CallInput<E>];

/** Decided once: Vite replaces both at build time, so production carries no parsing. */
const PARSES_ANSWERS = import.meta.env.DEV || import.meta.env.MODE === 'test';

/** The answer did not match the contract: a bug on one side, thrown in development and tests only. */
export class ContractMismatchError extends Error {
  constructor(endpoint: AnyEndpoint, status: number, issues: string) {
    super(`${endpoint.method} ${endpoint.path} answered ${status} outside its contract: ${issues}`);
    this.name = 'ContractMismatchError';
  }
}

function queryOf(query: unknown): Record<string, QueryValue> | undefined {
  if (!query || typeof query !== 'object') return undefined;
  const out: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(query)) {
    out[key] = value instanceof Date ? value.toISOString() : (value as QueryValue);
  }
  return out;
}

/**
 * Calls an endpoint by its contract object or by its ref from its domain's `refs.ts` (`@ito/contracts/catalogue/refs`) (decision 067): a ref
 * is typed the same way but carries no schemas, so a screen of the first paint calls by ref and its answer is not
 * parsed; everything else calls by the contract object.
 */
export async function call<R extends AnyEndpoint | EndpointRef>(
  endpoint: R,
  ...[input]: CallArgs<EndpointOf<R>>
): Promise<EndpointAnswer<EndpointOf<R>>> {
  const { params, query, body, ...options } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: unknown;
    body?: unknown;
  } & Omit<RequestOptions, 'query'>;
  const path = callPath(endpoint, params);
  const opts: RequestOptions = { ...options, query: queryOf(query) };
  const answer =
    endpoint.method === 'PUT' || endpoint.method === 'PATCH'
      ? await send<unknown>('POST', path, body, opts, endpoint.method)
      : await send<unknown>(endpoint.method, path, body, opts);
  if (PARSES_ANSWERS && 'responses' in endpoint) checkAnswer(endpoint, answer);
  return answer as EndpointAnswer<EndpointOf<R>>;
}

/** The path a call sends to, below `/api/` (`programs/p1`): what the page's first answers are looked up by. */
export function callPath(endpoint: AnyEndpoint | EndpointRef, params?: Record<string, unknown>): string {
  return endpointPath(endpoint.path, params).replace(/^\/api\//, '');
}

/**
 * Checks the answer against the schema of a success status. The client does not hand the status on, so any declared
 * success schema that accepts the answer will do; the raw answer is returned either way, so development and
 * production see the same object.
 */
function checkAnswer(endpoint: AnyEndpoint, answer: unknown): void {
  const schemas = Object.entries(endpoint.responses).filter(([status]) => Number(status) < 300);
  let issues = '';
  for (const [status, schema] of schemas) {
    const result = schema.safeParse(answer);
    if (result.success) return;
    issues += `[${status}] ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')} `;
  }
  throw new ContractMismatchError(endpoint, Number(schemas[0]?.[0] ?? 200), issues.trim());
}
