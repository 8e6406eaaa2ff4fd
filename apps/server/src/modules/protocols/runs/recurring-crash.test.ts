import { testConfig } from '../../../test/harness.ts';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { millisecondsInDay } from 'date-fns/constants';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { tasks } from '../../../db/schema/following.ts';
import { users } from '../../../db/schema/auth.ts';
import { appliedEffects, protocolVersions, protocols, runEvents } from '../../../db/schema/protocols.ts';
import { createClock } from '../../../platform/clock.ts';
import { openDatabase, type Database } from '../../../platform/db.ts';
import { createJobs } from '../../../platform/jobs.ts';
import { RUN_QUEUES } from './queues.ts';
import type { Realtime } from '../../../platform/realtime.ts';
import { startRun } from './run-engine.ts';
import { ITEMS, step } from '../../../test/run-fixture.ts';

/**
 * Exactly once across a crash (decision 047): a worker process is killed (SIGKILL) while it writes a run's recurring
 * tasks, before the transaction commits; a new process sweeps and recovers. Every occurrence ends up applied once.
 */
const RUNS = 4;
/** Each run's module runs every 2 hours on its first day only: 12 occurrences, all in the past. */
const PER_RUN = 12;
const CRASH_AT = PER_RUN + 5;
const WORKER = fileURLToPath(new URL('../../../test/crash/recurring-crash-worker.ts', import.meta.url));

let dir: string;
const runIds: string[] = [];

async function withDatabase<T>(use: (database: Database) => Promise<T>, loadDataDir?: Blob): Promise<T> {
  const database = await openDatabase({ kind: 'pglite', dataDir: dir, loadDataDir });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

/** A worker run; `crashAt` makes it kill itself on that task (the runs' `onTaskWritten` seam, decision 073). */
function worker(crashAt?: number) {
  const args = crashAt === undefined ? [] : [`--crash-at=${crashAt}`];
  return spawnSync(process.execPath, [WORKER, dir, ...args], {
    encoding: 'utf8',
    timeout: 180_000,
  });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ito-recurring-crash-'));
  const template = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
  await withDatabase(async (database) => {
    const jobs = createJobs({ database, log: console, queues: RUN_QUEUES });
    const clock = createClock();
    // The runs began three days ago, so their whole first day is due when the workers run.
    clock.set(new Date(Date.now() - 3 * millisecondsInDay));
    const deps = {
      db: database.db,
      realtime: { publish: () => undefined } as unknown as Realtime,
      clock,
      jobs,
      config: testConfig(),
    };
    const [owner] = await database.db
      .insert(users)
      .values({ full_name: 'Coach', email: 'coach@recurring.test', referral_code: 'RECUR0' })
      .returning();
    const [protocol] = await database.db
      .insert(protocols)
      .values({ owner_id: owner!.id, name: 'Every two hours', status: 'published', version: 1 })
      .returning();
    const nodes = [step('start', 'population', null), step('wait', 'wait', 'start', { waitMinutes: 60 * 24 * 30 })];
    const module = {
      id: '0b7a0c55-0000-4000-8000-0000000000f1',
      target: 'follower',
      role: null,
      protocol_id: null,
      selected_module: 'kpi',
      selected_item: ITEMS.check.id,
      at_week_days: [],
      run_every: null,
      at_time: '00:00',
      every_hour: 2,
      start_after: null,
      stop_after: 1,
      repeat: null,
      prevent_finish: false,
      settings: {},
    };
    await database.db.insert(protocolVersions).values({
      protocol_id: protocol!.id,
      version: 1,
      graph: { nodes, items: Object.values(ITEMS), modules: [module] },
      published_by: owner!.id,
    });
    const followers = await database.db
      .insert(users)
      .values(Array.from({ length: RUNS }, (_, i) => ({ full_name: `F${i}`, referral_code: `RECUR${i + 1}` })))
      .returning();
    for (const follower of followers) {
      const { run } = await startRun(deps, { protocolId: protocol!.id, userId: follower.id });
      runIds.push(run.id);
    }
    await jobs.stop();
  }, template);
}, 120_000);

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the recurring worker killed mid-occurrence', () => {
  it('applies every occurrence exactly once after a restart', async () => {
    const crashed = worker(CRASH_AT);
    expect(crashed.signal, crashed.stderr).toBe('SIGKILL');
    // One run's occurrences committed, the next one's rolled back with the process.
    const between = await withDatabase(async (database) => {
      const rows = await database.db.select().from(tasks).where(inArray(tasks.run_id, runIds));
      return rows.length;
    });
    expect(between).toBe(PER_RUN);

    const recovered = worker();
    expect(recovered.status, recovered.stderr).toBe(0);

    await withDatabase(async (database) => {
      const db = database.db;
      const taskRows = await db.select().from(tasks).where(inArray(tasks.run_id, runIds));
      expect(taskRows).toHaveLength(RUNS * PER_RUN);
      for (const id of runIds) expect(taskRows.filter((row) => row.run_id === id)).toHaveLength(PER_RUN);
      const keys = (await db.select().from(appliedEffects).where(inArray(appliedEffects.run_id, runIds)))
        .map((k) => k.key)
        .filter((key) => key.includes(':rec:'));
      expect(new Set(keys).size).toBe(RUNS * PER_RUN);
      expect(keys.sort()).toEqual(taskRows.map((row) => row.plan_task_id).sort());
      const events = await db.select().from(runEvents).where(inArray(runEvents.run_id, runIds));
      expect(events.filter((e) => e.node_key?.startsWith('recurring:'))).toHaveLength(RUNS * PER_RUN);
    });
  }, 300_000);
});
