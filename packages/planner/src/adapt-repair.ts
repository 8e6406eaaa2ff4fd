/**
 * The last step of adaptation: whatever broke a limit (a plan a model wrote, an older plan under new limits) is
 * restored with the smallest change on the planner's own tasks that are not done: clamp minutes and load, move a
 * session to an allowed free day in its week, or drop it. Composed plans pass untouched.
 */
import type { PlanChange } from './api.ts';
import type { AdaptState } from './adapt-load.ts';
import { setLoad } from './adapt-load.ts';
import { datesOfWeek, daysBetween, planWeekOf } from './calendar.ts';
import { isAllowedDay, isPlannerOwned, weekProblems } from './limits.ts';
import { dayIn } from './adapt-text-moves.ts';
import { repairText } from './adapt-text-repair.ts';
import type { TPlanTask } from '@ito/contracts/agent/plan';

export function repairLimits(state: AdaptState): void {
  const { limits, phases } = state.plan;
  const weeks = planWeekOf(limits.start_date, limits.end_date);
  const changeable = (t: TPlanTask) => isPlannerOwned(t) && !state.done.has(t.id);
  const text = repairText(state.plan.intent.language);
  const note = (kind: PlanChange['kind'], task: TPlanTask, why: string) =>
    state.changes.push({ kind, task_ids: [task.id], why });

  for (const task of state.tasks.filter(changeable)) {
    if (task.date < limits.start_date || task.date > limits.end_date) {
      state.tasks = state.tasks.filter((t) => t !== task);
      note('dropped', task, text.outsideDates(task.title, task.date));
      continue;
    }
    const week = planWeekOf(limits.start_date, task.date);
    if (task.week !== week) task.week = week;
    if (!phases.some((p) => p.id === task.phase_id)) {
      task.phase_id = phases.find((p) => week >= p.week_start && week <= p.week_end)?.id ?? phases[0]?.id ?? 'plan';
    }
    if (task.minutes > limits.minutes_per_session) {
      task.minutes = limits.minutes_per_session;
      note('load_lowered', task, text.shortened(task.title, limits.minutes_per_session));
    }
    if (task.kind !== 'activity') continue;
    if (task.load < limits.min_load || task.load > limits.max_load) {
      const lowered = task.load > limits.max_load;
      setLoad(state, task, task.load);
      note(lowered ? 'load_lowered' : 'load_raised', task, text.loadRange(task.title));
    }
    if (!isAllowedDay(limits, task.date)) relocate(state, task);
  }

  for (let week = 1; week <= weeks; week++) {
    while (weekProblems(state.tasks, limits, week).length > 0) {
      const candidates = state.tasks
        .filter((t) => t.kind === 'activity' && changeable(t) && planWeekOf(limits.start_date, t.date) === week)
        .sort((a, b) => crowding(state, b) - crowding(state, a) || b.date.localeCompare(a.date));
      const task = candidates[0];
      if (!task) break;
      state.tasks = state.tasks.filter((t) => t !== task);
      note('dropped', task, text.weekFull(task.title, limits.sessions_per_week, limits.min_rest_days_per_week, week));
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

function relocate(state: AdaptState, task: TPlanTask): void {
  const language = state.plan.intent.language;
  const text = repairText(language);
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
      why: text.unavailableMoved(task.title, dayIn(from, state.today, language), dayIn(target, state.today, language)),
    });
  } else {
    state.tasks = state.tasks.filter((t) => t !== task);
    state.changes.push({
      kind: 'dropped',
      task_ids: [task.id],
      why: text.unavailableDropped(task.title),
    });
  }
}
