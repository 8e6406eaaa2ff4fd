import { describe, expect, it } from 'vitest';
import {
  advance,
  compileGraph,
  MAX_STEPS_PER_ADVANCE,
  type AdvanceResult,
  type EngineEvent,
  type ProtocolRun,
} from './engine.ts';
import { jumpRule, newRun, practiceLoop, step } from './test/engine-fixtures.ts';
import type { FlowNode } from './model.ts';

const T0 = '2025-03-03T08:00:00.000Z';
const T1 = '2025-03-03T09:00:00.000Z';

function start(nodes: FlowNode[], run = newRun()): AdvanceResult {
  return advance(run, nodes, { type: 'start' }, T0);
}

/** A root, the step under test as its child, then `success`/`failure` finish steps and a `next` child. */
function branching(kind: FlowNode['data']['type'], data: Partial<FlowNode['data']>, withRule = true): FlowNode[] {
  return [
    step('root', 'population', null),
    step('s', kind, 'root', withRule ? { ...data, rules: jumpRule('failure', 'success') } : data),
    step('next', 'finish', 's'),
    step('success', 'finish', 'next'),
    step('failure', 'fail', 'next'),
  ];
}

function keys(result: AdvanceResult): string[] {
  return result.effects.map((e) => e.key);
}

describe('pass-through steps', () => {
  it('population is the entry step and passes through without an effect', () => {
    const { run, effects } = start([step('root', 'population', null), step('end', 'finish', 'root')]);
    expect(run.history.map((h) => h.nodeId)).toEqual(['root', 'end']);
    expect(effects).toEqual([
      { type: 'finish', reason: 'finish_step', nodeId: 'end', iteration: 1, key: 'run1:end:1' },
    ]);
  });

  it.each([
    ['nudge', 'send_nudge'],
    ['followup', 'create_followup'],
    ['services', 'offer_service'],
  ] as const)('%s emits %s and moves on to its child', (kind, type) => {
    const nodes = [
      step('root', 'population', null),
      step('s', kind, 'root', { selectedItemName: 'Item', selectedItemId: 'i9', target: 'system' }),
      step('end', 'finish', 's'),
    ];
    const { run, effects } = start(nodes);
    expect(effects[0]).toEqual({
      type,
      key: 'run1:s:1',
      nodeId: 's',
      iteration: 1,
      stepName: `${kind} s`,
      target: 'system',
      itemId: 'i9',
      itemName: 'Item',
    });
    expect(run.status).toBe('finished');
    expect(run.currentNodeId).toBe('end');
  });

  it('a pass-through step with a condition branches on the state bag', () => {
    const nodes = [
      step('root', 'population', null),
      step('check', 'assessment', 'root'),
      step('tip', 'nudge', 'check', {
        nextStepCondition: { kind: 'score_below', value: 5 },
        rules: jumpRule('good', 'help'),
      }),
      step('help', 'fail', 'tip'),
      step('good', 'finish', 'tip'),
    ];
    const waiting = start(nodes).run;
    const low = advance(waiting, nodes, { type: 'task_completed', nodeId: 'check', score: 2 }, T1);
    expect(low.run.currentNodeId).toBe('help');
    expect(low.run.history.find((h) => h.nodeId === 'tip')?.branch).toBe('met');
    const high = advance(waiting, nodes, { type: 'task_completed', nodeId: 'check', score: 9 }, T1);
    expect(high.run.currentNodeId).toBe('good');
    expect(high.run.history.find((h) => h.nodeId === 'tip')?.branch).toBe('not_met');
  });
});

