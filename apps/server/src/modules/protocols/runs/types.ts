import type { protocolRuns } from '../../../db/schema/protocols.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db.ts';
import type { Jobs } from '../../../platform/jobs.ts';
import type { Realtime } from '../../../platform/realtime.ts';
/** Types the runs' parts share (so the engine, effects, queues and runners import no circle). */

/** What an effect needs to know about its run. */
export type EffectRun = { id: string; protocolId: string; userId: string; followId: string | null };

export type RunDeps = { db: Db; realtime: Realtime; clock: Clock; jobs: Jobs };

export type RunRow = typeof protocolRuns.$inferSelect;
