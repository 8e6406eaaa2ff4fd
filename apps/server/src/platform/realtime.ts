import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { GUEST_EVENT, USER_EVENT, guestChannel, userChannel } from '@ito/contracts/realtime/events';
import { ZGuestKey } from '@ito/contracts/auth/fields';
import type { Db } from './db.ts';
import { liveSessionIds, resolveToken } from './auth.ts';
import { createPresence, type Presence } from './presence.ts';
import { createRedis, handleResubscribeFailures, watchRedis } from './redis.ts';

export type Target = { userId: string } | { guestKey: string };

export type Realtime = {
  io: Server;
  /** Sends `{component, data}` to a user's private channel (NewEvent) or a guest channel (GuestEvent). */
  publish(target: Target, component: string, data: unknown): void;
  /** The same NewEvent to several users at once: encoded once, one broadcast (a chat room's fan-out). */
  publishToUsers(userIds: string[], component: string, data: unknown): void;
  /**
   * Disconnects every socket opened with one of these sessions, on every process. Call it once the revocation has
   * committed: a socket that connects meanwhile re-checks its session after joining (see `connection` below).
   */
  endSessions(sessionIds: string[]): void;
  /** Who is online across every process; modules subscribe to changes with `presence.onChange`. */
  presence: Presence;
  close(): Promise<void>;
};

/** Internal room of the sockets opened with one session (never announced to the client). */
const sessionRoom = (sessionId: string) => `session-${sessionId}`;
type SocketData = { sessionId?: string };

/**
 * Socket.IO on the app's HTTP server. The server authorises channels itself at connection time: a valid bearer
 * token joins `user-{id}` (and the internal `session-{id}`), a well-formed session key joins `guest-{key}`. With
 * REDIS_URL, events fan out across every process through the Redis adapter; while Redis is away, each process still
 * delivers to its own sockets (decision 025).
 */
export async function createRealtime(options: {
  server: HttpServer;
  db: Db;
  redisUrl?: string;
  /** PRESENCE_GRACE_MS. */
  presenceGraceMs: number;
  log: FastifyBaseLogger;
  /** The app's clock: sessions age by it (`resolveToken`). */
  now: () => Date;
}): Promise<Realtime> {
  const io = new Server(options.server, { path: '/socket.io', serveClient: false, cors: { origin: false } });
  /** Disconnects this process's sockets whose session has ended since they connected. */
  const endRevokedSockets = async () => {
    const bySession = new Map<string, Socket[]>();
    for (const socket of io.sockets.sockets.values()) {
      const id = (socket.data as SocketData).sessionId;
      if (id) bySession.set(id, [...(bySession.get(id) ?? []), socket]);
    }
    const ids = [...bySession.keys()];
    for (let i = 0; i < ids.length; i += 1000) {
      const chunk = ids.slice(i, i + 1000);
      const live = await liveSessionIds(options.db, chunk, options.now());
      for (const id of chunk) if (!live.has(id)) bySession.get(id)!.forEach((socket) => socket.disconnect(true));
    }
  };
  const redisClients: Redis[] = [];
  let publisher: Redis | undefined;
  if (options.redisUrl) {
    publisher = createRedis(options.redisUrl, {
      name: 'realtime publisher',
      log: options.log,
      redis: { lazyConnect: true },
    });
    // The subscriber keeps ioredis's defaults: it only (re)subscribes, which ioredis redoes itself on reconnect.
    const sub = new Redis(options.redisUrl, { lazyConnect: true });
    watchRedis(sub, 'realtime subscriber', options.log);
    handleResubscribeFailures(sub, 'realtime subscriber', options.log);
    await Promise.all([publisher.connect(), sub.connect()]);
    ignoreFailedPublishes(publisher);
    io.adapter(createAdapter(publisher, sub));
    redisClients.push(publisher, sub);
    // Revocations published while Redis was away never reached this process: check its sockets once it is back.
    for (const client of redisClients)
      client.on(
        'ready',
        () => void endRevokedSockets().catch((err) => options.log.error({ err }, 'realtime re-check failed')),
      );
  }
  const presence = createPresence({ redis: publisher, graceMs: options.presenceGraceMs, log: options.log });

  io.on('connection', async (socket) => {
    const auth = (socket.handshake.auth ?? {}) as { token?: unknown; sessionKey?: unknown };
    const channels: string[] = [];
    let caller: { userId: string; sessionId: string } | undefined;
    try {
      if (typeof auth.token === 'string' && auth.token.length >= 16 && auth.token.length <= 200) {
        const resolved = await resolveToken(options.db, auth.token, options.now());
        if (resolved) {
          caller = { userId: resolved.user.id, sessionId: resolved.session.id };
          channels.push(userChannel(caller.userId));
        }
      }
      const key = ZGuestKey.safeParse(auth.sessionKey);
      if (key.success) channels.push(guestChannel(key.data));
    } catch (err) {
      options.log.error({ err }, 'realtime authorisation failed');
    }
    // The client may have gone while its token was looked up: then it never counted as connected.
    if (!socket.connected) return;
    if (!caller) {
      await socket.join(channels);
      socket.emit('subscribed', { channels });
      return;
    }
    (socket.data as SocketData).sessionId = caller.sessionId;
    await socket.join([...channels, sessionRoom(caller.sessionId)]);
    // A session revoked between the lookup and the join had its sockets disconnected before this one was in the
    // room. Now that it is, a revocation either shows here or reaches it through `endSessions`.
    let isLive = false;
    try {
      isLive = (await liveSessionIds(options.db, [caller.sessionId], options.now())).has(caller.sessionId);
    } catch (err) {
      options.log.error({ err }, 'realtime session re-check failed');
    }
    if (!isLive) {
      socket.disconnect(true);
      return;
    }
    if (!socket.connected) return;
    const { userId } = caller;
    socket.once('disconnect', () => void presence.disconnected(userId));
    void presence.connected(userId);
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
    endSessions(sessionIds) {
      if (sessionIds.length === 0) return;
      const rooms = sessionIds.map(sessionRoom);
      // This process at once, whatever Redis's state; with the adapter, every process through Redis (the adapter
      // hands a disconnect to Redis only, so this one hears it again and finds nothing left).
      io.local.in(rooms).disconnectSockets(true);
      if (publisher) io.in(rooms).disconnectSockets(true);
    },
    presence,
    async close() {
      await presence.close();
      // Not io.close(): that also closes the HTTP server and waits for idle keep-alive connections, which Fastify
      // closes itself after in-flight requests finish.
      io.local.disconnectSockets(true);
      io.engine.close();
      // A publisher without an offline queue refuses QUIT while Redis is away: then it must stop reconnecting at once.
      await Promise.all(redisClients.map((c) => c.quit().catch(() => c.disconnect())));
    },
  };
}

/**
 * The Redis adapter publishes without handling the answer: while Redis is away each publish would become an unhandled
 * rejection (which stops Node). This process's sockets got the event already; the other processes miss it, and the
 * outage is logged once by `watchRedis`.
 */
function ignoreFailedPublishes(client: Redis): void {
  const publish = client.publish.bind(client) as (...args: unknown[]) => Promise<number>;
  (client as unknown as { publish: typeof publish }).publish = (...args) => {
    const sent = publish(...args);
    sent.catch(() => undefined);
    return sent;
  };
}
