import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { TPlan, TPlanLanguage } from '@ito/contracts/agent/plan';
import type { TAgentMessage, TPlanChange } from '@ito/contracts/agent/conversations';
import {
  GOAL_CHOICES,
  MISS_REASONS,
  type AdaptResult,
  type GoalChoice,
  type MissReason,
  type PlanEvent,
} from '@ito/planner/api';
import { adaptPlan } from '@ito/planner/adapt';
import { agentConversations, agentMessages } from '../../db/schema/agent.ts';
import { follows } from '../../db/schema/programs.ts';
import type { Db } from '../../platform/db.ts';
import { toMessage } from '../agent-messages/message-view.ts';
import { nextMessageTime } from '../agent-messages/message-time.ts';
import {
  deliverNotification,
  recordNotification,
  type NotifyDeps,
  type RecordedNotification,
} from '../notifications/notify.ts';
import { recomputeProgress } from './follow-service.ts';
import { finishedPlanTasks, syncPlanTasks } from './plan-tasks.ts';
import { storedPlan } from './task-cards.ts';
import { say, type Language } from '../../platform/texts.ts';

type FinishedTask = Awaited<ReturnType<typeof finishedPlanTasks>>[number];

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function answersOf(value: unknown): Record<string, number> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, number] => num(entry[1]) !== null));
}

