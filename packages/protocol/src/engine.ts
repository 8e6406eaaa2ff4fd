import type { FlowNode, NextStepCondition, StepKind } from './model.ts';
import { minutesAfter, parseInstant } from './time.ts';

/**
 * The step engine (DESIGN section 8): `advance(run, protocol, event, now) -> { run, effects }`, pure and deterministic.
 * It never does anything itself: it returns the run's next state and the effects the server applies in the same
 * transaction (create a task, send a nudge, open an order, schedule a wake-up, finish, fail). The browser simulator
 * runs the same function on a virtual clock.
 *
 * One call moves the run through pass-through steps (population, nudge, followup, services, jump) until it reaches a
 * step that waits for the outside world (wait, order, challenge, assessment, kpi) or a terminal (finish, fail).
 *
 * Decisions:
 * - Every non-terminal step leaves by the same rule: its condition (`nextStepCondition`, or the kind's default:
 *   `order_paid` for an order, `challenge_done` for a challenge, `always` otherwise) is checked against the run's state
 *   bag; met -> `jumpRule.targetSuccess`, not met -> `jumpRule.target`, and when that is unset -> the step's first
 *   child (in node order). A jump step goes to `jumpRule.target`, or its first child when unset.
 * - A step with nowhere to go (no target, no child) ends the run as `finished` with a `finish` effect whose reason is
 *   `dead_end`, so the follower is not left hanging; validation reports such paths before publishing.
 * - A target that names no step fails the run (`missing_step`); more than `MAX_STEPS_PER_ADVANCE` steps in one call
 *   (a loop with no wait) fails it (`step_cap`).
 * - A wait with no (or a negative) duration waits zero minutes but still waits for its wake-up event.
 * - Each effect's `key` is `${runId}:${nodeId}:${iteration}` (one effect per step visit); the one effect that ends a run
 *   without a terminal step (dead end, missing step, cap) gets `${runId}:${nodeId}:${iteration}:end`. Keys are unique
 *   over a run's life, so the server applies each exactly once.
 * - Events that do not fit the run's position (another step, an older iteration, a wake-up before its time, a
 *   finished or failed run, an unknown type) change nothing: same run object, no effects.
 */

export const MAX_STEPS_PER_ADVANCE = 1000;

export type RunStatus = 'running' | 'waiting' | 'finished' | 'failed';

/** What the run has learnt from the steps that waited (the inputs of `nextStepCondition`). */
export type RunState = {
  lastScore: number | null;
  lastKpiValue: number | null;
  orderPaid: boolean | null;
  challengeDone: boolean | null;
};

export type Branch = 'met' | 'not_met';

/** One visit of a step; `branch` is set when the step left through a condition other than `always`. */
export type HistoryEntry = { nodeId: string; kind: StepKind; iteration: number; at: string; branch?: Branch };

export type FinishReason = 'finish_step' | 'dead_end';
export type FailReason = 'fail_step' | 'missing_step' | 'step_cap' | 'no_start_step';

export type ProtocolRun = {
  id: string;
  protocolId: string;
  protocolVersion: number;
  userId: string;
  status: RunStatus;
  currentNodeId: string | null;
  /** Visits per step (1 on the first visit): loops count up, and idempotency keys change with them. */
  iterations: Readonly<Record<string, number>>;
  state: RunState;
  nextWakeAt: string | null;
  history: readonly HistoryEntry[];
  endReason: FinishReason | FailReason | null;
};

type Guard = { nodeId?: string; iteration?: number };

export type EngineEvent =
  | { type: 'start' }
  | ({ type: 'wake' } & Guard)
  | {
      type: 'task_completed';
      nodeId: string;
      iteration?: number;
      score?: number | null;
      kpiValue?: number | null;
      done?: boolean;
    }
  | { type: 'order_paid'; nodeId: string; iteration?: number }
  | ({ type: 'order_failed' } & Guard)
  | ({ type: 'challenge_done' } & Guard);

export type TaskKind = 'challenge' | 'assessment' | 'kpi' | 'activity';

