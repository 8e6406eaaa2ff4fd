/**
 * The load side of adaptation: scaling the coming sessions after a check-in or a KPI value, and the bridge and
 * re-ramp shapes after a gap. Every change stays within the plan's load bounds and minutes limit, touches only the
 * planner's own upcoming sessions, and says why.
 */
import type { TPlan, TPlanTask } from '@ito/contracts/agent/plan';
import type { PlanChange, PlanEvent } from './api.ts';
import { daysBetween } from './calendar.ts';
import { domainTemplate, formatNumber } from './domains.ts';
import { isPlannerOwned } from './limits.ts';
import { round2 } from './schedule.ts';
import { checkinAlarm, pauseWhy } from './safety/checkin.ts';
import { adaptText } from './adapt-text.ts';
import { dayIn, moveText, type Next } from './adapt-text-moves.ts';

export type AdaptState = {
  plan: TPlan;
  /** Working copies, changed in place. */
  tasks: TPlanTask[];
  today: string;
  done: Set<string>;
  skipped: Set<string>;
  applied: Set<string>;
  changes: PlanChange[];
  /** Set when a check-in reported pain or a red flag: nothing gets harder in this run (decision 036). */
  paused?: boolean;
  /** Set when something asks for the next session to be recovery: the why, given that session's title (038). */
  recovery?: (session: string) => string;
  /** Set when a KPI is far behind its trend: adaptation offers to change the goal (038). */
  kpiFarBehind?: boolean;
};

const LOWER = 0.9;
const RAISE = 1.05;
const POOR = 0.4;
const GOOD = 0.8;
/** A check-in this poor also turns the next session into recovery (decision 038). */
const VERY_POOR = 0.25;

/** The planner's own sessions still to come: not done, not skipped, not edited by the follower, today or later. */
export function upcomingSessions(state: AdaptState): TPlanTask[] {
  return state.tasks
    .filter(
      (t) =>
        t.kind === 'activity' &&
        isPlannerOwned(t) &&
        !state.done.has(t.id) &&
        !state.skipped.has(t.id) &&
        t.date >= state.today,
    )
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}

/** The first coming session, named in the why of a change that reaches it. */
export function nextOf(state: AdaptState): Next | undefined {
  const next = upcomingSessions(state)[0];
  return next && { day: dayIn(next.date, state.today, state.plan.intent.language), title: next.title };
}

/** Sets a session's load within bounds and its minutes in proportion, within 5..limit; true when it changed. */
export function setLoad(state: AdaptState, task: TPlanTask, load: number): boolean {
  const { min_load, max_load, minutes_per_session } = state.plan.limits;
  const next = round2(Math.min(max_load, Math.max(min_load, load)));
  if (next === task.load) return false;
  const minutes = task.load > 0 ? Math.round((task.minutes * next) / task.load) : task.minutes;
  task.minutes = Math.min(minutes_per_session, Math.max(Math.min(5, minutes_per_session), minutes));
  task.load = next;
  return true;
}

export function scaleUpcoming(state: AdaptState, factor: number, kind: PlanChange['kind'], why: string): void {
  if (state.paused && factor > 1) return;
  const changed = upcomingSessions(state).filter((task) => setLoad(state, task, task.load * factor));
  if (changed.length > 0) state.changes.push({ kind, task_ids: changed.map((t) => t.id), why });
}

export function applyAssessments(state: AdaptState, events: readonly PlanEvent[]): void {
  for (const event of events) {
    if (event.type !== 'assessment') continue;
    const key = `assessment:${event.task_id}:${event.at}`;
    if (state.applied.has(key)) continue;
    state.applied.add(key);
    const alarm = checkinAlarm(state.plan, event);
    if (alarm) {
      pauseLoad(
        state,
        pauseWhy(alarm, state.plan, dayIn(event.at.slice(0, 10), state.today, state.plan.intent.language)),
      );
      state.recovery = (session) => adaptText(state.plan.intent.language).recoveryAfterPain(session);
      continue;
    }
    if (!(event.max_score > 0)) continue;
    const ratio = event.score / event.max_score;
    if (ratio < VERY_POOR) {
      const date = dayIn(event.at.slice(0, 10), state.today, state.plan.intent.language);
      state.recovery = (session) => adaptText(state.plan.intent.language).recoveryAfterCheckin(date, session);
    }
    const scored = (lower: boolean) =>
      moveText(state.plan.intent.language).checkin(
        dayIn(event.at.slice(0, 10), state.today, state.plan.intent.language),
        formatNumber(event.score),
        formatNumber(event.max_score),
        lower,
        nextOf(state),
      );
    if (ratio < POOR) scaleUpcoming(state, LOWER, 'load_lowered', scored(true));
    else if (ratio >= GOOD) scaleUpcoming(state, RAISE, 'load_raised', scored(false));
  }
}

/**
 * Pain or a red flag at a check-in: the coming week's sessions drop to the lightest load, the week after keeps at
 * most the load planned for now, and nothing is raised in this run.
 */
export function pauseLoad(state: AdaptState, why: string): void {
  state.paused = true;
  const upcoming = upcomingSessions(state);
  const first = upcoming[0];
  if (!first) return;
  const current = first.load;
  const changed = upcoming.filter((task) => {
    const days = daysBetween(state.today, task.date);
    if (days < 7) return setLoad(state, task, state.plan.limits.min_load);
    return days < 14 && task.load > current && setLoad(state, task, current);
  });
  state.changes.push({ kind: 'paused', task_ids: changed.map((t) => t.id), why });
}

/** Upcoming sessions grouped by plan week, in order, with each week's planned load (its highest). */
function upcomingWeeks(state: AdaptState): { tasks: TPlanTask[]; load: number; taper: boolean }[] {
  const template = domainTemplate(state.plan.intent.domain);
  const byWeek = new Map<number, TPlanTask[]>();
  for (const task of upcomingSessions(state)) byWeek.set(task.week, [...(byWeek.get(task.week) ?? []), task]);
  return [...byWeek.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, tasks]) => ({
      tasks,
      load: Math.max(...tasks.map((t) => t.load)),
      taper: tasks.some((t) => template.phases.find((p) => p.id === t.phase_id)?.taper === true),
    }));
}

/**
 * After a short gap the coming week repeats the last completed load and every later week takes the load planned for
 * the week before it (never more than its own), so progression resumes one step back. The taper keeps its shape.
 */
export function bridgeLoads(state: AdaptState, lastLoad: number): TPlanTask[] {
  const changed: TPlanTask[] = [];
  let previous = lastLoad;
  for (const week of upcomingWeeks(state)) {
    if (week.taper) break;
    const ratio = Math.min(1, previous / week.load);
    for (const task of week.tasks) if (setLoad(state, task, task.load * ratio)) changed.push(task);
    previous = week.load;
  }
  return changed;
}

/**
 * After a long gap the plan restarts at `startLoad` and grows by the domain's weekly step until it meets the planned
 * loads again; the end date does not move, so the late weeks may stay lighter than first planned.
 */
export function rerampLoads(state: AdaptState, startLoad: number): TPlanTask[] {
  const step = Math.max(0.05, domainTemplate(state.plan.intent.domain).progression.weekly_increase);
  const changed: TPlanTask[] = [];
  let target = startLoad;
  upcomingWeeks(state).forEach((week, i) => {
    target = Math.min(week.load, i === 0 ? startLoad : target * (1 + step));
    const ratio = target / week.load;
    for (const task of week.tasks) if (ratio < 1 && setLoad(state, task, task.load * ratio)) changed.push(task);
  });
  return changed;
}
