/**
 * The `/creator/live` state: how many runs stand at each step now, and the latest run events, kept current by the
 * realtime bus (component `protocol-live`). The server's snapshot is the truth; events move runs between its counts
 * until the next snapshot. One advance publishes several events that all carry the run's state after it, so moving a
 * run is "from where we last saw it to where the event says it is" and repeating an event changes nothing.
 */

export const LIVE_FEED_MAX = 50;

/** What the feed shows of a run event: the snapshot's recent events and the published ones both have it. */
export type FeedEvent = {
  id: string;
  run_id: string;
  protocol_id: string;
  node_key: string | null;
  kind: string;
  payload: Record<string, unknown>;
  at: string;
};

/** A run event as published on the creator's channel: the run's status and step after the advance come along. */
export type RunStatus = 'running' | 'waiting' | 'finished' | 'failed';

export type LiveEvent = FeedEvent & {
  run_status: RunStatus;
  current_node_key: string | null;
};

export type LiveSnapshot = {
  /** `name`: the step's name in the newest version that has runs there. */
  steps: { protocol_id: string; node_key: string; name?: string; runs: number }[];
  totals: Partial<Record<RunStatus, number>>;
  recent: FeedEvent[];
  /**
   * Active runs and where they stand (the server sends the newest 500). An event of a run not among them cannot be
   * placed and makes the state stale (a new snapshot); without the list, only runs started since can be moved.
   */
  runs?: { id: string; protocol_id: string; current_node_key: string | null; status: RunStatus }[];
};

export type LiveState = {
  /** Active runs per step, keyed `${protocol_id}:${node_key}`. */
  counts: Record<string, number>;
  /** Step names by the same key, as the snapshot gave them. */
  names: Record<string, string>;
  totals: Partial<Record<RunStatus, number>>;
  /** Where each known run stands (`at` null: ended) and its status. */
  positions: Record<string, { at: string | null; status: RunStatus }>;
  feed: FeedEvent[];
  /** An event named a run we could not place: the counts need a fresh snapshot. */
  isStale: boolean;
  /** Only events of this protocol count (null: all). */
  protocolId: string | null;
};

export type LiveAction = { type: 'snapshot'; snapshot: LiveSnapshot } | { type: 'event'; event: LiveEvent };

export const stepKey = (protocolId: string, nodeKey: string) => `${protocolId}:${nodeKey}`;

export function initialLiveState(protocolId: string | null = null): LiveState {
  return { counts: {}, names: {}, totals: {}, positions: {}, feed: [], isStale: false, protocolId };
}

const isActive = (status: RunStatus) => status === 'running' || status === 'waiting';

export function liveReducer(state: LiveState, action: LiveAction): LiveState {
  if (action.type === 'snapshot') return fromSnapshot(state, action.snapshot);
  const { event } = action;
  if (state.protocolId !== null && event.protocol_id !== state.protocolId) return state;
  if (state.feed.some((e) => e.id === event.id)) return state;

  const feed = [toFeedEvent(event), ...state.feed].slice(0, LIVE_FEED_MAX);
  const to =
    isActive(event.run_status) && event.current_node_key !== null
      ? stepKey(event.protocol_id, event.current_node_key)
      : null;
  const before = state.positions[event.run_id];
  if (!before && event.kind !== 'started') return { ...state, feed, isStale: true };
  const positions = { ...state.positions, [event.run_id]: { at: to, status: event.run_status } };
  if (before && before.at === to && before.status === event.run_status) return { ...state, feed, positions };

  const counts = { ...state.counts };
  if (before?.at) counts[before.at] = Math.max(0, (counts[before.at] ?? 0) - 1);
  if (to !== null) counts[to] = (counts[to] ?? 0) + 1;
  const totals = { ...state.totals };
  if (before) totals[before.status] = Math.max(0, (totals[before.status] ?? 0) - 1);
  totals[event.run_status] = (totals[event.run_status] ?? 0) + 1;
  return { ...state, feed, counts, totals, positions };
}

function toFeedEvent(event: LiveEvent): FeedEvent {
  const { id, run_id, protocol_id, node_key, kind, payload, at } = event;
  return { id, run_id, protocol_id, node_key, kind, payload, at };
}

function fromSnapshot(state: LiveState, snapshot: LiveSnapshot): LiveState {
  const counts: Record<string, number> = {};
  // Names outlive the counts: a step emptied since the last snapshot keeps its name for when runs come back.
  const names = { ...state.names };
  for (const step of snapshot.steps) {
    const key = stepKey(step.protocol_id, step.node_key);
    counts[key] = step.runs;
    if (step.name) names[key] = step.name;
  }
  const positions: LiveState['positions'] = {};
  for (const run of snapshot.runs ?? []) {
    const at = run.current_node_key === null ? null : stepKey(run.protocol_id, run.current_node_key);
    positions[run.id] = { at, status: run.status };
  }
  // Events that arrived while the snapshot was loading stay; the snapshot's own fill in behind them.
  const seen = new Set(state.feed.map((e) => e.id));
  const feed = [...state.feed, ...snapshot.recent.filter((e) => !seen.has(e.id))]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, LIVE_FEED_MAX);
  return { ...state, counts, names, totals: { ...snapshot.totals }, positions, feed, isStale: false };
}

const RUN_STATUSES: readonly string[] = ['running', 'waiting', 'finished', 'failed'];

/** A realtime payload as a live event, or null when it is not one (the bus carries whatever the server sends). */
export function toLiveEvent(data: unknown): LiveEvent | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  const isText = (key: string) => typeof d[key] === 'string' && d[key] !== '';
  const isTextOrNull = (key: string) => d[key] === null || typeof d[key] === 'string';
  if (!['id', 'run_id', 'protocol_id', 'kind', 'at'].every(isText)) return null;
  if (!isTextOrNull('node_key') || !isTextOrNull('current_node_key')) return null;
  if (!RUN_STATUSES.includes(String(d.run_status))) return null;
  const payload = typeof d.payload === 'object' && d.payload !== null ? (d.payload as Record<string, unknown>) : {};
  return {
    id: String(d.id),
    run_id: String(d.run_id),
    protocol_id: String(d.protocol_id),
    node_key: (d.node_key as string | null) ?? null,
    kind: String(d.kind),
    payload,
    at: String(d.at),
    run_status: d.run_status as RunStatus,
    current_node_key: (d.current_node_key as string | null) ?? null,
  };
}

/** Steps with runs on them, busiest first, for the "runs per step now" list. */
export type BusyStep = { key: string; protocolId: string; nodeKey: string; name: string | null; count: number };

export function busySteps(state: LiveState): BusyStep[] {
  return Object.entries(state.counts)
    .filter(([, count]) => count > 0)
    .map(([key, count]) => {
      const cut = key.indexOf(':');
      return { key, protocolId: key.slice(0, cut), nodeKey: key.slice(cut + 1), name: state.names[key] ?? null, count };
    })
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}