type EffectBase = { key: string; nodeId: string; iteration: number };
/** The step an effect comes from, so the server can act without reading the protocol again. */
type StepRef = { stepName: string; target: 'follower' | 'system'; itemId: string | null; itemName: string | null };

export type Effect =
  | (EffectBase & StepRef & { type: 'send_nudge' | 'create_followup' | 'open_order' | 'offer_service' })
  | (EffectBase & StepRef & { type: 'create_task'; taskKind: TaskKind })
  | (EffectBase & { type: 'schedule_wake'; wakeAt: string })
  | (EffectBase & { type: 'finish'; reason: FinishReason })
  /** `nodeId` is '' only for `no_start_step` (a protocol without a root step). */
  | (EffectBase & { type: 'fail'; reason: FailReason; missingNodeId?: string });

/** Every effect type, as a value: the database refuses any other in `applied_effects.kind` (decision 043). */
export const EFFECT_TYPES = [
  'send_nudge',
  'create_followup',
  'open_order',
  'offer_service',
  'create_task',
  'schedule_wake',
  'finish',
  'fail',
] as const satisfies readonly Effect['type'][];
// The other direction: an effect type added to `Effect` but not to the list fails to compile here.
const everyEffectType: readonly (typeof EFFECT_TYPES)[number][] = [] as Effect['type'][];
void everyEffectType;

export type AdvanceResult = { run: ProtocolRun; effects: Effect[] };

/** The nodes indexed once; pass it to `advance` when calling it many times over the same protocol. */
export type ProtocolGraph = {
  readonly kind: 'graph';
  readonly byId: ReadonlyMap<string, FlowNode>;
  readonly firstChild: ReadonlyMap<string, string>;
  /** The first root (no parent) that is a population step, else the first root. */
  readonly startId: string | null;
};

export function compileGraph(nodes: readonly FlowNode[]): ProtocolGraph {
  const byId = new Map<string, FlowNode>();
  for (const node of nodes) if (!byId.has(node.id)) byId.set(node.id, node);
  const firstChild = new Map<string, string>();
  let firstRoot: string | null = null;
  let populationRoot: string | null = null;
  for (const node of byId.values()) {
    if (node.parentId === null) {
      firstRoot ??= node.id;
      if (node.data.type === 'population') populationRoot ??= node.id;
    } else if (node.parentId !== node.id && byId.has(node.parentId) && !firstChild.has(node.parentId)) {
      firstChild.set(node.parentId, node.id);
    }
  }
  return { kind: 'graph', byId, firstChild, startId: populationRoot ?? firstRoot };
}

export function createRun(init: {
  id: string;
  protocolId: string;
  protocolVersion: number;
  userId: string;
}): ProtocolRun {
  return {
    ...init,
    status: 'running',
    currentNodeId: null,
    iterations: {},
    state: { lastScore: null, lastKpiValue: null, orderPaid: null, challengeDone: null },
    nextWakeAt: null,
    history: [],
    endReason: null,
  };
}

export function isEnded(run: ProtocolRun): boolean {
  return run.status === 'finished' || run.status === 'failed';
}

export function idempotencyKey(runId: string, nodeId: string, iteration: number): string {
  return `${runId}:${nodeId}:${iteration}`;
}

const WAITING_KINDS: ReadonlySet<StepKind> = new Set(['wait', 'order', 'challenge', 'assessment', 'kpi']);

