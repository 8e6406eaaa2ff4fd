import { describe, expect, it } from 'vitest';
import {
  EMPTY_ACTIVE_NODE,
  addNode,
  connect,
  deleteNode,
  initialEditorState,
  nextNodeId,
  resetEditor,
  saveFormState,
  selectNode,
  setClickWatcher,
  setErrors,
  setJumpRule,
  setModules,
  setNextStepCondition,
  setNodeToAdd,
  setNodes,
  setPlanBranch,
  setRuleTarget,
  setScroll,
  updateNodeData,
  type EditorState,
} from './editor.ts';
import { jumpRule, practiceLoop, step } from './test/engine-fixtures.ts';
import type { FlowNode } from './model.ts';
import { defaultRecurringModule } from './recurring.ts';

const withNodes = (nodes: FlowNode[]): EditorState => setNodes(initialEditorState(), nodes);
const ids = (state: EditorState) => state.nodes.map((n) => n.id);
const byId = (state: EditorState, id: string) => state.nodes.find((n) => n.id === id);

/** start -> split (assessment) -> [pass -> done, retry (jump -> split)]; elsewhere: side (jump -> split). */
function branching(): FlowNode[] {
  return [
    step('start', 'population', null),
    step('split', 'assessment', 'start', { rules: jumpRule('retry', 'pass') }),
    step('pass', 'nudge', 'split'),
    step('done', 'finish', 'pass'),
    step('retry', 'jump', 'split', { rules: jumpRule('split') }),
    step('other', 'nudge', 'start'),
    step('side', 'jump', 'other', { rules: jumpRule('split') }),
  ];
}

describe('initialEditorState', () => {
  it('holds every field of the SPEC protocol editor state, empty', () => {
    const state = initialEditorState();
    expect(state).toMatchObject({
      planData: null,
      planBranches: {},
      planConfirmed: false,
      ruleCreation: false,
      ruleTarget: null,
      formState: null,
      kpiParams: null,
      branchCreationId: null,
      protocol: null,
      protocolErrors: [],
      modules: [],
      activeNode: EMPTY_ACTIVE_NODE,
      nodes: [],
      useItem: false,
      itemToUse: null,
      backUrl: null,
      clickWatcher: false,
      nodeToAdd: null,
      scroll: { x: 0, y: 0, zoom: 1 },
    });
    expect(Object.keys(state)).toEqual(
      expect.arrayContaining(['path', 'recommend', 'planBranches', 'activeNode', 'itemToUse']),
    );
  });
});

