import type { FastifyInstance } from 'fastify';
import { loadSubprojectEndpoint } from '@ito/contracts/subproject/load-subproject';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { requestDomain } from '../../platform/request-meta.ts';
import { loadSubproject } from './service.ts';

export async function subprojectRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, loadSubprojectEndpoint, { tags: ['core'] }, async (request) => ({
    data: await loadSubproject(app.db, requestDomain(request)),
  }));
}
