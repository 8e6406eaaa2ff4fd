import type { AnyEndpoint } from './endpoint.ts';

/**
 * An endpoint without its schemas: the method and the path, typed by the endpoint they stand for. The web calls a
 * screen of the first paint by its ref (`call(listProgramsEndpoint, ...)` from `@ito/contracts/catalogue/refs`),
 * typed exactly like a call by the endpoint itself, without bringing zod into the first download (decision 067).
 */
export interface EndpointRef<E extends AnyEndpoint = AnyEndpoint> {
  readonly method: E['method'];
  readonly path: E['path'];
  /** Type only, never set: the endpoint whose input and answer a call by this ref is typed by. */
  readonly endpoint?: E;
}

/** The endpoint a call is typed by: the endpoint itself, or the one a ref stands for. */
export type EndpointOf<R> = R extends AnyEndpoint ? R : R extends EndpointRef<infer E> ? E : never;
