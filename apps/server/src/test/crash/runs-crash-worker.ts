/**
 * The worker process of the crash test (`runs-crash.test.ts`): opens the given PGlite data directory, queues the
 * wake-ups that are due (recovery after a crash), and runs the wake-up queue until it is empty, then prints what it
 * ran. With `ITO_CRASH_AFTER_TASKS=n` it kills itself (SIGKILL) in the middle of the n-th step (see apply-effects.ts).
 */
import { openDatabase } from '../../platform/db.ts';
import { createClock } from '../../platform/clock.ts';
import { createJobs } from '../../platform/jobs.ts';
import { WAKE_QUEUE, RUN_QUEUES } from '../../modules/protocols/runs/queues.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { requeueDueRuns, registerWakeHandler } from '../../modules/protocols/runs/wake-worker.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: crash-worker.ts <data dir>');
const database = await openDatabase({ kind: 'pglite', dataDir });
const log = { error: (obj: unknown, msg?: string) => console.error(msg, obj), warn: () => undefined };
const jobs = createJobs({ database, log, queues: RUN_QUEUES });
// No sockets in this process: live events have nobody to reach.
const realtime = { publish: () => undefined } as unknown as Realtime;
const deps = { db: database.db, realtime, clock: createClock(), jobs };
registerWakeHandler(deps);
const requeued = await requeueDueRuns(deps);
const ran = await jobs.drain(WAKE_QUEUE, { batchSize: 10 });
await jobs.stop();
await database.close();
console.log(JSON.stringify({ requeued, ran }));
