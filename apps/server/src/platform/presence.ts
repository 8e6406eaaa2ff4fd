import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { isRedisReady } from './redis.ts';
import { secondsInDay } from 'date-fns/constants';

export type PresenceListener = (userId: string, isOnline: boolean) => void | Promise<void>;

export type Presence = {
  /** A socket of this user connected on this process. */
  connected(userId: string): Promise<void>;
  /** A socket of this user closed on this process. */
  disconnected(userId: string): Promise<void>;
  /** Which of these users have at least one socket open on any process. */
  onlineAmong(userIds: string[]): Promise<Set<string>>;
  /** Called once per real change (came online; went offline after the grace period), on one process only. */
  onChange(listener: PresenceListener): void;
  close(): Promise<void>;
};

/** How long a process's claim that a user is connected lasts without a heartbeat (a crashed process stops beating). */
const CLAIM_TTL_MS = 30_000;
const HEARTBEAT_MS = 10_000;
/** The last state announced for a user: dedupes announcements across tabs and processes. */
const STATE_TTL_S = secondsInDay;
const PREFIX = 'ito:presence:';

/**
 * The shared part of presence: which processes hold a socket of a user, and the state last announced.
 * In memory it is this process alone; with Redis every process shares it.
 */
type PresenceStore = {
  /** Claims (or renews) that this process holds sockets of these users. */
  claim(userIds: string[]): Promise<void>;
  release(userId: string): Promise<void>;
  onlineAmong(userIds: string[]): Promise<Set<string>>;
  /** Records 'online' and answers whether that is news. */
  markOnline(userId: string): Promise<boolean>;
  /** Records 'offline' only if no process holds a socket of the user, atomically; answers whether that is news. */
  markOfflineIfGone(userId: string): Promise<boolean>;
};

function memoryStore(): PresenceStore {
  const claimed = new Set<string>();
  const announcedOnline = new Set<string>();
  return {
    async claim(userIds) {
      userIds.forEach((id) => claimed.add(id));
    },
    async release(userId) {
      claimed.delete(userId);
    },
    async onlineAmong(userIds) {
      return new Set(userIds.filter((id) => claimed.has(id)));
    },
    async markOnline(userId) {
      if (announcedOnline.has(userId)) return false;
      announcedOnline.add(userId);
      return true;
    },
    async markOfflineIfGone(userId) {
      if (claimed.has(userId)) return false;
      return announcedOnline.delete(userId);
    },
  };
}

// KEYS[1] claims (zset process -> expiry ms), KEYS[2] state; ARGV[1] now ms, ARGV[2] state ttl s.
const MARK_OFFLINE_IF_GONE = `
if redis.call('ZCOUNT', KEYS[1], ARGV[1], '+inf') > 0 then return 0 end
local previous = redis.call('GET', KEYS[2])
redis.call('SET', KEYS[2], 'offline', 'EX', ARGV[2])
if previous == 'offline' then return 0 end
return 1`;

/**
 * Redis: per user a sorted set of the processes holding a socket, scored by when the claim expires. A live process
 * renews its claims every HEARTBEAT_MS; a crashed one's lapse after CLAIM_TTL_MS, so nobody stays online forever.
 */
function redisStore(redis: Redis, processId: string): PresenceStore {
  const claimsKey = (userId: string) => `${PREFIX}claims:${userId}`;
  const stateKey = (userId: string) => `${PREFIX}state:${userId}`;
  redis.defineCommand('itoMarkOfflineIfGone', { numberOfKeys: 2, lua: MARK_OFFLINE_IF_GONE });
  const markOffline = (userId: string, now: number): Promise<number> =>
    (
      redis as unknown as {
        itoMarkOfflineIfGone(a: string, b: string, now: number, ttl: number): Promise<number>;
      }
    ).itoMarkOfflineIfGone(claimsKey(userId), stateKey(userId), now, STATE_TTL_S);

  return {
    async claim(userIds) {
      if (userIds.length === 0) return;
      const expiresAt = Date.now() + CLAIM_TTL_MS;
      const pipeline = redis.pipeline();
      for (const id of userIds) {
        pipeline.zadd(claimsKey(id), expiresAt, processId);
        // Lapsed claims of crashed processes are dropped here; the key itself goes when every claim has lapsed.
        pipeline.zremrangebyscore(claimsKey(id), '-inf', Date.now());
        pipeline.pexpire(claimsKey(id), CLAIM_TTL_MS);
      }
      await pipeline.exec();
    },
    async release(userId) {
      await redis.zrem(claimsKey(userId), processId);
    },
    async onlineAmong(userIds) {
      if (userIds.length === 0) return new Set();
      const now = Date.now();
      const pipeline = redis.pipeline();
      userIds.forEach((id) => pipeline.zcount(claimsKey(id), now, '+inf'));
      const results = (await pipeline.exec()) ?? [];
      return new Set(userIds.filter((_, i) => Number(results[i]?.[1] ?? 0) > 0));
    },
    async markOnline(userId) {
      const previous = await redis.set(stateKey(userId), 'online', 'EX', STATE_TTL_S, 'GET');
      return previous !== 'online';
    },
    async markOfflineIfGone(userId) {
      return (await markOffline(userId, Date.now())) === 1;
    },
  };
}

