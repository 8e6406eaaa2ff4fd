import { childrenByParent, findRoots, jumpTargets, stepLabel } from './graph.ts';
import { TERMINAL_KINDS, type FlowNode, type NextStepCondition, type StepKind } from './model.ts';

/**
 * Validation for the protocol builder's *errors* page. Pure: the builder shows the list, the server refuses
 * to publish while it is not empty. Errors come in node order, then in the order of the checks below; each names its
 * step in `message` (the step's name, or its id when unnamed) and carries a `code` the web translates.
 *
 * Decisions:
 * - "The root" is the step the engine starts at: the first root that is a population step, else the first root. Every
 *   other step with no parent is reported once as `multiple_roots` (not also as `unreachable`); the steps under it
 *   and steps whose parent is missing are `unreachable`.
 * - A path has no end when it stops at a step that is not finish or fail: a leaf whose jump rule does not name where
 *   every outcome goes (the engine's rule: a met condition leaves by `targetSuccess`, an unmet one by `target`, the
 *   step's kind decides the default condition). A jump leaf is the jump checks' business, not this one's.
 * - A loop with no wait is a cycle, over the moves the engine can make, that does not pass through a wait step.
 * - An assessment whose item is missing is reported as a missing item only; "no questions" needs an assessment.
 */

export type ProtocolErrorCode =
  | 'unreachable'
  | 'multiple_roots'
  | 'missing_jump_target'
  | 'no_end'
  | 'loop_without_wait'
  | 'wait_without_duration'
  | 'assessment_without_questions'
  | 'missing_item'
  | 'jump_without_target'
  | 'condition_not_producible';

export type ProtocolError = { nodeId: string; code: ProtocolErrorCode; message: string };

/** Step kinds that use an item (a nudge text, an assessment, a challenge, a KPI, an order item, a service). */
export const ITEM_KINDS: readonly StepKind[] = ['nudge', 'assessment', 'challenge', 'kpi', 'order', 'services'];

/** Which step kind produces the outcome each condition tests ('always' fits every kind). */
const CONDITION_SOURCE: Record<Exclude<NextStepCondition['kind'], 'always'>, StepKind> = {
  score_at_least: 'assessment',
  score_below: 'assessment',
  kpi_at_least: 'kpi',
  kpi_at_most: 'kpi',
  order_paid: 'order',
  challenge_done: 'challenge',
};

export function validateProtocol(nodes: readonly FlowNode[]): ProtocolError[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const children = childrenByParent(nodes);
  const perNode = new Map<string, ProtocolError[]>();
  const report = (node: FlowNode, code: ProtocolErrorCode, message: string) => {
    const list = perNode.get(node.id) ?? [];
    list.push({ nodeId: node.id, code, message: message.replace('{step}', () => `"${stepLabel(node)}"`) });
    perNode.set(node.id, list);
  };

  const { start, others } = findRoots(nodes);
  for (const root of others) report(root, 'multiple_roots', 'Step {step} is a second start: connect it under a step');
  const reached = reachableFrom(start, children);
  const extraRoots = new Set(others.map((n) => n.id));
  for (const node of nodes) {
    if (!reached.has(node.id) && !extraRoots.has(node.id)) {
      report(node, 'unreachable', 'Step {step} is not connected to the start of the protocol');
    }
  }

  for (const node of nodes) {
    const kind = node.data.type;
    const rule = node.data.rules.jumpRule;
    for (const target of jumpTargets(node)) {
      if (!byId.has(target)) report(node, 'missing_jump_target', `Step {step} jumps to a step that does not exist`);
    }
    if (kind === 'jump' && (rule === null || rule.target === null)) {
      report(node, 'jump_without_target', 'Jump step {step} has no step to jump to');
    }
    if (!children.has(node.id) && !TERMINAL_KINDS.includes(kind) && kind !== 'jump' && !exitsByRule(node)) {
      report(node, 'no_end', 'Step {step} ends its path without a finish or fail step');
    }
    if (kind === 'wait' && !(typeof node.data.waitMinutes === 'number' && node.data.waitMinutes > 0)) {
      report(node, 'wait_without_duration', 'Wait step {step} has no duration');
    }
    const hasItem = node.data.selectedItemId != null && node.data.selectedItemId !== '';
    if (ITEM_KINDS.includes(kind) && !hasItem) {
      report(node, 'missing_item', `Step {step} has no ${kind} item selected`);
    }
    if (kind === 'assessment' && hasItem && !((node.data.questionCount ?? 0) > 0)) {
      report(node, 'assessment_without_questions', 'Assessment step {step} has no questions');
    }
    const condition = node.data.nextStepCondition;
    if (condition && condition.kind !== 'always' && CONDITION_SOURCE[condition.kind] !== kind) {
      report(
        node,
        'condition_not_producible',
        `Step {step} branches on "${condition.kind}", which a ${kind} step never produces`,
      );
    }
  }

  for (const node of loopsWithoutWait(nodes, byId, children)) {
    report(node, 'loop_without_wait', 'Step {step} loops back without a wait step in the loop');
  }

  return nodes.flatMap((n) => perNode.get(n.id) ?? []);
}

