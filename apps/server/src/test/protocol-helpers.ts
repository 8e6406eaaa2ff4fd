import type { FastifyInstance } from 'fastify';
import type { TProtocol } from '@ito/contracts/protocols/fields';
import type { TFlowNodeInput } from '@ito/contracts/protocols/graph';
import type { TProtocolItem } from '@ito/contracts/protocols/items';

/** Test helpers for the protocol studio: requests through the real app, failing loudly on an unexpected status. */

type Headers = Record<string, string>;

export async function call<T = Record<string, unknown>>(
  app: FastifyInstance,
  headers: Headers,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.json() as T };
}

async function expectData<T>(res: Promise<{ status: number; body: unknown }>, status: number): Promise<T> {
  const { status: got, body } = await res;
  if (got !== status) throw new Error(`expected ${status}, got ${got}: ${JSON.stringify(body)}`);
  return (body as { data: T }).data;
}

export function newProtocol(app: FastifyInstance, headers: Headers, body: Record<string, unknown> = {}) {
  return expectData<TProtocol>(
    call(app, headers, 'POST', '/api/creator/protocols', { name: 'Sleep reset', ...body }),
    201,
  );
}

export function newItem(
  app: FastifyInstance,
  headers: Headers,
  protocolId: string,
  kind: string,
  body: Record<string, unknown>,
) {
  return expectData<TProtocolItem>(
    call(app, headers, 'POST', `/api/creator/protocols/${protocolId}/items/${kind}`, body),
    201,
  );
}

export function newQuestion(
  app: FastifyInstance,
  headers: Headers,
  protocolId: string,
  itemId: string,
  body: Record<string, unknown>,
) {
  return expectData<{ id: string; max_score: number }>(
    call(app, headers, 'POST', `/api/creator/protocols/${protocolId}/items/assessment/${itemId}/questions`, body),
    201,
  );
}

/** A step as the builder sends it; `data` fields not given take the contract's defaults. */
export function node(
  id: string,
  parentId: string | null,
  type: TFlowNodeInput['data']['type'],
  data: Partial<TFlowNodeInput['data']> = {},
): Record<string, unknown> {
  return { id, parentId, position: { x: 10, y: 20 }, data: { name: id, type, ...data } };
}