describe('jump, finish and fail', () => {
  it('jump goes to its rule target, or its child when it has none', () => {
    const nodes = [
      step('root', 'population', null),
      step('j', 'jump', 'root', { rules: jumpRule('far') }),
      step('near', 'fail', 'j'),
      step('far', 'finish', 'near'),
    ];
    expect(start(nodes).run.currentNodeId).toBe('far');
    const noTarget = nodes.map((n) => (n.id === 'j' ? step('j', 'jump', 'root') : n));
    expect(start(noTarget).run.currentNodeId).toBe('near');
  });

  it('finish ends the run as finished with a finish effect', () => {
    const { run, effects } = start([step('root', 'population', null), step('end', 'finish', 'root')]);
    expect(run).toMatchObject({ status: 'finished', endReason: 'finish_step', currentNodeId: 'end' });
    expect(effects.map((e) => e.type)).toEqual(['finish']);
  });

  it('fail ends the run as failed with a fail effect', () => {
    const { run, effects } = start([step('root', 'population', null), step('x', 'fail', 'root')]);
    expect(run).toMatchObject({ status: 'failed', endReason: 'fail_step', currentNodeId: 'x' });
    expect(effects).toEqual([{ type: 'fail', reason: 'fail_step', nodeId: 'x', iteration: 1, key: 'run1:x:1' }]);
  });

  it('a step with nowhere to go finishes the run with a dead_end finish keyed :end', () => {
    const { run, effects } = start([step('root', 'population', null), step('n', 'nudge', 'root')]);
    expect(run).toMatchObject({ status: 'finished', endReason: 'dead_end', currentNodeId: 'n' });
    expect(effects.map((e) => [e.type, e.key])).toEqual([
      ['send_nudge', 'run1:n:1'],
      ['finish', 'run1:n:1:end'],
    ]);
  });

  it('a jump to a missing step fails the run and names the missing step', () => {
    const { run, effects } = start([
      step('root', 'population', null),
      step('j', 'jump', 'root', { rules: jumpRule('gone') }),
    ]);
    expect(run).toMatchObject({ status: 'failed', endReason: 'missing_step', currentNodeId: 'j' });
    expect(effects).toEqual([
      { type: 'fail', reason: 'missing_step', missingNodeId: 'gone', nodeId: 'j', iteration: 1, key: 'run1:j:1:end' },
    ]);
  });

  it('a protocol without a root step fails at start', () => {
    const { run, effects } = start([step('orphan', 'nudge', 'nobody')]);
    expect(run.status).toBe('failed');
    expect(effects).toEqual([{ type: 'fail', reason: 'no_start_step', nodeId: '', iteration: 0, key: 'run1::0:end' }]);
  });

  it('starts at the first population root when there are several roots', () => {
    const nodes = [step('a', 'fail', null), step('b', 'population', null), step('c', 'finish', 'b')];
    expect(start(nodes).run.history.map((h) => h.nodeId)).toEqual(['b', 'c']);
  });
});

describe('wait', () => {
  const nodes = [
    step('root', 'population', null),
    step('w', 'wait', 'root', { waitMinutes: 90 }),
    step('end', 'finish', 'w'),
  ];

  it('schedules a wake-up at now + waitMinutes and waits', () => {
    const { run, effects } = start(nodes);
    expect(effects).toEqual([
      { type: 'schedule_wake', wakeAt: '2025-03-03T09:30:00.000Z', nodeId: 'w', iteration: 1, key: 'run1:w:1' },
    ]);
    expect(run).toMatchObject({ status: 'waiting', currentNodeId: 'w', nextWakeAt: '2025-03-03T09:30:00.000Z' });
  });

  it('ignores a wake-up before its time, and one for another iteration or step', () => {
    const waiting = start(nodes).run;
    for (const [event, at] of [
      [{ type: 'wake' }, '2025-03-03T09:29:59.999Z'],
      [{ type: 'wake', iteration: 2 }, '2025-03-03T10:00:00.000Z'],
      [{ type: 'wake', nodeId: 'end' }, '2025-03-03T10:00:00.000Z'],
    ] as [EngineEvent, string][]) {
      expect(advance(waiting, nodes, event, at)).toEqual({ run: waiting, effects: [] });
    }
  });

  it('moves on at or after its time and clears the wake-up', () => {
    const { run, effects } = advance(
      start(nodes).run,
      nodes,
      { type: 'wake', iteration: 1 },
      '2025-03-03T09:30:00.000Z',
    );
    expect(run).toMatchObject({ status: 'finished', currentNodeId: 'end', nextWakeAt: null });
    expect(effects.map((e) => e.key)).toEqual(['run1:end:1']);
  });

  it('a wait with no duration still waits for its wake-up', () => {
    const noDuration = nodes.map((n) => (n.id === 'w' ? step('w', 'wait', 'root', { waitMinutes: null }) : n));
    const { run, effects } = start(noDuration);
    expect(run.status).toBe('waiting');
    expect(effects[0]).toMatchObject({ type: 'schedule_wake', wakeAt: '2025-03-03T08:00:00.000Z' });
  });
});

