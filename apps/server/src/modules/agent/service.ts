import { and, asc, count, desc, eq, getTableColumns, gt, isNotNull, sql, type SQL } from 'drizzle-orm';
import { withdrawsProposal } from '@ito/contracts/agent/conversations';
import { ZPlan, type TPlan } from '@ito/contracts/agent/plan';
import type {
  TAgentMessage,
  TAgentPayload,
  TConversation,
  TListConversationsQuery,
  TProposalSummary,
} from '@ito/contracts/agent/conversations';
import type { TPageQuery } from '@ito/contracts/common/paging';
import type { DialogueState } from '@ito/planner/api';
import { nextTurn } from '@ito/planner/dialogue';
import { restartPlan } from '@ito/planner/restart';
import { takeLessons } from '@ito/planner/take-lessons';
import { dialogueTexts } from '@ito/planner/dialogue-i18n/texts';
import { longDay } from '../../platform/texts.ts';
import { agentConversations, agentMessages } from '../../db/schema/agent.ts';
import type { Db } from '../../platform/db.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { offsetOf } from '../../platform/paging.ts';
import { createOwnProgram, publishOwnProgram } from '../programs/own-program.ts';
import { followProgram } from '../following/follow-program.ts';
import { followableProgram, followPublishedProgram } from '../catalogue/engagement.ts';
import { readCourse } from '../programs/curriculum.ts';
import { dropLessonsTakenIntoPlan, syncPlanTasks } from '../following/plan-tasks.ts';
import type { RunDeps } from '../protocols/runs/run-engine.ts';
import type { AgentModel } from './agent-model.ts';
import { recommendFor } from './retrieval.ts';
import { answerAdaptQuestion } from './plan-answers.ts';
import { screenAcceptedMessage, vetPlan } from './safety.ts';
import { toMessage, type AgentMessageRow } from '../agent-messages/message-view.ts';
import { nextMessageTime } from '../agent-messages/message-time.ts';
import { MODEL_CANDIDATES, streamReply } from './stream-reply.ts';
import type { Uses } from '../../platform/deps.ts';

/** `jobs` and `clock` let an answer to an adaptation question adapt the plan at once (decision 038). */
export type AgentDeps = Uses<'db' | 'realtime'> & Partial<Uses<'jobs' | 'clock' | 'config'>> & { model: AgentModel };

type ConversationRow = typeof agentConversations.$inferSelect;

/** The waiting proposal's summary, from a loaded row (the list builds the same in SQL: `PROPOSAL_SUMMARY`). */
function summaryOf(row: ConversationRow): TProposalSummary | null {
  if (row.status !== 'open' || !row.proposal) return null;
  const plan = row.proposal as unknown as TPlan;
  return {
    title: plan.title,
    summary: plan.summary,
    start_date: plan.limits.start_date,
    end_date: plan.limits.end_date,
    weeks: plan.intent.horizon_weeks,
    sessions_per_week: plan.limits.sessions_per_week,
    minutes_per_session: plan.limits.minutes_per_session,
    tasks: plan.tasks.length,
  };
}

/**
 * `summaryOf` in SQL, so a page of conversations reads a few fields of each proposal rather than whole plans (a plan
 * holds up to 500 tasks).
 */
const PROPOSAL_SUMMARY: SQL<TProposalSummary | null> = sql`case when ${agentConversations.status} = 'open'
  and ${agentConversations.proposal} is not null then jsonb_build_object(
    'title', ${agentConversations.proposal}->>'title',
    'summary', ${agentConversations.proposal}->>'summary',
    'start_date', ${agentConversations.proposal}->'limits'->>'start_date',
    'end_date', ${agentConversations.proposal}->'limits'->>'end_date',
    'weeks', (${agentConversations.proposal}->'intent'->>'horizon_weeks')::int,
    'sessions_per_week', (${agentConversations.proposal}->'limits'->>'sessions_per_week')::int,
    'minutes_per_session', (${agentConversations.proposal}->'limits'->>'minutes_per_session')::int,
    'tasks', jsonb_array_length(${agentConversations.proposal}->'tasks')
  ) end`;

