import type { BuiltInEdge, Node } from '@xyflow/react';
import type { FlowNode, NodeData } from '@ito/protocol/model';
import type { CanvasPosition } from '../api/builder-api.ts';

/** What a step node on the canvas renders. */
export type StepNodeData = {
  step: NodeData;
  isActive: boolean;
  errorCount: number;
};
export type StepFlowNode = Node<StepNodeData, 'step'>;

/** A canvas edge: React Flow's smooth-step edge, whose path options set a jump's lane. */
export type StepFlowEdge = Extract<BuiltInEdge, { type?: 'smoothstep' }>;

export type JumpLabels = { jump: string; met: string; otherwise: string };

const ORIGIN: CanvasPosition = { x: 0, y: 0 };

/** The canvas nodes: one per step, where the store says it sits, marked active and with its error count. */
export function toFlowNodes(
  nodes: readonly FlowNode[],
  positions: Record<string, CanvasPosition>,
  activeId: string | null,
  errorCounts: ReadonlyMap<string, number>,
): StepFlowNode[] {
  return nodes.map((node) => ({
    id: node.id,
    type: 'step',
    position: positions[node.id] ?? ORIGIN,
    data: { step: node.data, isActive: node.id === activeId, errorCount: errorCounts.get(node.id) ?? 0 },
    selected: node.id === activeId,
  }));
}

/**
 * How far a jump's line runs out beside the steps before it turns (px): "if met" and "otherwise" of one step take two
 * lanes, so their lines never lie on each other.
 */
export const JUMP_LANES = { met: 28, otherwise: 52 } as const;

/**
 * The canvas edges: a solid arrow from each parent to its child (the sequence), and a dashed, labelled arrow for
 * each jump rule target that names an existing step (a jump step's target; a branch's "if met" and "otherwise").
 * A jump leaves its step by the right side and enters its target by the right side too, so a loop back up the column
 * runs in a lane beside the steps, never under them (decision 083).
 */
export function toFlowEdges(nodes: readonly FlowNode[], labels: JumpLabels): StepFlowEdge[] {
  const ids = new Set(nodes.map((n) => n.id));
  const edges: StepFlowEdge[] = [];
  for (const node of nodes) {
    if (node.parentId !== null && ids.has(node.parentId)) {
      edges.push({
        id: `seq:${node.parentId}->${node.id}`,
        source: node.parentId,
        target: node.id,
        type: 'smoothstep',
      });
    }
    const rule = node.data.rules.jumpRule;
    if (!rule) continue;
    const isJump = node.data.type === 'jump';
    const jumps: [string | null, keyof typeof JUMP_LANES, string][] = [
      [rule.targetSuccess, 'met', labels.met],
      [rule.target, 'otherwise', isJump ? labels.jump : labels.otherwise],
    ];
    for (const [target, kind, label] of jumps) {
      if (target === null || !ids.has(target)) continue;
      edges.push({
        id: `jump:${kind}:${node.id}->${target}`,
        source: node.id,
        sourceHandle: 'jump',
        target,
        targetHandle: 'jump-in',
        type: 'smoothstep',
        pathOptions: { offset: JUMP_LANES[kind], borderRadius: 8 },
        label,
        animated: false,
        style: { strokeDasharray: '6 4' },
        data: { isJump: true },
      });
    }
  }
  return edges;
}
