import { create } from 'zustand';
import {
  EMPTY_ACTIVE_NODE,
  addNode,
  connect,
  deleteNode,
  initialEditorState,
  resetEditor,
  saveFormState,
  selectNode,
  setClickWatcher,
  setErrors,
  setJumpRule,
  setNextStepCondition,
  setNodes,
  setNodeToAdd,
  setRuleTarget,
  setScroll,
  updateNodeData,
  type CanvasScroll,
  type EditorProtocol,
  type EditorState,
  type Json,
} from '@ito/protocol/editor';
import {
  TERMINAL_KINDS,
  type FlowNode,
  type JumpRule,
  type NextStepCondition,
  type NodeData,
  type StepKind,
} from '@ito/protocol/model';
import { validateProtocol, type ProtocolError } from '@ito/protocol/validate';
import type { CanvasPosition, GraphNode } from '../api/builder-api.ts';

/**
 * The protocol editor store (SPEC section 3 "Protocol editor state", section 4 "Protocol flow and editor"). Its state
 * is the package's `EditorState`, and every action runs the package's pure command: the store only adds what a
 * browser needs beside it (where each step sits on the canvas, and whether there are unsaved changes). After a change
 * to the steps the errors are recomputed with the same `validateProtocol` the server answers with.
 */

export type EditorStore = EditorState & {
  /** Canvas position of each step, by id. */
  positions: Record<string, CanvasPosition>;
  /** The steps changed since they were loaded or saved. */
  isDirty: boolean;
  /** Loads a protocol's graph as the server sent it (clean). */
  load: (
    protocol: EditorProtocol,
    graph: { nodes: GraphNode[]; viewport: CanvasScroll | null; errors: ProtocolError[] },
  ) => void;
  selectNode: (id: string) => void;
  /** Makes `id` the active step (a link from the errors page): unlike `selectNode`, never deactivates. */
  activate: (id: string) => void;
  /** Adds a `kind` step at `position` (under `parentId` when given); returns its id, or null when refused. */
  addNode: (kind: StepKind, position: CanvasPosition, parentId?: string | null) => string | null;
  /** Click-to-place (SPEC section 2): the next canvas click places `kind`. */
  startPlacing: (kind: StepKind) => void;
  stopPlacing: () => void;
  /** A canvas click: places the pending step there and leaves the mode; returns the new id (null: nothing placed). */
  placeAt: (position: CanvasPosition) => string | null;
  /** Returns the reconnected child (SPEC section 4), if any. */
  deleteNode: (id: string) => FlowNode | null;
  updateNode: (id: string, patch: Partial<Omit<NodeData, 'rules'>>) => void;
  /** Puts `id` under `parentId`; refused under a terminal step (finish and fail end a path). */
  connect: (id: string, parentId: string | null) => void;
  setJumpRule: (id: string, rule: JumpRule | null) => void;
  setNextStepCondition: (id: string, condition: NextStepCondition | null) => void;
  moveNode: (id: string, position: CanvasPosition) => void;
  saveFormState: (data: Json | null | undefined) => void;
  setRuleTarget: (id: string | null) => void;
  setScroll: (scroll: CanvasScroll) => void;
  /** After a save: the server's answer is the new clean state. */
  markSaved: (errors: readonly ProtocolError[]) => void;
  setErrors: (errors: readonly ProtocolError[]) => void;
  reset: () => void;
};

const ORIGIN: CanvasPosition = { x: 0, y: 0 };

/** The steps as they go on the wire (`PUT .../graph`), each with its position. */
export function graphNodes(state: Pick<EditorStore, 'nodes' | 'positions'>): GraphNode[] {
  return state.nodes.map((node) => ({ ...node, position: state.positions[node.id] ?? ORIGIN }));
}