/**
 * Redis while it answers, this process while it does not. The process's own view is always kept current, so that
 * an outage answers "who is connected here" at once; when Redis is back, `createPresence` claims its users again.
 */
function failoverStore(redis: Redis, shared: PresenceStore, local: PresenceStore): PresenceStore {
  const either =
    <A extends unknown[], T>(work: (store: PresenceStore, ...args: A) => Promise<T>) =>
    async (...args: A): Promise<T> => {
      const fallback = await work(local, ...args);
      if (!isRedisReady(redis)) return fallback;
      try {
        return await work(shared, ...args);
      } catch {
        // The outage itself is logged once by `watchRedis`.
        return fallback;
      }
    };
  return {
    claim: either((store, userIds: string[]) => store.claim(userIds)),
    release: either((store, userId: string) => store.release(userId)),
    onlineAmong: either((store, userIds: string[]) => store.onlineAmong(userIds)),
    markOnline: either((store, userId: string) => store.markOnline(userId)),
    markOfflineIfGone: either((store, userId: string) => store.markOfflineIfGone(userId)),
  };
}

/**
 * Presence: a user is online while at least one of their sockets is open on any process, and offline once the last
 * one has been closed for `graceMs` (a reload or a flaky network is not "offline"). Each change is announced once,
 * to the `onChange` listeners of the process that saw it. Without Redis (or while it is away) this process alone.
 */
export function createPresence(options: { redis?: Redis; graceMs: number; log: FastifyBaseLogger }): Presence {
  const redis = options.redis;
  const store = redis ? failoverStore(redis, redisStore(redis, randomUUID()), memoryStore()) : memoryStore();
  const sockets = new Map<string, number>();
  const graceTimers = new Map<string, NodeJS.Timeout>();
  const listeners: PresenceListener[] = [];
  let isClosed = false;

  const announce = async (userId: string, isOnline: boolean) => {
    for (const listener of listeners) {
      try {
        await listener(userId, isOnline);
      } catch (err) {
        options.log.error({ err, userId }, 'presence listener failed');
      }
    }
  };
  const guard = (what: string, work: () => Promise<void>) =>
    work().catch((err) => options.log.error({ err }, `presence: ${what} failed`));

  // A user whose last socket closed is still online until the grace period ends, so their claim is kept and renewed.
  const held = () => [...new Set([...sockets.keys(), ...graceTimers.keys()])];
  const heartbeat = setInterval(() => {
    void guard('heartbeat', () => store.claim(held()));
  }, HEARTBEAT_MS);
  heartbeat.unref();
  // Claims made during an outage went to this process only: renew them in Redis as soon as it is back.
  redis?.on('ready', () => void guard('reclaim', () => store.claim(held())));

  const settle = async (userId: string) => {
    graceTimers.delete(userId);
    if (isClosed || sockets.has(userId)) return;
    await store.release(userId);
    // A socket that opened while the claim was released claimed again, so the check below finds it.
    if (await store.markOfflineIfGone(userId)) await announce(userId, false);
  };

  return {
    async connected(userId) {
      const count = (sockets.get(userId) ?? 0) + 1;
      sockets.set(userId, count);
      clearTimeout(graceTimers.get(userId));
      graceTimers.delete(userId);
      if (count > 1) return;
      await guard('connect', async () => {
        await store.claim([userId]);
        if (await store.markOnline(userId)) await announce(userId, true);
      });
    },
    async disconnected(userId) {
      if (isClosed) return;
      const count = (sockets.get(userId) ?? 0) - 1;
      if (count > 0) {
        sockets.set(userId, count);
        return;
      }
      sockets.delete(userId);
      // The claim stays until the grace period ends: a reload is not offline, neither in events nor in answers
      // (`onlineAmong`), so that nobody is answered "offline" about a user whose coming back is never announced.
      clearTimeout(graceTimers.get(userId));
      const timer = setTimeout(() => void guard('grace', () => settle(userId)), options.graceMs);
      timer.unref();
      graceTimers.set(userId, timer);
    },
    onlineAmong: (userIds) => store.onlineAmong([...new Set(userIds)]),
    onChange(listener) {
      listeners.push(listener);
    },
    async close() {
      isClosed = true;
      clearInterval(heartbeat);
      const users = held();
      graceTimers.forEach((timer) => clearTimeout(timer));
      graceTimers.clear();
      // Another process takes the users over when their clients reconnect; until then their claims lapse.
      await guard('close', async () => {
        await Promise.all(users.map((id) => store.release(id)));
      });
      sockets.clear();
    },
  };
}