describe('SPEC section 4: protocol flow and editor', () => {
  it('"Selecting the active node again deactivates it"', () => {
    const selected = selectNode(withNodes(practiceLoop()), 'check');
    expect(selected.activeNode).toMatchObject({ type: 'assessment', id: 'check' });
    expect(selected.activeNode.data?.nextStepCondition).toEqual({ kind: 'score_at_least', value: 8 });
    expect(selectNode(selected, 'check').activeNode).toEqual(EMPTY_ACTIVE_NODE);
    expect(selectNode(selected, 'wait').activeNode.id).toBe('wait');
  });

  it('"adding a node empties the active node"', () => {
    const selected = selectNode(withNodes(practiceLoop()), 'wait');
    const added = addNode(selected, 'done', 'fail');
    expect(added.activeNode).toEqual(EMPTY_ACTIVE_NODE);
    expect(byId(added, 'fail-1')?.parentId).toBe('done');
  });

  it('"deleting a node resets it" (the active node)', () => {
    const selected = selectNode(withNodes(practiceLoop()), 'check');
    expect(deleteNode(selected, 'wait').state.activeNode).toEqual(EMPTY_ACTIVE_NODE);
    expect(deleteNode(selected, 'check').state.activeNode).toEqual(EMPTY_ACTIVE_NODE);
  });

  it('"Deleting a node with more than one child also deletes nodes whose jump rule points to it, then the whole subtree recursively"', () => {
    const { state, reconnected } = deleteNode(withNodes(branching()), 'split');
    expect(reconnected).toBeNull();
    // split's subtree (pass, done, retry) goes, and side (jump -> split) with it; other had only side, so stays.
    expect(ids(state)).toEqual(['start', 'other']);
  });

  it('deleting a node with more than one child deletes a pointing step by the same rule (its one child is reconnected)', () => {
    const nodes = [
      ...branching().filter((n) => n.id !== 'side'),
      step('gate', 'kpi', 'other', {
        nextStepCondition: { kind: 'kpi_at_least', value: 5 },
        rules: jumpRule(null, 'pass'),
      }),
      step('after', 'finish', 'gate'),
    ];
    const { state } = deleteNode(withNodes(nodes), 'split');
    // gate pointed at pass (in the deleted subtree): it is deleted, and its single child takes its place.
    expect(ids(state)).toEqual(['start', 'other', 'after']);
    expect(byId(state, 'after')?.parentId).toBe('other');
  });

  it('"Deleting a node with at most one child reconnects that child to the deleted node\'s parent and returns the reconnected child"', () => {
    const { state, reconnected } = deleteNode(withNodes(practiceLoop()), 'wait');
    expect(reconnected).toMatchObject({ id: 'check', parentId: 'nudge' });
    expect(byId(state, 'check')).toEqual(reconnected);
    expect(ids(state)).toEqual(['start', 'nudge', 'check', 'again', 'done']);
  });

  it('deleting a node with one child keeps the child where the deleted node was (still the first child)', () => {
    const nodes = [
      step('a', 'population', null),
      step('b', 'nudge', 'a'),
      step('x', 'fail', 'a'),
      step('c', 'finish', 'b'),
    ];
    const { state } = deleteNode(withNodes(nodes), 'b');
    expect(ids(state)).toEqual(['a', 'c', 'x']);
    expect(byId(state, 'c')?.parentId).toBe('a');
  });

  it('deleting a node with one child re-points jumps at it to the reconnected child', () => {
    const { state } = deleteNode(withNodes(practiceLoop()), 'nudge');
    expect(byId(state, 'wait')?.parentId).toBe('start');
    expect(byId(state, 'again')?.data.rules.jumpRule).toEqual({ target: 'wait', targetSuccess: null });
  });

  it('deleting a leaf returns no child and clears the jumps that pointed at it', () => {
    const { state, reconnected } = deleteNode(withNodes(practiceLoop()), 'done');
    expect(reconnected).toBeNull();
    expect(byId(state, 'check')?.data.rules.jumpRule).toEqual({ target: 'again', targetSuccess: null });
    const cleared = deleteNode(state, 'again').state;
    expect(byId(cleared, 'check')?.data.rules.jumpRule).toBeNull();
  });

  it('deleting a node whose only child jumps to it clears the jump instead of pointing it at itself', () => {
    const nodes = [
      step('a', 'population', null),
      step('b', 'nudge', 'a'),
      step('j', 'jump', 'b', { rules: jumpRule('b') }),
    ];
    const { state, reconnected } = deleteNode(withNodes(nodes), 'b');
    expect(reconnected).toMatchObject({ id: 'j', parentId: 'a' });
    expect(reconnected?.data.rules.jumpRule).toBeNull();
    expect(ids(state)).toEqual(['a', 'j']);
  });

  it('deleting the root with one child makes the child the root', () => {
    const { state } = deleteNode(withNodes(practiceLoop()), 'start');
    expect(byId(state, 'nudge')?.parentId).toBeNull();
  });

  it('"Saving form state sets ruleCreation to true if data exists and clears the rule target"', () => {
    const drawing = setRuleTarget(initialEditorState(), 'check');
    const saved = saveFormState(drawing, { score: 8 });
    expect(saved).toMatchObject({ formState: { score: 8 }, ruleCreation: true, ruleTarget: null });
    const empty = saveFormState(drawing, null);
    expect(empty).toMatchObject({ formState: null, ruleCreation: false, ruleTarget: null });
  });

  it('"Turning the click watcher off clears the node to add"', () => {
    const placing = setNodeToAdd(setClickWatcher(initialEditorState(), true), 'wait');
    expect(placing).toMatchObject({ clickWatcher: true, nodeToAdd: 'wait' });
    expect(setClickWatcher(placing, true).nodeToAdd).toBe('wait');
    expect(setClickWatcher(placing, false)).toMatchObject({ clickWatcher: false, nodeToAdd: null });
  });

  it('"Reset empties nodes, errors and modules"', () => {
    let state = withNodes(practiceLoop());
    state = setErrors(state, [{ nodeId: 'wait', code: 'wait_without_duration', message: 'x' }]);
    state = setModules(state, [defaultRecurringModule()]);
    state = { ...state, backUrl: '/creator/protocols', planConfirmed: true };
    const reset = resetEditor(state);
    expect(reset).toMatchObject({ nodes: [], protocolErrors: [], modules: [] });
    expect(reset).toMatchObject({ backUrl: '/creator/protocols', planConfirmed: true });
  });
});

