/**
 * The follower's answers to adaptation's questions (decision 038), each acted on once:
 * - why they missed: no time shortens the next two weeks' sessions; too hard lowers the load 15%; unwell or injured
 *   pauses the load and says to see a professional; lost motivation makes the next session a small step and adds a
 *   nudge; something else changes nothing;
 * - the offer on an off-track plan: easier lowers the coming load 20%; change the goal re-aims the KPI targets at
 *   what the follower's pace reaches (or, with no values yet, makes it easier); keep going changes nothing.
 */
import type { PlanEvent } from './api.ts';
import type { AdaptState } from './adapt-load.ts';
import { pauseLoad, scaleUpcoming, upcomingSessions } from './adapt-load.ts';
import { reaimKpis } from './adapt-kpi.ts';
import { adaptText } from './adapt-text.ts';
import { daysBetween } from './calendar.ts';

const TOO_HARD = 0.85;
const EASIER = 0.8;
const NO_TIME = 0.7;

const round5 = (minutes: number, limit: number) =>
  Math.min(limit, Math.max(Math.min(5, limit), Math.round(minutes / 5) * 5));

export function applyAnswers(state: AdaptState, events: readonly PlanEvent[]): void {
  const text = adaptText(state.plan.intent.language);
  for (const event of events) {
    if (event.type === 'miss_reason') {
      const key = `miss:${event.at}:${event.reason}`;
      if (state.applied.has(key)) continue;
      state.applied.add(key);
      if (event.reason === 'no_time') shorten(state);
      else if (event.reason === 'too_hard') scaleUpcoming(state, TOO_HARD, 'load_lowered', text.tooHard);
      else if (event.reason === 'unwell') pauseLoad(state, text.unwell);
      else if (event.reason === 'motivation') smallerStep(state);
    } else if (event.type === 'goal_choice') {
      const key = `goal:${event.at}:${event.choice}`;
      if (state.applied.has(key)) continue;
      state.applied.add(key);
      if (event.choice === 'easier' || (event.choice === 'change_goal' && !reaimKpis(state, events))) {
        scaleUpcoming(state, EASIER, 'load_lowered', text.easier);
      }
    }
  }
}

/** No time: the next two weeks' sessions take 70% of their minutes (in steps of 5, at least 5). */
function shorten(state: AdaptState): void {
  const limit = state.plan.limits.minutes_per_session;
  const changed = upcomingSessions(state).filter((task) => {
    if (daysBetween(state.today, task.date) >= 14) return false;
    const minutes = round5(task.minutes * NO_TIME, limit);
    if (minutes >= task.minutes) return false;
    task.minutes = minutes;
    return true;
  });
  if (changed.length === 0) return;
  const average = Math.round(changed.reduce((sum, t) => sum + t.minutes, 0) / changed.length);
  state.changes.push({
    kind: 'shortened',
    task_ids: changed.map((t) => t.id),
    why: adaptText(state.plan.intent.language).noTime(average),
  });
}

/** Lost motivation: the next session is half as long, and a nudge for today says to just start. */
function smallerStep(state: AdaptState): void {
  const text = adaptText(state.plan.intent.language);
  const next = upcomingSessions(state)[0];
  const id = `n-adapt-${state.today}`;
  if (state.plan.nudges.length < 100 && !state.plan.nudges.some((n) => n.id === id)) {
    const nudge = { id, date: state.today, text: text.motivationNudge, why: text.motivationNudgeWhy };
    state.plan = { ...state.plan, nudges: [...state.plan.nudges, nudge] };
  }
  if (!next) return;
  next.minutes = round5(next.minutes / 2, state.plan.limits.minutes_per_session);
  state.changes.push({
    kind: 'shortened',
    task_ids: [next.id],
    why: text.motivation(next.title, next.minutes),
  });
}
