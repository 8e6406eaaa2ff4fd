import { testConfig } from '../../../test/harness.ts';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { tasks } from '../../../db/schema/following.ts';
import { users } from '../../../db/schema/auth.ts';
import { appliedEffects, protocolRuns, runEvents } from '../../../db/schema/protocols.ts';
import { createClock } from '../../../platform/clock.ts';
import { openDatabase, type Database } from '../../../platform/db.ts';
import { createJobs } from '../../../platform/jobs.ts';
import { WAKE_QUEUE, RUN_QUEUES } from './queues.ts';
import type { Realtime } from '../../../platform/realtime.ts';
import { startRun } from './run-engine.ts';
import { ITEMS, publishedProtocol, step } from '../../../test/run-fixture.ts';

/**
 * The exactly-once proof: a real worker process is killed (SIGKILL) in the middle of a step, after it wrote the
 * step's task and before its transaction committed; a new process recovers. Every effect key must end up applied
 * exactly once: one task per (run, step, iteration), one ledger row, one effect event, no step lost.
 */
const RUNS = 12;
const CRASH_AT = 5;
const WORKER = fileURLToPath(new URL('../../../test/crash/runs-crash-worker.ts', import.meta.url));

let dir: string;
const runIds: string[] = [];

const nodes = [
  step('start', 'population', null),
  step('pause', 'wait', 'start', { waitMinutes: 0 }),
  step('nudge', 'nudge', 'pause', { selectedItemName: ITEMS.nudge.name, selectedItemId: ITEMS.nudge.id }),
  step('check', 'assessment', 'nudge', { selectedItemName: ITEMS.check.name, selectedItemId: ITEMS.check.id }),
  step('done', 'finish', 'check'),
];

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
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ito-crash-'));
  // The test template (migrated, with pg-boss's schema) becomes the workers' data directory.
  const template = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
  await withDatabase(async (database) => {
    const jobs = createJobs({ database, log: console, queues: RUN_QUEUES });
    const deps = {
      db: database.db,
      realtime: { publish: () => undefined } as unknown as Realtime,
      clock: createClock(),
      jobs,
      config: testConfig(),
    };
    const [owner] = await database.db
      .insert(users)
      .values({ full_name: 'Coach', email: 'coach@crash.test', referral_code: 'CRASH0' })
      .returning();
    const protocol = await publishedProtocol(database.db, { ownerId: owner!.id, nodes });
    const followers = await database.db
      .insert(users)
      .values(Array.from({ length: RUNS }, (_, i) => ({ full_name: `F${i}`, referral_code: `CRASH${i + 1}` })))
      .returning();
    for (const follower of followers) {
      const { run } = await startRun(deps, { protocolId: protocol.id, userId: follower.id });
      runIds.push(run.id);
    }
    expect(await jobs.pending(WAKE_QUEUE)).toBe(RUNS);
    await jobs.stop();
  }, template);
}, 120_000);

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the wake-up worker killed mid-step', () => {
  it('applies every effect exactly once after a restart', async () => {
    const crashed = worker(CRASH_AT);
    expect(crashed.signal, crashed.stderr).toBe('SIGKILL');

    // The crash left the first CRASH_AT - 1 runs done and the CRASH_AT-th with nothing: its task rolled back.
    const between = await withDatabase(async (database) => {
      const rows = await database.db.select().from(tasks).where(inArray(tasks.run_id, runIds));
      return rows.length;
    });
    expect(between).toBe(CRASH_AT - 1);

    const recovered = worker();
    expect(recovered.status, recovered.stderr).toBe(0);
    expect(JSON.parse(recovered.stdout.trim().split('\n').at(-1)!)).toMatchObject({ requeued: RUNS - (CRASH_AT - 1) });

    await withDatabase(async (database) => {
      const db = database.db;
      const runs = await db.select().from(protocolRuns).where(inArray(protocolRuns.id, runIds));
      expect(runs.map((r) => [r.status, r.current_node_key])).toEqual(Array(RUNS).fill(['waiting', 'check']));

      const taskRows = await db.select().from(tasks).where(inArray(tasks.run_id, runIds));
      expect(taskRows.map((row) => row.plan_task_id).sort()).toEqual(runIds.map((id) => `${id}:check:1`).sort());

      const keys = await db.select().from(appliedEffects).where(inArray(appliedEffects.run_id, runIds));
      const expected = runIds.flatMap((id) => [`${id}:pause:1`, `${id}:nudge:1`, `${id}:check:1`]);
      expect(keys.map((k) => k.key).sort()).toEqual(expected.sort());

      const effects = await db.select().from(runEvents).where(inArray(runEvents.run_id, runIds));
      const effectKeys = effects.filter((e) => e.kind === 'effect').map((e) => String(e.payload.key));
      expect(effectKeys.sort()).toEqual(expected.sort());
      // No step lost or doubled: start, pause (at start), then nudge and check once each after the wake-up.
      const visits = effects.filter((e) => e.kind === 'step').map((e) => `${e.run_id}:${e.node_key}`);
      expect(visits.sort()).toEqual(
        runIds.flatMap((id) => ['start', 'pause', 'nudge', 'check'].map((n) => `${id}:${n}`)).sort(),
      );
    });
  }, 240_000);
});
