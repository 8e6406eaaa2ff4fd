import {
  advance,
  compileGraph,
  createRun,
  isEnded,
  type EngineEvent,
  type FailReason,
  type FinishReason,
  type ProtocolGraph,
  type ProtocolRun,
} from './engine.ts';
import type { FlowNode } from './model.ts';
import { elapsedDays, hoursAfter, toIso } from './time.ts';
import {
  type CompletionDays,
  type Outcome,
  type OutcomeCounts,
  type StepStats,
  type StuckReason,
} from './simulate-types.ts';
export { OUTCOMES, type CompletionDays, type Outcome, type StepStats, type StuckReason } from './simulate-types.ts';
import { newTally, record, summarise, zeroOutcomes, type Tally } from './simulate-tally.ts';
import {
  allocateProfiles,
  between,
  BEHAVIOUR_PROFILES,
  createRandom,
  followerSeed,
  intBetween,
  PROFILE_BEHAVIOUR,
  type BehaviourProfile,
  type ProfileMix,
} from './simulate-profiles.ts';

/**
 * The simulator: N virtual followers run a protocol through the real engine (`advance`) on a virtual clock,
 * so a creator sees before publishing where followers stall, which branches fire and how long finishing takes.
 *
 * Decisions:
 * - Followers never meet, so each runs alone on its own clock from `startAt`: a wait jumps the clock to its wake-up,
 *   a task or an order jumps it by the profile's answer delay. Nothing after `startAt + horizonDays` happens.
 * - Each follower draws from its own seeded stream (`followerSeed`), so a result depends only on the input.
 * - Only the last history entry is kept between engine calls (the one whose branch the next call records), so a long
 *   loop costs the same per call as a short one. The engine reads history only for that entry and for `start`.
 * - A run ends up in one of four outcomes: finished, failed (the engine's), dropped (a drop-out stopped answering) or
 *   stuck (still going at the horizon, or more than `maxEventsPerFollower` engine calls: a loop that never ends).
 * - Scores are drawn on a 0..`scoreMax` scale, by default the larger of 10 and the highest score threshold / 0.8, so
 *   a good answer passes the protocol's own thresholds; KPI values likewise (`kpi_at_most`: lower is better).
 */

export const SIMULATION_LIMITS = { maxFollowers: 5_000, maxHorizonDays: 1_095, maxEventsPerFollower: 2_000 } as const;
export const SIMULATION_DEFAULTS = { horizonDays: 90, maxEventsPerFollower: 500, startAt: '2025-01-06T08:00:00.000Z' };

export type SimulationInput = {
  nodes: readonly FlowNode[];
  followers: number;
  mix: ProfileMix;
  seed: number;
  horizonDays?: number;
  maxEventsPerFollower?: number;
  startAt?: string;
  scoreMax?: number;
  kpiMax?: number;
};

export type SimulationResult = {
  followers: number;
  horizonDays: number;
  scoreMax: number;
  kpiMax: number;
  profiles: Record<BehaviourProfile, number>;
  outcomes: OutcomeCounts;
  outcomesByProfile: Record<BehaviourProfile, OutcomeCounts>;
  /** The engine's reasons for finished and failed runs. */
  endReasons: Partial<Record<FinishReason | FailReason, number>>;
  stuckReasons: Record<StuckReason, number>;
  /** Runs that ended before entering any step (no start step); they appear in `outcomes` but at no step. */
  endedBeforeStart: number;
  steps: StepStats[];
  /** Days from start to finish of the finished runs; null when none finished. */
  completionDays: CompletionDays | null;
  /** Engine calls made, for the curious and the bench. */
  advances: number;
};

export function simulateProtocol(input: SimulationInput): SimulationResult {
  const horizonDays = input.horizonDays ?? SIMULATION_DEFAULTS.horizonDays;
  const maxEvents = input.maxEventsPerFollower ?? SIMULATION_DEFAULTS.maxEventsPerFollower;
  checkInput(input.followers, horizonDays, maxEvents, input.seed);
  const graph = compileGraph(input.nodes);
  const scoreMax = input.scoreMax ?? scaleOf(graph, ['score_at_least', 'score_below']);
  const kpiMax = input.kpiMax ?? scaleOf(graph, ['kpi_at_least', 'kpi_at_most']);
  const t0 = Date.parse(input.startAt ?? SIMULATION_DEFAULTS.startAt);
  if (Number.isNaN(t0)) throw new RangeError(`startAt is not an ISO instant: ${input.startAt}`);

  const profiles = allocateProfiles(input.followers, input.mix);
  const tally = newTally(graph);
  const result = {
    outcomes: zeroOutcomes(),
    outcomesByProfile: Object.fromEntries(BEHAVIOUR_PROFILES.map((p) => [p, zeroOutcomes()])) as Record<
      BehaviourProfile,
      OutcomeCounts
    >,
    endReasons: {} as SimulationResult['endReasons'],
    stuckReasons: { horizon: 0, event_cap: 0, no_progress: 0 },
    endedBeforeStart: 0,
    completions: [] as number[],
  };

  let index = 0;
  for (const profile of BEHAVIOUR_PROFILES) {
    for (let n = 0; n < profiles[profile]; n += 1, index += 1) {
      const end = runFollower({
        graph,
        profile,
        random: createRandom(followerSeed(input.seed, index)),
        index,
        t0,
        horizonEnd: hoursAfter(t0, horizonDays * 24),
        maxEvents,
        scoreMax,
        kpiMax,
        tally,
      });
      result.outcomes[end.outcome] += 1;
      result.outcomesByProfile[profile][end.outcome] += 1;
      if (end.run.endReason) result.endReasons[end.run.endReason] = (result.endReasons[end.run.endReason] ?? 0) + 1;
      if (end.stuckReason) result.stuckReasons[end.stuckReason] += 1;
      if (end.outcome === 'finished') result.completions.push(elapsedDays(t0, end.at));
      const at = end.run.currentNodeId === null ? undefined : tally.byId.get(end.run.currentNodeId);
      if (at) at.ended[end.outcome] += 1;
      else result.endedBeforeStart += 1;
    }
  }

  return {
    followers: input.followers,
    horizonDays,
    scoreMax,
    kpiMax,
    profiles,
    outcomes: result.outcomes,
    outcomesByProfile: result.outcomesByProfile,
    endReasons: result.endReasons,
    stuckReasons: result.stuckReasons,
    endedBeforeStart: result.endedBeforeStart,
    steps: tally.steps.map(({ lastFollower: _, ...step }) => step),
    completionDays: summarise(result.completions),
    advances: tally.advances,
  };
}