export function advance(
  run: ProtocolRun,
  protocol: ProtocolGraph | readonly FlowNode[],
  event: EngineEvent,
  now: string,
): AdvanceResult {
  const unchanged: AdvanceResult = { run, effects: [] };
  if (isEnded(run)) return unchanged;
  const graph = 'kind' in protocol ? protocol : compileGraph(protocol);

  if (event.type === 'start') {
    if (run.currentNodeId !== null || run.history.length > 0) return unchanged;
    const draft = openDraft(run, graph, now);
    if (graph.startId === null) {
      endRun(draft, { type: 'fail', reason: 'no_start_step' }, '', 0);
    } else {
      walk(draft, graph.startId);
    }
    return closeDraft(draft);
  }

  if (run.status !== 'waiting' || run.currentNodeId === null) return unchanged;
  const node = graph.byId.get(run.currentNodeId);
  if (!node || !WAITING_KINDS.has(node.data.type)) return unchanged;
  const nodeId = node.id;
  const iteration = run.iterations[nodeId] ?? 0;
  if ('nodeId' in event && event.nodeId !== undefined && event.nodeId !== nodeId) return unchanged;
  if ('iteration' in event && event.iteration !== undefined && event.iteration !== iteration) return unchanged;

  const kind = node.data.type;
  let state: RunState;
  switch (event.type) {
    case 'wake':
      if (kind !== 'wait' || (run.nextWakeAt !== null && parseInstant(now) < parseInstant(run.nextWakeAt)))
        return unchanged;
      state = run.state;
      break;
    case 'task_completed':
      if (kind === 'assessment') state = { ...run.state, lastScore: finiteOrNull(event.score) };
      else if (kind === 'kpi') state = { ...run.state, lastKpiValue: finiteOrNull(event.kpiValue) };
      else if (kind === 'challenge') state = { ...run.state, challengeDone: event.done ?? true };
      else return unchanged;
      break;
    case 'order_paid':
    case 'order_failed':
      if (kind !== 'order') return unchanged;
      state = { ...run.state, orderPaid: event.type === 'order_paid' };
      break;
    case 'challenge_done':
      if (kind !== 'challenge') return unchanged;
      state = { ...run.state, challengeDone: true };
      break;
    default:
      return unchanged;
  }

  const draft = openDraft(run, graph, now);
  draft.state = state;
  draft.status = 'running';
  draft.nextWakeAt = null;
  const next = leave(draft, node, draft.history.length - 1);
  if (next === null) endRun(draft, { type: 'finish', reason: 'dead_end' }, nodeId, iteration);
  else walk(draft, next);
  return closeDraft(draft);
}

type Draft = {
  base: ProtocolRun;
  graph: ProtocolGraph;
  now: string;
  status: RunStatus;
  currentNodeId: string | null;
  iterations: Record<string, number>;
  state: RunState;
  nextWakeAt: string | null;
  history: HistoryEntry[];
  endReason: ProtocolRun['endReason'];
  effects: Effect[];
};

function openDraft(run: ProtocolRun, graph: ProtocolGraph, now: string): Draft {
  return {
    base: run,
    graph,
    now,
    status: run.status,
    currentNodeId: run.currentNodeId,
    iterations: { ...run.iterations },
    state: run.state,
    nextWakeAt: run.nextWakeAt,
    history: run.history.slice(),
    endReason: run.endReason,
    effects: [],
  };
}

function closeDraft(d: Draft): AdvanceResult {
  const run: ProtocolRun = {
    ...d.base,
    status: d.status,
    currentNodeId: d.currentNodeId,
    iterations: d.iterations,
    state: d.state,
    nextWakeAt: d.nextWakeAt,
    history: d.history,
    endReason: d.endReason,
  };
  return { run, effects: d.effects };
}

