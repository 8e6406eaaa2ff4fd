import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireCaller, type Caller } from '../../platform/auth.ts';
import { forbidden } from '../../platform/errors.ts';

/** The creator studio is for verified experts; everyone else gets 403 (SPEC section 8: "Access Denied"). */
export async function requireCreator(request: FastifyRequest): Promise<Caller> {
  const caller = await requireCaller(request);
  if (!caller.user.roles.includes('expert')) {
    throw forbidden('errors.not_a_creator');
  }
  return caller;
}

/** Ids are uuids; anything else names nothing, so it is a 404 rather than a database error. */
export function isUuid(id: string): boolean {
  return z.uuid().safeParse(id).success;
}

export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
