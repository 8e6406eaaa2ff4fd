import { advance, compileGraph, createRun, type ProtocolRun } from '@ito/protocol/engine';
import { practiceLoop } from '@ito/protocol/test/engine-fixtures';
import type { BenchRow } from './report.ts';

/** DESIGN 12: the pure protocol engine, >= 5,000 step advances per second per core. */
export const ENGINE_BUDGET_PER_SECOND = 5_000;
/** Followers inside the protocol at once; a finished run is replaced by a new one. */
const RUNS = 2_000;
const PASS_SCORE = 8;
const CHECK_EVERY = 1_024;

type Follower = { run: ProtocolRun; clock: number };

/** A deterministic score stream (LCG), so every bench run plays the same followers. */
function scores(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state % 11;
  };
}

/**
 * The engine in this process on one core (it is pure: no server, no database), over the protocol: nudge ->
 * wait a day -> assessment -> (score >= 8: finish, else jump back to the nudge), with `RUNS` followers at once on a
 * virtual clock. Each follower in turn gets its next event: the wake-up at its `nextWakeAt`, or its answer a minute
 * later. One advance is one `advance()` call (it may pass through several steps and emit several effects).
 */
export function runEngineBench(seconds: number): BenchRow {
  const graph = compileGraph(practiceLoop(24 * 60, PASS_SCORE));
  const nextScore = scores(42);
  const epoch = Date.parse('2025-01-06T08:00:00.000Z');
  let started = 0;
  const begin = (): Follower => {
    started += 1;
    const run = createRun({ id: `run-${started}`, protocolId: 'bench', protocolVersion: 1, userId: `u-${started}` });
    return { run: advance(run, graph, { type: 'start' }, new Date(epoch).toISOString()).run, clock: epoch };
  };

  let advances = 0;
  let steps = 0;
  let effects = 0;
  let finished = 0;
  const step = (f: Follower): Follower => {
    const { run } = f;
    const clock = run.nextWakeAt !== null ? Date.parse(run.nextWakeAt) : f.clock + 60_000;
    const event =
      run.currentNodeId === 'wait'
        ? ({ type: 'wake' } as const)
        : ({ type: 'task_completed', nodeId: 'check', score: nextScore() } as const);
    const result = advance(run, graph, event, new Date(clock).toISOString());
    advances += 1;
    steps += result.run.history.length - run.history.length;
    effects += result.effects.length;
    if (result.run.status === 'finished') {
      finished += 1;
      return begin();
    }
    return { run: result.run, clock };
  };

  const followers = Array.from({ length: RUNS }, begin);
  const play = (untilMs: number): void => {
    for (let i = 0; ; i = (i + 1) % RUNS) {
      followers[i] = step(followers[i]!);
      if (advances % CHECK_EVERY === 0 && performance.now() >= untilMs) return;
    }
  };

  play(performance.now() + Math.min(1_000, seconds * 200)); // warm-up: JIT, not measured
  [advances, steps, effects, finished] = [0, 0, 0, 0];
  const t0 = performance.now();
  play(t0 + seconds * 1_000);
  const elapsed = (performance.now() - t0) / 1_000;

  const perSecond = advances / elapsed;
  return {
    name: 'protocol engine, pure advances',
    budget: `>= ${ENGINE_BUDGET_PER_SECOND.toLocaleString('en-US')} advances/s per core`,
    measured: `${Math.round(perSecond).toLocaleString('en-US')} advances/s`,
    status: perSecond >= ENGINE_BUDGET_PER_SECOND ? 'PASS' : 'FAIL',
    note: `${RUNS} concurrent runs of nudge -> wait -> assessment -> finish | jump back; ${(steps / advances).toFixed(1)} steps and ${(effects / advances).toFixed(1)} effects per advance, ${finished} runs finished in ${elapsed.toFixed(1)} s`,
    data: {
      budget_per_second: ENGINE_BUDGET_PER_SECOND,
      advances_per_second: perSecond,
      steps_per_second: steps / elapsed,
      advances,
      steps,
      effects,
      runs_finished: finished,
      concurrent_runs: RUNS,
      seconds: elapsed,
    },
  };
}