export function toConversation(
  row: Omit<ConversationRow, 'proposal' | 'state'>,
  proposal: TProposalSummary | null,
): TConversation {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    program_id: row.program_id,
    follow_id: row.follow_id,
    proposal,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The caller's own conversation as the API shows it. */
export async function viewConversation(db: Db, userId: string, id: string): Promise<TConversation> {
  const row = await loadConversation(db, userId, id);
  return toConversation(row, summaryOf(row));
}

/** The caller's own conversation, else 404 (someone else's looks the same as none). */
export async function loadConversation(db: Db, userId: string, id: string): Promise<ConversationRow> {
  const [row] = await db
    .select()
    .from(agentConversations)
    .where(and(eq(agentConversations.id, id), eq(agentConversations.user_id, userId)));
  if (!row) throw notFound();
  return row;
}

async function addMessage(
  db: Db,
  conversationId: string,
  role: AgentMessageRow['role'],
  content: string,
  payload: TAgentPayload | null = null,
  clientKey: string | null = null,
): Promise<TAgentMessage> {
  const [row] = await db
    .insert(agentMessages)
    .values({
      conversation_id: conversationId,
      role,
      content,
      payload,
      client_key: clientKey,
      created_at: nextMessageTime(conversationId),
    })
    .returning();
  await db.update(agentConversations).set({ updated_at: new Date() }).where(eq(agentConversations.id, conversationId));
  return toMessage(row!);
}

function publish(deps: AgentDeps, userId: string, data: Record<string, unknown>): void {
  deps.realtime.publish({ userId }, 'agent', data);
}

/**
 * One turn: the planner's dialogue reads the message; it asks for what is missing (one question, quick replies), or,
 * once it knows enough, retrieval and the model compose a proposal. Progress goes out on the person's channel
 * (component `agent`: thinking, processing, then the reply).
 */
async function runTurn(
  deps: AgentDeps,
  userId: string,
  conversation: ConversationRow,
  message: string,
  today: string,
): Promise<TAgentMessage> {
  publish(deps, userId, { conversation_id: conversation.id, state: 'thinking' });
  try {
    const turn = nextTurn((conversation.state as DialogueState | null) ?? null, message, today);
    if (turn.kind === 'question') {
      await deps.db
        .update(agentConversations)
        .set({ state: turn.state })
        .where(eq(agentConversations.id, conversation.id));
      const reply = await addMessage(deps.db, conversation.id, 'agent', turn.text, {
        kind: 'question',
        slot: turn.slot,
        quick_replies: turn.quick_replies,
      });
      publish(deps, userId, { conversation_id: conversation.id, state: 'reply', message: reply });
      return reply;
    }
    if (turn.kind === 'message') {
      // Out of scope or an unsupported language (decision 034): the answer, no plan.
      return await replyWithoutPlan(deps, userId, conversation, turn.state, turn.text, {
        kind: 'message',
        reason: turn.reason,
        quick_replies: turn.quick_replies,
      });
    }
    if (turn.kind === 'support' || turn.kind === 'caution') {
      // The safety gate answered (decision 036): support with help resources, or a caution; never a plan.
      return await replyWithoutPlan(deps, userId, conversation, turn.state, turn.text, {
        kind: turn.kind,
        category: turn.category,
        resources: turn.resources,
      });
    }
    publish(deps, userId, { conversation_id: conversation.id, state: 'processing' });
    // The planner recommends the best few; a model may pick among more (decision 039).
    const candidates = await recommendFor(deps.db, turn.intent, MODEL_CANDIDATES);
    const composed = await deps.model.composePlan(
      turn.intent,
      {
        start_date: today,
        assumptions: turn.assumptions,
        assumptions_in: turn.assumptions_in,
        recommendations: candidates.slice(0, 3),
      },
      { candidates, onReplyText: streamReply(deps.realtime, userId, conversation.id) },
    );
    const vetted = vetPlan(composed.plan);
    if ('refusal' in vetted) {
      return await replyWithoutPlan(
        deps,
        userId,
        conversation,
        turn.state,
        vetted.refusal.text,
        vetted.refusal.payload,
      );
    }
    const { plan } = vetted;
    const { model } = composed;
    await deps.db
      .update(agentConversations)
      .set({ state: turn.state, proposal: plan, title: plan.title })
      .where(eq(agentConversations.id, conversation.id));
    const text = proposalText(plan, turn.notices ?? [], composed);
    const reply = await addMessage(deps.db, conversation.id, 'agent', text, {
      kind: 'proposal',
      plan,
      model,
    });
    publish(deps, userId, { conversation_id: conversation.id, state: 'reply', message: reply });
    return reply;
  } catch (err) {
    publish(deps, userId, { conversation_id: conversation.id, state: 'idle' });
    throw err;
  }
}

/** An agent answer that proposes nothing (the safety gate's): the dialogue state is kept so the talk goes on. */
async function replyWithoutPlan(
  deps: AgentDeps,
  userId: string,
  conversation: ConversationRow,
  state: DialogueState,
  text: string,
  payload: TAgentPayload,
): Promise<TAgentMessage> {
  // A safety answer withdraws an earlier proposal: it can no longer be accepted, here or from My programs.
  await deps.db
    .update(agentConversations)
    .set(withdrawsProposal(payload) ? { state, proposal: null } : { state })
    .where(eq(agentConversations.id, conversation.id));
  const reply = await addMessage(deps.db, conversation.id, 'agent', text, payload);
  publish(deps, userId, { conversation_id: conversation.id, state: 'reply', message: reply });
  return reply;
}

/**
 * The proposal's words; safety notes (a re-aimed pace, a drug-free plan) come first (decision 036). In the plan's
 * language (decision 034). A model's reply (decision 039) stands for the introduction; its one question goes last
 * but one. The plan card beside the message shows the summary, the dates, the assumptions and the phases: the words
 * only introduce it, so they do not say the card again ("I assumed: I assumed ..." was the card's list, quoted).
 */
function proposalText(plan: TPlan, notices: readonly string[], model: { reply?: string; question?: string }): string {
  const texts = dialogueTexts(plan.intent.language ?? 'en').proposal;
  // Safety notes are said in words even when the card lists them among its assumptions too.
  const lines = [...notices, model.reply ?? texts.intro(plan.title)];
  if (model.question) lines.push(model.question);
  lines.push(texts.next);
  return lines.join('\n');
}

/**
 * A new intent: the person's own program is created at once as a private draft (so the conversation has its address,
 * `/follow-program/main/{program}/agent`, from the first message), then the first turn runs.
 */
export async function startConversation(
  deps: AgentDeps,
  userId: string,
  message: string,
  today: string,
  /** The request's `Idempotency-Key`: a retry after a crash resumes the conversation it started (decision 065). */
  clientKey: string | null = null,
): Promise<{ conversation: TConversation; messages: TAgentMessage[] }> {
  const [started] = clientKey
    ? await deps.db
        .select()
        .from(agentConversations)
        .where(and(eq(agentConversations.user_id, userId), eq(agentConversations.client_key, clientKey)))
        .limit(1)
    : [];
  if (started) {
    const messages = await postMessage(deps, userId, started.id, message, today, clientKey);
    return { conversation: await viewConversation(deps.db, userId, started.id), messages };
  }
  const title = message.length > 80 ? `${message.slice(0, 77)}...` : message;
  const row = await deps.db.transaction(async (db) => {
    const programId = await createOwnProgram(db, userId, title);
    const [created] = await db
      .insert(agentConversations)
      .values({ user_id: userId, program_id: programId, title, client_key: clientKey })
      .returning();
    return created!;
  });
  const mine = await addMessage(deps.db, row.id, 'user', message, null, clientKey);
  const reply = await runTurn(deps, userId, row, message, today);
  return { conversation: await viewConversation(deps.db, userId, row.id), messages: [mine, reply] };
}

/** The conversation behind one of the caller's programs (the agent page's address names the program). */
export async function conversationOfProgram(db: Db, userId: string, programId: string): Promise<ConversationRow> {
  const [row] = await db
    .select()
    .from(agentConversations)
    .where(and(eq(agentConversations.program_id, programId), eq(agentConversations.user_id, userId)))
    .orderBy(desc(agentConversations.created_at))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * What an earlier attempt of a keyed turn left (decision 065): the person's message it stored under
 * this key and the agent's answer after it, if it got that far. A turn writes in steps around the model call, so a
 * process killed between them leaves the person's message alone; the retry resumes the turn from it instead of
 * storing the message a second time.
 */
async function earlierAttempt(
  db: Db,
  conversationId: string,
  clientKey: string | null,
): Promise<{ mine: TAgentMessage; reply: TAgentMessage | null } | null> {
  if (!clientKey) return null;
  const [mine] = await db
    .select()
    .from(agentMessages)
    .where(and(eq(agentMessages.conversation_id, conversationId), eq(agentMessages.client_key, clientKey)))
    .limit(1);
  if (!mine) return null;
  const [reply] = await db
    .select()
    .from(agentMessages)
    .where(
      and(
        eq(agentMessages.conversation_id, conversationId),
        eq(agentMessages.role, 'agent'),
        gt(agentMessages.created_at, mine.created_at),
      ),
    )
    .orderBy(asc(agentMessages.created_at), asc(agentMessages.id))
    .limit(1);
  return { mine: toMessage(mine), reply: reply ? toMessage(reply) : null };
}

export async function postMessage(
  deps: AgentDeps,
  userId: string,
  conversationId: string,
  message: string,
  today: string,
  /** The request's `Idempotency-Key`, kept on the person's message so that a retry after a crash resumes the turn. */
  clientKey: string | null = null,
): Promise<TAgentMessage[]> {
  const conversation = await loadConversation(deps.db, userId, conversationId);
  const earlier = await earlierAttempt(deps.db, conversation.id, clientKey);
  if (earlier?.reply) return [earlier.mine, earlier.reply];
  if (earlier) return [earlier.mine, await runTurn(deps, userId, conversation, message, today)];
  if (conversation.status === 'accepted') {
    // After accepting, the conversation stays the program's chat: the person's notes are kept, the plan adapts
    // from their tasks rather than from new intents; a tapped answer to the plan's question adapts it (038).
    const { jobs, clock } = deps;
    if (jobs && clock && !screenAcceptedMessage(conversation, message)) {
      const notify = { db: deps.db, realtime: deps.realtime, jobs, clock };
      const answered = await answerAdaptQuestion(notify, conversation, message, today);
      if (answered) return answered;
    }
    const mine = await addMessage(deps.db, conversation.id, 'user', message, null, clientKey);
    // The safety gate still reads every message (decision 036): distress or a red flag is answered, not noted.
    const safety = screenAcceptedMessage(conversation, message);
    const reply = safety
      ? await addMessage(deps.db, conversation.id, 'agent', safety.text, safety.payload)
      : await addMessage(
          deps.db,
          conversation.id,
          'agent',
          'Noted. Your plan adapts as you complete or miss tasks; open a task to record how it went.',
        );
    publish(deps, userId, { conversation_id: conversation.id, state: 'reply', message: reply });
    return [mine, reply];
  }
  const mine = await addMessage(deps.db, conversation.id, 'user', message, null, clientKey);
  return [mine, await runTurn(deps, userId, conversation, message, today)];
}

export async function listMessages(
  db: Db,
  userId: string,
  conversationId: string,
  query: TPageQuery,
): Promise<{ data: TAgentMessage[]; total: number }> {
  await loadConversation(db, userId, conversationId);
  const where = eq(agentMessages.conversation_id, conversationId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(agentMessages)
      .where(where)
      .orderBy(desc(agentMessages.created_at), desc(agentMessages.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(agentMessages).where(where),
  ]);
  return { data: rows.map(toMessage), total: total?.n ?? 0 };
}

/**
 * The caller's conversations, the latest first; `waiting` keeps those whose proposal waits to be accepted (My
 * programs lists them beside the programs followed, so a guest who registered before accepting finds the plan).
 */
export async function listConversations(
  db: Db,
  userId: string,
  query: TListConversationsQuery,
): Promise<{ data: TConversation[]; total: number }> {
  const mine = eq(agentConversations.user_id, userId);
  const where = query.waiting
    ? and(mine, eq(agentConversations.status, 'open'), isNotNull(agentConversations.proposal))
    : mine;
  const { proposal: _proposal, state: _state, ...columns } = getTableColumns(agentConversations);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...columns, summary: PROPOSAL_SUMMARY })
      .from(agentConversations)
      .where(where)
      .orderBy(desc(agentConversations.updated_at), desc(agentConversations.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(agentConversations).where(where),
  ]);
  return { data: rows.map(({ summary, ...row }) => toConversation(row, summary)), total: total?.n ?? 0 };
}

/** Following starts runs, which need the clock, the job queue and the settings: the app always passes them. */
function runDepsOf(deps: AgentDeps): RunDeps {
  if (!deps.jobs || !deps.clock || !deps.config)
    throw new Error('accepting a plan needs the job queue, clock and settings');
  return { db: deps.db, realtime: deps.realtime, jobs: deps.jobs, clock: deps.clock, config: deps.config };
}

const LEVELS = { beginner: 'beginner', intermediate: 'intermediate', advanced: 'advanced' } as const;

/**
 * The proposal becomes the person's own program (private, published so it can be followed, owned by them), a follow
 * holding the plan, the dated tasks and the runs of any protocol the program carries, in one transaction
 * (`followProgram`). Accepting twice answers the same program.
 */
export async function acceptProposal(
  deps: AgentDeps,
  userId: string,
  conversationId: string,
  today: string,
): Promise<{ program_id: string; follow_id: string; tasks: number }> {
  const conversation = await loadConversation(deps.db, userId, conversationId);
  if (conversation.status === 'accepted' && conversation.program_id && conversation.follow_id) {
    const plan = ZPlan.parse(conversation.proposal);
    return { program_id: conversation.program_id, follow_id: conversation.follow_id, tasks: plan.tasks.length };
  }
  const parsed = ZPlan.safeParse(conversation.proposal);
  if (!parsed.success) throw invalid('conversation', 'agent.no_plan');
  // Accepted days later (from My programs, say), the plan starts now rather than with weeks already behind it.
  const plan = restartPlan(parsed.data, today);
  // A program whose lessons the plan took (decision 115) is followed too, without tasks of its own, so that its
  // lessons open; following it again is harmless, and it still has to be free or bought.
  const lessonPrograms = [...new Set(plan.tasks.flatMap((task) => (task.lesson ? [task.lesson.program_id] : [])))];
  for (const programId of lessonPrograms) {
    await followPublishedProgram(runDepsOf(deps), userId, programId, 'main', today, { lessonTasks: false });
  }
  const takenLessons = plan.tasks.flatMap((task) => (task.lesson ? [task.lesson.lesson_id] : []));
  const { follow, extra: taskCount } = await followProgram(runDepsOf(deps), {
    userId,
    target: 'main',
    plan,
    programId: conversation.program_id,
    prepareProgram: async (db) => {
      const program = conversation.program_id ?? (await createOwnProgram(db, userId, plan.title));
      await publishOwnProgram(db, userId, program, {
        title: plan.title,
        summary: plan.summary,
        description: plan.phases.map((phase) => `${phase.title}: ${phase.focus}`).join('\n'),
        level: LEVELS[plan.intent.level],
        durationWeeks: plan.intent.horizon_weeks,
      });
      return program;
    },
    withFollow: async (db, { follow }) => {
      const count = await syncPlanTasks(db, { userId, followId: follow.id, plan });
      // The lessons now in the plan leave the program's own list of tasks, so that none is asked for twice.
      await dropLessonsTakenIntoPlan(db, { userId, programIds: lessonPrograms, lessonIds: takenLessons });
      await db
        .update(agentConversations)
        .set({ status: 'accepted', program_id: follow.program_id, follow_id: follow.id, proposal: plan })
        .where(eq(agentConversations.id, conversation.id));
      return count;
    },
  });
  const result = { program_id: follow.program_id, follow_id: follow.id, tasks: taskCount };
  const message = await addMessage(
    deps.db,
    conversation.id,
    'system',
    // A day in words, never an ISO date among friendly words (decision 085).
    `Plan accepted: ${result.tasks} tasks are on your calendar, starting ${longDay('en', new Date(`${plan.limits.start_date}T00:00:00Z`))}.`,
    { kind: 'accepted', program_id: result.program_id, follow_id: result.follow_id },
  );
  publish(deps, userId, { conversation_id: conversation.id, state: 'reply', message });
  return result;
}

/**
 * The lessons of a program the proposal suggests, taken into the plan as its tasks (decision 115): on the days the
 * plan keeps for its sessions, in the course's order. Only before the plan is accepted, only a program the plan
 * suggests, and only one the person may follow (free or bought): a paid one is bought from its page first. Taking
 * the same program again replaces its lessons. The answer is the agent's new proposal, as after a turn.
 */
export async function takeProgramLessons(
  deps: AgentDeps,
  userId: string,
  conversationId: string,
  programId: string,
  /** The request's `Idempotency-Key`: a retry after a crash finds the answer its first attempt stored (decision 065). */
  clientKey: string | null = null,
): Promise<TAgentMessage> {
  const conversation = await loadConversation(deps.db, userId, conversationId);
  if (clientKey) {
    const [answered] = await deps.db
      .select()
      .from(agentMessages)
      .where(and(eq(agentMessages.conversation_id, conversation.id), eq(agentMessages.client_key, clientKey)))
      .limit(1);
    if (answered) return toMessage(answered);
  }
  if (conversation.status === 'accepted') throw invalid('conversation', 'agent.plan_accepted');
  const parsed = ZPlan.safeParse(conversation.proposal);
  if (!parsed.success) throw invalid('conversation', 'agent.no_plan');
  if (!parsed.data.recommendations.some((item) => item.kind === 'program' && item.id === programId)) {
    throw invalid('program_id', 'agent.not_suggested');
  }
  const program = await followableProgram(deps.db, userId, programId);
  const course = await readCourse(deps.db, program.id);
  const lessons = course.flatMap((module) =>
    module.lessons.map((lesson) => ({
      id: lesson.id,
      title: lesson.title,
      kind: lesson.kind,
      duration_min: lesson.duration_min,
      module_title: module.title,
    })),
  );
  const { plan, taken, text } = takeLessons(parsed.data, program, lessons);
  // The new proposal and the message that shows it commit together, the message keyed by the request.
  const reply = await deps.db.transaction(async (db) => {
    if (taken > 0) {
      await db
        .update(agentConversations)
        .set({ proposal: plan })
        .where(and(eq(agentConversations.id, conversation.id), eq(agentConversations.status, 'open')));
    }
    const payload: TAgentPayload | null = taken > 0 ? { kind: 'proposal', plan, model: 'planner' } : null;
    return addMessage(db, conversation.id, 'agent', text, payload, clientKey);
  });
  publish(deps, userId, { conversation_id: conversation.id, state: 'reply', message: reply });
  return reply;
}