describe('builder commands', () => {
  it('addNode derives a deterministic id and name, or takes the given id', () => {
    let state = addNode(initialEditorState(), null, 'population');
    state = addNode(state, 'population-1', 'nudge');
    state = addNode(state, 'population-1', 'nudge', { id: 'mine', data: { name: 'Say hi' } });
    expect(ids(state)).toEqual(['population-1', 'nudge-1', 'mine']);
    expect(byId(state, 'nudge-1')?.data).toMatchObject({ name: 'Nudge 1', type: 'nudge', target: 'follower' });
    expect(byId(state, 'mine')?.data.name).toBe('Say hi');
    expect(nextNodeId(state.nodes, 'nudge')).toBe('nudge-2');
  });

  it('addNode refuses a missing parent or a taken id', () => {
    const state = withNodes(practiceLoop());
    expect(addNode(state, 'nope', 'wait')).toBe(state);
    expect(addNode(state, 'start', 'wait', { id: 'wait' })).toBe(state);
  });

  it('updateNodeData merges fields and refreshes the active node', () => {
    const state = selectNode(withNodes(practiceLoop()), 'wait');
    const updated = updateNodeData(state, 'wait', { waitMinutes: 30, name: 'Half hour' });
    expect(byId(updated, 'wait')?.data).toMatchObject({ waitMinutes: 30, name: 'Half hour', type: 'wait' });
    expect(updated.activeNode.data?.name).toBe('Half hour');
    expect(updateNodeData(state, 'nope', { name: 'x' })).toBe(state);
  });

  it('connect moves a step under another parent and refuses a cycle', () => {
    const state = withNodes(practiceLoop());
    expect(byId(connect(state, 'done', 'wait'), 'done')?.parentId).toBe('wait');
    expect(byId(connect(state, 'done', null), 'done')?.parentId).toBeNull();
    expect(connect(state, 'nudge', 'check')).toBe(state);
    expect(connect(state, 'nudge', 'nudge')).toBe(state);
    expect(connect(state, 'nudge', 'nope')).toBe(state);
  });

  it('setJumpRule sets, clears, and refuses a missing target', () => {
    const state = withNodes(practiceLoop());
    const set = setJumpRule(state, 'again', { target: 'wait', targetSuccess: null });
    expect(byId(set, 'again')?.data.rules.jumpRule).toEqual({ target: 'wait', targetSuccess: null });
    expect(byId(setJumpRule(set, 'again', null), 'again')?.data.rules.jumpRule).toBeNull();
    expect(setJumpRule(state, 'again', { target: 'gone', targetSuccess: null })).toBe(state);
  });

  it('setNextStepCondition sets the branching condition', () => {
    const state = setNextStepCondition(withNodes(practiceLoop()), 'check', { kind: 'score_below', value: 3 });
    expect(byId(state, 'check')?.data.nextStepCondition).toEqual({ kind: 'score_below', value: 3 });
  });

  it('setScroll and setPlanBranch keep canvas position and branches by branch_id then branch_child_id', () => {
    let state = setScroll(initialEditorState(), { x: -120, y: 40, zoom: 0.8 });
    state = setPlanBranch(state, 'b1', 'c1', { title: 'first' });
    state = setPlanBranch(state, 'b1', 'c2', { title: 'second' });
    expect(state.scroll).toEqual({ x: -120, y: 40, zoom: 0.8 });
    expect(state.planBranches).toEqual({ b1: { c1: { title: 'first' }, c2: { title: 'second' } } });
  });
});
