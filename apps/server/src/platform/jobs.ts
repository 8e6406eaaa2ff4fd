import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite, type Db as BossDb, type Job } from 'pg-boss';
import type pg from 'pg';
import type { Database, Db } from './db.ts';

/**
 * The durable job queue (decision 017: wake-ups go through pg-boss). pg-boss 12 runs on both databases we support:
 * PGlite through its `fromPglite` adapter (`backend: 'pglite'`), PostgreSQL through the app's own pool. A job is
 * sent inside the caller's transaction (`sendInTx`), so it exists exactly when the state that asked for it commits.
 *
 * Installing pg-boss's schema is lazy (`ready()`), so test files and processes that never queue a job do not pay for
 * it. Workers are separate (`startWorkers()`): the server starts them after listening; tests call `drain()` to run
 * every due job on the spot.
 */

export type JobHandler<T> = (data: T) => Promise<void>;

export type Jobs = {
  /** Installs or migrates pg-boss's schema and creates the queues; idempotent. Never call it inside a transaction. */
  ready(): Promise<void>;
  /**
   * Queues a job inside `tx` (a Drizzle transaction): it commits or rolls back with the caller's writes. A job sent
   * with an `id` (a UUID) that the queue already holds is skipped, so two writers can ask for the same job once.
   */
  sendInTx<T extends object>(tx: Db, queue: string, data: T, startAfter?: Date, id?: string): Promise<void>;
  /** Queues many jobs at once outside any transaction (recovery sweeps, benchmarks). */
  sendMany<T extends object>(queue: string, items: { data: T; startAfter?: Date }[]): Promise<void>;
  /** The function that runs a queue's jobs; register before `startWorkers` or `drain`. */
  handle<T>(queue: string, handler: JobHandler<T>): void;
  /** Polls every handled queue in the background until `stop()`. */
  startWorkers(options?: { pollingSeconds?: number; batchSize?: number; concurrency?: number }): Promise<void>;
  /** Runs every job that is due now, batch after batch, until none is left; answers how many ran. */
  drain(queue: string, options?: { batchSize?: number; concurrency?: number }): Promise<number>;
  /** Runs `task` now and then every `everyMs` (after the previous run ends) until `stop()`; errors go to the log. */
  repeat(name: string, everyMs: number, task: () => Promise<unknown>): void;
  /** Down when pg-boss reported an error within the last minute; no I/O (the health check). */
  health(): { status: 'ok' | 'down'; error?: string };
  /** Jobs of a queue in the created/retry/active states (for tests and the bench). */
  pending(queue: string): Promise<number>;
  stop(): Promise<void>;
};

