/**
 * The worker process of the recurring crash test (`recurring-crash.test.ts`): opens the given PGlite data directory,
 * queues a look at every run with recurring modules (the sweep a restarted server makes) and runs the recurring queue
 * until it is empty. With `--crash-at=n` it kills itself (SIGKILL) in the middle of the n-th task: the runs'
 * `onTaskWritten` seam, before the occurrence's transaction commits (decision 073).
 */
import { RECURRING_QUEUE } from '../../modules/protocols/runs/queues.ts';
import { registerRecurringHandler, sweepRecurring } from '../../modules/protocols/runs/recurring-runner.ts';
import { runWorker } from './run-worker.ts';

const usage = 'recurring-crash-worker.ts <data dir> [--crash-at=n]';
const { database, deps } = await runWorker(usage);
// No sockets or mail in this process: nothing to announce.
registerRecurringHandler(deps, () => undefined);
const swept = await sweepRecurring(deps);
const ran = await deps.jobs.drain(RECURRING_QUEUE, { batchSize: 10 });
await deps.jobs.stop();
await database.close();
console.log(JSON.stringify({ swept, ran }));
