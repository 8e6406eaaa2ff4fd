import { z } from 'zod';
import { ZId } from '../common/ids.ts';
import { ZPageQuery } from '../common/paging.ts';
import { LESSON_KINDS } from '../programs/fields.ts';
import { ZLessonAttachment, ZLessonMedia } from '../programs/get-creator-program.ts';
import { ZPlanChange } from '../agent/conversations.ts';
import { ZPlan, ZPlanKpi } from '../agent/plan.ts';
import { TASK_STATUSES, ZFollowCard, ZListFollowsResponse } from './tasks.ts';
import { defineEndpoint } from '../common/endpoint.ts';

/** GET /api/follows?target=main (paged, newest enrolment first): the caller's follows as `ZFollowCard`s. */
export const ZListFollowsQuery = ZPageQuery.extend({ target: z.string().trim().min(1).max(64).optional() });

export const ZFollowParams = z.object({ id: ZId });

/** A KPI of the plan with the values the follower recorded (done KPI tasks), oldest first: the dashboard's chart. */
export const ZFollowKpi = ZPlanKpi.extend({
  values: z.array(z.object({ task_id: z.string(), on: z.string(), value: z.number() })),
});
export type TFollowKpi = z.infer<typeof ZFollowKpi>;

/**
 * A lesson of a catalogue program in the course outline, with the follower's task for it (when there is one) and
 * what the lesson holds: its text (sanitized HTML), its attachments, a video link (YouTube or Vimeo play embedded) or an uploaded video with captions.
 */
export const ZFollowLesson = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(LESSON_KINDS),
  duration_min: z.number().int().nullable(),
  content: z.string(),
  video_url: z.string().nullable(),
  video_file: ZLessonMedia.nullable(),
  captions_file: ZLessonMedia.nullable(),
  attachments: z.array(ZLessonAttachment),
  task: z.object({ id: z.string(), status: z.enum(TASK_STATUSES), due_on: z.string() }).nullable(),
});

export const ZFollowModule = z.object({ id: z.string(), title: z.string(), lessons: z.array(ZFollowLesson) });

/**
 * GET /api/follows/{id}: the program dashboard (`/follow-program/{target}/{id}`). `plan` is the follower's adapted
 * plan for a program the agent made (null for a catalogue program); `curriculum` is a catalogue program's outline
 * (empty for the agent's programs, which have no modules).
 */
export const ZFollowDashboard = z.object({
  follow: ZFollowCard,
  plan: ZPlan.nullable(),
  kpis: z.array(ZFollowKpi),
  curriculum: z.array(ZFollowModule),
});
export type TFollowDashboard = z.infer<typeof ZFollowDashboard>;
export const ZFollowResponse = z.object({ data: ZFollowDashboard });

/**
 * GET /api/follows/by-program/{programId}?target=main: the same dashboard, found by the program (the web's routes name
 * the program, `/follow-program/{target}/{id}`); a person follows a program once per target.
 */
export const ZFollowByProgramParams = z.object({ programId: ZId });
export const ZFollowByProgramQuery = z.object({ target: z.string().trim().min(1).max(64).default('main') });

/**
 * POST /api/follows/{id}/adapt: adapts the plan to what happened (missed, done and skipped tasks, check-in scores, KPI
 * values) as of the caller's today. Idempotent: with nothing new it changes nothing and answers `changes: []`.
 */
export const ZAdaptFollowResponse = z.object({ data: z.object({ changes: z.array(ZPlanChange) }) });
export type TAdaptFollowResponse = z.infer<typeof ZAdaptFollowResponse>;

export const listFollowsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/follows',
  query: ZListFollowsQuery,
  responses: { 200: ZListFollowsResponse },
  auth: 'temporary-ok',
});

export const getFollowEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/follows/:id',
  params: ZFollowParams,
  responses: { 200: ZFollowResponse },
  auth: 'temporary-ok',
});

export const getFollowByProgramEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/follows/by-program/:programId',
  params: ZFollowByProgramParams,
  query: ZFollowByProgramQuery,
  responses: { 200: ZFollowResponse },
  auth: 'temporary-ok',
});

export const adaptFollowEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/follows/:id/adapt',
  params: ZFollowParams,
  responses: { 200: ZAdaptFollowResponse },
  auth: 'temporary-ok',
});
