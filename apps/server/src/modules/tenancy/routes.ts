import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors.ts';
import { tenantScope } from '../../platform/tenancy.ts';

/** `GET /api/_cmt/<cmt>/tenant/current`: the tenant the request runs in and the caller's role there. */
export async function tenancyRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/tenant/current',
    {
      schema: {
        tags: ['tenancy'],
        response: {
          200: z.object({ data: z.object({ id: z.string(), cmt: z.string(), name: z.string(), role: z.string() }) }),
        },
      },
      config: { auth: 'session', errors: [404] },
    },
    async (request) => {
      const scope = tenantScope(request);
      if (!scope) throw notFound();
      return { data: scope };
    },
  );
}
