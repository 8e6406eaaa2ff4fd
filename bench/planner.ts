import { composePlan } from '@ito/planner/compose';
import { nextTurn } from '@ito/planner/dialogue';
import { CASES_TODAY, INTENT_CASES } from '@ito/planner/intent-cases';
import type { TurnResult } from '@ito/planner/api';
import type { BenchRow } from './report.ts';

/** DESIGN 12: the built-in planner, intent to plan, p95 <= 200 ms. */
export const PLANNER_BUDGET_MS = 200;
/** The agent answers each question with its first quick reply, as a hurried person would; at most 3 are asked. */
const MAX_TURNS = 5;

function nearestRank(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

/** One intent from its first message to a composed plan: the dialogue turns, then the composition. */
function intentToPlan(text: string): number {
  let turn: TurnResult = nextTurn(null, text, CASES_TODAY);
  for (let i = 0; turn.kind === 'question' && i < MAX_TURNS; i += 1) {
    turn = nextTurn(turn.state, turn.quick_replies[0]?.value ?? 'yes', CASES_TODAY);
  }
  if (turn.kind !== 'ready') throw new Error(`no plan after ${MAX_TURNS} answers for "${text}"`);
  return composePlan(turn.intent, { start_date: CASES_TODAY, assumptions: turn.assumptions, recommendations: [] }).tasks
    .length;
}

/**
 * The planner in this process (it is pure: no server, no database), over every intent of the planner's intent table,
 * `rounds` times after one warm-up round. Each sample is one intent to one plan.
 */
export function runPlannerBench(rounds: number): BenchRow {
  for (const c of INTENT_CASES) intentToPlan(c.text);
  const samples: number[] = [];
  let tasks = 0;
  for (let round = 0; round < rounds; round += 1) {
    for (const c of INTENT_CASES) {
      const started = performance.now();
      tasks += intentToPlan(c.text);
      samples.push(performance.now() - started);
    }
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const [p50, p95, p99] = [50, 95, 99].map((p) => nearestRank(sorted, p));
  return {
    name: 'built-in planner, intent to plan',
    budget: `p95 <= ${PLANNER_BUDGET_MS} ms`,
    measured: `p50 ${p50!.toFixed(1)} / p95 ${p95!.toFixed(1)} / p99 ${p99!.toFixed(1)} ms`,
    status: p95! <= PLANNER_BUDGET_MS ? 'PASS' : 'FAIL',
    note: `${INTENT_CASES.length} intents x ${rounds} rounds, dialogue answered by first quick replies; ${Math.round(tasks / samples.length)} tasks per plan on average`,
    data: { budget_ms: PLANNER_BUDGET_MS, p50, p95, p99, samples: samples.length },
  };
}
