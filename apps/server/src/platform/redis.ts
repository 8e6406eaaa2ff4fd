import { Redis, type RedisOptions } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/** A command that gets no answer within this long fails, so that callers can fall back instead of hanging. */
const COMMAND_TIMEOUT_MS = 1000;

/**
 * A Redis connection for work that has a fallback in the process (rate limits, presence, publishing): a command sent
 * while Redis is away fails at once instead of queueing (no offline queue), and a silent Redis fails after
 * COMMAND_TIMEOUT_MS. ioredis reconnects by itself (every 2 s at most); `isReady` says whether to try Redis at all.
 * The log gets one line when Redis goes away and one when it is back, not one per reconnect attempt.
 */
export function createRedis(
  url: string,
  options: { name: string; log: FastifyBaseLogger; redis?: RedisOptions },
): Redis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    ...options.redis,
  });
  watchRedis(client, options.name, options.log);
  return client;
}

/**
 * Logs when a connection is lost (its first failed attempt) and when it is back; without an error listener ioredis
 * prints every attempt.
 */
export function watchRedis(client: Redis, name: string, log: FastifyBaseLogger): void {
  let isDown = false;
  client.on('error', (err: Error) => {
    if (isDown) return;
    isDown = true;
    log.warn({ err: { message: err.message, code: (err as { code?: string }).code } }, `redis (${name}) unavailable`);
  });
  client.on('ready', () => {
    if (!isDown) return;
    isDown = false;
    log.info(`redis (${name}) is back`);
  });
}

/** Whether commands can be sent now (connected, ready check passed). */
export const isRedisReady = (client: Redis | undefined): client is Redis => client?.status === 'ready';

/** Resolves or rejects within `ms`; the slower promise is left to settle on its own. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * ioredis re-sends a subscriber's subscriptions by itself when it reconnects, and leaves those calls' answers
 * unhandled: a connection closed (or lost again) before Redis answers would become unhandled rejections, which stop
 * Node. Failures are logged here instead; the next reconnect subscribes again.
 */
export function handleResubscribeFailures(client: Redis, name: string, log: FastifyBaseLogger): void {
  for (const method of ['subscribe', 'psubscribe', 'ssubscribe'] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<typeof method, typeof original>)[method] = (...args) => {
      const answer = original(...args);
      answer.catch((err: Error) => log.warn({ err: { message: err.message } }, `redis (${name}) ${method} failed`));
      return answer;
    };
  }
}
