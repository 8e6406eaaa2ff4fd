/**
 * Adaptation that coaches (decision 038): beyond minutes and load, the plan changes what the follower does and asks
 * them why. Pure, like the rest of `adaptPlan`:
 * - a session type skipped the last two times it came up is swapped for another of the domain's sessions that fits
 *   the phase (never a hard one for an easy one);
 * - after a very hard check-in, pain, or three hard sessions in a row, the next session becomes an easy, short
 *   recovery session;
 * - missed sessions bring a question ("what got in the way?") with quick replies; the answer is a `miss_reason` event;
 * - a plan clearly off track (as many sessions missed as done) brings an offer to make it easier or change the goal.
 * Each acts once: its key goes into `applied_events`.
 */
import type { TPlanTask } from '@ito/contracts/agent/plan';
import type { AdaptState } from './adapt-load.ts';
import { upcomingSessions } from './adapt-load.ts';
import { adaptText, goalReplies, missReplies } from './adapt-text.ts';
import { dayIn } from './adapt-text-moves.ts';
import { daysBetween, planWeekOf } from './calendar.ts';
import { COMPOSE_TEXT, listOf } from './compose-text.ts';
import { domainTemplate, fillText, withVariants } from './domains.ts';
import { localizedTemplate } from './domains/localized.ts';
import type { DomainTemplate, SessionTemplate } from './domains/types.ts';
import { isPlannerOwned } from './limits.ts';

/** How many times in a row a session type is skipped before it is swapped. */
const SKIPS_TO_SWAP = 2;
/** Hard sessions done in a row before the next one becomes recovery. */
const HARD_STREAK = 3;
/** At least this many missed or skipped sessions, and no fewer than done, before the plan is called off track. */
const OFF_TRACK_MISSES = 4;
/** Weeks between two offers. */
const OFFER_EVERY_WEEKS = 4;

const QUOTES = { en: ['“', '”'], es: ['«', '»'], de: ['„', '“'], ar: ['«', '»'] } as const;

export type Sessions = { template: DomainTemplate; suffix: string };

/** The plan's domain template in its language, with the variants that fit its intent (as the composer used it). */
export function planSessions(state: AdaptState): Sessions {
  const { intent } = state.plan;
  const language = intent.language ?? 'en';
  const template = withVariants(localizedTemplate(domainTemplate(intent.domain), language), intent);
  return { template, suffix: COMPOSE_TEXT[language].secondSession };
}

const titleOf = (state: AdaptState, sessions: Sessions, session: SessionTemplate) =>
  fillText(session.title, state.plan.intent, sessions.template, 160);

/** The session type a task was composed from (matched by its title), or undefined (recovery, finale, a model's). */
export function sessionOf(state: AdaptState, sessions: Sessions, task: TPlanTask): SessionTemplate | undefined {
  const phased = sessions.template.sessions.filter((s) => !s.phases || s.phases.includes(task.phase_id));
  return [...phased, ...sessions.template.sessions].find((session) => {
    const title = titleOf(state, sessions, session);
    return task.title === title || task.title === title + sessions.suffix;
  });
}

const round5 = (minutes: number, limit: number) =>
  Math.min(limit, Math.max(Math.min(5, limit), Math.round(minutes / 5) * 5));

