/**
 * The worker process of the crash test (`runs-crash.test.ts`): opens the given PGlite data directory, queues the
 * wake-ups that are due (recovery after a crash), and runs the wake-up queue until it is empty, then prints what it
 * ran. With `--crash-at=n` it kills itself (SIGKILL) in the middle of the n-th step: the runs' `onTaskWritten` seam,
 * after the step's task is written and before its transaction commits (decision 073).
 */
import { WAKE_QUEUE } from '../../modules/protocols/runs/queues.ts';
import { requeueDueRuns, registerWakeHandler } from '../../modules/protocols/runs/wake-worker.ts';
import { runWorker } from './run-worker.ts';

const usage = 'runs-crash-worker.ts <data dir> [--crash-at=n]';
const { database, deps } = await runWorker(usage);
registerWakeHandler(deps);
const requeued = await requeueDueRuns(deps);
const ran = await deps.jobs.drain(WAKE_QUEUE, { batchSize: 10 });
await deps.jobs.stop();
await database.close();
console.log(JSON.stringify({ requeued, ran }));
