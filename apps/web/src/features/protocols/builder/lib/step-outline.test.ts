import { describe, expect, it } from 'vitest';
import { newNodeData } from '@ito/protocol/editor';
import type { FlowNode, StepKind } from '@ito/protocol/model';
import { stepOutline } from './step-outline.ts';

function step(id: string, kind: StepKind, parentId: string | null): FlowNode {
  return { id, parentId, data: newNodeData(kind, id) };
}

const rows = (nodes: FlowNode[]) => stepOutline(nodes).map((r) => `${'-'.repeat(r.depth)}${r.node.id}`);

describe('stepOutline', () => {
  it('lists each step followed by the steps under it, indented by depth', () => {
    const nodes = [
      step('d', 'finish', 'b'),
      step('a', 'population', null),
      step('b', 'nudge', 'a'),
      step('c', 'wait', 'a'),
    ];
    expect(rows(nodes)).toEqual(['a', '-b', '--d', '-c']);
  });

  it('keeps steps whose parent is missing, and steps caught in a cycle', () => {
    const nodes = [step('a', 'nudge', 'gone'), step('x', 'nudge', 'y'), step('y', 'wait', 'x')];
    expect(rows(nodes)).toEqual(['a', 'x', '-y']);
  });
});
