import { withdrawsProposal, type TAgentMessage } from '@ito/contracts/agent/conversations';
import type { TPlan, TPlanTask } from '@ito/contracts/agent/plan';

/** How many weeks of dated tasks a proposal shows; the rest waits on the calendar after accepting. */
export const PREVIEW_WEEKS = 2;

export interface WeekOfTasks {
  week: number;
  tasks: TPlanTask[];
}

/** The tasks of the plan's first weeks, week by week, each week in date order. */
export function firstWeeks(plan: TPlan, weeks = PREVIEW_WEEKS): { weeks: WeekOfTasks[]; later: number } {
  const shown = plan.tasks
    .filter((task) => task.week <= weeks)
    .sort((a, b) => a.week - b.week || a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  const byWeek = new Map<number, TPlanTask[]>();
  for (const task of shown) byWeek.set(task.week, [...(byWeek.get(task.week) ?? []), task]);
  return {
    weeks: [...byWeek].map(([week, tasks]) => ({ week, tasks })),
    later: plan.tasks.length - shown.length,
  };
}

/**
 * A calendar day (`YYYY-MM-DD`) as the reader's language writes it, e.g. "Mon, Mar 2" (with the year when asked).
 * No time zone shifts it: the day is the plan's, not a moment.
 */
export function formatDay(date: string, language: string, { withYear = false } = {}): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: withYear ? 'numeric' : undefined,
    timeZone: 'UTC',
  }).format(day);
}

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

/** Which message's quick replies and plan buttons still apply: only the newest question and the newest proposal. */
export function actionableIds(messages: readonly TAgentMessage[]): {
  question: string | null;
  proposal: string | null;
  withdrawn: string | null;
} {
  const last = messages.at(-1);
  // A question, or an answer that offers areas to pick (out of scope, decision 034), keeps its quick replies open.
  const isOpen = last?.payload?.kind === 'question' || last?.payload?.kind === 'message';
  const question = last?.role === 'agent' && isOpen ? last.id : null;
  const latest = messages.findLastIndex((message) => message.payload?.kind === 'proposal');
  // A safety answer after it withdraws the proposal (decision 057): it stays on screen, no longer to accept.
  const withdrawn = latest >= 0 && messages.slice(latest + 1).some((message) => withdrawsProposal(message.payload));
  const id = latest >= 0 ? messages[latest]!.id : null;
  return { question, proposal: withdrawn ? null : id, withdrawn: withdrawn ? id : null };
}

/**
 * A question adaptation asks after the plan was accepted (decision 038): why sessions were missed, or an offer to
 * change an off-track plan. Its quick replies stay open even though the plan is accepted.
 */
export function isPlanQuestion(message: TAgentMessage): boolean {
  const { payload } = message;
  return payload?.kind === 'question' && (payload.slot === 'miss_reason' || payload.slot === 'goal_change');
}

/** Whether the conversation's plan has been accepted (by the loaded status, or by an "accepted" note since). */
export function isPlanAccepted(status: 'open' | 'accepted' | undefined, messages: readonly TAgentMessage[]): boolean {
  return status === 'accepted' || messages.some((message) => message.payload?.kind === 'accepted');
}
