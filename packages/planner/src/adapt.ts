/**
 * Adaptation: `(plan, events, now) -> { plan, changes }`, pure. It makes the smallest change that restores the plan's
 * limits after what happened, and says why:
 * - the follower's own edits are applied first and always win (edited tasks are never moved, dropped or rescaled);
 * - a missed session (date before today, neither done nor skipped) is moved within its week, or dropped with the next
 *   session absorbing part of it; two or three in a row are bridged; a gap of two weeks or more is re-ramped;
 * - a poor or very good check-in, or a KPI off its trend, lowers or raises the coming loads within bounds;
 * - and it coaches (decision 038, adapt-coach.ts): a session type skipped twice is swapped, a very hard check-in, pain
 *   or a streak of hard sessions makes the next session recovery, missed sessions bring a question whose answer
 *   (`miss_reason`) acts, KPI entries moving away or far ahead act at once, and an off-track plan brings an offer.
 * Pass all events since the plan was composed: done/skip events tell missed sessions apart, and `applied_events`
 * keeps check-ins and KPI values from acting twice, so adapting again with the same input changes nothing.
 */
import type { TPlan, TPlanTask } from '@ito/contracts/agent/plan';
import type { AdaptResult, PlanEvent } from './api.ts';
import { applyAssessments, bridgeLoads, rerampLoads, upcomingSessions, type AdaptState } from './adapt-load.ts';
import { applyKpiValues } from './adapt-kpi.ts';
import { calendarDay, datesOfWeek, daysBetween, planWeekOf } from './calendar.ts';
import { dayIn, moveText } from './adapt-text-moves.ts';
import { isAllowedDay, isPlannerOwned, weekProblems } from './limits.ts';
import { repairLimits } from './adapt-repair.ts';
import { askWhyMissed, insertRecovery, missedSessions, offerGoalChange, swapSkipped } from './adapt-coach.ts';
import { applyAnswers } from './adapt-answers.ts';
import { withAdaptedTexts } from './adapt-texts.ts';

export { checkPlanLimits } from './limits.ts';

const MAX_APPLIED = 1000;
/** A gap this long (days since the last completed session) is re-ramped; half of it is bridged. */
const RERAMP_DAYS = 14;
const BRIDGE_DAYS = 10;
const RERAMP_FACTOR = 0.75;

export function adaptPlan(plan: TPlan, events: readonly PlanEvent[], now: string): AdaptResult {
  const result = adaptOnce(plan, events, now);
  return withAdaptedTexts(plan, result, (shown) => adaptOnce(shown, events, now));
}

function adaptOnce(plan: TPlan, events: readonly PlanEvent[], now: string): AdaptResult {
  const ordered = [...events].sort((a, b) => a.at.localeCompare(b.at));
  const state: AdaptState = {
    plan,
    tasks: plan.tasks.map((task) => ({ ...task, questions: task.questions?.map((q) => ({ ...q })) })),
    today: calendarDay(now),
    done: new Set(ordered.filter((e) => e.type === 'task_done').map((e) => e.task_id)),
    skipped: new Set(ordered.filter((e) => e.type === 'task_skipped').map((e) => e.task_id)),
    applied: new Set(plan.applied_events ?? []),
    changes: [],
  };
  const originalDates = new Map(plan.tasks.map((t) => [t.id, t.date]));
  applyFollowerEdits(state, ordered);
  resolveEditClashes(state, originalDates);
  const missed = missedSessions(state).map((t) => ({ ...t }));
  handleMissedSessions(state);
  swapSkipped(state);
  applyAssessments(state, ordered);
  applyAnswers(state, ordered);
  applyKpiValues(state, ordered);
  insertRecovery(state);
  const lastAnswer = (type: PlanEvent['type']) =>
    ordered
      .filter((e) => e.type === type)
      .at(-1)
      ?.at.slice(0, 10) ?? null;
  askWhyMissed(state, missed, lastAnswer('miss_reason'));
  offerGoalChange(state, state.kpiFarBehind === true, lastAnswer('goal_choice'));
  repairLimits(state);

  const tasks = state.tasks.sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  const applied = [...state.applied].slice(-MAX_APPLIED);
  return {
    plan: { ...state.plan, tasks, ...(applied.length > 0 ? { applied_events: applied } : {}) },
    changes: state.changes,
  };
}

