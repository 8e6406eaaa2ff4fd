import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPageQuery } from '@ito/contracts/common/paging';
import { ZListSessionsResponse, ZSessionIdParams } from '@ito/contracts/sessions/list-sessions';
import { requireCaller } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { pageBody } from '../../platform/paging.ts';
import { isUuid } from '../../platform/uuid.ts';
import { revokeSession } from '../identity/sessions.ts';
import { listLiveSessions } from './list-service.ts';

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
      const { rows, total } = await listLiveSessions(app.db, caller.user.id, request.query);
      const data = rows.map((s) => ({
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
      if (!isUuid(id) || !(await revokeSession(app.db, caller.user.id, id))) throw notFound();
      app.realtime.endSessions([id]);
      return { data: { revoked: true as const } };
    },
  );
}
