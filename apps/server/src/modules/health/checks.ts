import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { TDependencyHealth, THealthResponse } from '@ito/contracts/health/health';
import { isRedisReady, withTimeout } from '../../platform/redis.ts';
import type { Uses } from '../../platform/deps.ts';

/** Probes wait this long at most: the health check answers fast even when a dependency hangs. */
const DATABASE_TIMEOUT_MS = 1000;
const REDIS_TIMEOUT_MS = 500;

type Deps = Uses<'db' | 'jobs'> & { redis: Redis | null };

/** The first error code along the cause chain (Drizzle wraps the driver's error). */
function errorCode(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** Times one probe; a failure is reported by its code or as a timeout, never by its message (it may name hosts). */
async function probe(work: () => Promise<unknown>, timeoutMs: number): Promise<TDependencyHealth> {
  const started = performance.now();
  try {
    await withTimeout(work(), timeoutMs, 'probe');
    return { status: 'ok', latency_ms: Math.round((performance.now() - started) * 10) / 10 };
  } catch (err) {
    const latency = Math.round(performance.now() - started);
    const code = errorCode(err);
    const error = code ?? (latency >= timeoutMs ? `no answer within ${timeoutMs} ms` : 'error');
    return { status: 'down', latency_ms: latency, error };
  }
}

/**
 * Readiness: one `select 1` and one Redis PING in parallel, with short timeouts; the job queue's state is read from
 * memory (it lives in the database, so it is down with it). Only the database makes the answer `unavailable`.
 */
export async function checkHealth(deps: Deps): Promise<THealthResponse['data']> {
  const { redis } = deps;
  const [database, redisHealth] = await Promise.all([
    probe(() => deps.db.execute(sql`select 1`), DATABASE_TIMEOUT_MS),
    redis
      ? isRedisReady(redis)
        ? probe(() => redis.ping(), REDIS_TIMEOUT_MS)
        : Promise.resolve<TDependencyHealth>({ status: 'down', latency_ms: null, error: 'not connected' })
      : undefined,
  ]);
  const queue = deps.jobs.health();
  const job_queue: TDependencyHealth =
    database.status === 'down'
      ? { status: 'down', latency_ms: null, error: 'database unreachable' }
      : { status: queue.status, latency_ms: null, ...(queue.error ? { error: queue.error } : {}) };
  const dependencies = { database, ...(redisHealth ? { redis: redisHealth } : {}), job_queue };
  const status =
    database.status === 'down'
      ? 'unavailable'
      : Object.values(dependencies).some((d) => d.status === 'down')
        ? 'degraded'
        : 'ok';
  return { status, uptime_s: Math.round(process.uptime()), dependencies };
}
