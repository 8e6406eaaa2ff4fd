import { jumpTargets, pointsInto, subtreeIds } from './graph.ts';
import type { FlowNode } from './model.ts';

/**
 * Deleting a step (SPEC section 4), on the node list alone; `editor.ts` wraps it as the `deleteNode` command.
 *
 * - More than one child: the step and its whole subtree go, and so does every step whose jump rule points to a step
 *   that went, each deleted by this same rule (recursively: one with at most one child is unlinked and its child
 *   reconnected, one with more takes its own subtree and its own pointers with it).
 * - At most one child: the child takes the deleted step's place (its parent and its position in the list, so it is
 *   still the first child where the deleted step was) and is returned. A jump rule that named the deleted step now
 *   names that child; with no child, or when the child would point at itself, the rule's field is cleared (a rule left
 *   with neither field set becomes null). Validation then reports a jump step left without a target.
 */
export function deleteStep(
  nodes: readonly FlowNode[],
  id: string,
): { nodes: FlowNode[]; reconnected: FlowNode | null } {
  const children = nodes.filter((n) => n.parentId === id);
  if (children.length > 1) return { nodes: deleteWithSubtree(nodes, id), reconnected: null };
  return unlink(nodes, id, children[0] ?? null);
}

function deleteWithSubtree(nodes: readonly FlowNode[], id: string): FlowNode[] {
  const deleted = subtreeIds(nodes, id);
  let rest = nodes.filter((n) => !deleted.has(n.id));
  for (;;) {
    const pointer = rest.find((n) => pointsInto(n, deleted));
    if (!pointer) return rest;
    const next = deleteStep(rest, pointer.id).nodes;
    const kept = new Set(next.map((n) => n.id));
    for (const n of rest) if (!kept.has(n.id)) deleted.add(n.id);
    rest = next;
  }
}

function unlink(
  nodes: readonly FlowNode[],
  id: string,
  child: FlowNode | null,
): { nodes: FlowNode[]; reconnected: FlowNode | null } {
  const deleted = nodes.find((n) => n.id === id);
  if (!deleted) return { nodes: [...nodes], reconnected: null };
  const replacement = child?.id ?? null;
  let reconnected: FlowNode | null = null;
  const result: FlowNode[] = [];
  for (const node of nodes) {
    if (node.id === id) {
      if (child) {
        reconnected = repoint({ ...child, parentId: deleted.parentId }, id, replacement);
        result.push(reconnected);
      }
    } else if (node.id !== replacement) {
      result.push(repoint(node, id, replacement));
    }
  }
  return { nodes: result, reconnected };
}

/** `node` with every jump-rule field naming `from` changed to `to` (cleared instead of pointing at itself). */
function repoint(node: FlowNode, from: string, to: string | null): FlowNode {
  const rule = node.data.rules.jumpRule;
  if (!rule || !jumpTargets(node).includes(from)) return node;
  const swap = (target: string | null) => (target === from ? (to === node.id ? null : to) : target);
  const next = { target: swap(rule.target), targetSuccess: swap(rule.targetSuccess) };
  const jumpRule = next.target === null && next.targetSuccess === null ? null : next;
  return { ...node, data: { ...node.data, rules: { ...node.data.rules, jumpRule } } };
}
