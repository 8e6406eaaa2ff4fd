import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';

/** One dependency as the health check saw it: `latency_ms` of its probe (null when it needs none), `error` if down. */
export const ZDependencyHealth = z.object({
  status: z.enum(['ok', 'down']),
  latency_ms: z.number().nullable(),
  error: z.string().optional(),
});
export type TDependencyHealth = z.infer<typeof ZDependencyHealth>;

/**
 * GET /api/health (readiness): 200 while the database answers, `degraded` when an optional dependency (Redis, the
 * job queue) is down; 503 `unavailable` when the database does not answer.
 */
export const ZHealthResponse = z.object({
  data: z.object({
    status: z.enum(['ok', 'degraded', 'unavailable']),
    uptime_s: z.number(),
    dependencies: z.object({
      database: ZDependencyHealth,
      /** Present when REDIS_URL is set. */
      redis: ZDependencyHealth.optional(),
      job_queue: ZDependencyHealth,
    }),
  }),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;

/** GET /api/health/live (liveness): the process answers; no dependency is asked. */
export const ZLivenessResponse = z.object({ data: z.object({ status: z.literal('ok'), uptime_s: z.number() }) });

/** Readiness: a load balancer stops sending traffic on 503 (the database does not answer). */
export const healthEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  responses: { 200: ZHealthResponse, 503: ZHealthResponse },
  auth: 'none',
});

/** Liveness: the process is up and its event loop turns. */
export const livenessEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/health/live',
  responses: { 200: ZLivenessResponse },
  auth: 'none',
});
