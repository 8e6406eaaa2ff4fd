import type { FastifyRequest } from 'fastify';
import type { ClientMeta } from '../modules/identity/sessions.ts';

export function clientMeta(request: FastifyRequest): ClientMeta {
  return { userAgent: request.headers['user-agent'], ip: request.ip };
}

/** The host the caller is using, from X-Domain (SPEC section 7) or Host, without port. */
export function requestDomain(request: FastifyRequest): string {
  const raw = (request.headers['x-domain'] as string | undefined) ?? request.headers.host ?? '';
  return raw.trim().toLowerCase().replace(/:\d+$/, '').slice(0, 253);
}
