import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AnyEndpoint } from '@ito/contracts/common/endpoint';

/**
 * Registers a Fastify route from its contract (decision 042): the method, the path, the params/query/body/answer
 * schemas, `config.auth` and `config.errors` all come from the endpoint object the web calls. The route's options
 * keep their usual shape, so route-auth, idempotency, rate limits, hostile-input checks and the OpenAPI document
 * read them as they read a hand-written route.
 */

/** The Fastify schema of an endpoint, typed so the zod type provider infers request and reply from it. */
export type EndpointSchema<E extends AnyEndpoint> = {
  tags: string[];
  params: Part<E['params']>;
  querystring: Part<E['query']>;
  body: Part<E['body']>;
  response: E['responses'];
};

/** An optional schema of the contract as Fastify's type provider reads it: the schema, or nothing to validate. */
type Part<T> = [Exclude<T, undefined>] extends [never] ? unknown : Exclude<T, undefined>;

/** A handler whose request (params, query, body) and reply (status codes and bodies) are typed by the contract. */
export type EndpointHandler<E extends AnyEndpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  EndpointSchema<E>,
  ZodTypeProvider
>;

export interface EndpointRouteOptions {
  /** The OpenAPI tags of the operation. */
  tags: string[];
  /** Route settings besides who may call it and its error answers (those come from the contract). */
  config?: Omit<FastifyContextConfig, 'auth' | 'errors'>;
  /** Other Fastify schema settings (a summary, `hide`), for the OpenAPI document. */
  schema?: { summary?: string; description?: string; hide?: boolean };
}

export function endpointRoute<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: EndpointRouteOptions,
  handler: EndpointHandler<E>,
): void {
  const schema: Record<string, unknown> = { ...options.schema, tags: options.tags, response: endpoint.responses };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  const config: FastifyContextConfig = { ...options.config, auth: endpoint.auth };
  if (endpoint.errors) config.errors = [...endpoint.errors];
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    config,
    handler: handler as RouteHandlerMethod,
  });
}
