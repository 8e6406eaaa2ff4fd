import type { FastifyInstance } from 'fastify';
import { acceptInvitationEndpoint, previewInvitationEndpoint } from '@ito/contracts/protocols/runs/accept-invitation';
import {
  listFollowupsEndpoint,
  listHistoryEndpoint,
  liveViewEndpoint,
  markFollowupDoneEndpoint,
} from '@ito/contracts/protocols/runs/creator-views';
import {
  createInvitationEndpoint,
  listInvitationsEndpoint,
  revokeInvitationEndpoint,
} from '@ito/contracts/protocols/runs/invitations';
import { listRunsEndpoint, moveRunsEndpoint } from '@ito/contracts/protocols/runs/runs';
import { endpointRoute } from '../../../platform/endpoint-route.ts';
import { perCallerLimit } from '../../../platform/write-limits.ts';
import { pageBody } from '../../../platform/paging.ts';
import { liveView, listFollowups, listHistory, markFollowupDone } from './creator-views-service.ts';
import {
  acceptInvitation,
  createInvitation,
  listInvitations,
  previewInvitation,
  revokeInvitation,
} from './invitations-service.ts';
import { publish } from './run-engine.ts';
import { listRuns, moveRuns, toRunCard } from './runs-service.ts';
import { registerWakeHandler, requeueDueRuns } from './wake-worker.ts';
import { registerRecurringHandler, sweepRecurring } from './recurring-runner.ts';
import { registerAiModuleHandler } from './ai-module-runner.ts';
import { createModelClient } from '../../../platform/model-client.ts';
import { linkBase } from '../../subproject/service.ts';
import { appDeps } from '../../../platform/deps.ts';

/** The job handlers of protocol runs: wake-ups, recurring occurrences and AI modules (the module's `wire`). */
export function wireRunJobs(app: FastifyInstance): void {
  const deps = appDeps(app);
  registerWakeHandler(deps);
  registerRecurringHandler(deps, publish);
  registerAiModuleHandler(deps, createModelClient(app.config));
}

/**
 * Protocol runs (decision 017): invitations and their acceptance, a protocol's runs and moving them to a
 * newer version, and the creator's follow-up, history and live views.
 */
export async function runsRoutes(app: FastifyInstance): Promise<void> {
  const options = { tags: ['protocol-runs'] };
  const deps = appDeps(app);

  endpointRoute(app, listInvitationsEndpoint, options, async (request, _reply, { caller }) => {
    const { data, total } = await listInvitations(app.db, caller.user.id, request.params.id, request.query);
    return pageBody(request, request.query, data, total);
  });

  // Invitations mail strangers: capped per recipient and sender (decision 059) and, per request, like other heavy writes.
  endpointRoute(
    app,
    createInvitationEndpoint,
    { ...options, config: { rateLimit: perCallerLimit(30) } },
    async (request, reply, { caller }) => {
      const owner = { id: caller.user.id, name: caller.user.full_name };
      const invitation = await createInvitation(
        // The brand (subproject) the creator is working on, so invitees land where they will be signed in.
        { ...deps, appUrl: await linkBase(app.db, request, app.config.appUrl) },
        owner,
        request.params.id,
        request.body,
      );
      return reply.code(201).send({ data: invitation });
    },
  );

  endpointRoute(app, revokeInvitationEndpoint, options, async (request, _reply, { caller }) => {
    const { id, invitationId } = request.params;
    return { data: await revokeInvitation(app.db, caller.user.id, id, invitationId) };
  });

  endpointRoute(app, previewInvitationEndpoint, options, async (request) => ({
    data: await previewInvitation(app.db, request.params.token, app.clock.now()),
  }));

  endpointRoute(app, acceptInvitationEndpoint, options, async (request, _reply, { caller }) => {
    const user = { id: caller.user.id, email: caller.user.email };
    const { run, isNew } = await acceptInvitation(deps, user, request.params.token, request.headers['x-time-zone']);
    return { data: { run: toRunCard(run, caller.user.full_name), is_new: isNew } };
  });

  endpointRoute(app, listRunsEndpoint, options, async (request, _reply, { caller }) => {
    const { data, total } = await listRuns(app.db, caller.user.id, request.params.id, request.query);
    return pageBody(request, request.query, data, total);
  });

  endpointRoute(app, moveRunsEndpoint, options, async (request, _reply, { caller }) => {
    return { data: await moveRuns(deps, caller.user.id, request.params.id, request.body) };
  });

  endpointRoute(app, listFollowupsEndpoint, options, async (request, _reply, { caller }) => {
    const { data, total } = await listFollowups(app.db, caller.user.id, request.query);
    return pageBody(request, request.query, data, total);
  });

  endpointRoute(app, markFollowupDoneEndpoint, options, async (request, _reply, { caller }) => {
    return { data: await markFollowupDone(app.db, caller.user.id, request.params.id, app.clock.now()) };
  });

  endpointRoute(app, listHistoryEndpoint, options, async (request, _reply, { caller }) => {
    const { data, total } = await listHistory(app.db, caller.user.id, request.query);
    return pageBody(request, request.query, data, total);
  });

  endpointRoute(app, liveViewEndpoint, options, async (request, _reply, { caller }) => {
    return { data: await liveView(app.db, caller.user.id, request.query.protocol_id) };
  });
}

/** Starts the wake-up workers and the due-run sweep (recovery after a crash); both stop when the app closes. */
/** The runs' sweeps, once the server listens (the module's `start`). */
export function startRunSweeps(app: FastifyInstance): void {
  const deps = appDeps(app);
  app.jobs.repeat('wake sweep', 60_000, () => requeueDueRuns(deps));
  // Each run's next occurrence has its job; the sweep (now, then every quarter hour) restores lost ones.
  app.jobs.repeat('recurring sweep', 15 * 60_000, () => sweepRecurring(deps));
}
