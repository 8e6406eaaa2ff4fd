import type { protocolRuns } from '../../../db/schema/protocols.ts';
import type { Uses } from '../../../platform/deps.ts';
/** Types the runs' parts share (so the engine, effects, queues and runners import no circle). */

/** What an effect needs to know about its run. */
export type EffectRun = { id: string; protocolId: string; userId: string; followId: string | null };

export type RunDeps = Uses<'db' | 'realtime' | 'clock' | 'jobs' | 'config'> & {
  /**
   * Called right after a step's task is written, inside the step's transaction and before it commits: the seam the
   * kill -9 tests use to die at the worst moment for exactly-once (`test/crash/`, decision 073). The app never sets it.
   */
  onTaskWritten?: () => void;
};

/** What applying effects needs of the run's dependencies. */
export type EffectDeps = Pick<RunDeps, 'jobs' | 'config' | 'onTaskWritten'>;

export type RunRow = typeof protocolRuns.$inferSelect;
