import { describe, expect, it } from 'vitest';
import { newNodeData } from '@ito/protocol/editor';
import type { FlowNode, StepKind } from '@ito/protocol/model';
import { toFlowEdges, toFlowNodes } from './to-flow.ts';

const labels = { jump: 'jump', met: 'if met', otherwise: 'otherwise' };

function step(id: string, kind: StepKind, parentId: string | null): FlowNode {
  return { id, parentId, data: newNodeData(kind, id) };
}

describe('canvas mapping', () => {
  it('places each step where the store says, marking the active one and its errors', () => {
    const nodes = toFlowNodes(
      [step('a', 'nudge', null), step('b', 'wait', 'a')],
      { a: { x: 10, y: 20 } },
      'b',
      new Map([['b', 2]]),
    );
    expect(nodes.map((n) => [n.id, n.position, n.selected, n.data.errorCount])).toEqual([
      ['a', { x: 10, y: 20 }, false, 0],
      ['b', { x: 0, y: 0 }, true, 2],
    ]);
  });

  it('draws the sequence solid and each jump rule dashed and labelled, skipping rules to missing steps', () => {
    const back = step('back', 'jump', 'check');
    back.data.rules.jumpRule = { target: 'start', targetSuccess: null };
    const check = step('check', 'assessment', 'start');
    check.data.rules.jumpRule = { target: 'ghost', targetSuccess: 'end' };
    const edges = toFlowEdges([step('start', 'nudge', null), check, back, step('end', 'finish', 'check')], labels);

    const solid = edges.filter((e) => !e.style);
    const dashed = edges.filter((e) => e.style?.strokeDasharray);
    expect(solid.map((e) => `${e.source}>${e.target}`)).toEqual(['start>check', 'check>back', 'check>end']);
    expect(dashed.map((e) => [`${e.source}>${e.target}`, e.label])).toEqual([
      ['check>end', 'if met'],
      ['back>start', 'jump'],
    ]);
  });

  it('routes a jump out of the right side and into its target’s right side, each rule of a step in its own lane', () => {
    const check = step('check', 'assessment', 'start');
    check.data.rules.jumpRule = { target: 'start', targetSuccess: 'end' };
    const edges = toFlowEdges([step('start', 'nudge', null), check, step('end', 'finish', 'check')], labels);
    const jumps = edges.filter((e) => e.sourceHandle === 'jump');
    expect(jumps.map((e) => e.targetHandle)).toEqual(['jump-in', 'jump-in']);
    const offsets = jumps.map((e) => e.pathOptions?.offset);
    expect(new Set(offsets).size).toBe(2);
    expect(offsets.every((offset) => offset !== undefined && offset >= 24)).toBe(true);
  });
});