describe('order', () => {
  it('opens an order and waits', () => {
    const { run, effects } = start(branching('order', { selectedItemName: 'Kit', selectedItemId: 'o1' }));
    expect(run.status).toBe('waiting');
    expect(effects[0]).toMatchObject({ type: 'open_order', key: 'run1:s:1', itemId: 'o1', itemName: 'Kit' });
  });

  it('paid meets the order_paid condition: goes to targetSuccess', () => {
    const nodes = branching('order', {});
    const paid = advance(start(nodes).run, nodes, { type: 'order_paid', nodeId: 's' }, T1);
    expect(paid.run.currentNodeId).toBe('success');
    expect(paid.run.state.orderPaid).toBe(true);
    expect(paid.run.history.find((h) => h.nodeId === 's')?.branch).toBe('met');
  });

  it('failed does not meet it: goes to target', () => {
    const nodes = branching('order', {});
    const failed = advance(start(nodes).run, nodes, { type: 'order_failed' }, T1);
    expect(failed.run.currentNodeId).toBe('failure');
    expect(failed.run.history.find((h) => h.nodeId === 's')?.branch).toBe('not_met');
  });

  it('without a jump rule both outcomes go to the child', () => {
    const nodes = branching('order', {}, false);
    expect(advance(start(nodes).run, nodes, { type: 'order_paid', nodeId: 's' }, T1).run.currentNodeId).toBe('next');
    expect(advance(start(nodes).run, nodes, { type: 'order_failed' }, T1).run.currentNodeId).toBe('next');
  });

  it('ignores an order event for another step or a task event', () => {
    const waiting = start(branching('order', {})).run;
    const nodes = branching('order', {});
    expect(advance(waiting, nodes, { type: 'order_paid', nodeId: 'other' }, T1).run).toBe(waiting);
    expect(advance(waiting, nodes, { type: 'task_completed', nodeId: 's', score: 10 }, T1).run).toBe(waiting);
  });
});

describe('challenge', () => {
  const nodes = branching('challenge', { selectedItemName: '10k steps' });

  it('creates a challenge task and waits', () => {
    const { run, effects } = start(nodes);
    expect(run.status).toBe('waiting');
    expect(effects[0]).toMatchObject({ type: 'create_task', taskKind: 'challenge', itemName: '10k steps' });
  });

  it('done meets challenge_done: targetSuccess', () => {
    expect(advance(start(nodes).run, nodes, { type: 'challenge_done' }, T1).run.currentNodeId).toBe('success');
    const viaTask = advance(start(nodes).run, nodes, { type: 'task_completed', nodeId: 's' }, T1);
    expect(viaTask.run.currentNodeId).toBe('success');
  });

  it('completed but not done does not meet it: target', () => {
    const notDone = advance(start(nodes).run, nodes, { type: 'task_completed', nodeId: 's', done: false }, T1);
    expect(notDone.run.currentNodeId).toBe('failure');
    expect(notDone.run.state.challengeDone).toBe(false);
  });

  it('without a jump rule goes to the child', () => {
    const plain = branching('challenge', {}, false);
    expect(advance(start(plain).run, plain, { type: 'challenge_done' }, T1).run.currentNodeId).toBe('next');
  });
});