export function swapSkipped(state: AdaptState): void {
  const sessions = planSessions(state);
  const finished = state.tasks
    .filter((t) => t.kind === 'activity' && (state.done.has(t.id) || state.skipped.has(t.id)))
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  const byType = new Map<string, TPlanTask[]>();
  for (const task of finished) {
    const type = sessionOf(state, sessions, task);
    if (type) byType.set(type.id, [...(byType.get(type.id) ?? []), task]);
  }
  const skippedOut = new Set(
    [...byType]
      .filter(
        ([, tasks]) =>
          tasks.length >= SKIPS_TO_SWAP && tasks.slice(-SKIPS_TO_SWAP).every((t) => state.skipped.has(t.id)),
      )
      .map(([id]) => id),
  );
  const text = adaptText(state.plan.intent.language);
  for (const typeId of skippedOut) {
    const swaps = new Map<string, TPlanTask[]>();
    let fromTitle = '';
    for (const task of upcomingSessions(state)) {
      const from = sessionOf(state, sessions, task);
      if (from?.id !== typeId) continue;
      // Of the sessions that fit the phase (never a hard one for an easy one), one not already in that week.
      const inWeek = new Set(
        state.tasks.filter((t) => t.week === task.week).map((t) => sessionOf(state, sessions, t)?.id),
      );
      // A session whose title reads as a skipped type again (phase versions and sessions may share a title) is no
      // swap at all: it would change nothing now and be "swapped" again on every later pass.
      const readsAsSkipped = (s: SessionTemplate) =>
        skippedOut.has(sessionOf(state, sessions, { ...task, title: titleOf(state, sessions, s) })?.id ?? '');
      const fits = sessions.template.sessions.filter(
        (s) =>
          !skippedOut.has(s.id) &&
          (!s.phases || s.phases.includes(task.phase_id)) &&
          (from.hard === true || s.hard !== true) &&
          !readsAsSkipped(s),
      );
      const to = fits.find((s) => !inWeek.has(s.id)) ?? fits[0];
      if (!to) continue;
      fromTitle = titleOf(state, sessions, from);
      const repeated = task.title.endsWith(sessions.suffix) && sessions.suffix !== '';
      task.title = titleOf(state, sessions, to) + (repeated ? sessions.suffix : '');
      task.description = sessionText(state, sessions.template, to.description);
      task.why = fillText(to.why, state.plan.intent, sessions.template);
      task.minutes = round5(
        (task.minutes * to.share) / Math.max(0.1, from.share),
        state.plan.limits.minutes_per_session,
      );
      const key = titleOf(state, sessions, to);
      swaps.set(key, [...(swaps.get(key) ?? []), task]);
    }
    for (const [toTitle, tasks] of swaps) {
      state.changes.push({
        kind: 'swapped',
        task_ids: tasks.map((t) => t.id),
        why: text.swapped(fromTitle, SKIPS_TO_SWAP, toTitle),
      });
    }
  }
}

/** A session's description as the composer writes it: with the injury note for a physical domain. */
function sessionText(state: AdaptState, template: DomainTemplate, description: string): string {
  const { intent } = state.plan;
  const note =
    template.physical && intent.injuries.length > 0
      ? COMPOSE_TEXT[intent.language ?? 'en'].injuryNote(intent.injuries.join(', '))
      : '';
  return fillText(description + note, intent, template, 1000);
}

/**
 * Why the next session should be recovery, if anything asked for it: the load side marks a very hard check-in or
 * pain (`state.recovery`); here a streak of hard sessions done in a row is noticed once.
 */
export function insertRecovery(state: AdaptState): void {
  const sessions = planSessions(state);
  const text = adaptText(state.plan.intent.language);
  let why = state.recovery;
  const done = state.tasks
    .filter((t) => t.kind === 'activity' && state.done.has(t.id) && t.date <= state.today)
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  const streak = done.slice(-HARD_STREAK);
  const last = streak.at(-1);
  if (last && streak.length === HARD_STREAK && !state.applied.has(`streak:${last.id}`)) {
    const hard = streak.every((t) => sessionOf(state, sessions, t)?.hard === true);
    const recent = daysBetween(last.date, state.today) <= 3;
    if (hard && recent) {
      state.applied.add(`streak:${last.id}`);
      why ??= (session) => text.recoveryAfterStreak(HARD_STREAK, session);
    }
  }
  if (!why) return;
  const finale = sessions.template.finale
    ? fillText(sessions.template.finale.title, state.plan.intent, sessions.template, 160)
    : null;
  const recoveryTitle = text.recoveryTitle(sessions.template.physical);
  const next = upcomingSessions(state).find(
    (t) => daysBetween(state.today, t.date) < 7 && t.title !== finale && t.title !== recoveryTitle,
  );
  if (!next) return;
  const { limits } = state.plan;
  const from = next.title;
  next.title = recoveryTitle;
  next.description = text.recoveryDescription(from, sessions.template.physical).slice(0, 1000);
  next.why = text.recoveryWhy;
  next.load = limits.min_load;
  next.minutes = round5(Math.min(next.minutes, limits.minutes_per_session) / 2, limits.minutes_per_session);
  state.changes.push({ kind: 'recovery', task_ids: [next.id], why: why(from) });
}

