import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { advance, compileGraph, createRun } from '@ito/protocol/engine';
import { users } from '../apps/server/src/db/schema/auth.ts';
import { protocolRuns } from '../apps/server/src/db/schema/protocols.ts';
import { createClock } from '../apps/server/src/platform/clock.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openDatabase, type Database, type DatabaseOptions } from '../apps/server/src/platform/db.ts';
import { createJobs } from '../apps/server/src/platform/jobs.ts';
import { WAKE_QUEUE, RUN_QUEUES } from '../apps/server/src/modules/protocols/runs/queues.ts';
import type { Realtime } from '../apps/server/src/platform/realtime.ts';
import { ITEMS, publishedProtocol, step } from '../apps/server/src/test/run-fixture.ts';
import { registerWakeHandler } from '../apps/server/src/modules/protocols/runs/wake-worker.ts';
import { createThrowawayDatabase } from './postgres.ts';
import { errorRow, type BenchRow } from './report.ts';

/**
 * `runs` followers whose wait ends at the same moment, drained by the wake-up worker (pg-boss) on one
 * database. Each job re-reads its run, advances it past the wait (a nudge, then an assessment task) and writes the new
 * state, the task, the ledger keys and the run events in one transaction. No budget in DESIGN section 12: the row
 * reports the time (INFO).
 */
const NODES = [
  step('start', 'population', null),
  step('pause', 'wait', 'start', { waitMinutes: 0 }),
  step('nudge', 'nudge', 'pause', { selectedItemName: ITEMS.nudge.name, selectedItemId: ITEMS.nudge.id }),
  step('check', 'assessment', 'nudge', { selectedItemName: ITEMS.check.name, selectedItemId: ITEMS.check.id }),
  step('done', 'finish', 'check'),
];

const noRealtime = { publish: () => undefined } as unknown as Realtime;

/** Followers, a protocol and `runs` runs waiting at `pause`, each with its wake-up job due now. */
async function seedDueRuns(database: Database, runs: number): Promise<void> {
  const { db } = database;
  const [owner] = await db
    .insert(users)
    .values({ full_name: 'Bench coach', email: `coach-${Date.now()}@bench.test`, referral_code: `BW${Date.now()}` })
    .returning();
  const protocol = await publishedProtocol(db, { ownerId: owner!.id, nodes: NODES });
  const graph = compileGraph(NODES);
  const now = new Date().toISOString();
  const jobs: { runId: string; nodeId: string; iteration: number }[] = [];
  for (let i = 0; i < runs; i += 1000) {
    const count = Math.min(1000, runs - i);
    const followers = await db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, k) => ({
          full_name: `F${i + k}`,
          referral_code: `BWF${Date.now()}${i + k}`,
        })),
      )
      .returning({ id: users.id });
    const rows = followers.map((f) => {
      const id = crypto.randomUUID();
      const started = advance(
        createRun({ id, protocolId: protocol.id, protocolVersion: 1, userId: f.id }),
        graph,
        { type: 'start' },
        now,
      ).run;
      jobs.push({ runId: id, nodeId: 'pause', iteration: 1 });
      return {
        id,
        protocol_id: protocol.id,
        version: 1,
        user_id: f.id,
        status: started.status,
        current_node_key: started.currentNodeId,
        state: started as unknown as Record<string, unknown>,
        next_wake_at: new Date(now),
        revision: 1,
      };
    });
    await db.insert(protocolRuns).values(rows);
  }
  const queue = createJobs({ database, log: console, queues: RUN_QUEUES });
  await queue.sendMany(
    WAKE_QUEUE,
    jobs.map((data) => ({ data })),
  );
  await queue.stop();
}

async function drainOn(options: DatabaseOptions, label: string, runs: number): Promise<BenchRow> {
  const database = await openDatabase(options);
  try {
    await database.migrate();
    const t0 = performance.now();
    await seedDueRuns(database, runs);
    const seedSeconds = (performance.now() - t0) / 1000;
    const jobs = createJobs({ database, log: console, queues: RUN_QUEUES });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    registerWakeHandler({ db: database.db, realtime: noRealtime, clock: createClock(), jobs, config });
    const concurrency = database.kind === 'postgres' ? 8 : 1;
    const t1 = performance.now();
    const ran = await jobs.drain(WAKE_QUEUE, { batchSize: 200, concurrency });
    const seconds = (performance.now() - t1) / 1000;
    await jobs.stop();
    const waiting = await database.db.$count(protocolRuns, undefined);
    return {
      name: `protocol worker, ${runs.toLocaleString('en-US')} runs waking at once [${label}]`,
      budget: 'report time',
      measured: `${seconds.toFixed(1)} s (${Math.round(ran / seconds).toLocaleString('en-US')} runs/s)`,
      status: ran === runs ? 'INFO' : 'ERROR',
      note: `each run: wake -> nudge -> assessment task, one transaction; ${concurrency} lane(s); seeding took ${seedSeconds.toFixed(1)} s`,
      data: {
        runs,
        ran,
        seconds,
        runs_per_second: ran / seconds,
        concurrency,
        seed_seconds: seedSeconds,
        rows: waiting,
      },
    };
  } finally {
    await database.close();
  }
}

/** The PGlite row always; the PostgreSQL row with `BENCH_POSTGRES=1` (a throwaway database). */
export async function runProtocolWorkerBench(runs: number, withPostgres: boolean): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ito-bench-worker-'));
  try {
    rows.push(await drainOn({ kind: 'pglite', dataDir: dir }, 'pglite', runs));
  } catch (err) {
    rows.push(errorRow('protocol worker [pglite]', 'report time', err));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (withPostgres) {
    try {
      const throwaway = await createThrowawayDatabase();
      try {
        rows.push(await drainOn({ kind: 'postgres', url: throwaway.url }, 'postgres', runs));
      } finally {
        await throwaway.drop();
      }
    } catch (err) {
      rows.push(errorRow('protocol worker [postgres]', 'report time', err));
    }
  }
  return rows;
}

// `node bench/protocol-worker.ts [runs]` runs this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = Number(process.argv[2] ?? 10_000);
  for (const row of await runProtocolWorkerBench(runs, process.env.BENCH_POSTGRES === '1')) console.log(row);
}