describe('assessment', () => {
  const condition = { nextStepCondition: { kind: 'score_at_least', value: 7 } } as const;
  const nodes = branching('assessment', { ...condition, selectedItemId: 'a1', selectedItemName: 'Check' });

  it('creates an assessment task and waits', () => {
    const { run, effects } = start(nodes);
    expect(run.status).toBe('waiting');
    expect(effects[0]).toMatchObject({ type: 'create_task', taskKind: 'assessment', itemId: 'a1', key: 'run1:s:1' });
  });

  it('score meeting nextStepCondition goes to targetSuccess', () => {
    const met = advance(start(nodes).run, nodes, { type: 'task_completed', nodeId: 's', score: 7 }, T1);
    expect(met.run.currentNodeId).toBe('success');
    expect(met.run.state.lastScore).toBe(7);
  });

  it('score not meeting it goes to target; so does a missing score', () => {
    expect(
      advance(start(nodes).run, nodes, { type: 'task_completed', nodeId: 's', score: 6 }, T1).run.currentNodeId,
    ).toBe('failure');
    const noScore = advance(start(nodes).run, nodes, { type: 'task_completed', nodeId: 's' }, T1);
    expect(noScore.run.currentNodeId).toBe('failure');
    expect(noScore.run.state.lastScore).toBeNull();
  });

  it('without a jump rule goes to the child whatever the score', () => {
    const plain = branching('assessment', condition, false);
    for (const score of [0, 10]) {
      expect(
        advance(start(plain).run, plain, { type: 'task_completed', nodeId: 's', score }, T1).run.currentNodeId,
      ).toBe('next');
    }
  });

  it('score_below is met under the value', () => {
    const below = branching('assessment', { nextStepCondition: { kind: 'score_below', value: 5 } });
    expect(
      advance(start(below).run, below, { type: 'task_completed', nodeId: 's', score: 4 }, T1).run.currentNodeId,
    ).toBe('success');
  });
});

describe('kpi', () => {
  it('creates a KPI task, waits, and branches on kpi_at_least', () => {
    const nodes = branching('kpi', { nextStepCondition: { kind: 'kpi_at_least', value: 10 } });
    const { run, effects } = start(nodes);
    expect(effects[0]).toMatchObject({ type: 'create_task', taskKind: 'kpi' });
    expect(advance(run, nodes, { type: 'task_completed', nodeId: 's', kpiValue: 12 }, T1).run.currentNodeId).toBe(
      'success',
    );
    expect(advance(run, nodes, { type: 'task_completed', nodeId: 's', kpiValue: 9 }, T1).run.currentNodeId).toBe(
      'failure',
    );
  });

  it('branches on kpi_at_most, and goes to the child without a jump rule', () => {
    const atMost = branching('kpi', { nextStepCondition: { kind: 'kpi_at_most', value: 80 } });
    const done = advance(start(atMost).run, atMost, { type: 'task_completed', nodeId: 's', kpiValue: 75 }, T1);
    expect(done.run).toMatchObject({ currentNodeId: 'success', state: { lastKpiValue: 75 } });
    const plain = branching('kpi', {}, false);
    expect(
      advance(start(plain).run, plain, { type: 'task_completed', nodeId: 's', kpiValue: 1 }, T1).run.currentNodeId,
    ).toBe('next');
  });
});

