import type { FlowNode } from '@ito/protocol/model';

export interface OutlineRow {
  node: FlowNode;
  /** 0 for a step with no parent; one more per step above it. */
  depth: number;
}

/**
 * The steps in reading order for the list view: each step, then the steps under it (depth first), children in the
 * order the graph holds them. Steps whose parent is missing start a path of their own; a cycle (which the validator
 * reports) cannot hide a step, because every step not reached from a root is listed at the end.
 */
export function stepOutline(nodes: readonly FlowNode[]): OutlineRow[] {
  const ids = new Set(nodes.map((n) => n.id));
  const children = new Map<string, FlowNode[]>();
  for (const node of nodes) {
    if (node.parentId === null || !ids.has(node.parentId)) continue;
    children.set(node.parentId, [...(children.get(node.parentId) ?? []), node]);
  }
  const rows: OutlineRow[] = [];
  const seen = new Set<string>();
  const visit = (node: FlowNode, depth: number) => {
    if (seen.has(node.id)) return;
    seen.add(node.id);
    rows.push({ node, depth });
    for (const child of children.get(node.id) ?? []) visit(child, depth + 1);
  };
  for (const node of nodes) if (node.parentId === null || !ids.has(node.parentId)) visit(node, 0);
  for (const node of nodes) visit(node, 0);
  return rows;
}
