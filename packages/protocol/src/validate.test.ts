import { describe, expect, it } from 'vitest';
import { jumpRule, practiceLoop, step } from './test/engine-fixtures.ts';
import type { FlowNode, NodeData } from './model.ts';
import { validateProtocol, type ProtocolErrorCode } from './validate.ts';

/** The valid example with one step's data changed. */
function changed(id: string, data: Partial<NodeData>): FlowNode[] {
  return practiceLoop().map((n) => (n.id === id ? { ...n, data: { ...n.data, ...data } } : n));
}

const codes = (nodes: FlowNode[]) => validateProtocol(nodes).map((e) => [e.nodeId, e.code]);

function expectOnly(nodes: FlowNode[], nodeId: string, code: ProtocolErrorCode, name: string) {
  const errors = validateProtocol(nodes);
  expect(errors.map((e) => [e.nodeId, e.code])).toEqual([[nodeId, code]]);
  expect(errors[0]?.message).toContain(`"${name}"`);
}

describe('validateProtocol', () => {
  it('finds nothing wrong with a valid protocol (nudge -> wait -> assessment -> finish or jump back)', () => {
    expect(validateProtocol(practiceLoop())).toEqual([]);
    expect(validateProtocol([])).toEqual([]);
  });

  it('reports an unreachable step (its parent is missing)', () => {
    const nodes = [...practiceLoop(), step('lost', 'finish', 'gone', { name: 'Lost end' })];
    expectOnly(nodes, 'lost', 'unreachable', 'Lost end');
  });

  it('reports a second root once, and the steps under it as unreachable', () => {
    const nodes = [
      ...practiceLoop(),
      step('island', 'nudge', null, { name: 'Island', selectedItemId: 'n2' }),
      step('island-end', 'finish', 'island', { name: 'Island end' }),
    ];
    expect(codes(nodes)).toEqual([
      ['island', 'multiple_roots'],
      ['island-end', 'unreachable'],
    ]);
    expect(validateProtocol(nodes)[0]?.message).toContain('"Island"');
  });

  it('reports a jump to a missing step', () => {
    expectOnly(changed('again', { rules: jumpRule('gone') }), 'again', 'missing_jump_target', 'jump again');
  });

  it('reports a path with no finish or fail (a non-terminal leaf)', () => {
    const nodes = changed('done', { type: 'nudge', name: 'Last word', selectedItemId: 'n2' });
    expectOnly(nodes, 'done', 'no_end', 'Last word');
  });

  it('does not report a leaf whose jump rule names where every outcome goes', () => {
    const nodes = [
      step('start', 'population', null),
      step('gate', 'kpi', 'start', {
        selectedItemId: 'k1',
        nextStepCondition: { kind: 'kpi_at_least', value: 3 },
        rules: jumpRule('stop', 'end'),
      }),
      step('end', 'finish', 'start'),
      step('stop', 'fail', 'start'),
    ];
    expect(codes(nodes)).toEqual([]);
    const halfCovered = nodes.map((n) =>
      n.id === 'gate' ? { ...n, data: { ...n.data, rules: jumpRule(null, 'end') } } : n,
    );
    expect(codes(halfCovered)).toEqual([['gate', 'no_end']]);
  });

  it('reports a loop with no wait', () => {
    const nodes = practiceLoop().filter((n) => n.id !== 'wait');
    const check = nodes.find((n) => n.id === 'check');
    if (check) check.parentId = 'nudge';
    expectOnly(nodes, 'again', 'loop_without_wait', 'jump again');
  });

  it('reports a loop that jumps past its wait', () => {
    expectOnly(changed('again', { rules: jumpRule('check') }), 'again', 'loop_without_wait', 'jump again');
  });

  it('reports a jump to itself as a loop with no wait', () => {
    const nodes = [
      step('start', 'population', null),
      step('spin', 'jump', 'start', { rules: jumpRule('spin'), name: 'Spin' }),
    ];
    expectOnly(nodes, 'spin', 'loop_without_wait', 'Spin');
  });

  it('reports a wait with no duration', () => {
    expectOnly(changed('wait', { waitMinutes: null, name: 'Pause' }), 'wait', 'wait_without_duration', 'Pause');
    expectOnly(changed('wait', { waitMinutes: 0, name: 'Pause' }), 'wait', 'wait_without_duration', 'Pause');
  });

  it('reports an assessment without questions', () => {
    expectOnly(changed('check', { questionCount: 0 }), 'check', 'assessment_without_questions', 'assessment check');
    expectOnly(
      changed('check', { questionCount: undefined }),
      'check',
      'assessment_without_questions',
      'assessment check',
    );
  });

  it('reports a step referring to a missing item', () => {
    expectOnly(changed('nudge', { selectedItemId: null }), 'nudge', 'missing_item', 'nudge nudge');
    // An assessment with no item is a missing item, not also an assessment without questions.
    expectOnly(
      changed('check', { selectedItemId: null, questionCount: 0 }),
      'check',
      'missing_item',
      'assessment check',
    );
  });

  it('reports a jump step with no target', () => {
    const nodes = changed('again', { rules: { jumpRule: null } });
    expectOnly(nodes, 'again', 'jump_without_target', 'jump again');
  });

  it('reports a branching condition on a step kind that cannot produce it', () => {
    const nodes = changed('nudge', { nextStepCondition: { kind: 'score_at_least', value: 5 } });
    expectOnly(nodes, 'nudge', 'condition_not_producible', 'nudge nudge');
    expect(codes(changed('nudge', { nextStepCondition: { kind: 'always' } }))).toEqual([]);
  });

  it('names an unnamed step by its id', () => {
    const errors = validateProtocol(changed('wait', { waitMinutes: null, name: '  ' }));
    expect(errors[0]?.message).toContain('"wait"');
    const dollar = validateProtocol(changed('wait', { waitMinutes: null, name: 'Pay $& later' }));
    expect(dollar[0]?.message).toContain('"Pay $& later"');
  });
});
