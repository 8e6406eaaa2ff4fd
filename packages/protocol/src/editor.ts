import { deleteStep } from './editor-delete.ts';
import type { ItemSearchResult } from './item-search.ts';
import type { FlowNode, JumpRule, NextStepCondition, NodeData, StepKind } from './model.ts';
import type { RecurringModule } from './recurring.ts';
import { subtreeIds } from './graph.ts';
import type { ProtocolError } from './validate.ts';

/**
 * The protocol editor state (SPEC section 3) and its commands (SPEC section 4, "Protocol flow and editor"). Every
 * command is pure, `(state, ...args) -> state`, so the web store, the tests and the property tests run the same code.
 * A command whose arguments name a step that does not exist (or would break the tree) returns the state unchanged.
 *
 * Decisions:
 * - Jump rules only ever name existing steps: `setJumpRule` refuses an unknown target, and deleting re-points or
 *   removes every rule that named a deleted step (see `editor-delete.ts`). Rules change only through `setJumpRule`.
 * - `connect` refuses to put a step under itself or under one of its own descendants, so the steps stay a tree.
 * - Ids are deterministic: `addNode` takes an id, or derives `${kind}-${n}` with the smallest free n.
 * - Commands that change the active step's data refresh `activeNode.data`, so the side panel never shows stale data.
 */

export type ActiveNode = { type: StepKind | null; id: string | null; data: NodeData | null };

/** Loosely typed: the AI wizard and the step forms own these shapes; the editor only stores them. */
export type Json = Record<string, unknown>;

export type EditorProtocol = { id: string; name: string; version?: number; status?: string };

export type CanvasScroll = { x: number; y: number; zoom: number };

export type EditorState = {
  /** The AI wizard's draft plan. */
  planData: Json | null;
  /** The AI module branches, by branch_id then branch_child_id. */
  planBranches: Record<string, Record<string, Json>>;
  planConfirmed: boolean;
  /** The builder sub-route open beside the canvas (e.g. `assessment/add`). */
  path: string | null;
  /** The AI's recommendation for the step being edited. */
  recommend: Json | null;
  /** True while the creator is drawing a jump rule. */
  ruleCreation: boolean;
  /** The step a jump rule is being drawn to. */
  ruleTarget: string | null;
  /** The saved state of the step form being edited. */
  formState: Json | null;
  kpiParams: Json | null;
  branchCreationId: string | null;
  protocol: EditorProtocol | null;
  protocolErrors: readonly ProtocolError[];
  /** The protocol's recurring modules. */
  modules: readonly RecurringModule[];
  activeNode: ActiveNode;
  nodes: readonly FlowNode[];
  /** True while the creator picks an item for the active step. */
  useItem: boolean;
  itemToUse: ItemSearchResult | null;
  backUrl: string | null;
  /** Click-to-place mode (SPEC section 2): the next click on the canvas places `nodeToAdd`. */
  clickWatcher: boolean;
  nodeToAdd: StepKind | null;
  /** The canvas viewport, kept across sub-route visits. */
  scroll: CanvasScroll;
};

export const EMPTY_ACTIVE_NODE: ActiveNode = { type: null, id: null, data: null };

export function initialEditorState(): EditorState {
  return {
    planData: null,
    planBranches: {},
    planConfirmed: false,
    path: null,
    recommend: null,
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
  };
}

/** Kinds that ask something of the follower; the others are run by the system. */
const FOLLOWER_KINDS: readonly StepKind[] = ['nudge', 'assessment', 'challenge', 'kpi', 'order', 'services'];

/** `${kind}-${n}` with the smallest n >= 1 that no step uses. */
export function nextNodeId(nodes: readonly FlowNode[], kind: StepKind): string {
  const used = new Set(nodes.map((n) => n.id));
  let n = 1;
  while (used.has(`${kind}-${n}`)) n += 1;
  return `${kind}-${n}`;
}

export function newNodeData(kind: StepKind, name: string): NodeData {
  return {
    name,
    type: kind,
    className: kind,
    description: '',
    target: FOLLOWER_KINDS.includes(kind) ? 'follower' : 'system',
    nextStepCondition: null,
    rules: { jumpRule: null },
    selectedItemName: null,
  };
}

/** Loads the protocol's steps as the server sent them (not an edit: validation reports what is wrong with them). */
export function setNodes(state: EditorState, nodes: readonly FlowNode[]): EditorState {
  return { ...state, nodes };
}

/** SPEC: "Selecting the active node again deactivates it." */
export function selectNode(state: EditorState, id: string): EditorState {
  if (state.activeNode.id === id) return { ...state, activeNode: EMPTY_ACTIVE_NODE };
  const node = state.nodes.find((n) => n.id === id);
  if (!node) return state;
  return { ...state, activeNode: { type: node.data.type, id: node.id, data: node.data } };
}

export type AddNodeOptions = { id?: string; data?: Partial<Omit<NodeData, 'type' | 'rules'>> };

/**
 * Adds a `kind` step under `parentId` (null: a free step, e.g. placed by a click; validation reports it until it is
 * connected). SPEC: "adding a node empties the active node".
 */
