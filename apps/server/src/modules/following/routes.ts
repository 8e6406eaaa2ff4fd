import type { FastifyInstance } from 'fastify';
import {
  completeTaskEndpoint,
  getTaskEndpoint,
  listTasksEndpoint,
  skipTaskEndpoint,
} from '@ito/contracts/following/tasks';
import {
  adaptFollowEndpoint,
  getFollowByProgramEndpoint,
  getFollowEndpoint,
  listFollowsEndpoint,
} from '@ito/contracts/following/follows';
import { todayFor } from '../../platform/clock.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { pageBody } from '../../platform/paging.ts';
import { adaptFollow } from './adapt-service.ts';
import { followDashboard, followOfProgram, listFollows, ownFollow } from './follow-service.ts';
import { finishTask, getTask, listTasks } from './task-service.ts';
import type { TaskDeps } from './task-cards.ts';
import { heldIdempotencyKey } from '../../platform/idempotency.ts';
import { appDeps } from '../../platform/deps.ts';

/**
 * The follower's side (`/my-tasks`, `/follow-program`): tasks by day, finishing them, follows and their dashboards,
 * and adapting a plan. "Today" is the caller's (`X-Time-Zone`). Temporary users may call these: the agent's guest
 * flow shows a guest the plan and tasks they just accepted.
 */
export async function followingRoutes(app: FastifyInstance): Promise<void> {
  const tasks = { tags: ['tasks'] };
  const follows = { tags: ['follows'] };
  const deps: TaskDeps = {
    ...appDeps(app),
    onAdaptError: (err) => app.log.error({ err }, 'plan adaptation failed'),
  };

  endpointRoute(app, listTasksEndpoint, tasks, async (request, _reply, { caller }) => {
    const { data, total } = await listTasks(app.db, caller.user.id, request.query, todayFor(request));
    return pageBody(request, request.query, data, total);
  });

  endpointRoute(app, getTaskEndpoint, tasks, async (request, _reply, { caller }) => {
    return { data: await getTask(app.db, caller.user.id, request.params.id) };
  });

  endpointRoute(
    app,
    completeTaskEndpoint,
    { ...tasks, config: { idempotent: true } },
    async (request, _reply, { caller }) => {
      const outcome = { status: 'done' as const, input: request.body };
      const key = heldIdempotencyKey(request);
      return { data: await finishTask(deps, caller.user.id, request.params.id, outcome, todayFor(request), key) };
    },
  );

  endpointRoute(
    app,
    skipTaskEndpoint,
    { ...tasks, config: { idempotent: true } },
    async (request, _reply, { caller }) => {
      const outcome = { status: 'skipped' as const };
      const key = heldIdempotencyKey(request);
      return { data: await finishTask(deps, caller.user.id, request.params.id, outcome, todayFor(request), key) };
    },
  );

  endpointRoute(app, listFollowsEndpoint, follows, async (request, _reply, { caller }) => {
    const { data, total } = await listFollows(app.db, caller.user.id, request.query);
    return pageBody(request, request.query, data, total);
  });

  endpointRoute(app, getFollowEndpoint, follows, async (request, _reply, { caller }) => {
    return { data: await followDashboard(app.db, caller.user.id, request.params.id) };
  });

  // The web's dashboard route names the program (`/follow-program/{target}/{program}`), not the follow.
  endpointRoute(app, getFollowByProgramEndpoint, follows, async (request, _reply, { caller }) => {
    const follow = await followOfProgram(app.db, caller.user.id, request.params.programId, request.query.target);
    return { data: await followDashboard(app.db, caller.user.id, follow.id) };
  });

  endpointRoute(app, adaptFollowEndpoint, follows, async (request, _reply, { caller }) => {
    const follow = await ownFollow(app.db, caller.user.id, request.params.id);
    return { data: { changes: await adaptFollow(deps, follow.id, todayFor(request)) } };
  });
}
