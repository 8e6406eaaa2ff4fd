import { createRun, type ProtocolRun } from '../engine.ts';
import type { FlowNode, JumpRule, NodeData, StepKind } from '../model.ts';

/** Builders shared by the engine's tests and the engine benchmark. */

export function step(id: string, type: StepKind, parentId: string | null, data: Partial<NodeData> = {}): FlowNode {
  return {
    id,
    parentId,
    data: {
      name: `${type} ${id}`,
      type,
      className: type,
      description: '',
      target: 'follower',
      nextStepCondition: null,
      rules: { jumpRule: null },
      selectedItemName: null,
      ...data,
    },
  };
}

export function jumpRule(target: string | null, targetSuccess: string | null = null): NodeData['rules'] {
  const rule: JumpRule = { target, targetSuccess };
  return { jumpRule: rule };
}

export function newRun(id = 'run1'): ProtocolRun {
  return createRun({ id, protocolId: 'p1', protocolVersion: 1, userId: 'u1' });
}

/**
 * The example protocol: nudge -> wait -> assessment -> (score >= `passScore`: finish, else jump back to the
 * nudge).
 */
export function practiceLoop(waitMinutes = 60 * 24, passScore = 8): FlowNode[] {
  return [
    step('start', 'population', null),
    step('nudge', 'nudge', 'start', { selectedItemName: 'Practise today', selectedItemId: 'n1' }),
    step('wait', 'wait', 'nudge', { waitMinutes }),
    step('check', 'assessment', 'wait', {
      selectedItemName: 'Weekly check',
      selectedItemId: 'a1',
      questionCount: 3,
      nextStepCondition: { kind: 'score_at_least', value: passScore },
      rules: jumpRule('again', 'done'),
    }),
    step('again', 'jump', 'check', { rules: jumpRule('nudge') }),
    step('done', 'finish', 'check'),
  ];
}
