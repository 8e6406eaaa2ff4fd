import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZCompleteTaskRequest,
  ZListFollowsResponse,
  ZListTasksQuery,
  ZListTasksResponse,
  ZTaskActionResponse,
  ZTaskParams,
  ZTaskResponse,
} from '@ito/contracts/agent/tasks';
import {
  ZAdaptFollowResponse,
  ZFollowByProgramParams,
  ZFollowByProgramQuery,
  ZFollowParams,
  ZFollowResponse,
  ZListFollowsQuery,
} from '@ito/contracts/agent/follows';
import { requireCaller } from '../../platform/auth.ts';
import { todayFor } from '../../platform/clock.ts';
import { pageBody } from '../../platform/paging.ts';
import { adaptFollow } from './adapt-service.ts';
import { followDashboard, followOfProgram, listFollows, ownFollow } from './follow-service.ts';
import { finishTask, getTask, listTasks } from './task-service.ts';
import type { TaskDeps } from './task-cards.ts';

/**
 * The follower's side (`/my-tasks`, `/follow-program`): tasks by day, finishing them, follows and their dashboards,
 * and adapting a plan. "Today" is the caller's (`X-Time-Zone`). Temporary users may call these: the agent's guest
 * flow shows a guest the plan and tasks they just accepted.
 */
export async function tasksRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { allowTemporary: true };
  const deps: TaskDeps = {
    db: app.db,
    realtime: app.realtime,
    clock: app.clock,
    jobs: app.jobs,
    onAdaptError: (err) => app.log.error({ err }, 'plan adaptation failed'),
  };

  r.get(
    '/api/tasks',
    {
      schema: { tags: ['tasks'], querystring: ZListTasksQuery, response: { 200: ZListTasksResponse } },
      config: { auth: 'temporary-ok' },
    },
    async (request) => {
      const caller = await requireCaller(request, auth);
      const { data, total } = await listTasks(app.db, caller.user.id, request.query, todayFor(request));
      return pageBody(request, request.query, data, total);
    },
  );

  r.get(
    '/api/tasks/:id',
    {
      schema: { tags: ['tasks'], params: ZTaskParams, response: { 200: ZTaskResponse } },
      config: { auth: 'temporary-ok' },
    },
    async (request) => {
      const caller = await requireCaller(request, auth);
      return { data: await getTask(app.db, caller.user.id, request.params.id) };
    },
  );

  r.post(
    '/api/tasks/:id/complete',
    {
      schema: {
        tags: ['tasks'],
        params: ZTaskParams,
        body: ZCompleteTaskRequest,
        response: { 200: ZTaskActionResponse },
      },
      config: { auth: 'temporary-ok', idempotent: true },
    },
    async (request) => {
      const caller = await requireCaller(request, auth);
      const outcome = { status: 'done' as const, input: request.body };
      return { data: await finishTask(deps, caller.user.id, request.params.id, outcome, todayFor(request)) };
    },
  );

  r.post(
    '/api/tasks/:id/skip',
    {
      schema: { tags: ['tasks'], params: ZTaskParams, response: { 200: ZTaskActionResponse } },
      config: { auth: 'temporary-ok', idempotent: true },
    },
    async (request) => {
      const caller = await requireCaller(request, auth);
      const outcome = { status: 'skipped' as const };
      return { data: await finishTask(deps, caller.user.id, request.params.id, outcome, todayFor(request)) };
    },
  );

  r.get(
    '/api/follows',
    {
      schema: { tags: ['follows'], querystring: ZListFollowsQuery, response: { 200: ZListFollowsResponse } },
      config: { auth: 'temporary-ok' },
    },
    async (request) => {
      const caller = await requireCaller(request, auth);
      const { data, total } = await listFollows(app.db, caller.user.id, request.query);
      return pageBody(request, request.query, data, total);
    },
  );

  r.get(
    '/api/follows/:id',
    {
      schema: { tags: ['follows'], params: ZFollowParams, response: { 200: ZFollowResponse } },
      config: { auth: 'temporary-ok' },
    },
    async (request) => {
      const caller = await requireCaller(request, auth);
      return { data: await followDashboard(app.db, caller.user.id, request.params.id) };
    },
  );

  // The web's dashboard route names the program (`/follow-program/{target}/{program}`), not the follow.
  r.get(
    '/api/follows/by-program/:programId',
    {
      schema: {
        tags: ['follows'],
        params: ZFollowByProgramParams,
        querystring: ZFollowByProgramQuery,
        response: { 200: ZFollowResponse },
      },
      config: { auth: 'temporary-ok' },
    },
    async (request) => {
      const caller = await requireCaller(request, auth);
      const follow = await followOfProgram(app.db, caller.user.id, request.params.programId, request.query.target);
      return { data: await followDashboard(app.db, caller.user.id, follow.id) };
    },
  );

  r.post(
    '/api/follows/:id/adapt',
    {
      schema: { tags: ['follows'], params: ZFollowParams, response: { 200: ZAdaptFollowResponse } },
      config: { auth: 'temporary-ok' },
    },
    async (request) => {
      const caller = await requireCaller(request, auth);
      const follow = await ownFollow(app.db, caller.user.id, request.params.id);
      return { data: { changes: await adaptFollow(deps, follow.id, todayFor(request)) } };
    },
  );
}