function reachableFrom(start: FlowNode | null, children: Map<string, FlowNode[]>): Set<string> {
  const reached = new Set<string>();
  const stack = start ? [start.id] : [];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (reached.has(id)) continue;
    reached.add(id);
    for (const child of children.get(id) ?? []) stack.push(child.id);
  }
  return reached;
}

function effectiveCondition(node: FlowNode): NextStepCondition['kind'] {
  const kind = node.data.type;
  return (
    node.data.nextStepCondition?.kind ??
    (kind === 'order' ? 'order_paid' : kind === 'challenge' ? 'challenge_done' : 'always')
  );
}

/** A leaf still goes somewhere when its rule names a step for every outcome of its condition. */
function exitsByRule(node: FlowNode): boolean {
  const rule = node.data.rules.jumpRule;
  if (!rule || rule.targetSuccess === null) return false;
  return effectiveCondition(node) === 'always' || rule.target !== null;
}

/** The steps the engine can move to from `node` (the first child stands in for an unset target). */
function moves(node: FlowNode, children: Map<string, FlowNode[]>): (string | null)[] {
  const kind = node.data.type;
  if (TERMINAL_KINDS.includes(kind)) return [];
  const child = children.get(node.id)?.[0]?.id ?? null;
  const rule = node.data.rules.jumpRule;
  if (kind === 'jump') return [rule?.target ?? child];
  const met = rule?.targetSuccess ?? child;
  return effectiveCondition(node) === 'always' ? [met] : [met, rule?.target ?? child];
}

/**
 * One step per loop that can repeat without passing a wait step: strongly connected components (Tarjan) of the move
 * graph with wait steps left out. The step named is the first, in node order, whose jump rule goes back up the tree
 * into the loop (the jump that closes it).
 */
function loopsWithoutWait(
  nodes: readonly FlowNode[],
  byId: Map<string, FlowNode>,
  children: Map<string, FlowNode[]>,
): FlowNode[] {
  const edges = new Map<string, string[]>();
  for (const node of nodes) {
    if (node.data.type === 'wait') continue;
    const next = moves(node, children).filter(
      (id): id is string => id !== null && byId.has(id) && byId.get(id)?.data.type !== 'wait',
    );
    edges.set(node.id, next);
  }

  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: Set<string>[] = [];
  let counter = 0;
  const connect = (id: string) => {
    index.set(id, counter);
    low.set(id, counter);
    counter += 1;
    stack.push(id);
    onStack.add(id);
    for (const next of edges.get(id) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(id, Math.min(low.get(id) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(id, Math.min(low.get(id) as number, index.get(next) as number));
      }
    }
    if (low.get(id) === index.get(id)) {
      const component = new Set<string>();
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.add(member);
      } while (member !== id);
      components.push(component);
    }
  };
  for (const id of edges.keys()) if (!index.has(id)) connect(id);

  const culprits: FlowNode[] = [];
  for (const component of components) {
    const isLoop = component.size > 1 || [...component].some((id) => (edges.get(id) ?? []).includes(id));
    if (!isLoop) continue;
    const members = nodes.filter((n) => component.has(n.id));
    const jumpsInto = (n: FlowNode, back: boolean) =>
      jumpTargets(n).some((t) => component.has(t) && (!back || isAncestorOrSelf(t, n, byId)));
    const closer = members.find((n) => jumpsInto(n, true)) ?? members.find((n) => jumpsInto(n, false)) ?? members[0];
    if (closer) culprits.push(closer);
  }
  return culprits;
}

function isAncestorOrSelf(id: string, node: FlowNode, byId: Map<string, FlowNode>): boolean {
  const seen = new Set<string>();
  let current: FlowNode | undefined = node;
  while (current && !seen.has(current.id)) {
    if (current.id === id) return true;
    seen.add(current.id);
    current = current.parentId === null ? undefined : byId.get(current.parentId);
  }
  return false;
}
