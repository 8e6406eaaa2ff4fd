import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ZPageQuery } from '@ito/contracts/common/paging';
import { ZListSessionsResponse, ZSessionIdParams } from '@ito/contracts/sessions/list-sessions';
import { sessions } from '../../db/schema/identity.ts';
import { requireCaller } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { offsetOf, pageBody } from '../../platform/paging.ts';
import { revokeSession } from '../identity/sessions.ts';

/** The caller's devices (`/settings/devices`). */
export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/sessions',
    {
      schema: { tags: ['sessions'], querystring: ZPageQuery, response: { 200: ZListSessionsResponse } },
      config: { auth: 'unverified-ok' },
    },
    async (request) => {
      const caller = await requireCaller(request, { allowUnverified: true });
      const live = and(eq(sessions.user_id, caller.user.id), isNull(sessions.revoked_at));
      // One query for the page and the total (a window count); only a page past the end needs a second one.
      const rows = await app.db
        .select({ session: sessions, total: sql<number>`count(*) over()`.mapWith(Number) })
        .from(sessions)
        .where(live)
        .orderBy(desc(sessions.last_seen_at), desc(sessions.id))
        .limit(request.query.per_page)
        .offset(offsetOf(request.query));
      const total = rows[0]?.total ?? (await app.db.select({ n: count() }).from(sessions).where(live))[0]?.n ?? 0;
      const data = rows.map(({ session: s }) => ({
        id: s.id,
        kind: s.kind,
        user_agent: s.user_agent,
        ip: s.ip,
        created_at: s.created_at.toISOString(),
        last_seen_at: s.last_seen_at.toISOString(),
        is_current: s.id === caller.session.id,
      }));
      return pageBody(request, request.query, data, total);
    },
  );

  r.delete(
    '/api/sessions/:id',
    {
      schema: {
        tags: ['sessions'],
        params: ZSessionIdParams,
        response: { 200: z.object({ data: z.object({ revoked: z.literal(true) }) }) },
      },
      config: { auth: 'unverified-ok' },
    },
    async (request) => {
      const caller = await requireCaller(request, { allowUnverified: true });
      const id = request.params.id;
      // Another user's session, an unknown id or a malformed one all look the same: 404.
      if (!z.uuid().safeParse(id).success || !(await revokeSession(app.db, caller.user.id, id))) throw notFound();
      app.realtime.endSessions([id]);
      return { data: { revoked: true as const } };
    },
  );
}
