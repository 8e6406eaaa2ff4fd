import type { FastifyInstance } from 'fastify';
import { healthEndpoint, livenessEndpoint } from '@ito/contracts/health/health';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { checkHealth } from './checks.ts';
import { appDeps } from '../../platform/deps.ts';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const options = { tags: ['core'] };

  // Readiness: a load balancer stops sending traffic on 503 (the database does not answer).
  endpointRoute(app, healthEndpoint, options, async (_request, reply) => {
    const data = await checkHealth({ ...appDeps(app), redis: app.redis });
    return reply.code(data.status === 'unavailable' ? 503 : 200).send({ data });
  });

  // Liveness: the process is up and its event loop turns; no I/O, so a slow dependency never restarts it.
  endpointRoute(app, livenessEndpoint, options, async () => ({
    data: { status: 'ok' as const, uptime_s: Math.round(process.uptime()) },
  }));
}