type FollowerContext = {
  graph: ProtocolGraph;
  profile: BehaviourProfile;
  random: () => number;
  index: number;
  t0: number;
  horizonEnd: number;
  maxEvents: number;
  scoreMax: number;
  kpiMax: number;
  tally: Tally;
};

type FollowerEnd = { run: ProtocolRun; outcome: Outcome; stuckReason: StuckReason | null; at: number };

function runFollower(ctx: FollowerContext): FollowerEnd {
  const { graph, random, tally } = ctx;
  const behaviour = PROFILE_BEHAVIOUR[ctx.profile];
  const stopAfter = behaviour.stopAfter ? intBetween(random, behaviour.stopAfter) : null;
  const id = `sim-${ctx.index + 1}`;
  let now = ctx.t0;
  let run = advance(
    createRun({ id, protocolId: 'simulation', protocolVersion: 0, userId: id }),
    graph,
    { type: 'start' },
    toIso(now),
  ).run;
  tally.advances += 1;
  record(tally, run.history, 0, ctx.index);
  let answers = 0;
  const stuck = (reason: StuckReason): FollowerEnd => ({ run, outcome: 'stuck', stuckReason: reason, at: now });

  for (let events = 0; ; events += 1) {
    if (isEnded(run)) {
      return { run, outcome: run.status === 'finished' ? 'finished' : 'failed', stuckReason: null, at: now };
    }
    if (events >= ctx.maxEvents) return stuck('event_cap');
    const node = run.currentNodeId === null ? undefined : graph.byId.get(run.currentNodeId);
    if (!node) return stuck('no_progress');
    let at: number;
    let event: EngineEvent;
    if (node.data.type === 'wait') {
      at = Math.max(now, run.nextWakeAt === null ? now : Date.parse(run.nextWakeAt));
      event = { type: 'wake', nodeId: node.id };
    } else {
      if (stopAfter !== null && answers >= stopAfter) return { run, outcome: 'dropped', stuckReason: null, at: now };
      at = hoursAfter(now, between(random, behaviour.delayHours));
      event = answer(ctx, node);
      answers += 1;
    }
    if (at > ctx.horizonEnd) return stuck('horizon');
    now = at;
    const carried: ProtocolRun = { ...run, history: run.history.slice(-1) };
    const next = advance(carried, graph, event, toIso(now)).run;
    tally.advances += 1;
    if (next === carried) return stuck('no_progress');
    record(tally, next.history, 1, ctx.index);
    run = next;
  }
}

/** The follower's answer to the step it waits at, drawn from its profile. */
function answer(ctx: FollowerContext, node: FlowNode): EngineEvent {
  const { random } = ctx;
  const behaviour = PROFILE_BEHAVIOUR[ctx.profile];
  const isSkip = random() < behaviour.skipRate;
  const quality = between(random, behaviour.quality);
  const nodeId = node.id;
  switch (node.data.type) {
    case 'order':
      return { type: !isSkip && random() < behaviour.payRate ? 'order_paid' : 'order_failed', nodeId };
    case 'challenge':
      return { type: 'task_completed', nodeId, done: !isSkip && random() < behaviour.doneRate };
    case 'kpi': {
      const isLowerBetter = node.data.nextStepCondition?.kind === 'kpi_at_most';
      const value = Math.round((isLowerBetter ? 1 - quality : quality) * ctx.kpiMax);
      return { type: 'task_completed', nodeId, kpiValue: isSkip ? null : value };
    }
    default:
      return { type: 'task_completed', nodeId, score: isSkip ? null : Math.round(quality * ctx.scoreMax) };
  }
}

function scaleOf(graph: ProtocolGraph, kinds: readonly string[]): number {
  let highest = 0;
  for (const node of graph.byId.values()) {
    const c = node.data.nextStepCondition;
    if (c && 'value' in c && kinds.includes(c.kind) && Number.isFinite(c.value)) highest = Math.max(highest, c.value);
  }
  return Math.max(10, Math.ceil(highest / 0.8));
}

function checkInput(followers: number, horizonDays: number, maxEvents: number, seed: number): void {
  const { maxFollowers, maxHorizonDays, maxEventsPerFollower } = SIMULATION_LIMITS;
  if (!Number.isInteger(followers) || followers < 1 || followers > maxFollowers) {
    throw new RangeError(`followers must be an integer from 1 to ${maxFollowers}`);
  }
  if (!Number.isFinite(horizonDays) || horizonDays <= 0 || horizonDays > maxHorizonDays) {
    throw new RangeError(`horizonDays must be more than 0 and at most ${maxHorizonDays}`);
  }
  if (!Number.isInteger(maxEvents) || maxEvents < 1 || maxEvents > maxEventsPerFollower) {
    throw new RangeError(`maxEventsPerFollower must be an integer from 1 to ${maxEventsPerFollower}`);
  }
  if (!Number.isFinite(seed)) throw new RangeError('seed must be a finite number');
}
