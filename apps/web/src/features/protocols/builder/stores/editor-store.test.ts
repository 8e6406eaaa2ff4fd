import { beforeEach, describe, expect, it } from 'vitest';
import { newNodeData } from '@ito/protocol/editor';
import type { StepKind } from '@ito/protocol/model';
import type { GraphNode } from '../api/builder-api.ts';
import { graphNodes, useEditorStore } from './editor-store.ts';

const editor = () => useEditorStore.getState();
const ids = () => editor().nodes.map((n) => n.id);
const parentOf = (id: string) => editor().nodes.find((n) => n.id === id)?.parentId;

function step(id: string, kind: StepKind, parentId: string | null, x = 0, y = 0): GraphNode {
  return { id, parentId, data: newNodeData(kind, id), position: { x, y } };
}

function load(nodes: GraphNode[], protocolId = 'p1') {
  editor().load({ id: protocolId, name: 'Sleep better' }, { nodes, viewport: null, errors: [] });
}

/** start -> a -> b -> end: a chain with one child per step. */
const chain = () => [
  step('start', 'population', null),
  step('a', 'nudge', 'start'),
  step('b', 'wait', 'a'),
  step('end', 'finish', 'b'),
];

beforeEach(() => {
  useEditorStore.setState(useEditorStore.getInitialState(), true);
});

describe('editor store: SPEC section 4, protocol flow and editor', () => {
  it('links steps in sequence; a jump step names a target step; finish and fail are terminal', () => {
    load([step('start', 'population', null, 0, 0), step('back', 'jump', null, 0, 200)]);
    editor().connect('back', 'start');
    expect(parentOf('back')).toBe('start');

    editor().setJumpRule('back', { target: 'start', targetSuccess: null });
    expect(editor().nodes.find((n) => n.id === 'back')?.data.rules.jumpRule).toEqual({
      target: 'start',
      targetSuccess: null,
    });
    // A rule naming a step that does not exist is refused.
    editor().setJumpRule('back', { target: 'ghost', targetSuccess: null });
    expect(editor().nodes.find((n) => n.id === 'back')?.data.rules.jumpRule?.target).toBe('start');

    const endId = editor().addNode('finish', { x: 0, y: 400 });
    const failId = editor().addNode('fail', { x: 200, y: 400 });
    const orphan = editor().addNode('nudge', { x: 0, y: 600 });
    expect(endId && failId && orphan).toBeTruthy();
    editor().connect(orphan as string, endId);
    editor().connect(orphan as string, failId);
    expect(parentOf(orphan as string)).toBeNull();
  });

  it('selecting the active node again deactivates it', () => {
    load(chain());
    editor().selectNode('a');
    expect(editor().activeNode).toMatchObject({ id: 'a', type: 'nudge' });
    editor().selectNode('a');
    expect(editor().activeNode.id).toBeNull();
  });

  it('adding a node empties the active node', () => {
    load(chain());
    editor().selectNode('a');
    const id = editor().addNode('assessment', { x: 40, y: 80 }, 'a');
    expect(id).toBe('assessment-1');
    expect(editor().activeNode.id).toBeNull();
    expect(parentOf('assessment-1')).toBe('a');
    expect(editor().positions['assessment-1']).toEqual({ x: 40, y: 80 });
  });

  it('deleting a node resets the active node', () => {
    load(chain());
    editor().selectNode('b');
    editor().deleteNode('b');
    expect(editor().activeNode.id).toBeNull();
  });

  it('deleting a node with more than one child deletes the nodes whose jump rule points to it, then the subtree', () => {
    load([
      step('start', 'population', null),
      step('fork', 'assessment', 'start'),
      step('left', 'nudge', 'fork'),
      step('right', 'nudge', 'fork'),
      step('deep', 'finish', 'left'),
      step('other', 'nudge', 'start'),
      step('loop', 'jump', 'other'),
    ]);
    editor().setJumpRule('loop', { target: 'fork', targetSuccess: null });

    const reconnected = editor().deleteNode('fork');

    expect(reconnected).toBeNull();
    expect(ids()).toEqual(['start', 'other']);
    expect(Object.keys(editor().positions).sort()).toEqual(['other', 'start']);
  });

  it('deleting a node with at most one child reconnects that child to its parent and returns it', () => {
    load(chain());
    const reconnected = editor().deleteNode('a');
    expect(reconnected?.id).toBe('b');
    expect(parentOf('b')).toBe('start');
    expect(ids()).toEqual(['start', 'b', 'end']);
  });

  it('saving form state sets ruleCreation when there is data, and clears the rule target', () => {
    load(chain());
    editor().setRuleTarget('end');
    editor().saveFormState(null);
    expect(editor().ruleCreation).toBe(false);
    expect(editor().ruleTarget).toBeNull();

    editor().setRuleTarget('end');
    editor().saveFormState({ name: 'Check-in' });
    expect(editor().ruleCreation).toBe(true);
    expect(editor().formState).toEqual({ name: 'Check-in' });
    expect(editor().ruleTarget).toBeNull();
  });

  it('turning the click watcher off clears the node to add', () => {
    editor().startPlacing('wait');
    expect(editor()).toMatchObject({ clickWatcher: true, nodeToAdd: 'wait' });
    editor().stopPlacing();
    expect(editor()).toMatchObject({ clickWatcher: false, nodeToAdd: null });
  });

  it('reset empties nodes, errors and modules', () => {
    load(chain());
    editor().setErrors([{ nodeId: 'a', code: 'missing_item', message: 'x' }]);
    editor().reset();
    expect(editor().nodes).toEqual([]);
    expect(editor().protocolErrors).toEqual([]);
    expect(editor().modules).toEqual([]);
    expect(editor().positions).toEqual({});
  });
});