/** The follower's edits, in order: later edits win; the edited task is marked so the planner leaves it alone. */
function applyFollowerEdits(state: AdaptState, events: readonly PlanEvent[]): void {
  const { limits, phases } = state.plan;
  const weeks = planWeekOf(limits.start_date, limits.end_date);
  for (const event of events) {
    if (event.type !== 'follower_edit') continue;
    const task = state.tasks.find((t) => t.id === event.task_id);
    if (!task) continue;
    const { date, minutes, title } = event.changes;
    if (date !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(date)) {
      task.date = date;
      task.week = Math.min(weeks, Math.max(1, planWeekOf(limits.start_date, date)));
      task.phase_id = phases.find((p) => task.week >= p.week_start && task.week <= p.week_end)?.id ?? task.phase_id;
    }
    // Kept within what a task can hold at all (the contract), not within the planner's limits.
    if (minutes !== undefined && Number.isFinite(minutes))
      task.minutes = Math.min(240, Math.max(0, Math.round(minutes)));
    if (title !== undefined && title.trim()) task.title = title.trim().slice(0, 160);
    task.edited_by_follower = true;
  }
}

/** A follower-moved session that lands on a day the planner also uses pushes the planner's session to a free day. */
function resolveEditClashes(state: AdaptState, originalDates: Map<string, string>): void {
  const edited = state.tasks.filter((t) => t.kind === 'activity' && t.edited_by_follower && t.date >= state.today);
  for (const mine of edited) {
    for (const theirs of upcomingSessions(state).filter((t) => t.date === mine.date)) {
      const freed = originalDates.get(mine.id);
      const target = freeDayInWeek(state, theirs, freed);
      if (!target) continue;
      const from = theirs.date;
      theirs.date = target;
      state.changes.push({
        kind: 'moved',
        task_ids: [theirs.id],
        why: moveText(lang(state)).movedForEdit(mine.title, day(state, from), theirs.title, day(state, target)),
      });
    }
  }
}

/**
 * A day in the task's own week, today or later, when the person is available and nothing else is planned, where the
 * week still keeps its limits with the task there. `preferred` is tried first.
 */
function freeDayInWeek(state: AdaptState, task: TPlanTask, preferred?: string): string | null {
  const { limits } = state.plan;
  const week = planWeekOf(limits.start_date, task.date);
  const dates = datesOfWeek(limits.start_date, limits.end_date, week);
  const candidates = preferred && dates.includes(preferred) ? [preferred, ...dates] : dates;
  const original = task.date;
  for (const date of candidates) {
    if (date < state.today || date === original || !isAllowedDay(limits, date)) continue;
    if (state.tasks.some((t) => t.kind === 'activity' && t.date === date && t.id !== task.id)) continue;
    task.date = date;
    const fits = weekProblems(state.tasks, limits, week).length === 0;
    task.date = original;
    if (fits) return date;
  }
  return null;
}

function handleMissedSessions(state: AdaptState): void {
  // Once the plan is over there is nothing left to move or rebuild; missed sessions stay as they were.
  if (state.today > state.plan.limits.end_date) return;
  // A program's lesson the person took in (decision 115) is not a session: done or missed, it neither splits nor makes a run.
  const past = state.tasks
    .filter((t) => t.kind === 'activity' && t.lesson === undefined && t.date < state.today)
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  // Runs of missed sessions, split by completed ones; skipped sessions neither count nor split.
  const runs: TPlanTask[][] = [[]];
  for (const task of past) {
    if (state.done.has(task.id)) runs.push([]);
    else if (isPlannerOwned(task) && !state.skipped.has(task.id)) runs.at(-1)?.push(task);
  }
  const ongoing = runs.at(-1) ?? [];
  for (const run of runs.slice(0, -1)) {
    if (run.length === 1 && run[0]) moveOrDrop(state, run[0]);
    else if (run.length > 1) dropResumedRun(state, run);
  }
  if (ongoing.length > 0) handleGap(state, ongoing, past);
}

