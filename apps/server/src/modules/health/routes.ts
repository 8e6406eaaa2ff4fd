import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZHealthResponse, ZLivenessResponse } from '@ito/contracts/core/health';
import { checkHealth } from './checks.ts';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Readiness: a load balancer stops sending traffic on 503 (the database does not answer).
  r.get(
    '/api/health',
    { schema: { tags: ['core'], response: { 200: ZHealthResponse, 503: ZHealthResponse } }, config: { auth: 'none' } },
    async (_request, reply) => {
      const data = await checkHealth({ db: app.db, redis: app.redis, jobs: app.jobs });
      return reply.code(data.status === 'unavailable' ? 503 : 200).send({ data });
    },
  );

  // Liveness: the process is up and its event loop turns; no I/O, so a slow dependency never restarts it.
  r.get(
    '/api/health/live',
    { schema: { tags: ['core'], response: { 200: ZLivenessResponse } }, config: { auth: 'none' } },
    async () => ({ data: { status: 'ok' as const, uptime_s: Math.round(process.uptime()) } }),
  );
}
