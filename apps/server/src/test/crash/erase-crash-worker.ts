/**
 * The worker process of the erase crash test (`account-erase-crash.test.ts`): opens the given PGlite data directory and
 * files directory, with the app's clock at the given time, queues the erasures that are due and runs the erase queue until it is
 * empty, then prints what it did. With `ITO_CRASH_IN_ERASE=1` it kills itself (SIGKILL) inside the erase
 * transaction (erase-account.ts).
 */
import { openDatabase } from '../../platform/db.ts';
import { createClock } from '../../platform/clock.ts';
import { createJobs } from '../../platform/jobs.ts';
import { ERASE_QUEUE } from '../../modules/auth/queues.ts';
import { createLocalStorage } from '../../platform/storage.ts';
import { registerEraseHandler, requeueDueErasures } from '../../modules/auth/erase-account.ts';

const [dataDir, filesDir, now] = process.argv.slice(2);
if (!dataDir || !filesDir || !now) throw new Error('usage: erase-crash-worker.ts <data dir> <files dir> <now ISO>');
const database = await openDatabase({ kind: 'pglite', dataDir });
const log = { error: (obj: unknown, msg?: string) => console.error(msg, obj), warn: () => undefined };
const jobs = createJobs({ database, log, queues: [ERASE_QUEUE] });
const clock = createClock();
clock.set(new Date(now));
const deps = { db: database.db, jobs, clock, storage: createLocalStorage(filesDir) };
registerEraseHandler(deps);
const requeued = await requeueDueErasures(deps);
const ran = await jobs.drain(ERASE_QUEUE);
await jobs.stop();
await database.close();
console.log(JSON.stringify({ requeued, ran }));
