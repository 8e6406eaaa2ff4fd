import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { FALLBACK_SUBPROJECT } from '@ito/contracts/constants';
import type { TSubproject } from '@ito/contracts/subproject/load-subproject';
import { subprojects } from '../../db/schema/tenancy.ts';
import type { Db } from '../../platform/db.ts';
import { isLoopbackHost } from '../../platform/config.ts';
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
 * Where links in mails point: the configured origin, never the request's. A request addressed to a
 * known subproject domain gets that domain, with APP_URL's scheme (and its port only for a loopback domain, in
 * development); anything else gets APP_URL. The Host header's port and a forwarded scheme are never used: a probe got
 * `javascript://localhost:31337/...` into a verification mail from `X-Forwarded-Proto: javascript`.
 */
export async function linkBase(db: Db, request: FastifyRequest, appUrl: string): Promise<string> {
  const domain = requestDomain(request);
  const host = (request.headers.host ?? '').toLowerCase().replace(/:\d+$/, '');
  const app = new URL(appUrl);
  if (!domain || domain !== host || domain === app.hostname) return appUrl;
  const [row] = await db
    .select({ domain: subprojects.domain })
    .from(subprojects)
    .where(eq(subprojects.domain, domain))
    .limit(1);
  if (!row) return appUrl;
  const port = isLoopbackHost(row.domain) && app.port ? `:${app.port}` : '';
  return `${app.protocol}//${row.domain}${port}`;
}
