import { z } from 'zod';
import { ZId } from '../common/ids.ts';
import { ZMeasure } from '../common/measure.ts';
import { paged } from '../common/paging.ts';
import { FOLLOW_STATUSES } from '../catalogue/follow-program.ts';
import { ZPlanChange } from '../agent/conversations.ts';
import { ZPlanLanguage } from '../agent/plan.ts';
import { defineEndpoint } from '../common/endpoint.ts';

/**
 * A personal plan's program title (and summary) in each language the plan keeps, while the program still carries the
 * planner's words (decision 090): the web shows the reader's with `programIn`. Absent for a catalogue program.
 */
const ZProgramTexts = z.partialRecord(ZPlanLanguage, z.object({ title: z.string(), summary: z.string().optional() }));

/** What a follower is asked to do on a day (DOMAIN: task), from a plan or a catalogue program's content. */
export const TASK_STATUSES = ['pending', 'done', 'skipped', 'expired'] as const;
/** What a task row asks for: a plan's kinds plus the protocol steps that make tasks (`tasks.kind`). */
export const FOLLOWER_TASK_KINDS = [
  'activity',
  'assessment',
  'challenge',
  'kpi',
  'order',
  'service',
  'followup',
] as const;
export const TASK_VIEWS = ['today', 'upcoming', 'overdue', 'done', 'all'] as const;

export const ZTaskCard = z.object({
  id: z.string(),
  /** Null for a protocol step's task when the follower entered the protocol by invitation, outside any program. */
  follow_id: z.string().nullable(),
  program: z.object({ id: z.string(), title: z.string(), texts: ZProgramTexts.optional() }).nullable(),
  /** The protocol whose step asked for this task, or null for plan and lesson tasks. */
  protocol: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The catalogue lesson a plan task stands for (decision 115): the task opens it in that program's course. */
  lesson: z.object({ program_id: z.string(), lesson_id: z.string() }).nullable().optional(),
  kind: z.enum(FOLLOWER_TASK_KINDS),
  title: z.string(),
  description: z.string(),
  why: z.string(),
  /**
   * A plan task's title, description and why in each language its plan keeps (decision 085): the web shows the
   * reader's (`taskTextIn`). Null for a lesson's or a protocol step's task, which read as their author wrote them.
   */
  texts: z
    .partialRecord(ZPlanLanguage, z.object({ title: z.string(), description: z.string(), why: z.string() }))
    .nullable(),
  /** Calendar day, `YYYY-MM-DD`. */
  due_on: z.string(),
  minutes: z.number().int(),
  status: z.enum(TASK_STATUSES),
  completed_at: z.string().nullable(),
});
export type TTaskCard = z.infer<typeof ZTaskCard>;