export function addNode(
  state: EditorState,
  parentId: string | null,
  kind: StepKind,
  options: AddNodeOptions = {},
): EditorState {
  if (parentId !== null && !state.nodes.some((n) => n.id === parentId)) return state;
  const id = options.id ?? nextNodeId(state.nodes, kind);
  if (id === '' || state.nodes.some((n) => n.id === id)) return state;
  const label = kind.charAt(0).toUpperCase() + kind.slice(1);
  const ordinal = id.startsWith(`${kind}-`) ? id.slice(kind.length + 1) : String(state.nodes.length + 1);
  const node: FlowNode = {
    id,
    parentId,
    data: { ...newNodeData(kind, `${label} ${ordinal}`), ...options.data },
  };
  return { ...state, nodes: [...state.nodes, node], activeNode: EMPTY_ACTIVE_NODE };
}

export type DeleteResult = { state: EditorState; reconnected: FlowNode | null };

/**
 * Deletes step `id`. SPEC: "deleting a node resets it" (the active node); "Deleting a node with more than one child
 * also deletes nodes whose jump rule points to it, then the whole subtree recursively"; "Deleting a node with at most
 * one child reconnects that child to the deleted node's parent and returns the reconnected child".
 */
export function deleteNode(state: EditorState, id: string): DeleteResult {
  if (!state.nodes.some((n) => n.id === id)) return { state, reconnected: null };
  const { nodes, reconnected } = deleteStep(state.nodes, id);
  return { state: { ...state, nodes, activeNode: EMPTY_ACTIVE_NODE }, reconnected };
}

function patchNode(state: EditorState, id: string, patch: (data: NodeData) => NodeData): EditorState {
  const node = state.nodes.find((n) => n.id === id);
  if (!node) return state;
  const data = patch(node.data);
  const nodes = state.nodes.map((n) => (n.id === id ? { ...n, data } : n));
  const activeNode = state.activeNode.id === id ? { type: data.type, id, data } : state.activeNode;
  return { ...state, nodes, activeNode };
}

/** Changes a step's fields (not its rules: `setJumpRule` keeps them pointing at existing steps). */
export function updateNodeData(state: EditorState, id: string, patch: Partial<Omit<NodeData, 'rules'>>): EditorState {
  return patchNode(state, id, (data) => ({ ...data, ...patch, rules: data.rules }));
}

/** Puts step `id` under `parentId` (null: detaches it). Refused when it would make the step its own ancestor. */
export function connect(state: EditorState, id: string, parentId: string | null): EditorState {
  const node = state.nodes.find((n) => n.id === id);
  if (!node) return state;
  if (parentId !== null && (!state.nodes.some((n) => n.id === parentId) || subtreeIds(state.nodes, id).has(parentId))) {
    return state;
  }
  return { ...state, nodes: state.nodes.map((n) => (n.id === id ? { ...n, parentId } : n)) };
}

/** Sets (or with null, clears) a step's jump rule; refused when it names a step that does not exist. */
export function setJumpRule(state: EditorState, id: string, rule: JumpRule | null): EditorState {
  const exists = (target: string | null) => target === null || state.nodes.some((n) => n.id === target);
  if (rule && !(exists(rule.target) && exists(rule.targetSuccess))) return state;
  return patchNode(state, id, (data) => ({ ...data, rules: { ...data.rules, jumpRule: rule && { ...rule } } }));
}

export function setNextStepCondition(state: EditorState, id: string, condition: NextStepCondition | null): EditorState {
  return patchNode(state, id, (data) => ({ ...data, nextStepCondition: condition }));
}

/** SPEC: "Saving form state sets ruleCreation to true if data exists and clears the rule target." */
export function saveFormState(state: EditorState, data: Json | null | undefined): EditorState {
  const formState = data ?? null;
  return { ...state, formState, ruleCreation: formState !== null ? true : state.ruleCreation, ruleTarget: null };
}

export function setRuleTarget(state: EditorState, id: string | null): EditorState {
  return { ...state, ruleTarget: id };
}

/** SPEC: "Turning the click watcher off clears the node to add." */
export function setClickWatcher(state: EditorState, isOn: boolean): EditorState {
  return isOn ? { ...state, clickWatcher: true } : { ...state, clickWatcher: false, nodeToAdd: null };
}

export function setNodeToAdd(state: EditorState, kind: StepKind | null): EditorState {
  return { ...state, nodeToAdd: kind };
}

export function setScroll(state: EditorState, scroll: CanvasScroll): EditorState {
  return { ...state, scroll: { ...scroll } };
}

export function setPlanBranch(state: EditorState, branchId: string, childId: string, value: Json): EditorState {
  const branch = { ...state.planBranches[branchId], [childId]: value };
  return { ...state, planBranches: { ...state.planBranches, [branchId]: branch } };
}

export function setModules(state: EditorState, modules: readonly RecurringModule[]): EditorState {
  return { ...state, modules };
}

export function setErrors(state: EditorState, errors: readonly ProtocolError[]): EditorState {
  return { ...state, protocolErrors: errors };
}

/** SPEC: "Reset empties nodes, errors and modules." (Only those: the rest of the editor state is kept.) */
export function resetEditor(state: EditorState): EditorState {
  return { ...state, nodes: [], protocolErrors: [], modules: [] };
}
