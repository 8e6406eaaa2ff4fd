import type { TPlan } from '@ito/contracts/agent/plan';

/** Every word a plan shows: its title, summary, phases, tasks and KPIs with their reasons (what a reader sees). */
export function planText(plan: TPlan): string {
  return [
    plan.title,
    plan.summary,
    ...plan.phases.flatMap((p) => [p.title, p.focus, p.why]),
    ...plan.tasks.flatMap((t) => [t.title, t.description, t.why]),
    ...plan.kpis.flatMap((k) => [k.name, k.why]),
  ].join('\n');
}
