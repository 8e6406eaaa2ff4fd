import type { FastifyInstance } from 'fastify';
import { listSessionsEndpoint, revokeSessionEndpoint } from '@ito/contracts/auth/list-sessions';
import { sessionExpiresAt } from '../../platform/auth.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { notFound } from '../../platform/errors.ts';
import { pageBody } from '../../platform/paging.ts';
import { revokeSession } from './sessions.ts';
import { listLiveSessions } from './session-list-service.ts';

/** The caller's devices (`/settings/devices`). */
export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['sessions'];

  endpointRoute(app, listSessionsEndpoint, { tags }, async (request, _reply, { caller }) => {
    const { rows, total } = await listLiveSessions(app.db, caller.user.id, request.query, app.clock.now());
    const data = rows.map((s) => ({
      id: s.id,
      kind: s.kind,
      user_agent: s.user_agent,
      ip: s.ip,
      created_at: s.created_at.toISOString(),
      last_seen_at: s.last_seen_at.toISOString(),
      expires_at: sessionExpiresAt(s.created_at, s.last_seen_at).toISOString(),
      is_current: s.id === caller.session.id,
    }));
    return pageBody(request, request.query, data, total);
  });

  endpointRoute(app, revokeSessionEndpoint, { tags }, async (request, _reply, { caller }) => {
    const id = request.params.id;
    // Another user's session and an unknown id look the same: 404 (a malformed one never gets here).
    if (!(await revokeSession(app.db, caller.user.id, id))) throw notFound();
    app.realtime.endSessions([id]);
    return { data: { revoked: true as const } };
  });
}
