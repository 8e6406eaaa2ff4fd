/**
 * The worker process of the crash test (`runs-crash.test.ts`): opens the given PGlite data directory, queues the
 * wake-ups that are due (recovery after a crash), and runs the wake-up queue until it is empty, then prints what it
 * ran. With `--crash-at=n` it kills itself (SIGKILL) in the middle of the n-th step: the runs' `onTaskWritten` seam,
 * after the step's task is written and before its transaction commits (decision 073).
 */
import { openDatabase } from '../../platform/db.ts';
import { createClock } from '../../platform/clock.ts';
import { createJobs } from '../../platform/jobs.ts';
import { WAKE_QUEUE, RUN_QUEUES } from '../../modules/protocols/runs/queues.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { requeueDueRuns, registerWakeHandler } from '../../modules/protocols/runs/wake-worker.ts';
import { killOnCall, workerArgs } from './kill-self.ts';

const usage = 'runs-crash-worker.ts <data dir> [--crash-at=n]';
const { positionals, crashAt } = workerArgs(usage);
const [dataDir] = positionals;
if (!dataDir) throw new Error(`usage: ${usage}`);
const database = await openDatabase({ kind: 'pglite', dataDir });
const log = { error: (obj: unknown, msg?: string) => console.error(msg, obj), warn: () => undefined };
const jobs = createJobs({ database, log, queues: RUN_QUEUES });
// No sockets in this process: live events have nobody to reach.
const realtime = { publish: () => undefined } as unknown as Realtime;
const deps = {
  db: database.db,
  realtime,
  clock: createClock(),
  jobs,
  ...(crashAt ? { onTaskWritten: killOnCall(crashAt) } : {}),
};
registerWakeHandler(deps);
const requeued = await requeueDueRuns(deps);
const ran = await jobs.drain(WAKE_QUEUE, { batchSize: 10 });
await jobs.stop();
await database.close();
console.log(JSON.stringify({ requeued, ran }));
