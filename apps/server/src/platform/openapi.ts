import type { RouteOptions } from 'fastify';
import type { FastifyDynamicSwaggerOptions, SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZLockedError, ZMessageError, ZValidationError } from '@ito/contracts/common/errors';
import type { EndpointAuth, EndpointErrorStatus } from '@ito/contracts/common/endpoint';
import { needsCaller } from './route-auth.ts';

/**
 * The OpenAPI document tells the truth (decision 022): each operation carries a stable `operationId`, its security
 * and its `x-auth` level from the route's `config.auth` declaration (enforced by `route-auth.ts`), the error answers
 * of SPEC section 8 that apply to it, and the multipart body of an upload. Everything here shapes the document only;
 * what the server answers is decided by the routes.
 */

type JsonObject = Record<string, unknown>;

const ERROR_SCHEMAS = {
  MessageError: ZMessageError,
  ValidationError: ZValidationError,
  LockedError: ZLockedError,
} as const;

const ERROR_RESPONSES: Record<
  EndpointErrorStatus,
  { name: string; description: string; schema: keyof typeof ERROR_SCHEMAS; retryAfter?: boolean }
> = {
  401: {
    name: 'Unauthenticated',
    description: 'No live session for this operation: the client logs out (SPEC section 8).',
    schema: 'MessageError',
  },
  403: {
    name: 'Forbidden',
    description: 'Access Denied: the caller is signed in but may not do this (a guest, unverified, not an expert).',
    schema: 'MessageError',
  },
  404: { name: 'NotFound', description: 'Resource not found (or not visible to the caller).', schema: 'MessageError' },
  409: {
    name: 'InFlight',
    description: 'A request with this Idempotency-Key is still running: retry after Retry-After seconds.',
    schema: 'MessageError',
    retryAfter: true,
  },
  413: { name: 'PayloadTooLarge', description: 'The request is too large.', schema: 'MessageError' },
  422: {
    name: 'ValidationFailed',
    description: 'Invalid input: field errors keyed by field name.',
    schema: 'ValidationError',
  },
  423: {
    name: 'Locked',
    description: "Can't update or delete this item: it is in use (errors.used names the users).",
    schema: 'LockedError',
  },
  429: {
    name: 'TooManyRequests',
    description: 'Too many requests: retry after the number of seconds in Retry-After.',
    schema: 'MessageError',
    retryAfter: true,
  },
};

const SECURITY: Record<EndpointAuth, JsonObject[]> = {
  none: [],
  // An empty requirement makes the bearer token optional (OpenAPI 3: any one listed requirement suffices).
  optional: [{}, { bearer: [] }],
  session: [{ bearer: [] }],
  'temporary-ok': [{ bearer: [] }],
  'unverified-ok': [{ bearer: [] }],
  user: [{ bearer: [] }],
  expert: [{ bearer: [] }],
};

const DESCRIPTION = [
  'Every operation declares who may call it in `x-auth`, enforced before its input is read:',
  '`none` and `optional` (a token may personalise the answer) are public; `session` admits any signed-in session',
  '(guests too), `temporary-ok` guests and verified users, `unverified-ok` registered users, `user` verified users',
  'and `expert` verified experts.',
  'Each operation is also reachable as `/api/_cmt/{cmt}/...` inside a tenant: there it answers 404 for an unknown',
  'tenant, 401 without a session and 403 to a caller who does not belong to the tenant.',
].join(' ');

/** Options for `@fastify/swagger`: the document's header and the two transforms of this file. */
export function openapiOptions(): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: { title: 'Intent to Outcomes API', version: '1.0.0', description: DESCRIPTION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: describeOperation,
    transformObject: finishDocument,
  };
}

/** `GET /api/creator/protocols/:id/items` -> `getCreatorProtocolsByIdItems`: stable while the path is. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(':') ? ['by', ...segment.slice(1).split(/[-_]/)] : segment.split(/[-_.]/),
    )
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/**
 * The error statuses an operation answers: 401 and 403 from its auth level, 404 when a path parameter names
 * something, 422 when it reads input (a write can always carry a malformed body), 429 when it is rate limited, and
 * 409 when it honours `Idempotency-Key`, and whatever the route declares in `config.errors` (423 for what can be
 * in use, for instance).
 */
export function errorStatuses(route: RouteOptions, schema: JsonObject): EndpointErrorStatus[] {
  const config = route.config ?? {};
  const statuses = new Set<EndpointErrorStatus>(config.errors ?? []);
  const auth = config.auth;
  if (auth && needsCaller(auth)) statuses.add(401);
  if (auth && needsCaller(auth) && auth !== 'session') statuses.add(403);
  if (route.url.includes(':')) statuses.add(404);
  const method = (Array.isArray(route.method) ? route.method[0] : route.method) ?? 'GET';
  const isRead = method === 'GET' || method === 'HEAD';
  if (!isRead || schema.params || schema.querystring || schema.body || config.upload) statuses.add(422);
  if (config.rateLimit) statuses.add(429);
  // Idempotency-Key (decision 029): a retry while the first attempt runs is a 409.
  if (config.idempotent) statuses.add(409);
  return [...statuses].sort((a, b) => a - b);
}

/** Per route: the zod schemas become JSON schemas, then the declaration becomes security, errors and ids. */
export const describeOperation: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  const described = { ...(schema as JsonObject) };
  if (described.hide) return { schema: described, url };
  const route = input.route;
  const config = route.config ?? {};
  const method = (Array.isArray(route.method) ? route.method[0] : route.method) ?? 'GET';
  described.operationId ??= operationIdOf(method, route.url);
  if (config.auth) {
    described['x-auth'] = config.auth;
    described.security = SECURITY[config.auth];
  }
  if (config.upload && !described.body) {
    described.consumes = ['multipart/form-data'];
    described.body = {
      type: 'object',
      required: [config.upload.field],
      properties: {
        [config.upload.field]: { type: 'string', format: 'binary', description: config.upload.description },
      },
    };
  }
  if (config.redirect) {
    described.response = {
      303: {
        description: config.redirect,
        type: 'null',
        headers: { location: { type: 'string', description: 'Where the browser goes next.' } },
      },
    };
  }
  described['x-error-statuses'] = errorStatuses(route, described);
  return { schema: described, url };
};

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

/** Once per document: the error bodies and answers as shared components, referenced by each operation. */
export const finishDocument: SwaggerTransformObject = (documentObject) => {
  if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
  const doc = documentObject.openapiObject as JsonObject & {
    components?: JsonObject & { schemas?: JsonObject; responses?: JsonObject };
    paths?: Record<string, Record<string, JsonObject>>;
  };
  const components = (doc.components ??= {});
  components.schemas = { ...components.schemas };
  for (const [name, zodSchema] of Object.entries(ERROR_SCHEMAS)) {
    components.schemas[name] = z.toJSONSchema(zodSchema, { target: 'openapi-3.0' });
  }
  components.responses = { ...components.responses };
  for (const { name, description, schema, retryAfter } of Object.values(ERROR_RESPONSES)) {
    components.responses[name] = {
      description,
      ...(retryAfter
        ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } } }
        : {}),
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } },
    };
  }
  for (const operations of Object.values(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!HTTP_METHODS.has(method)) continue;
      const statuses = (operation['x-error-statuses'] ?? []) as EndpointErrorStatus[];
      delete operation['x-error-statuses'];
      const responses = (operation.responses ??= {}) as JsonObject;
      for (const status of statuses) {
        responses[String(status)] ??= { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
      }
    }
  }
  return doc;
};
