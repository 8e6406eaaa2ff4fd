/**
 * The worker process of the erase crash test (`account-erase-crash.test.ts`): opens the given PGlite data directory and
 * files directory, with the app's clock at the given time, queues the erasures that are due and runs the erase queue
 * until it is empty, then prints what it did. With `--crash-at=1` it kills itself (SIGKILL) inside the first erase
 * transaction: the `afterPersonalRowsDeleted` seam of erase-account.ts (decision 073).
 */
import { openDatabase } from '../../platform/db.ts';
import { createClock } from '../../platform/clock.ts';
import { createJobs } from '../../platform/jobs.ts';
import { ERASE_QUEUE } from '../../modules/auth/queues.ts';
import { createLocalStorage } from '../../platform/storage.ts';
import { registerEraseHandler, requeueDueErasures } from '../../modules/auth/erase-account.ts';
import { killOnCall, workerArgs } from './kill-self.ts';

const usage = 'erase-crash-worker.ts <data dir> <files dir> <now ISO> [--crash-at=n]';
const { positionals, crashAt } = workerArgs(usage);
const [dataDir, filesDir, now] = positionals;
if (!dataDir || !filesDir || !now) throw new Error(`usage: ${usage}`);
const database = await openDatabase({ kind: 'pglite', dataDir });
const log = { error: (obj: unknown, msg?: string) => console.error(msg, obj), warn: () => undefined };
const jobs = createJobs({ database, log, queues: [ERASE_QUEUE] });
const clock = createClock();
clock.set(new Date(now));
const deps = {
  db: database.db,
  jobs,
  clock,
  storage: createLocalStorage(filesDir),
  ...(crashAt ? { afterPersonalRowsDeleted: killOnCall(crashAt) } : {}),
};
registerEraseHandler(deps);
const requeued = await requeueDueErasures(deps);
const ran = await jobs.drain(ERASE_QUEUE);
await jobs.stop();
await database.close();
console.log(JSON.stringify({ requeued, ran }));