export const useEditorStore = create<EditorStore>()((set, get) => {
  /** Applies a command that may change the steps: marks dirty and revalidates only when it did. */
  const edit = (next: EditorState, extra: Partial<EditorStore> = {}) => {
    const before = get().nodes;
    if (next.nodes === before) {
      set({ ...next, ...extra });
      return;
    }
    set({ ...next, ...extra, isDirty: true, protocolErrors: validateProtocol(next.nodes) });
  };

  return {
    ...initialEditorState(),
    positions: {},
    isDirty: false,

    load: (protocol, graph) => {
      const before = get();
      const positions: Record<string, CanvasPosition> = {};
      for (const node of graph.nodes) positions[node.id] = { x: node.position.x, y: node.position.y };
      const nodes: FlowNode[] = graph.nodes.map(({ position: _position, ...node }) => node);
      let state: EditorState = setErrors(setNodes(resetEditor(before), nodes), graph.errors);
      state = setClickWatcher({ ...state, activeNode: EMPTY_ACTIVE_NODE }, false);
      // Back on the same protocol (from a sub-page): the viewport and the active step stay as the creator left them.
      const isSame = before.protocol?.id === protocol.id;
      if (!isSame && graph.viewport) state = setScroll(state, graph.viewport);
      if (!isSame && !graph.viewport) state = setScroll(state, initialEditorState().scroll);
      if (isSame && before.activeNode.id !== null) state = selectNode(state, before.activeNode.id);
      set({ ...state, protocol, positions, isDirty: false });
    },

    selectNode: (id) => set(selectNode(get(), id)),
    activate: (id) => {
      if (get().activeNode.id !== id) set(selectNode(get(), id));
    },

    addNode: (kind, position, parentId = null) => {
      const before = get();
      const next = addNode(before, parentId, kind);
      if (next.nodes === before.nodes) return null;
      const added = next.nodes[next.nodes.length - 1];
      if (!added) return null;
      edit(next, { positions: { ...before.positions, [added.id]: { ...position } } });
      return added.id;
    },

    startPlacing: (kind) => set(setClickWatcher(setNodeToAdd(get(), kind), true)),
    stopPlacing: () => set(setClickWatcher(get(), false)),

    placeAt: (position) => {
      const { clickWatcher, nodeToAdd } = get();
      if (!clickWatcher || nodeToAdd === null) return null;
      const id = get().addNode(nodeToAdd, position);
      set(setClickWatcher(get(), false));
      return id;
    },

    deleteNode: (id) => {
      const { state, reconnected } = deleteNode(get(), id);
      const kept = new Set(state.nodes.map((n) => n.id));
      const positions = Object.fromEntries(Object.entries(get().positions).filter(([key]) => kept.has(key)));
      edit(state, { positions });
      return reconnected;
    },

    updateNode: (id, patch) => edit(updateNodeData(get(), id, patch)),

    connect: (id, parentId) => {
      const parent = parentId === null ? null : get().nodes.find((n) => n.id === parentId);
      if (parent && TERMINAL_KINDS.includes(parent.data.type)) return;
      edit(connect(get(), id, parentId));
    },

    setJumpRule: (id, rule) => edit(setJumpRule(get(), id, rule)),
    setNextStepCondition: (id, condition) => edit(setNextStepCondition(get(), id, condition)),

    moveNode: (id, position) => {
      const { positions, nodes } = get();
      const current = positions[id];
      if (!nodes.some((n) => n.id === id) || (current && current.x === position.x && current.y === position.y)) return;
      set({ positions: { ...positions, [id]: { ...position } }, isDirty: true });
    },

    saveFormState: (data) => set(saveFormState(get(), data)),
    setRuleTarget: (id) => set(setRuleTarget(get(), id)),
    setScroll: (scroll) => set(setScroll(get(), scroll)),
    markSaved: (errors) => set({ ...setErrors(get(), errors), isDirty: false }),
    setErrors: (errors) => set(setErrors(get(), errors)),

    reset: () => set({ ...resetEditor(get()), positions: {}, isDirty: false }),
  };
});
