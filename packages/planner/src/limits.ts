/**
 * The plan's limits as checks. The limits bind the planner: tasks the follower edited themselves are theirs and are
 * not counted (the follower's edits always win, see `adaptPlan`). Used by tests, by `adaptPlan` before every move and
 * by the server to vet a plan a model produced.
 */
import type { TPlan, TPlanLimits, TPlanTask } from '@ito/contracts/agent/plan';
import { isoWeekday, planWeekOf } from './calendar.ts';

/** A task the planner may move, resize or drop: not one the follower edited, nor a program's lesson they took in. */
export function isPlannerOwned(task: TPlanTask): boolean {
  return !task.edited_by_follower && task.lesson === undefined;
}

export function isAllowedDay(limits: TPlanLimits, date: string): boolean {
  return limits.available_days.length === 0 || limits.available_days.includes(isoWeekday(date));
}

/** Violations of the limits, one sentence each; empty when the plan keeps them all. */
export function checkPlanLimits(plan: TPlan): string[] {
  const { limits } = plan;
  const problems: string[] = [];
  if (limits.end_date < limits.start_date) problems.push('The end date is before the start date.');
  if (limits.min_load > limits.max_load) problems.push('The minimum load is above the maximum load.');
  const weeks = planWeekOf(limits.start_date, limits.end_date);
  problems.push(...phaseProblems(plan, weeks));

  const ids = new Set<string>();
  for (const task of plan.tasks) {
    if (ids.has(task.id)) problems.push(`Task ${task.id} appears twice.`);
    ids.add(task.id);
    if (isPlannerOwned(task)) problems.push(...taskProblems(task, plan, weeks));
  }
  const activityWeeks = new Set(
    plan.tasks.filter((t) => t.kind === 'activity').map((t) => planWeekOf(limits.start_date, t.date)),
  );
  for (const week of [...activityWeeks].sort((a, b) => a - b)) problems.push(...weekProblems(plan.tasks, limits, week));
  return problems;
}

function phaseProblems(plan: TPlan, weeks: number): string[] {
  const problems: string[] = [];
  let next = 1;
  for (const phase of [...plan.phases].sort((a, b) => a.week_start - b.week_start)) {
    if (phase.week_start !== next) problems.push(`Phase ${phase.id} starts in week ${phase.week_start}, not ${next}.`);
    if (phase.week_end < phase.week_start) problems.push(`Phase ${phase.id} ends before it starts.`);
    next = phase.week_end + 1;
  }
  if (next - 1 !== weeks) problems.push(`The phases cover ${next - 1} weeks, not the plan's ${weeks}.`);
  return problems;
}

function taskProblems(task: TPlanTask, plan: TPlan, weeks: number): string[] {
  const { limits } = plan;
  const problems: string[] = [];
  const name = `Task ${task.id}`;
  if (task.date < limits.start_date || task.date > limits.end_date) {
    problems.push(`${name} on ${task.date} is outside ${limits.start_date}..${limits.end_date}.`);
  }
  const week = planWeekOf(limits.start_date, task.date);
  if (task.week !== week && week >= 1 && week <= weeks)
    problems.push(`${name} says week ${task.week} but is in week ${week}.`);
  if (!plan.phases.some((phase) => phase.id === task.phase_id)) problems.push(`${name} names an unknown phase.`);
  if (task.minutes > limits.minutes_per_session) {
    problems.push(`${name} lasts ${task.minutes} minutes, over the ${limits.minutes_per_session}-minute limit.`);
  }
  if (task.kind === 'activity') {
    if (!isAllowedDay(limits, task.date)) problems.push(`${name} is on a day the person is not available.`);
    if (task.load < limits.min_load || task.load > limits.max_load) {
      problems.push(`${name} has load ${task.load}, outside ${limits.min_load}..${limits.max_load}.`);
    }
  }
  return problems;
}

/** The weekly limits for one plan week: at most N sessions and at least the minimum rest days (planner's tasks). */
export function weekProblems(tasks: readonly TPlanTask[], limits: TPlanLimits, week: number): string[] {
  const sessions = tasks.filter(
    (t) => t.kind === 'activity' && isPlannerOwned(t) && planWeekOf(limits.start_date, t.date) === week,
  );
  const problems: string[] = [];
  if (sessions.length > limits.sessions_per_week) {
    problems.push(`Week ${week} has ${sessions.length} sessions, over ${limits.sessions_per_week}.`);
  }
  const restDays = 7 - new Set(sessions.map((t) => t.date)).size;
  if (restDays < limits.min_rest_days_per_week) {
    problems.push(`Week ${week} has ${restDays} rest days, under ${limits.min_rest_days_per_week}.`);
  }
  return problems;
}