/** Sessions missed (date passed, neither done nor skipped): read before they are moved or dropped. */
export function missedSessions(state: AdaptState): TPlanTask[] {
  if (state.today > state.plan.limits.end_date) return [];
  // Only the current gap: sessions missed before one the follower has done since are behind them.
  const lastDone = state.tasks
    .filter((t) => t.kind === 'activity' && state.done.has(t.id) && t.date < state.today)
    .reduce((latest, t) => (t.date > latest ? t.date : latest), '');
  return state.tasks
    .filter((t) => t.date > lastDone)
    .filter(
      (t) =>
        t.kind === 'activity' &&
        isPlannerOwned(t) &&
        t.date < state.today &&
        !state.done.has(t.id) &&
        !state.skipped.has(t.id),
    )
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}

/** Asks once per run of missed sessions what got in the way; each missed session is remembered for the offer. */
export function askWhyMissed(state: AdaptState, missed: readonly TPlanTask[], answeredSince: string | null): void {
  const first = missed[0];
  for (const task of missed) state.applied.add(`missed:${task.id}`);
  if (!first || state.applied.has(`ask:${first.id}`)) return;
  state.applied.add(`ask:${first.id}`);
  if (answeredSince !== null && answeredSince >= first.date) return;
  const language = state.plan.intent.language ?? 'en';
  const [open, close] = QUOTES[language];
  const named = missed.slice(0, 3).map((t) => `${open}${t.title}${close} (${dayIn(t.date, state.today, language)})`);
  state.changes.push({
    kind: 'asked',
    task_ids: missed.map((t) => t.id),
    why: adaptText(language).askMissed(listOf(named, language)),
    question: 'miss_reason',
    quick_replies: missReplies(language),
  });
}

/**
 * Offers to make the plan easier or change the goal when it is clearly off: at least four sessions missed or skipped
 * and no more done, or a KPI far behind (`kpiFarBehind`). At most once every four weeks, and not after an answer.
 */
export function offerGoalChange(state: AdaptState, kpiFarBehind: boolean, lastChoice: string | null): void {
  const { limits } = state.plan;
  if (state.today > limits.end_date || state.today < limits.start_date) return;
  const week = planWeekOf(limits.start_date, state.today);
  const offered = [...state.applied].filter((k) => k.startsWith('offer:w')).map((k) => Number(k.slice(7)));
  if (offered.some((w) => week - w < OFFER_EVERY_WEEKS)) return;
  if (lastChoice !== null && daysBetween(lastChoice, state.today) < OFFER_EVERY_WEEKS * 7) return;
  const misses = new Set([
    ...[...state.applied].filter((k) => k.startsWith('missed:')).map((k) => k.slice(7)),
    ...[...state.skipped].filter((id) => state.tasks.some((t) => t.id === id && t.kind === 'activity')),
  ]);
  const done = state.tasks.filter((t) => t.kind === 'activity' && state.done.has(t.id)).length;
  const offTrack = (misses.size >= OFF_TRACK_MISSES && misses.size >= done) || kpiFarBehind;
  if (!offTrack) return;
  state.applied.add(`offer:w${week}`);
  const language = state.plan.intent.language ?? 'en';
  state.changes.push({
    kind: 'offered',
    task_ids: [],
    why: adaptText(language).offer,
    question: 'goal_change',
    quick_replies: goalReplies(language),
  });
}
