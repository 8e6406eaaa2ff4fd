import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZLoadSubprojectResponse } from '@ito/contracts/core/load-subproject';
import { requestDomain } from '../../platform/request-meta.ts';
import { loadSubproject } from './service.ts';

export async function subprojectRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/core/load',
      { schema: { tags: ['core'], response: { 200: ZLoadSubprojectResponse } }, config: { auth: 'none' } },
      async (request) => ({ data: await loadSubproject(app.db, requestDomain(request)) }),
    );
}
