import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import pino from 'pino';
import { hasRedisServer, startRedis, type RedisServer } from '../test/redis-server.ts';
import { handleResubscribeFailures } from './redis.ts';

const PORT = 3405;

/** Collects the process's unhandled rejections while `work` runs and a little after. */
async function unhandledDuring(work: () => Promise<void>): Promise<unknown[]> {
  const seen: unknown[] = [];
  const listener = (reason: unknown) => seen.push(reason);
  process.on('unhandledRejection', listener);
  try {
    await work();
    await new Promise((resolve) => setTimeout(resolve, 200));
  } finally {
    process.off('unhandledRejection', listener);
  }
  return seen;
}

describe.skipIf(!hasRedisServer())(
  'a subscriber closed while it re-subscribes (needs redis-server on the PATH)',
  () => {
    let redis: RedisServer | undefined;
    afterAll(async () => {
      await redis?.stop();
    });

    it('leaves no unhandled rejection behind when closed before Redis answers the re-subscription', async () => {
      redis = await startRedis(PORT);
      // No ready check: "ready" comes as soon as the socket connects, so a server that never answers can stand in.
      const sub = new Redis(redis.url, { lazyConnect: true, retryStrategy: () => 50, enableReadyCheck: false });
      sub.on('error', () => undefined);
      handleResubscribeFailures(sub, 'test subscriber', pino({ level: 'silent' }));
      await sub.connect();
      await sub.subscribe('one');
      await sub.psubscribe('two*');

      await redis.stop();
      redis = undefined;
      // Redis "comes back" as a server that answers the connection's CLIENT SETINFO handshake and nothing else: the
      // re-sent subscriptions stay unanswered.
      const silent = net.createServer((socket) =>
        socket.on('data', (chunk) => {
          for (const _ of chunk.toString().matchAll(/\r\nCLIENT\r\n/gi)) socket.write('+OK\r\n');
        }),
      );
      await new Promise<void>((resolve) => silent.listen(PORT, '127.0.0.1', resolve));
      try {
        const seen = await unhandledDuring(async () => {
          await new Promise<void>((resolve) =>
            sub.once('ready', () => {
              setTimeout(() => {
                sub.disconnect();
                resolve();
              }, 50);
            }),
          );
        });
        expect(seen).toEqual([]);
      } finally {
        silent.close();
      }
    });
  },
);