/** The follower's calendar day a task was finished on (stored with the result), else the UTC day of the time. */
function finishedOn(task: FinishedTask): string {
  const day = task.result?.completed_on;
  if (typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  return (task.completed_at ?? new Date(0)).toISOString().slice(0, 10);
}

/** What happened to the plan, from the follow's finished task rows: done/skipped, check-in scores, KPI values. */
export function planEvents(plan: TPlan, finished: readonly FinishedTask[]): PlanEvent[] {
  const planTasks = new Map(plan.tasks.map((task) => [task.id, task]));
  const events: PlanEvent[] = [];
  for (const task of finished) {
    const at = finishedOn(task);
    if (task.status === 'skipped') {
      events.push({ type: 'task_skipped', task_id: task.plan_task_id, at });
      continue;
    }
    events.push({ type: 'task_done', task_id: task.plan_task_id, at });
    const score = num(task.result?.score);
    const maxScore = num(task.result?.max_score);
    if (score !== null && maxScore !== null && maxScore > 0) {
      // The answers and note go along: a pain or red-flag answer pauses the load (decision 036).
      events.push({
        type: 'assessment',
        task_id: task.plan_task_id,
        at,
        score,
        max_score: maxScore,
        answers: answersOf(task.result?.answers),
        notes: typeof task.result?.notes === 'string' ? task.result.notes : null,
      });
    }
    const value = num(task.result?.kpi_value);
    const kpiId = planTasks.get(task.plan_task_id)?.kpi_id;
    if (value !== null && kpiId) events.push({ type: 'kpi_value', kpi_id: kpiId, at, value });
  }
  return events;
}

/**
 * The follower's answers to adaptation's questions (decision 038): their messages in the follow's conversation that
 * carry an `answer` payload, as `miss_reason` and `goal_choice` events (at the time they answered).
 */
export async function answerEvents(db: Db, followId: string): Promise<PlanEvent[]> {
  const rows = await db
    .select({ payload: agentMessages.payload, created_at: agentMessages.created_at })
    .from(agentMessages)
    .innerJoin(agentConversations, eq(agentConversations.id, agentMessages.conversation_id))
    .where(
      and(
        eq(agentConversations.follow_id, followId),
        eq(agentMessages.role, 'user'),
        sql`${agentMessages.payload}->>'kind' = 'answer'`,
      ),
    )
    .orderBy(asc(agentMessages.created_at));
  const events: PlanEvent[] = [];
  for (const row of rows) {
    const at = row.created_at.toISOString();
    const value = row.payload?.value;
    if (row.payload?.question === 'miss_reason' && MISS_REASONS.includes(value as MissReason))
      events.push({ type: 'miss_reason', at, reason: value as MissReason });
    if (row.payload?.question === 'goal_change' && GOAL_CHOICES.includes(value as GoalChoice))
      events.push({ type: 'goal_choice', at, choice: value as GoalChoice });
  }
  return events;
}

type Adapted = {
  userId: string;
  changes: TPlanChange[];
  messages: TAgentMessage[];
  notice: RecordedNotification;
};

/**
 * Adapts a follow's plan to what happened as of `today` (the follower's calendar day): the planner's `adaptPlan` gets
 * every finished task as an event; when it changes something, the new plan is saved, the task rows follow it, and the
 * follow's agent conversation gets a system message explaining each change (published on the follower's channel),
 * and the follower gets a `plan_changed` notification linking to the program's dashboard.
 * Idempotent: the planner moves missed tasks to today or later and remembers the check-ins it applied, so a second
 * run with nothing new changes nothing. The follow row is locked so that two runs at once cannot both apply a change.
 */
export async function adaptFollow(deps: NotifyDeps, followId: string, today: string): Promise<TPlanChange[]> {
  const adapted = await deps.db.transaction(async (db): Promise<Adapted | null> => {
    const [follow] = await db
      .select({
        id: follows.id,
        user_id: follows.user_id,
        program_id: follows.program_id,
        target: follows.target,
        plan: follows.plan,
      })
      .from(follows)
      .where(eq(follows.id, followId))
      .for('update');
    const plan = storedPlan(follow?.plan);
    if (!follow || !plan) return null;
    const events = [...planEvents(plan, await finishedPlanTasks(db, followId)), ...(await answerEvents(db, followId))];
    const result = adaptPlan(plan, events, today);
    const changes: TPlanChange[] = result.changes.map((change, index) => ({
      kind: change.kind,
      task_ids: change.task_ids,
      why: change.why,
      ...whysAt(result, index),
      ...(change.question && { question: change.question }),
      ...(change.quick_replies && { quick_replies: change.quick_replies }),
    }));
    // The planner's bookkeeping may change without a visible change (a check-in within range): keep it too.
    if (changes.length === 0 && JSON.stringify(result.plan) === JSON.stringify(plan)) return null;
    await db
      .update(follows)
      .set({ plan: result.plan as unknown as Record<string, unknown> })
      .where(eq(follows.id, followId));
    if (changes.length === 0) return null;
    await syncPlanTasks(db, { userId: follow.user_id, followId, plan: result.plan });
    const notice = await recordNotification(db, {
      userId: follow.user_id,
      type: 'plan_changed',
      now: deps.clock.now(),
      data: (language) => ({
        title:
          changes.length === 1
            ? say(language, 'notice.plan_adjusted')
            : say(language, 'notice.plan_adjusted_many', { count: changes.length }),
        // The reasons in the reader's language where the planner said them in it (decision 090).
        body: (whyIn(result, language) ?? changes.map((change) => change.why)).join(' '),
        url: `/follow-program/${encodeURIComponent(follow.target)}/${follow.program_id}`,
        follow_id: followId,
        program_id: follow.program_id,
      }),
    });
    return { userId: follow.user_id, changes, messages: await explain(db, followId, changes), notice };
  });
  if (!adapted) return [];
  await recomputeProgress(deps.db, followId);
  for (const message of adapted.messages) {
    deps.realtime.publish({ userId: adapted.userId }, 'agent', {
      conversation_id: message.conversation_id,
      state: 'reply',
      message,
    });
  }
  await deliverNotification(deps, adapted.notice);
  return adapted.changes;
}

/** Change `index`'s reason in each language the planner said them all in (decision 090), when more than one. */
function whysAt(result: AdaptResult, index: number): Pick<TPlanChange, 'why_in'> {
  const said: NonNullable<TPlanChange['why_in']> = {};
  for (const language of Object.keys(result.why_in ?? {}) as TPlanLanguage[]) {
    const why = whyIn(result, language)?.[index];
    if (why !== undefined) said[language] = why;
  }
  return Object.keys(said).length > 1 ? { why_in: said } : {};
}

/** The changes' reasons in `language`, when the planner said all of them in it. */
function whyIn(result: AdaptResult, language: TPlanLanguage | Language): string[] | null {
  const whys = result.why_in?.[language];
  return whys && whys.length === result.changes.length ? whys : null;
}

/**
 * In the follow's agent conversation: a system message with each change's why, one per line; then each question
 * (why sessions were missed, an offer on an off-track plan) as the agent's own message with its quick replies, the
 * same `question` payload the dialogue uses, so the web offers the answers to tap (decision 038).
 */
async function explain(db: Db, followId: string, changes: TPlanChange[]): Promise<TAgentMessage[]> {
  const [conversation] = await db
    .select({ id: agentConversations.id })
    .from(agentConversations)
    .where(eq(agentConversations.follow_id, followId))
    .orderBy(desc(agentConversations.created_at))
    .limit(1);
  if (!conversation) return [];
  const plain = changes.filter((change) => !change.question);
  const rows = [
    ...(plain.length > 0
      ? [
          {
            conversation_id: conversation.id,
            role: 'system' as const,
            content: plain.map((change) => change.why).join('\n'),
            payload: { kind: 'changes', changes: plain },
          },
        ]
      : []),
    ...changes
      .filter((change) => change.question)
      .map((change) => ({
        conversation_id: conversation.id,
        role: 'agent' as const,
        content: change.why,
        payload: { kind: 'question', slot: change.question, quick_replies: change.quick_replies ?? [] },
      })),
  ];
  const messages: TAgentMessage[] = [];
  // One at a time, each after the one before (nextMessageTime), so the chat shows them in order.
  for (const values of rows) {
    const [row] = await db
      .insert(agentMessages)
      .values({ ...values, created_at: nextMessageTime(conversation.id) })
      .returning();
    messages.push(toMessage(row!));
  }
  await db.update(agentConversations).set({ updated_at: new Date() }).where(eq(agentConversations.id, conversation.id));
  return messages;
}
