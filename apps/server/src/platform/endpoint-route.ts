import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AnyEndpoint, EndpointAuth } from '@ito/contracts/common/endpoint';
import { optionalCaller, requireCaller, type Caller } from './auth.ts';
import { forbidden } from './errors.ts';
import { AUTH_OPTIONS, needsCaller } from './route-auth.ts';
import { tenantScope, type TenantScope } from './tenancy.ts';
import { appDeps, type AppDeps } from './deps.ts';

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

/** Fastify's handler with request (params, query, body) and reply (status codes and bodies) typed by the contract. */
type FastifyEndpointHandler<E extends AnyEndpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  EndpointSchema<E>,
  ZodTypeProvider
>;

/** A verified expert: the caller of an `expert` endpoint. */
export type ExpertCaller = Caller & { readonly isExpert: true };

/**
 * The caller an endpoint's handler receives, typed by the contract's `auth`: nobody (`none`), maybe someone
 * (`optional`), a signed-in caller the level admits (`session` ... `user`), or a verified expert (`expert`).
 */
export type CallerOf<A extends EndpointAuth> = A extends 'none'
  ? null
  : A extends 'optional'
    ? Caller | null
    : A extends 'expert'
      ? ExpertCaller
      : Caller;

/**
 * What a handler knows about its request beyond the input: who is calling (checked against the contract's `auth`
 * before the body was read, so never re-checked by hand), the tenant it runs in, and the app's dependencies.
 */
export interface RequestContext<A extends EndpointAuth = EndpointAuth> {
  readonly caller: CallerOf<A>;
  /** The tenant of a `/api/_cmt/<cmt>/...` request (its membership already checked), else undefined. */
  readonly tenant: TenantScope | undefined;
  readonly deps: AppDeps;
}

/** A handler: Fastify's request and reply typed by the contract, and the request's context. */
export type EndpointHandler<E extends AnyEndpoint> = (
  request: Parameters<FastifyEndpointHandler<E>>[0],
  reply: Parameters<FastifyEndpointHandler<E>>[1],
  context: RequestContext<E['auth']>,
) => ReturnType<FastifyEndpointHandler<E>>;

/** The caller the declaration admits (resolved once per request: the route-auth hook has already asked). */
async function callerFor(auth: EndpointAuth, request: FastifyRequest): Promise<Caller | null> {
  if (auth === 'none') return null;
  if (!needsCaller(auth)) return optionalCaller(request);
  const caller = await requireCaller(request, AUTH_OPTIONS[auth as keyof typeof AUTH_OPTIONS]);
  if (auth !== 'expert') return caller;
  // The route-auth hook refused a non-expert already; the type below must never be a lie.
  if (!caller.user.roles.includes('expert')) throw forbidden('errors.not_a_creator');
  const expert: ExpertCaller = { ...caller, isExpert: true };
  return expert;
}

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
  const deps = appDeps(app);
  const typed = handler as unknown as (
    request: FastifyRequest,
    reply: FastifyReply,
    context: RequestContext,
  ) => unknown;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    config,
    handler: async (request, reply) => {
      const caller = await callerFor(endpoint.auth, request);
      return typed(request, reply, { caller, tenant: tenantScope(request), deps } as RequestContext);
    },
  });
}
