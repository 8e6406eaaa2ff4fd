import type { protocolRuns } from '../../../db/schema/protocols.ts';
import type { Uses } from '../../../platform/deps.ts';
/** Types the runs' parts share (so the engine, effects, queues and runners import no circle). */

/** What an effect needs to know about its run. */
export type EffectRun = { id: string; protocolId: string; userId: string; followId: string | null };

export type RunDeps = Uses<'db' | 'realtime' | 'clock' | 'jobs'>;

export type RunRow = typeof protocolRuns.$inferSelect;