describe('editor store: the canvas around the commands', () => {
  it('places the pending step where the canvas was clicked, then leaves click-to-place mode', () => {
    load(chain());
    expect(editor().placeAt({ x: 10, y: 10 })).toBeNull();

    editor().startPlacing('kpi');
    const id = editor().placeAt({ x: 120, y: 340 });

    expect(id).toBe('kpi-1');
    expect(editor().positions['kpi-1']).toEqual({ x: 120, y: 340 });
    expect(parentOf('kpi-1')).toBeNull();
    expect(editor()).toMatchObject({ clickWatcher: false, nodeToAdd: null, isDirty: true });
  });

  it('marks the draft dirty only when a change was made, and revalidates it', () => {
    load(chain());
    expect(editor().isDirty).toBe(false);
    editor().connect('a', 'a');
    editor().moveNode('a', { x: 0, y: 0 });
    expect(editor().isDirty).toBe(false);

    editor().updateNode('b', { waitMinutes: null });
    expect(editor().isDirty).toBe(true);
    expect(editor().protocolErrors.map((e) => [e.nodeId, e.code])).toContainEqual(['b', 'wait_without_duration']);

    editor().markSaved([]);
    expect(editor()).toMatchObject({ isDirty: false, protocolErrors: [] });
  });

  it('sends every step with its position, and keeps the viewport and active step when the same protocol comes back', () => {
    editor().load(
      { id: 'p1', name: 'Sleep better' },
      { nodes: chain(), viewport: { x: -30, y: 15, zoom: 0.8 }, errors: [] },
    );
    editor().moveNode('a', { x: 50, y: 60 });
    expect(graphNodes(editor()).find((n) => n.id === 'a')?.position).toEqual({ x: 50, y: 60 });

    editor().setScroll({ x: -300, y: 40, zoom: 1.2 });
    editor().activate('b');
    editor().activate('b');
    load(chain(), 'p1');
    expect(editor().scroll).toEqual({ x: -300, y: 40, zoom: 1.2 });
    expect(editor().activeNode.id).toBe('b');

    load(chain(), 'p2');
    expect(editor().scroll).toEqual({ x: 0, y: 0, zoom: 1 });
    expect(editor().activeNode.id).toBeNull();
  });
});
