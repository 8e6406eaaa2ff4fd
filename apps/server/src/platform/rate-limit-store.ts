import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { isRedisReady } from './redis.ts';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];
type Store = FastifyRateLimitStore & { read?(key: string, cb: Callback, timeWindow: number, max: number): void };

// The plugin's own stores (plain CommonJS, untyped paths): the same counting rules in Redis and in the process.
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store;
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;

/** Counts in Redis while it answers and in this process while it does not; one per route (`child`). */
class FailoverStore implements FastifyRateLimitStore {
  private readonly redis: Redis;
  private readonly shared: Store;
  private readonly local: Store;

  constructor(redis: Redis, shared: Store, local: Store) {
    this.redis = redis;
    this.shared = shared;
    this.local = local;
  }

  incr(key: string, cb: Callback, timeWindow: number, max: number): void {
    this.pick('incr', key, cb, timeWindow, max);
  }

  read(key: string, cb: Callback, timeWindow: number, max: number): void {
    this.pick('read', key, cb, timeWindow, max);
  }

  child(routeOptions: ChildOptions): FastifyRateLimitStore {
    return new FailoverStore(
      this.redis,
      this.shared.child(routeOptions) as Store,
      this.local.child(routeOptions) as Store,
    );
  }

  private pick(method: 'incr' | 'read', key: string, cb: Callback, timeWindow: number, max: number): void {
    const local = () => this.local[method]!(key, cb, timeWindow, max);
    if (!isRedisReady(this.redis)) return local();
    this.shared[method]!(key, (err, result) => (err ? local() : cb(null, result)), timeWindow, max);
  }
}

/**
 * The `store` option of `@fastify/rate-limit`: counts are shared through Redis, and while Redis is unreachable each
 * process counts on its own (the limits still hold per process) until Redis answers again. Counting resumes in Redis
 * where Redis left off: requests counted locally during the outage are not copied back (decision 025).
 */
export function failoverRateLimitStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      return new FailoverStore(
        redis,
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
