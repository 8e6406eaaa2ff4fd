/**
 * The worker process of the recurring crash test (`recurring-crash.test.ts`): opens the given PGlite data directory,
 * queues a look at every run with recurring modules (the sweep a restarted server makes) and runs the recurring queue
 * until it is empty. With `--crash-at=n` it kills itself (SIGKILL) in the middle of the n-th task: the runs'
 * `onTaskWritten` seam, before the occurrence's transaction commits (decision 073).
 */
import { openDatabase } from '../../platform/db.ts';
import { createClock } from '../../platform/clock.ts';
import { createJobs } from '../../platform/jobs.ts';
import { RECURRING_QUEUE, RUN_QUEUES } from '../../modules/protocols/runs/queues.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { registerRecurringHandler, sweepRecurring } from '../../modules/protocols/runs/recurring-runner.ts';
import { killOnCall, workerArgs } from './kill-self.ts';

const usage = 'recurring-crash-worker.ts <data dir> [--crash-at=n]';
const { positionals, crashAt } = workerArgs(usage);
const [dataDir] = positionals;
if (!dataDir) throw new Error(`usage: ${usage}`);
const database = await openDatabase({ kind: 'pglite', dataDir });
const log = { error: (obj: unknown, msg?: string) => console.error(msg, obj), warn: () => undefined };
const jobs = createJobs({ database, log, queues: RUN_QUEUES });
const realtime = { publish: () => undefined } as unknown as Realtime;
const deps = {
  db: database.db,
  realtime,
  clock: createClock(),
  jobs,
  ...(crashAt ? { onTaskWritten: killOnCall(crashAt) } : {}),
};
// No sockets or mail in this process: nothing to announce.
registerRecurringHandler(deps, () => undefined);
const swept = await sweepRecurring(deps);
const ran = await jobs.drain(RECURRING_QUEUE, { batchSize: 10 });
await jobs.stop();
await database.close();
console.log(JSON.stringify({ swept, ran }));