function handleGap(state: AdaptState, run: TPlanTask[], past: TPlanTask[]): void {
  const first = run[0];
  if (!first) return;
  const lastDone = past.filter((t) => state.done.has(t.id) && t.date < first.date).at(-1);
  const awayDays = daysBetween(lastDone?.date ?? state.plan.limits.start_date, state.today);
  if (run.length >= 4 || awayDays >= RERAMP_DAYS) reramp(state, run, lastDone, awayDays);
  else if (run.length >= 2 || awayDays >= BRIDGE_DAYS) bridge(state, run, lastDone);
  else moveOrDrop(state, first);
}

function moveOrDrop(state: AdaptState, task: TPlanTask): void {
  const target = freeDayInWeek(state, task);
  const text = moveText(lang(state));
  const missedDay = day(state, task.date);
  if (target) {
    task.date = target;
    state.changes.push({
      kind: 'moved',
      task_ids: [task.id],
      why: text.moved(missedDay, task.title, day(state, target)),
    });
    return;
  }
  drop(state, [task]);
  const next = daysBetween(task.date, state.today) <= 7 ? upcomingSessions(state)[0] : undefined;
  const room = next ? state.plan.limits.minutes_per_session - next.minutes : 0;
  const extra = Math.min(room, Math.round(task.minutes / 2 / 5) * 5);
  if (next && extra >= 5) {
    next.minutes += extra;
    state.changes.push({
      kind: 'bridged',
      task_ids: [task.id, next.id],
      why: text.absorbed(missedDay, task.title, day(state, next.date), next.title, extra),
    });
  } else {
    state.changes.push({
      kind: 'dropped',
      task_ids: [task.id],
      why: text.droppedNoDay(missedDay, task.title),
    });
  }
}

function dropResumedRun(state: AdaptState, run: TPlanTask[]): void {
  drop(state, run);
  state.changes.push({
    kind: 'dropped',
    task_ids: run.map((t) => t.id),
    why: moveText(lang(state)).droppedResumed(run.length, day(state, run[0]?.date ?? state.today)),
  });
}

function bridge(state: AdaptState, run: TPlanTask[], lastDone: TPlanTask | undefined): void {
  drop(state, run);
  const changed = bridgeLoads(state, lastDone?.load ?? firstLoad(state));
  state.changes.push({
    kind: changed.length > 0 ? 'bridged' : 'dropped',
    task_ids: [...run.map((t) => t.id), ...changed.map((t) => t.id)],
    why: moveText(lang(state)).bridged(run.length, day(state, run[0]?.date ?? state.today), changed.length > 0),
  });
}

function reramp(state: AdaptState, run: TPlanTask[], lastDone: TPlanTask | undefined, awayDays: number): void {
  drop(state, run);
  const { min_load } = state.plan.limits;
  const startLoad = lastDone ? Math.max(min_load, lastDone.load * RERAMP_FACTOR) : firstLoad(state);
  const changed = rerampLoads(state, startLoad);
  state.changes.push({
    kind: changed.length > 0 ? 'reramped' : 'dropped',
    task_ids: [...run.map((t) => t.id), ...changed.map((t) => t.id)],
    why: moveText(lang(state)).reramped(
      awayDays,
      run.length,
      lastDone !== undefined,
      changed.length > 0,
      day(state, state.plan.limits.end_date),
    ),
  });
}

function firstLoad(state: AdaptState): number {
  const first = state.plan.tasks.filter((t) => t.kind === 'activity').sort((a, b) => a.date.localeCompare(b.date))[0];
  return first?.load ?? 1;
}

function drop(state: AdaptState, tasks: readonly TPlanTask[]): void {
  const ids = new Set(tasks.map((t) => t.id));
  state.tasks = state.tasks.filter((t) => !ids.has(t.id));
}

const lang = (state: AdaptState) => state.plan.intent.language;
const day = (state: AdaptState, date: string) => dayIn(date, state.today, lang(state));