describe('loops with a wait', () => {
  const nodes = practiceLoop(60, 8);
  const graph = compileGraph(nodes);

  /** Start, then `scores.length` rounds of wake-up + assessment answer, an hour apart. */
  function play(scores: number[]): { run: ProtocolRun; all: AdvanceResult[] } {
    const all = [advance(newRun(), graph, { type: 'start' }, T0)];
    let t = Date.parse(T0);
    for (const score of scores) {
      t += 3_600_000;
      const woken = advance(all.at(-1)!.run, graph, { type: 'wake' }, new Date(t).toISOString());
      all.push(
        woken,
        advance(woken.run, graph, { type: 'task_completed', nodeId: 'check', score }, new Date(t).toISOString()),
      );
    }
    return { run: all.at(-1)!.run, all };
  }

  it('counts iterations per step and changes the idempotency keys each time round', () => {
    const { run, all } = play([3, 5, 9]);
    expect(run).toMatchObject({ status: 'finished', currentNodeId: 'done' });
    expect(run.iterations).toEqual({ start: 1, nudge: 3, wait: 3, check: 3, again: 2, done: 1 });
    const allKeys = all.flatMap(keys);
    expect(allKeys).toEqual([
      'run1:nudge:1',
      'run1:wait:1',
      'run1:check:1',
      'run1:nudge:2',
      'run1:wait:2',
      'run1:check:2',
      'run1:nudge:3',
      'run1:wait:3',
      'run1:check:3',
      'run1:done:1',
    ]);
    expect(run.history.filter((h) => h.nodeId === 'check').map((h) => h.branch)).toEqual(['not_met', 'not_met', 'met']);
  });

  it('ignores an answer to an earlier iteration of the same step', () => {
    const { run } = play([3]);
    const woken = advance(run, graph, { type: 'wake' }, '2025-03-03T11:00:00.000Z').run;
    expect(woken.iterations.check).toBe(2);
    const stale = advance(woken, graph, { type: 'task_completed', nodeId: 'check', iteration: 1, score: 10 }, T1);
    expect(stale.run).toBe(woken);
  });

  it('gives the same result from the node list and from the compiled graph', () => {
    const fromList = advance(newRun(), nodes, { type: 'start' }, T0);
    expect(fromList).toEqual(advance(newRun(), graph, { type: 'start' }, T0));
  });
});

describe('the cap on steps per call', () => {
  it('fails a loop without a wait after MAX_STEPS_PER_ADVANCE steps', () => {
    const nodes = [
      step('root', 'population', null),
      step('n', 'nudge', 'root'),
      step('j', 'jump', 'n', { rules: jumpRule('n') }),
    ];
    const { run, effects } = start(nodes);
    expect(run).toMatchObject({ status: 'failed', endReason: 'step_cap' });
    expect(run.history).toHaveLength(MAX_STEPS_PER_ADVANCE);
    const last = effects.at(-1);
    expect(last).toMatchObject({
      type: 'fail',
      reason: 'step_cap',
      key: `run1:${last?.nodeId}:${last?.iteration}:end`,
    });
    expect(new Set(effects.map((e) => e.key)).size).toBe(effects.length);
  });
});

describe('a run that has ended', () => {
  const events: EngineEvent[] = [
    { type: 'start' },
    { type: 'wake' },
    { type: 'task_completed', nodeId: 'end', score: 1 },
    { type: 'order_paid', nodeId: 'end' },
    { type: 'order_failed' },
    { type: 'challenge_done' },
    { type: 'bogus' } as unknown as EngineEvent,
  ];

  it.each(['finish', 'fail'] as const)('never changes after %s and emits nothing', (kind) => {
    const nodes = [step('root', 'population', null), step('end', kind, 'root')];
    const ended = start(nodes).run;
    for (const event of events) {
      const result = advance(ended, nodes, event, '2030-01-01T00:00:00.000Z');
      expect(result.run).toBe(ended);
      expect(result.effects).toEqual([]);
    }
  });
});

describe('events that do not fit', () => {
  it('start twice, unknown events and events before start change nothing', () => {
    const nodes = practiceLoop();
    const fresh = newRun();
    expect(advance(fresh, nodes, { type: 'wake' }, T0).run).toBe(fresh);
    const started = start(nodes).run;
    expect(advance(started, nodes, { type: 'start' }, T1).run).toBe(started);
    expect(advance(started, nodes, { type: 'bogus' } as unknown as EngineEvent, T1).run).toBe(started);
  });

  it('never mutates the run or the nodes it is given', () => {
    const nodes = deepFreeze(practiceLoop(0));
    const first = deepFreeze(start(nodes).run);
    const woken = deepFreeze(advance(first, nodes, { type: 'wake' }, T1).run);
    expect(() => advance(woken, nodes, { type: 'task_completed', nodeId: 'check', score: 1 }, T1)).not.toThrow();
    expect(first.history).toHaveLength(3);
  });
});

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
