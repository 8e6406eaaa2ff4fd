/**
 * The last step of adaptation: whatever broke a limit (a plan a model wrote, an older plan under new limits) is
 * restored with the smallest change on the planner's own tasks that are not done: clamp minutes and load, move a
 * session to an allowed free day in its week, or drop it. Composed plans pass untouched.
 */
import type { PlanChange } from './api.ts';
import type { AdaptState } from './adapt-load.ts';
import { setLoad } from './adapt-load.ts';
import { datesOfWeek, dayLabel, daysBetween, planWeekOf } from './calendar.ts';
import { isAllowedDay, isPlannerOwned, weekProblems } from './limits.ts';
import type { TPlanTask } from '@ito/contracts/agent/plan';

export function repairLimits(state: AdaptState): void {
  const { limits, phases } = state.plan;
  const weeks = planWeekOf(limits.start_date, limits.end_date);
  const changeable = (t: TPlanTask) => isPlannerOwned(t) && !state.done.has(t.id);
  const note = (kind: PlanChange['kind'], task: TPlanTask, why: string) =>
    state.changes.push({ kind, task_ids: [task.id], why: `${task.title} ${why}` });

  for (const task of state.tasks.filter(changeable)) {
    if (task.date < limits.start_date || task.date > limits.end_date) {
      state.tasks = state.tasks.filter((t) => t !== task);
      note('dropped', task, `on ${task.date} fell outside the plan's dates, so it was dropped.`);
      continue;
    }
    const week = planWeekOf(limits.start_date, task.date);
    if (task.week !== week) task.week = week;
    if (!phases.some((p) => p.id === task.phase_id)) {
      task.phase_id = phases.find((p) => week >= p.week_start && week <= p.week_end)?.id ?? phases[0]?.id ?? 'plan';
    }
    if (task.minutes > limits.minutes_per_session) {
      task.minutes = limits.minutes_per_session;
      note('load_lowered', task, `was shortened to your ${limits.minutes_per_session}-minute limit.`);
    }
    if (task.kind !== 'activity') continue;
    if (task.load < limits.min_load || task.load > limits.max_load) {
      const lowered = task.load > limits.max_load;
      setLoad(state, task, task.load);
      note(lowered ? 'load_lowered' : 'load_raised', task, `was brought within the plan's load range.`);
    }
    if (!isAllowedDay(limits, task.date)) relocate(state, task, 'is on a day you are not available');
  }

  for (let week = 1; week <= weeks; week++) {
    while (weekProblems(state.tasks, limits, week).length > 0) {
      const candidates = state.tasks
        .filter((t) => t.kind === 'activity' && changeable(t) && planWeekOf(limits.start_date, t.date) === week)
        .sort((a, b) => crowding(state, b) - crowding(state, a) || b.date.localeCompare(a.date));
      const task = candidates[0];
      if (!task) break;
      state.tasks = state.tasks.filter((t) => t !== task);
      note(
        'dropped',
        task,
        `was dropped to keep ${limits.sessions_per_week} sessions and ${limits.min_rest_days_per_week} rest days in week ${week}.`,
      );
    }
  }
}

/** How crowded a session's days are: others on the same day count double, on the neighbouring days once. */
function crowding(state: AdaptState, task: TPlanTask): number {
  return state.tasks
    .filter((t) => t !== task && t.kind === 'activity')
    .reduce((sum, t) => {
      const gap = Math.abs(daysBetween(task.date, t.date));
      return sum + (gap === 0 ? 2 : gap === 1 ? 1 : 0);
    }, 0);
}

function relocate(state: AdaptState, task: TPlanTask, reason: string): void {
  const { limits } = state.plan;
  const week = planWeekOf(limits.start_date, task.date);
  const from = task.date;
  const target = datesOfWeek(limits.start_date, limits.end_date, week).find(
    (date) =>
      date >= state.today &&
      isAllowedDay(limits, date) &&
      !state.tasks.some((t) => t.kind === 'activity' && t.date === date),
  );
  if (target) {
    task.date = target;
    state.changes.push({
      kind: 'moved',
      task_ids: [task.id],
      why: `${task.title} ${reason} (${dayLabel(from, state.today)}), so it moved to ${dayLabel(target, state.today)}.`,
    });
  } else {
    state.tasks = state.tasks.filter((t) => t !== task);
    state.changes.push({
      kind: 'dropped',
      task_ids: [task.id],
      why: `${task.title} ${reason} and the week had no free day, so it was dropped.`,
    });
  }
}
