import { openDatabase, type Database } from '../../platform/db.ts';
import { loadConfig } from '../../platform/config.ts';
import { createClock } from '../../platform/clock.ts';
import { createJobs } from '../../platform/jobs.ts';
import { RUN_QUEUES } from '../../modules/protocols/runs/queues.ts';
import type { RunDeps } from '../../modules/protocols/runs/types.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { killOnCall, workerArgs } from './kill-self.ts';

/**
 * What the runs' crash workers share: the PGlite data directory from the command line, the runs' queues, no
 * sockets (live events have nobody to reach), and with `--crash-at=n` the `onTaskWritten` seam that kills the
 * process at the n-th step task, before its transaction commits (decision 073).
 */
export async function runWorker(usage: string): Promise<{ database: Database; deps: RunDeps }> {
  const { positionals, crashAt } = workerArgs(usage);
  const [dataDir] = positionals;
  if (!dataDir) throw new Error(`usage: ${usage}`);
  const database = await openDatabase({ kind: 'pglite', dataDir });
  const log = { error: (obj: unknown, msg?: string) => console.error(msg, obj), warn: () => undefined };
  const jobs = createJobs({ database, log, queues: RUN_QUEUES });
  const realtime = { publish: () => undefined } as unknown as Realtime;
  const deps: RunDeps = {
    db: database.db,
    realtime,
    clock: createClock(),
    jobs,
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
    ...(crashAt ? { onTaskWritten: killOnCall(crashAt) } : {}),
  };
  return { database, deps };
}
