import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { tenantMembers, tenants } from '../db/schema/tenancy.ts';
import { optionalCaller } from './auth.ts';
import { forbidden, notFound, unauthenticated } from './errors.ts';

export type TenantScope = { id: string; cmt: string; name: string; role: 'owner' | 'admin' | 'staff' | 'follower' };

type RawWithScope = IncomingMessage & { tenantCmt?: string };

const TENANT_PREFIX = /^\/api\/_cmt\/([A-Za-z0-9_-]{1,64})(\/.*)$/;
const OVERRIDABLE = new Set(['PUT', 'PATCH']);

/**
 * Runs before routing (Fastify `rewriteUrl`):
 * - `POST ...?_method=PUT|PATCH` is routed as PUT/PATCH (SPEC section 7);
 * - `/api/_cmt/<cmt>/...` is routed as `/api/...` with the tenant remembered for the scope hook.
 */
export function rewriteUrl(req: IncomingMessage): string {
  let url = req.url ?? '/';
  const match = TENANT_PREFIX.exec(url);
  if (match) {
    (req as RawWithScope).tenantCmt = match[1];
    url = `/api${match[2]}`;
  }
  if (req.method === 'POST') {
    const query = url.indexOf('?');
    if (query >= 0) {
      const override = new URLSearchParams(url.slice(query + 1)).get('_method')?.toUpperCase();
      if (override && OVERRIDABLE.has(override)) req.method = override;
    }
  }
  return url;
}

const scopes = new WeakMap<FastifyRequest, TenantScope>();

/** The tenant this request runs in, if it came through `/api/_cmt/<cmt>/`. */
export function tenantScope(request: FastifyRequest): TenantScope | undefined {
  return scopes.get(request);
}

/** A tenant-scoped request needs a caller who belongs to the tenant. */
export function installTenancy(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const cmt = (request.raw as RawWithScope).tenantCmt;
    if (!cmt) return;
    const [tenant] = await app.db.select().from(tenants).where(eq(tenants.cmt, cmt)).limit(1);
    if (!tenant) throw notFound();
    const caller = await optionalCaller(request);
    if (!caller) throw unauthenticated();
    const [member] = await app.db
      .select({ role: tenantMembers.role })
      .from(tenantMembers)
      .where(and(eq(tenantMembers.tenant_id, tenant.id), eq(tenantMembers.user_id, caller.user.id)))
      .limit(1);
    const role = tenant.owner_id === caller.user.id ? 'owner' : member?.role;
    if (!role) throw forbidden();
    scopes.set(request, { id: tenant.id, cmt: tenant.cmt, name: tenant.name, role });
  });
}
