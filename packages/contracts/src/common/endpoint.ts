import type { z } from 'zod';

/**
 * One HTTP operation as both sides see it (decision 042): the server registers its Fastify route from this object
 * (`apps/server/src/platform/endpoint-route.ts`) and the web calls it by the same object (`shared/api/call.ts`), so a
 * renamed path, parameter or field fails the typecheck of both. The object holds zod schemas only: no Fastify and no
 * browser code, so either side may import it.
 */

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call it (decision 022); the server enforces it before the input is read, the OpenAPI document shows it. */
export type EndpointAuth = 'none' | 'optional' | 'session' | 'temporary-ok' | 'unverified-ok' | 'user' | 'expert';

/** Error answers beyond those its auth, path parameters and input imply (SPEC section 8: 423 "in use", ...). */
export type EndpointErrorStatus = 401 | 403 | 404 | 409 | 413 | 422 | 423 | 429;

/** The success answers an endpoint may give, each with the schema of its body. */
export type EndpointResponses = { [status: number]: z.ZodType };

/** `'/api/creator/categories/:id/items/:kind'` -> `'id' | 'kind'`. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | PathParamNames<`/${Tail}`>
    : Rest
  : never;

export interface Endpoint<
  Method extends EndpointMethod = EndpointMethod,
  Path extends string = string,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Responses extends EndpointResponses = EndpointResponses,
  Auth extends EndpointAuth = EndpointAuth,
> {
  readonly method: Method;
  /** The full path with Fastify's `:name` parameters, e.g. `/api/creator/categories/:id`. */
  readonly path: Path;
  readonly params?: Params;
  readonly query?: Query;
  readonly body?: Body;
  readonly responses: Responses;
  /** Who may call it; the server's handler receives a caller typed by it (non-null where a session is required). */
  readonly auth: Auth;
  readonly errors?: readonly EndpointErrorStatus[];
}

/** Any endpoint, for generic code on either side. */
export type AnyEndpoint = Endpoint<
  EndpointMethod,
  string,
  z.ZodType | undefined,
  z.ZodType | undefined,
  z.ZodType | undefined,
  EndpointResponses,
  EndpointAuth
>;

/** Every `:name` of the path must be a key of the params schema, and the other way round. */
type ParamsMatchPath<Path extends string, Params> = [PathParamNames<Path>] extends [never]
  ? Params extends z.ZodType
    ? 'The path has no :parameters, so the endpoint takes no params schema'
    : unknown
  : Params extends z.ZodType<infer Out>
    ? [keyof Out] extends [PathParamNames<Path>]
      ? [PathParamNames<Path>] extends [keyof Out]
        ? unknown
        : `The params schema lacks a :parameter of the path`
      : `The params schema names a parameter the path lacks`
    : 'The path has :parameters, so the endpoint needs a params schema';

/**
 * Declares an endpoint. The literal types are kept (`const`), so the method, the path and each schema are known to
 * both sides; a params schema that does not match the path's `:names` is a type error here.
 */
export function defineEndpoint<
  const Method extends EndpointMethod,
  const Path extends `/api/${string}`,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  const Responses extends EndpointResponses = EndpointResponses,
  const Auth extends EndpointAuth = EndpointAuth,
>(
  endpoint: Endpoint<Method, Path, Params, Query, Body, Responses, Auth> & {
    params?: Params & ParamsMatchPath<Path, Params>;
  },
): Endpoint<Method, Path, Params, Query, Body, Responses, Auth> {
  return endpoint;
}

/** What a success answer carries: the output of its schema, as the server serialises it. */
export type EndpointAnswer<E extends AnyEndpoint> = {
  [S in keyof E['responses']]: S extends 200 | 201 | 202 | 204 ? z.output<E['responses'][S]> : never;
}[keyof E['responses']];

/** The input schemas' types as a caller writes them (before parsing, so defaults may be left out). */
export type EndpointInput<E extends AnyEndpoint, Part extends 'params' | 'query' | 'body'> =
  NonNullable<E[Part]> extends z.ZodType ? z.input<NonNullable<E[Part]>> : never;

/** Fills the `:name` segments of a path, each encoded as one path segment. */
export function endpointPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
