import type { TTaskCard } from '@ito/contracts/following/tasks';

/**
 * How a task reads to the follower on a given day: the stored status, with a pending task split into overdue, due
 * today and upcoming.
 */
export type TaskState = 'done' | 'skipped' | 'expired' | 'overdue' | 'today' | 'upcoming';

type Dated = Pick<TTaskCard, 'status' | 'due_on'>;

export function taskState(task: Dated, today: string): TaskState {
  if (task.status !== 'pending') return task.status;
  if (task.due_on < today) return 'overdue';
  return task.due_on === today ? 'today' : 'upcoming';
}

/** The theme colour of each state (SPEC 9 tokens: success, danger, warning, primary). */
export const STATE_COLORS: Record<TaskState, string> = {
  done: 'success',
  skipped: 'gray',
  expired: 'gray',
  overdue: 'danger',
  today: 'primary',
  upcoming: 'warning',
};

/** Whether a task can still be done or skipped. */
export function isOpen(task: Pick<TTaskCard, 'status'>): boolean {
  return task.status === 'pending';
}

/**
 * Tasks that need more than a click to finish: answers to questions, a measured value, or (a protocol's order step)
 * a payment.
 */
export function needsInput(task: Pick<TTaskCard, 'kind'>): boolean {
  return task.kind === 'assessment' || task.kind === 'kpi' || task.kind === 'order';
}

export interface TaskCounts {
  total: number;
  done: number;
  skipped: number;
  overdue: number;
  today: number;
  upcoming: number;
}

export function countTasks(tasks: readonly Dated[], today: string): TaskCounts {
  const counts: TaskCounts = { total: tasks.length, done: 0, skipped: 0, overdue: 0, today: 0, upcoming: 0 };
  for (const task of tasks) {
    const state = taskState(task, today);
    if (state === 'expired' || state === 'skipped') counts.skipped += 1;
    else counts[state] += 1;
  }
  return counts;
}

/**
 * Days in a row with every task done, counted back from the most recent day that had tasks. Days without tasks
 * (rest days) neither count nor break the run, and today only counts once its tasks are all done: a follower who has
 * not yet trained today has not lost yesterday's streak.
 */
export function streakOf(tasks: readonly Dated[], today: string): number {
  const byDay = new Map<string, Dated[]>();
  for (const task of tasks) {
    if (task.due_on > today) continue;
    byDay.set(task.due_on, [...(byDay.get(task.due_on) ?? []), task]);
  }
  const days = [...byDay.keys()].sort().reverse();
  let streak = 0;
  for (const day of days) {
    const allDone = byDay.get(day)!.every((task) => task.status === 'done');
    if (allDone) streak += 1;
    else if (day === today && byDay.get(day)!.some((task) => task.status === 'pending')) continue;
    else break;
  }
  return streak;
}
