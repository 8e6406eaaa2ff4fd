import type { FastifyInstance } from 'fastify';
import { currentTenantEndpoint } from '@ito/contracts/tenancy/current-tenant';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { notFound } from '../../platform/errors.ts';
import { tenantScope } from '../../platform/tenancy.ts';

/** `GET /api/_cmt/<cmt>/tenant/current`: the tenant the request runs in and the caller's role there. */
export async function tenancyRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, currentTenantEndpoint, { tags: ['tenancy'] }, async (request) => {
    const scope = tenantScope(request);
    if (!scope) throw notFound();
    return { data: scope };
  });
}
