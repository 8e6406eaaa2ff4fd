import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { optionalCaller } from './auth.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Counts per signed-in person (whatever their address), else per address. */
export async function callerKey(request: FastifyRequest): Promise<string> {
  const caller = await optionalCaller(request);
  return caller ? `user:${caller.user.id}` : `ip:${request.ip}`;
}

/** A per-caller limit of `max` requests a minute, for a route's `config.rateLimit`. */
export const perCallerLimit = (max: number) => ({ max, timeWindow: '1 minute', keyGenerator: callerKey });

const isWrite = (route: RouteOptions) =>
  (Array.isArray(route.method) ? route.method : [route.method]).some((m) => WRITE_METHODS.has(m));

/**
 * Every write is rate limited. A route declares its own limit where the write is expensive or
 * reaches other people (a curriculum save, a new chat room, an invitation); any other write under /api gets
 * `WRITE_RATE_LIMIT` a minute (300 by default), so the next endpoint cannot be left unbounded. Per caller and per
 * route, like the declared ones that use `callerKey`: generous for a person at work, a wall for a script. Must be
 * installed before `@fastify/rate-limit` and the OpenAPI document read the routes' `config.rateLimit`.
 */
export function installWriteLimits(app: FastifyInstance, max: number): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isWrite(route) || !route.url.startsWith('/api/') || route.config?.rateLimit !== undefined) return;
    route.config = { ...route.config, rateLimit: perCallerLimit(max) };
  });
}
