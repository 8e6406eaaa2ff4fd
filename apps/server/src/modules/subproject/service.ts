import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { FALLBACK_SUBPROJECT } from '@ito/contracts/constants';
import type { TSubproject } from '@ito/contracts/core/load-subproject';
import { subprojects } from '../../db/schema/tenancy.ts';
import type { Db } from '../../platform/db.ts';
import { requestDomain } from '../../platform/request-meta.ts';

type Row = typeof subprojects.$inferSelect;
const toSubproject = (row: Row): TSubproject => ({
  name: row.name,
  logo: row.logo,
  main: row.is_main,
  placeholders: row.placeholders,
});

/** The subproject of a domain; else the main one; else the fallback (SPEC section 3). */
export async function loadSubproject(db: Db, domain: string): Promise<TSubproject> {
  if (domain) {
    const [row] = await db.select().from(subprojects).where(eq(subprojects.domain, domain)).limit(1);
    if (row) return toSubproject(row);
  }
  const [main] = await db.select().from(subprojects).where(eq(subprojects.is_main, true)).limit(1);
  return main ? toSubproject(main) : { ...FALLBACK_SUBPROJECT, placeholders: {} };
}

/**
 * Where links in mails point. The caller's own host only when it is a known subproject domain (so that a forged
 * Host header cannot send a reset link elsewhere); otherwise APP_URL.
 */
export async function linkBase(db: Db, request: FastifyRequest, appUrl: string): Promise<string> {
  const domain = requestDomain(request);
  const host = request.headers.host;
  if (!domain || !host || domain !== host.toLowerCase().replace(/:\d+$/, '')) return appUrl;
  const [row] = await db
    .select({ id: subprojects.id })
    .from(subprojects)
    .where(eq(subprojects.domain, domain))
    .limit(1);
  return row ? `${request.protocol}://${host}` : appUrl;
}