/** Enters `firstId` and keeps going through pass-through steps until the run waits or ends. */
function walk(d: Draft, firstId: string): void {
  let nextId = firstId;
  for (let entered = 0; ; entered += 1) {
    const fromId = d.currentNodeId ?? '';
    const fromIteration = d.iterations[fromId] ?? 0;
    const node = d.graph.byId.get(nextId);
    if (!node) {
      endRun(d, { type: 'fail', reason: 'missing_step', missingNodeId: nextId }, fromId, fromIteration);
      return;
    }
    if (entered >= MAX_STEPS_PER_ADVANCE) {
      endRun(d, { type: 'fail', reason: 'step_cap' }, fromId, fromIteration);
      return;
    }
    const iteration = (d.iterations[node.id] ?? 0) + 1;
    d.iterations[node.id] = iteration;
    d.currentNodeId = node.id;
    d.history.push({ nodeId: node.id, kind: node.data.type, iteration, at: d.now });
    const key = idempotencyKey(d.base.id, node.id, iteration);
    const base = { key, nodeId: node.id, iteration };

    switch (node.data.type) {
      case 'finish':
        d.effects.push({ ...base, type: 'finish', reason: 'finish_step' });
        d.status = 'finished';
        d.endReason = 'finish_step';
        return;
      case 'fail':
        d.effects.push({ ...base, type: 'fail', reason: 'fail_step' });
        d.status = 'failed';
        d.endReason = 'fail_step';
        return;
      case 'wait': {
        const minutes = Math.max(0, finiteOrNull(node.data.waitMinutes) ?? 0);
        const wakeAt = minutesAfter(d.now, minutes);
        d.effects.push({ ...base, type: 'schedule_wake', wakeAt });
        d.status = 'waiting';
        d.nextWakeAt = wakeAt;
        return;
      }
      case 'order':
        d.effects.push({ ...base, ...stepRef(node), type: 'open_order' });
        d.status = 'waiting';
        return;
      case 'challenge':
      case 'assessment':
      case 'kpi':
        d.effects.push({ ...base, ...stepRef(node), type: 'create_task', taskKind: node.data.type });
        d.status = 'waiting';
        return;
      case 'nudge':
        d.effects.push({ ...base, ...stepRef(node), type: 'send_nudge' });
        break;
      case 'followup':
        d.effects.push({ ...base, ...stepRef(node), type: 'create_followup' });
        break;
      case 'services':
        d.effects.push({ ...base, ...stepRef(node), type: 'offer_service' });
        break;
      case 'population':
      case 'jump':
        break;
    }

    const next = leave(d, node, d.history.length - 1);
    if (next === null) {
      endRun(d, { type: 'finish', reason: 'dead_end' }, node.id, iteration);
      return;
    }
    nextId = next;
  }
}

/** Where `node` goes next (null: nowhere); records the branch taken on its history entry. */
function leave(d: Draft, node: FlowNode, historyIndex: number): string | null {
  const child = d.graph.firstChild.get(node.id) ?? null;
  const rule = node.data.rules.jumpRule;
  if (node.data.type === 'jump') return rule?.target ?? child;
  const condition = node.data.nextStepCondition ?? defaultCondition(node.data.type);
  const met = isMet(condition, d.state);
  const entry = d.history[historyIndex];
  if (condition.kind !== 'always' && entry) d.history[historyIndex] = { ...entry, branch: met ? 'met' : 'not_met' };
  return (met ? rule?.targetSuccess : rule?.target) ?? child;
}

function defaultCondition(kind: StepKind): NextStepCondition {
  if (kind === 'order') return { kind: 'order_paid' };
  if (kind === 'challenge') return { kind: 'challenge_done' };
  return { kind: 'always' };
}

export function isMet(condition: NextStepCondition, state: RunState): boolean {
  switch (condition.kind) {
    case 'always':
      return true;
    case 'score_at_least':
      return state.lastScore !== null && state.lastScore >= condition.value;
    case 'score_below':
      return state.lastScore !== null && state.lastScore < condition.value;
    case 'kpi_at_least':
      return state.lastKpiValue !== null && state.lastKpiValue >= condition.value;
    case 'kpi_at_most':
      return state.lastKpiValue !== null && state.lastKpiValue <= condition.value;
    case 'order_paid':
      return state.orderPaid === true;
    case 'challenge_done':
      return state.challengeDone === true;
  }
}

type RunEnd = { type: 'finish'; reason: FinishReason } | { type: 'fail'; reason: FailReason; missingNodeId?: string };

/** Ends the run without a terminal step (or before any step); the effect's key carries `:end`. */
function endRun(d: Draft, end: RunEnd, nodeId: string, iteration: number): void {
  d.effects.push({ key: `${idempotencyKey(d.base.id, nodeId, iteration)}:end`, nodeId, iteration, ...end });
  d.status = end.type === 'finish' ? 'finished' : 'failed';
  d.endReason = end.reason;
  d.nextWakeAt = null;
}

function stepRef(node: FlowNode): StepRef {
  return {
    stepName: node.data.name,
    target: node.data.target,
    itemId: node.data.selectedItemId ?? null,
    itemName: node.data.selectedItemName,
  };
}

function finiteOrNull(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
