import type { FastifyInstance } from 'fastify';
import { broadcastAuthEndpoint, guestChannel, userChannel } from '@ito/contracts/realtime/events';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { forbidden } from '../../platform/errors.ts';

/** SPEC section 7 `POST broadcasting/auth`: may this caller listen on this channel? */
export async function realtimeRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, broadcastAuthEndpoint, { tags: ['realtime'] }, async (request, _reply, { caller }) => {
    const channel = request.body.channel_name.replace(/^private-/, '');
    const sessionKey = request.headers['x-session-key'];
    const allowed =
      (caller && channel === userChannel(caller.user.id)) ||
      (typeof sessionKey === 'string' && sessionKey.length > 0 && channel === guestChannel(sessionKey));
    if (!allowed) throw forbidden();
    return { data: { channel } };
  });
}