type JobsOptions = {
  database: Database;
  log: { error(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };
  /** The queues to create: each module names its own (its manifest's `queues`; `apps/server/src/modules.ts`). */
  queues: readonly string[];
  /** Seconds a job may stay active before pg-boss hands it out again (a worker that died mid-job). */
  expireInSeconds?: number;
};

export function createJobs({ database, log, queues, expireInSeconds = 120 }: JobsOptions): Jobs {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  const db: BossDb =
    database.kind === 'pglite'
      ? fromPglite(client as PGlite)
      : {
          // A multi-statement text (pg-boss's migrations, locked blocks) answers one result per statement.
          async executeSql(text, values) {
            const result: unknown = await (client as pg.Pool).query(text, values as unknown[]);
            if (!Array.isArray(result)) return result as { rows: unknown[] };
            return { rows: (result as { rows?: unknown[] }[]).flatMap((r) => r.rows ?? []) };
          },
        };
  const boss = new PgBoss({
    db,
    backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
    // One process owns maintenance on PGlite; on PostgreSQL every instance may supervise (pg-boss elects).
    supervise: true,
    schedule: false,
  });
  let lastError: { at: number; code: string } | null = null;
  boss.on('error', (err) => {
    // A code, not the message: the health answer is public and a message may name hosts.
    lastError = { at: Date.now(), code: (err as { code?: string }).code ?? 'error' };
    log.error({ err }, 'job queue error');
  });
  const handlers = new Map<string, JobHandler<unknown>>();
  let starting: Promise<void> | null = null;
  let isStopped = false;
  const timers = new Set<NodeJS.Timeout>();

  const ready = () => {
    starting ??= (async () => {
      await boss.start();
      for (const queue of queues) {
        await boss.createQueue(queue, { expireInSeconds, retryLimit: 5, retryDelay: 5, retryBackoff: true });
        // Warm the queue cache now: a cache miss inside a PGlite transaction would wait on that transaction.
        await boss.getQueue(queue);
      }
    })();
    return starting;
  };

  const runBatch = async (queue: string, jobs: Job<unknown>[]) => {
    const handler = handlers.get(queue);
    if (!handler) throw new Error(`no handler for queue ${queue}`);
    for (const job of jobs) await handler(job.data);
  };

  return {
    ready,
    async sendInTx(tx, queue, data, startAfter, id) {
      await boss.send(queue, data, { startAfter, id, db: fromDrizzle(tx as never, sql) });
    },
    async sendMany(queue, items) {
      await ready();
      for (let i = 0; i < items.length; i += 1000) {
        await boss.insert(
          queue,
          items.slice(i, i + 1000).map((item) => ({ data: item.data, startAfter: item.startAfter })),
        );
      }
    },
    handle(queue, handler) {
      handlers.set(queue, handler as JobHandler<unknown>);
    },
    async startWorkers({ pollingSeconds = 1, batchSize = 50, concurrency = 1 } = {}) {
      await ready();
      for (const queue of handlers.keys()) {
        await boss.work(
          queue,
          { pollingIntervalSeconds: pollingSeconds, batchSize, localConcurrency: concurrency },
          (jobs) => runBatch(queue, jobs),
        );
      }
    },
    async drain(queue, { batchSize = 100, concurrency = 1 } = {}) {
      await ready();
      let ran = 0;
      for (;;) {
        const batch = await boss.fetch(queue, { batchSize });
        if (batch.length === 0) return ran;
        const done: string[] = [];
        const failures: { id: string; err: unknown }[] = [];
        let next = 0;
        // `concurrency` lanes over the batch (PostgreSQL's pool can use them; PGlite runs one statement at a time).
        const lane = async () => {
          while (failures.length === 0 && next < batch.length) {
            const job = batch[next++]!;
            try {
              await runBatch(queue, [job]);
              done.push(job.id);
            } catch (err) {
              failures.push({ id: job.id, err });
            }
          }
        };
        await Promise.all(Array.from({ length: Math.max(1, concurrency) }, lane));
        // Jobs not reached are left active and come back after their expiry: their handler is idempotent anyway.
        if (done.length > 0) await boss.complete(queue, done);
        ran += done.length;
        const [failure] = failures;
        if (failure) {
          const message = failure.err instanceof Error ? failure.err.message : String(failure.err);
          await boss.fail(
            queue,
            failures.map((f) => f.id),
            { message },
          );
          throw failure.err;
        }
      }
    },
    repeat(name, everyMs, task) {
      const tick = async () => {
        if (isStopped) return;
        try {
          await task();
        } catch (err) {
          log.error({ err }, `${name} failed`);
        }
        if (isStopped) return;
        const timer = setTimeout(() => {
          timers.delete(timer);
          void tick();
        }, everyMs);
        timer.unref();
        timers.add(timer);
      };
      void tick();
    },
    health() {
      if (lastError && Date.now() - lastError.at < 60_000) return { status: 'down', error: lastError.code };
      return { status: 'ok' };
    },
    async pending(queue) {
      await ready();
      const { rows } = await db.executeSql(
        `select count(*)::int as n from pgboss.job where name = $1 and state in ('created', 'retry', 'active')`,
        [queue],
      );
      return Number(rows[0]?.n ?? 0);
    },
    async stop() {
      if (isStopped) return;
      isStopped = true;
      for (const timer of timers) clearTimeout(timer);
      if (!starting) return;
      await starting.catch(() => undefined);
      await boss.stop({ graceful: true, timeout: 10_000, close: false });
    },
  };
}
