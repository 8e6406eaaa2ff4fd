import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZBroadcastAuthRequest,
  ZBroadcastAuthResponse,
  guestChannel,
  userChannel,
} from '@ito/contracts/realtime/events';
import { optionalCaller } from '../../platform/auth.ts';
import { forbidden } from '../../platform/errors.ts';

/** SPEC section 7 `POST broadcasting/auth`: may this caller listen on this channel? */
export async function realtimeRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/broadcasting/auth',
    {
      schema: { tags: ['realtime'], body: ZBroadcastAuthRequest, response: { 200: ZBroadcastAuthResponse } },
      config: { auth: 'optional', errors: [403] },
    },
    async (request) => {
      const channel = request.body.channel_name.replace(/^private-/, '');
      const caller = await optionalCaller(request);
      const sessionKey = request.headers['x-session-key'];
      const allowed =
        (caller && channel === userChannel(caller.user.id)) ||
        (typeof sessionKey === 'string' && sessionKey.length > 0 && channel === guestChannel(sessionKey));
      if (!allowed) throw forbidden();
      return { data: { channel } };
    },
  );
}