/** GET /api/tasks?view=today|upcoming|overdue|done|all (paged; "today" is the caller's, from `X-Time-Zone`). */
export const ZListTasksQuery = z.object({
  view: z.enum(TASK_VIEWS).default('today'),
  follow_id: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZListTasksResponse = paged(ZTaskCard);

export const ZTaskParams = z.object({ id: ZId });

/**
 * A question as the task page shows it: a plan check-in's question, or a catalogue quiz question (score 1 for a
 * correct option, 0 otherwise). A quiz's scores are the answers, so they stay hidden (null) until the task is finished;
 * a check-in's scores are a scale the person may see.
 */
export const ZTaskQuestion = z.object({
  id: z.string(),
  prompt: z.string(),
  options: z.array(z.object({ label: z.string(), score: z.number().int().nullable() })),
});
export type TTaskQuestion = z.infer<typeof ZTaskQuestion>;

/** What finishing a task recorded (`completed_on` is the follower's calendar day). Skipping records only the day. */
export const ZTaskResult = z.object({
  answers: z.record(z.string(), z.number().int()).nullable(),
  score: z.number().nullable(),
  max_score: z.number().nullable(),
  kpi_value: z.number().nullable(),
  notes: z.string().nullable(),
  completed_on: z.string().nullable(),
});
export type TTaskResult = z.infer<typeof ZTaskResult>;

/** GET /api/tasks/{id}: the card plus what completing it asks for. */
export const ZTaskDetail = ZTaskCard.extend({
  questions: z.array(ZTaskQuestion),
  kpi: z
    .object({ id: z.string(), name: z.string(), unit: z.string(), target: z.number(), direction: z.string() })
    .nullable(),
  result: ZTaskResult.nullable(),
  /**
   * A plan task's check-in questions (in the order of `questions`) and KPI in each language its plan keeps (decision
   * 085), for the web to show the reader's; null for other tasks.
   */
  asks_in: z
    .partialRecord(
      ZPlanLanguage,
      z.object({
        questions: z.array(z.object({ prompt: z.string(), options: z.array(z.string()) })),
        kpi: z.object({ name: z.string(), unit: z.string() }).nullable(),
      }),
    )
    .nullable(),
  /** A protocol's order step: the order the step waits for (paid, or closed without payment); null otherwise. */
  order: z
    .object({
      id: z.string(),
      status: z.string(),
      type: z.string(),
      amount_minor: z.number().int(),
      currency: z.string(),
    })
    .nullable(),
});
export const ZTaskResponse = z.object({ data: ZTaskDetail });
export type TTaskDetail = z.infer<typeof ZTaskDetail>;

/** POST /api/tasks/{id}/complete: answers (question id -> option index), a KPI value, notes; what the task needs. */
export const ZCompleteTaskRequest = z.preprocess(
  (value) => value ?? {},
  z.object({
    answers: z.record(z.string().max(40), z.number().int().min(0).max(10)).optional(),
    kpi_value: ZMeasure.optional(),
    notes: z.string().trim().max(2000).optional(),
  }),
);
export type TCompleteTaskRequest = z.infer<typeof ZCompleteTaskRequest>;

/**
 * POST /api/tasks/{id}/complete and /skip: the finished task, the follow's new progress (done / total, 0..100) and what
 * the plan's adaptation changed (empty for a catalogue program, or when nothing needed changing). A task that is
 * already done or skipped answers 422 on `status`.
 */
export const ZTaskActionResponse = z.object({
  data: z.object({ task: ZTaskDetail, progress: z.number().int(), changes: z.array(ZPlanChange) }),
});
export type TTaskActionResponse = z.infer<typeof ZTaskActionResponse>;

/** The follower's enrolments (`/follow-program`). */
export const ZFollowCard = z.object({
  id: z.string(),
  target: z.string(),
  status: z.enum(FOLLOW_STATUSES),
  progress: z.number().int().min(0).max(100),
  program: z.object({
    id: z.string(),
    title: z.string(),
    summary: z.string(),
    cover: z.string().nullable(),
    texts: ZProgramTexts.optional(),
  }),
  /** The agent conversation behind a personal plan, or null for a catalogue program. */
  conversation_id: z.string().nullable(),
  next_task: ZTaskCard.nullable(),
  tasks_done: z.number().int(),
  tasks_total: z.number().int(),
});
export type TFollowCard = z.infer<typeof ZFollowCard>;
export const ZListFollowsResponse = paged(ZFollowCard);

export const listTasksEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/tasks',
  query: ZListTasksQuery,
  responses: { 200: ZListTasksResponse },
  auth: 'temporary-ok',
});

export const getTaskEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/tasks/:id',
  params: ZTaskParams,
  responses: { 200: ZTaskResponse },
  auth: 'temporary-ok',
});

export const completeTaskEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/tasks/:id/complete',
  params: ZTaskParams,
  body: ZCompleteTaskRequest,
  responses: { 200: ZTaskActionResponse },
  auth: 'temporary-ok',
});

export const skipTaskEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/tasks/:id/skip',
  params: ZTaskParams,
  responses: { 200: ZTaskActionResponse },
  auth: 'temporary-ok',
});
