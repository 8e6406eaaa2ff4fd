import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addNode,
  connect,
  deleteNode,
  initialEditorState,
  resetEditor,
  saveFormState,
  selectNode,
  setClickWatcher,
  setJumpRule,
  setNextStepCondition,
  setNodes,
  updateNodeData,
  type EditorState,
} from './editor.ts';
import { jumpRule, step } from './test/engine-fixtures.ts';
import { childrenByParent, findRoots, jumpTargets } from './graph.ts';
import { STEP_KINDS } from '@ito/contracts/protocols/step-kinds';
import type { FlowNode, NextStepCondition } from './model.ts';
import { validateProtocol } from './validate.ts';

/** Steps are named by index into the current node list (wrapped), so commands mostly hit existing steps. */
const ref = fc.oneof(fc.nat({ max: 40 }), fc.constant(-1));
const optionalRef = fc.oneof(ref, fc.constant(null));
const kindArb = fc.constantFrom(...STEP_KINDS);
const conditionArb: fc.Arbitrary<NextStepCondition | null> = fc.oneof(
  fc.constant(null),
  fc.constant({ kind: 'always' as const }),
  fc.integer({ min: 0, max: 10 }).map((value) => ({ kind: 'score_at_least' as const, value })),
  fc.constant({ kind: 'order_paid' as const }),
);

const graphArb = fc
  .array(fc.record({ kind: kindArb, parent: fc.nat(), target: fc.option(fc.nat()), success: fc.option(fc.nat()) }), {
    minLength: 1,
    maxLength: 10,
  })
  .map((specs) =>
    specs.map((s, i): FlowNode => {
      const pick = (n: number | null) => (n === null ? null : `n${n % specs.length}`);
      const rules =
        s.target === null && s.success === null ? { jumpRule: null } : jumpRule(pick(s.target), pick(s.success));
      return step(`n${i}`, s.kind, i === 0 ? null : `n${s.parent % i}`, { rules });
    }),
  );

const commandArb = fc.oneof(
  fc.record({ t: fc.constant('select' as const), node: ref }),
  fc.record({ t: fc.constant('add' as const), parent: optionalRef, kind: kindArb }),
  fc.record({ t: fc.constant('delete' as const), node: ref }),
  fc.record({ t: fc.constant('delete' as const), node: ref }),
  fc.record({ t: fc.constant('connect' as const), node: ref, parent: optionalRef }),
  fc.record({
    t: fc.constant('jump' as const),
    node: ref,
    target: optionalRef,
    success: optionalRef,
    clear: fc.boolean(),
  }),
  fc.record({ t: fc.constant('update' as const), node: ref, kind: kindArb }),
  fc.record({ t: fc.constant('condition' as const), node: ref, condition: conditionArb }),
  fc.record({ t: fc.constant('watch' as const), on: fc.boolean() }),
  fc.record({ t: fc.constant('save' as const), hasData: fc.boolean() }),
  fc.constant({ t: 'reset' as const }),
);
type Command = typeof commandArb extends fc.Arbitrary<infer T> ? T : never;

function resolve(state: EditorState, index: number): string {
  const node = index < 0 || state.nodes.length === 0 ? undefined : state.nodes[index % state.nodes.length];
  return node?.id ?? 'ghost';
}
const resolveOptional = (state: EditorState, index: number | null) => (index === null ? null : resolve(state, index));

function apply(state: EditorState, command: Command): EditorState {
  switch (command.t) {
    case 'select':
      return selectNode(state, resolve(state, command.node));
    case 'add':
      return addNode(state, resolveOptional(state, command.parent), command.kind);
    case 'delete': {
      const id = resolve(state, command.node);
      const before = state.nodes.find((n) => n.id === id);
      const { state: next, reconnected } = deleteNode(state, id);
      if (reconnected) {
        expect(next.nodes).toContainEqual(reconnected);
        expect(reconnected.parentId).toBe(before?.parentId);
      }
      expect(next.nodes.some((n) => n.id === id)).toBe(false);
      return next;
    }
    case 'connect':
      return connect(state, resolve(state, command.node), resolveOptional(state, command.parent));
    case 'jump': {
      const rule = command.clear
        ? null
        : { target: resolveOptional(state, command.target), targetSuccess: resolveOptional(state, command.success) };
      return setJumpRule(state, resolve(state, command.node), rule);
    }
    case 'update':
      return updateNodeData(state, resolve(state, command.node), { type: command.kind });
    case 'condition':
      return setNextStepCondition(state, resolve(state, command.node), command.condition);
    case 'watch':
      return setClickWatcher(state, command.on);
    case 'save':
      return saveFormState(state, command.hasData ? { field: 1 } : null);
    case 'reset':
      return resetEditor(state);
  }
}

function reachableFromStart(nodes: readonly FlowNode[]): Set<string> {
  const children = childrenByParent(nodes);
  const start = findRoots(nodes).start;
  const reached = new Set<string>();
  const stack = start ? [start.id] : [];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (reached.has(id)) continue;
    reached.add(id);
    for (const child of children.get(id) ?? []) stack.push(child.id);
  }
  return reached;
}

function checkInvariants(state: EditorState): void {
  const ids = new Set(state.nodes.map((n) => n.id));
  expect(ids.size).toBe(state.nodes.length);
  for (const node of state.nodes) {
    for (const target of jumpTargets(node)) expect(ids.has(target), `${node.id} jumps to ${target}`).toBe(true);
    if (node.parentId !== null) expect(ids.has(node.parentId), `${node.id}'s parent ${node.parentId}`).toBe(true);
  }
  const errors = validateProtocol(state.nodes);
  expect(errors.filter((e) => e.code === 'missing_jump_target')).toEqual([]);
  const reported = new Set(
    errors.filter((e) => e.code === 'unreachable' || e.code === 'multiple_roots').map((e) => e.nodeId),
  );
  const reached = reachableFromStart(state.nodes);
  for (const node of state.nodes) {
    expect(reached.has(node.id) || reported.has(node.id), `${node.id} orphaned and not reported`).toBe(true);
  }
}

describe('editor commands on random graphs', () => {
  it('leave no jump pointing to a missing step and no step orphaned unless validation reports it', () => {
    fc.assert(
      fc.property(graphArb, fc.array(commandArb, { maxLength: 30 }), (nodes, commands) => {
        let state = setNodes(initialEditorState(), nodes);
        checkInvariants(state);
        for (const command of commands) {
          state = apply(state, command);
          checkInvariants(state);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('validation reports exactly the steps that are not under the start', () => {
    fc.assert(
      fc.property(graphArb, fc.array(commandArb, { maxLength: 30 }), (nodes, commands) => {
        const state = commands.reduce(apply, setNodes(initialEditorState(), nodes));
        const reached = reachableFromStart(state.nodes);
        const reported = validateProtocol(state.nodes)
          .filter((e) => e.code === 'unreachable' || e.code === 'multiple_roots')
          .map((e) => e.nodeId);
        expect(new Set(reported)).toEqual(new Set(state.nodes.filter((n) => !reached.has(n.id)).map((n) => n.id)));
      }),
      { numRuns: 200 },
    );
  });
});
