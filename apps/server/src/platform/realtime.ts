import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { GUEST_EVENT, USER_EVENT, guestChannel, userChannel } from '@ito/contracts/realtime/events';
import { ZGuestKey } from '@ito/contracts/auth/fields';
import type { Db } from './db.ts';
import { resolveToken } from './auth.ts';
import { createPresence, type Presence } from './presence.ts';

export type Target = { userId: string } | { guestKey: string };

export type Realtime = {
  io: Server;
  /** Sends `{component, data}` to a user's private channel (NewEvent) or a guest channel (GuestEvent). */
  publish(target: Target, component: string, data: unknown): void;
  /** The same NewEvent to several users at once: encoded once, one broadcast (a chat room's fan-out). */
  publishToUsers(userIds: string[], component: string, data: unknown): void;
  /** Who is online across every process; modules subscribe to changes with `presence.onChange`. */
  presence: Presence;
  close(): Promise<void>;
};

/**
 * Socket.IO on the app's HTTP server. The server authorises channels itself at connection time: a valid bearer
 * token joins `user-{id}`, a well-formed session key joins `guest-{key}`. With REDIS_URL, events fan out across
 * every process through the Redis adapter.
 */
export async function createRealtime(options: {
  server: HttpServer;
  db: Db;
  redisUrl?: string;
  /** PRESENCE_GRACE_MS. */
  presenceGraceMs: number;
  log: FastifyBaseLogger;
}): Promise<Realtime> {
  const io = new Server(options.server, { path: '/socket.io', serveClient: false, cors: { origin: false } });
  const redisClients: Redis[] = [];
  if (options.redisUrl) {
    const pub = new Redis(options.redisUrl, { lazyConnect: true });
    const sub = pub.duplicate();
    pub.on('error', (err) => options.log.error({ err }, 'redis publisher error'));
    sub.on('error', (err) => options.log.error({ err }, 'redis subscriber error'));
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    redisClients.push(pub, sub);
  }
  const presence = createPresence({ redis: redisClients[0], graceMs: options.presenceGraceMs, log: options.log });

  io.on('connection', async (socket) => {
    const auth = (socket.handshake.auth ?? {}) as { token?: unknown; sessionKey?: unknown };
    const channels: string[] = [];
    let userId: string | undefined;
    try {
      if (typeof auth.token === 'string' && auth.token.length >= 16 && auth.token.length <= 200) {
        const caller = await resolveToken(options.db, auth.token);
        if (caller) {
          userId = caller.user.id;
          channels.push(userChannel(userId));
        }
      }
      const key = ZGuestKey.safeParse(auth.sessionKey);
      if (key.success) channels.push(guestChannel(key.data));
    } catch (err) {
      options.log.error({ err }, 'realtime authorisation failed');
    }
    // The client may have gone while its token was looked up: then it never counted as connected.
    if (!socket.connected) return;
    if (userId) {
      const id = userId;
      socket.once('disconnect', () => void presence.disconnected(id));
      void presence.connected(id);
    }
    await socket.join(channels);
    socket.emit('subscribed', { channels });
  });

  return {
    io,
    publish(target, component, data) {
      if ('userId' in target) io.to(userChannel(target.userId)).emit(USER_EVENT, { component, data });
      else io.to(guestChannel(target.guestKey)).emit(GUEST_EVENT, { component, data });
    },
    publishToUsers(userIds, component, data) {
      if (userIds.length > 0) io.to(userIds.map(userChannel)).emit(USER_EVENT, { component, data });
    },
    presence,
    async close() {
      await presence.close();
      // Not io.close(): that also closes the HTTP server and waits for idle keep-alive connections, which Fastify
      // closes itself after in-flight requests finish.
      io.local.disconnectSockets(true);
      io.engine.close();
      await Promise.all(redisClients.map((c) => c.quit().catch(() => undefined)));
    },
  };
}
