import { describe, expect, it } from 'vitest';
import {
  busySteps,
  initialLiveState,
  LIVE_FEED_MAX,
  liveReducer,
  stepKey,
  toLiveEvent,
  type LiveEvent,
  type LiveSnapshot,
} from './live-feed.ts';

let n = 0;
function event(over: Partial<LiveEvent>): LiveEvent {
  n += 1;
  return {
    id: `e${n}`,
    run_id: 'r1',
    protocol_id: 'p1',
    node_key: 'wait',
    kind: 'step',
    payload: {},
    at: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
    run_status: 'waiting',
    current_node_key: 'wait',
    ...over,
  };
}

const snapshot: LiveSnapshot = {
  steps: [
    { protocol_id: 'p1', node_key: 'wait', name: 'Wait a day', runs: 3 },
    { protocol_id: 'p1', node_key: 'check', runs: 1 },
  ],
  totals: { waiting: 4, finished: 2 },
  runs: [
    { id: 'r1', protocol_id: 'p1', current_node_key: 'wait', status: 'waiting' },
    { id: 'r2', protocol_id: 'p1', current_node_key: 'wait', status: 'waiting' },
    { id: 'r3', protocol_id: 'p1', current_node_key: 'wait', status: 'waiting' },
    { id: 'r4', protocol_id: 'p1', current_node_key: 'check', status: 'waiting' },
  ],
  recent: [
    {
      id: 'old',
      run_id: 'r2',
      protocol_id: 'p1',
      node_key: 'wait',
      kind: 'step',
      payload: {},
      at: '2025-12-31T00:00:00.000Z',
    },
  ],
};

const apply = (state: ReturnType<typeof initialLiveState>, e: LiveEvent) =>
  liveReducer(state, { type: 'event', event: e });

describe('live feed reducer', () => {
  it('moves a known run from its step to the next, once per advance', () => {
    let state = liveReducer(initialLiveState(), { type: 'snapshot', snapshot });
    const moved = event({ run_id: 'r1', kind: 'event', node_key: 'wait', current_node_key: 'check' });
    state = apply(state, moved);
    // The same advance's other events carry the same final position: no further move.
    state = apply(state, event({ run_id: 'r1', node_key: 'check', current_node_key: 'check' }));
    state = apply(state, moved);
    expect(state.counts[stepKey('p1', 'wait')]).toBe(2);
    expect(state.counts[stepKey('p1', 'check')]).toBe(2);
    expect(state.totals).toEqual({ waiting: 4, finished: 2 });
    expect(state.feed.map((e) => e.id).slice(0, 2)).toEqual([`e${n}`, moved.id]);
    expect(state.feed).toHaveLength(3);
    expect(state.feed[0]).not.toHaveProperty('run_status');
    expect(state.isStale).toBe(false);
  });

  it('takes a finished run off the counts, and counts a new run where it starts', () => {
    let state = liveReducer(initialLiveState(), { type: 'snapshot', snapshot });
    state = apply(
      state,
      event({ run_id: 'r4', kind: 'finished', node_key: 'done', run_status: 'finished', current_node_key: 'done' }),
    );
    state = apply(state, event({ run_id: 'new', kind: 'started', node_key: null, current_node_key: 'wait' }));
    expect(busySteps(state)).toEqual([
      { key: stepKey('p1', 'wait'), protocolId: 'p1', nodeKey: 'wait', name: 'Wait a day', count: 4 },
    ]);
    expect(state.totals).toEqual({ waiting: 4, finished: 3 });
  });

  it('asks for a fresh snapshot when an event names a run it cannot place, and the snapshot clears that', () => {
    let state = liveReducer(initialLiveState(), { type: 'snapshot', snapshot: { ...snapshot, runs: undefined } });
    state = apply(state, event({ run_id: 'r9', current_node_key: 'check' }));
    expect(state.isStale).toBe(true);
    expect(state.counts[stepKey('p1', 'check')]).toBe(1);
    state = liveReducer(state, { type: 'snapshot', snapshot });
    expect(state.isStale).toBe(false);
    // The event that arrived before the snapshot stays in the feed, newest first.
    expect(state.feed[0]!.run_id).toBe('r9');
    expect(state.feed.at(-1)!.id).toBe('old');
  });

  it('ignores other protocols when filtered, and keeps the feed bounded', () => {
    let state = liveReducer(initialLiveState('p1'), { type: 'snapshot', snapshot });
    expect(apply(state, event({ protocol_id: 'p2', kind: 'started' }))).toBe(state);
    for (let i = 0; i < LIVE_FEED_MAX + 10; i += 1) state = apply(state, event({ run_id: 'r1' }));
    expect(state.feed).toHaveLength(LIVE_FEED_MAX);
  });
});

describe('toLiveEvent', () => {
  it('reads a published event and refuses anything else', () => {
    const published = event({ payload: { branch: 'met' } });
    expect(toLiveEvent({ ...JSON.parse(JSON.stringify(published)), user_id: 'u1' })).toEqual(published);
    expect(toLiveEvent({ ...published, node_key: undefined })).toBeNull();
    expect(toLiveEvent({ ...published, run_status: 'paused' })).toBeNull();
    expect(toLiveEvent({ ...published, id: '' })).toBeNull();
    expect(toLiveEvent('step')).toBeNull();
    expect(toLiveEvent({ ...published, payload: null })).toEqual({ ...published, payload: {} });
  });
});
