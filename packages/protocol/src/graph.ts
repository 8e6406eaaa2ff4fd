import type { FlowNode } from './model.ts';

/**
 * Reading the step tree (by `parentId`) and its jump rules: shared by the editor commands and validation so both agree
 * on what "child", "root" and "points to" mean.
 */

/** Children by parent id, each list in node order (the engine's sequence follows the first child). */
export function childrenByParent(nodes: readonly FlowNode[]): Map<string, FlowNode[]> {
  const map = new Map<string, FlowNode[]>();
  for (const node of nodes) {
    if (node.parentId === null) continue;
    const list = map.get(node.parentId);
    if (list) list.push(node);
    else map.set(node.parentId, [node]);
  }
  return map;
}

/**
 * The roots (steps with no parent) and the start among them: the first population root, else the first root. This is
 * the rule the engine starts a run by, so validation and the engine agree on which step is "the" root.
 */
export function findRoots(nodes: readonly FlowNode[]): { start: FlowNode | null; others: FlowNode[] } {
  const roots = nodes.filter((n) => n.parentId === null);
  const start = roots.find((n) => n.data.type === 'population') ?? roots[0] ?? null;
  return { start, others: roots.filter((n) => n !== start) };
}

/**
 * Each step's place in the tree, as AI modules name it (decision 048): the start step is `0`, and the k-th child (node
 * order) of the step at place `p` is `p.k`. Steps not under the start have no place.
 */
export function stepPlaces(nodes: readonly FlowNode[]): Map<string, FlowNode> {
  const { start } = findRoots(nodes);
  const places = new Map<string, FlowNode>();
  if (!start) return places;
  const children = childrenByParent(nodes);
  const seen = new Set<string>();
  const stack: [FlowNode, string][] = [[start, '0']];
  while (stack.length > 0) {
    const [node, place] = stack.pop()!;
    if (seen.has(node.id)) continue;
    seen.add(node.id);
    places.set(place, node);
    (children.get(node.id) ?? []).forEach((child, k) => stack.push([child, `${place}.${k}`]));
  }
  return places;
}

/** `id` and every step under it, following `parentId` links down. */
export function subtreeIds(nodes: readonly FlowNode[], id: string): Set<string> {
  const children = childrenByParent(nodes);
  const ids = new Set<string>();
  const stack = [id];
  while (stack.length > 0) {
    const current = stack.pop() as string;
    if (ids.has(current)) continue;
    ids.add(current);
    for (const child of children.get(current) ?? []) stack.push(child.id);
  }
  return ids;
}

/** The step ids a node's jump rule names (target and targetSuccess), without nulls. */
export function jumpTargets(node: FlowNode): string[] {
  const rule = node.data.rules.jumpRule;
  if (!rule) return [];
  return [rule.target, rule.targetSuccess].filter((t): t is string => t !== null);
}

export function pointsInto(node: FlowNode, ids: ReadonlySet<string>): boolean {
  return jumpTargets(node).some((t) => ids.has(t));
}

/** The display label of a step in messages: its name, or its id when it has none. */
export function stepLabel(node: FlowNode): string {
  const name = node.data.name.trim();
  return name === '' ? node.id : name;
}
