import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';

/**
 * GET /api/_cmt/<cmt>/tenant/current: the tenant the request runs in and the caller's role there. The tenant scope
 * is a prefix the client adds (SPEC section 7), so the contract's path is the unscoped one; unscoped, it is a 404.
 */
export const ZCurrentTenant = z.object({ id: z.string(), cmt: z.string(), name: z.string(), role: z.string() });
export type TCurrentTenant = z.infer<typeof ZCurrentTenant>;

export const ZCurrentTenantResponse = z.object({ data: ZCurrentTenant });
export type TCurrentTenantResponse = z.infer<typeof ZCurrentTenantResponse>;

export const currentTenantEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/tenant/current',
  responses: { 200: ZCurrentTenantResponse },
  auth: 'session',
  errors: [404],
});
