import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAcceptInvitationResponse,
  ZInvitationPreviewResponse,
  ZInvitationTokenParams,
} from '@ito/contracts/protocol-runs/accept-invitation';
import {
  ZFollowupDoneResponse,
  ZFollowupParams,
  ZHistoryQuery,
  ZHistoryResponse,
  ZListFollowupsQuery,
  ZListFollowupsResponse,
  ZLiveQuery,
  ZLiveResponse,
} from '@ito/contracts/protocol-runs/creator-views';
import {
  ZCreateInvitationRequest,
  ZCreateInvitationResponse,
  ZInvitationParams,
  ZListInvitationsQuery,
  ZListInvitationsResponse,
  ZRevokeInvitationResponse,
} from '@ito/contracts/protocol-runs/invitations';
import {
  ZListRunsQuery,
  ZListRunsResponse,
  ZMoveRunsRequest,
  ZMoveRunsResponse,
  ZProtocolIdParams,
} from '@ito/contracts/protocol-runs/runs';
import { requireCaller } from '../../platform/auth.ts';
import { pageBody } from '../../platform/paging.ts';
import { requireCreator } from '../../platform/route-auth.ts';
import { liveView, listFollowups, listHistory, markFollowupDone } from './creator-views-service.ts';
import {
  acceptInvitation,
  createInvitation,
  listInvitations,
  previewInvitation,
  revokeInvitation,
} from './invitations-service.ts';
import type { RunDeps } from './run-engine.ts';
import { listRuns, moveRuns, toRunCard } from './runs-service.ts';
import { registerWakeHandler, requeueDueRuns } from './wake-worker.ts';

const runDeps = (app: FastifyInstance): RunDeps => ({
  db: app.db,
  realtime: app.realtime,
  clock: app.clock,
  jobs: app.jobs,
});

/**
 * Protocol runs (issue 5, decision 017): invitations and their acceptance, a protocol's runs and moving them to a
 * newer version, and the creator's follow-up, history and live views. The wake-up handler is registered here; the
 * workers that poll for it start with the server (`startRunWorkers`).
 */
export async function runsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['protocol-runs'];
  const deps = runDeps(app);
  registerWakeHandler(deps);

  r.get(
    '/api/creator/protocols/:id/invitations',
    {
      schema: {
        tags,
        params: ZProtocolIdParams,
        querystring: ZListInvitationsQuery,
        response: { 200: ZListInvitationsResponse },
      },
      config: { auth: 'expert' },
    },
    async (request) => {
      const caller = await requireCreator(request);
      const { data, total } = await listInvitations(app.db, caller.user.id, request.params.id, request.query);
      return pageBody(request, request.query, data, total);
    },
  );

  r.post(
    '/api/creator/protocols/:id/invitations',
    {
      schema: {
        tags,
        params: ZProtocolIdParams,
        body: ZCreateInvitationRequest,
        response: { 201: ZCreateInvitationResponse },
      },
      config: { auth: 'expert' },
    },
    async (request, reply) => {
      const caller = await requireCreator(request);
      const owner = { id: caller.user.id, name: caller.user.full_name };
      const invitation = await createInvitation(
        { ...deps, mailer: app.mailer, appUrl: app.config.appUrl },
        owner,
        request.params.id,
        request.body,
      );
      return reply.code(201).send({ data: invitation });
    },
  );

  r.delete(
    '/api/creator/protocols/:id/invitations/:invitationId',
    {
      schema: { tags, params: ZInvitationParams, response: { 200: ZRevokeInvitationResponse } },
      config: { auth: 'expert' },
    },
    async (request) => {
      const caller = await requireCreator(request);
      const { id, invitationId } = request.params;
      return { data: await revokeInvitation(app.db, caller.user.id, id, invitationId) };
    },
  );

  r.get(
    '/api/protocol-invitations/:token',
    {
      schema: { tags, params: ZInvitationTokenParams, response: { 200: ZInvitationPreviewResponse } },
      config: { auth: 'none' },
    },
    async (request) => ({ data: await previewInvitation(app.db, request.params.token, app.clock.now()) }),
  );

  r.post(
    '/api/protocol-invitations/:token/accept',
    {
      schema: { tags, params: ZInvitationTokenParams, response: { 200: ZAcceptInvitationResponse } },
      config: { auth: 'user' },
    },
    async (request) => {
      const caller = await requireCaller(request);
      const user = { id: caller.user.id, email: caller.user.email };
      const { run, isNew } = await acceptInvitation(deps, user, request.params.token);
      return { data: { run: toRunCard(run, caller.user.full_name), is_new: isNew } };
    },
  );

  r.get(
    '/api/creator/protocols/:id/runs',
    {
      schema: { tags, params: ZProtocolIdParams, querystring: ZListRunsQuery, response: { 200: ZListRunsResponse } },
      config: { auth: 'expert' },
    },
    async (request) => {
      const caller = await requireCreator(request);
      const { data, total } = await listRuns(app.db, caller.user.id, request.params.id, request.query);
      return pageBody(request, request.query, data, total);
    },
  );

  r.post(
    '/api/creator/protocols/:id/runs/move',
    {
      schema: { tags, params: ZProtocolIdParams, body: ZMoveRunsRequest, response: { 200: ZMoveRunsResponse } },
      config: { auth: 'expert' },
    },
    async (request) => {
      const caller = await requireCreator(request);
      return { data: await moveRuns(deps, caller.user.id, request.params.id, request.body) };
    },
  );

  r.get(
    '/api/creator/follow-up',
    {
      schema: { tags, querystring: ZListFollowupsQuery, response: { 200: ZListFollowupsResponse } },
      config: { auth: 'expert', errors: [404] },
    },
    async (request) => {
      const caller = await requireCreator(request);
      const { data, total } = await listFollowups(app.db, caller.user.id, request.query);
      return pageBody(request, request.query, data, total);
    },
  );

  r.post(
    '/api/creator/follow-up/:id/done',
    { schema: { tags, params: ZFollowupParams, response: { 200: ZFollowupDoneResponse } }, config: { auth: 'expert' } },
    async (request) => {
      const caller = await requireCreator(request);
      return { data: await markFollowupDone(app.db, caller.user.id, request.params.id, app.clock.now()) };
    },
  );

  r.get(
    '/api/creator/history',
    {
      schema: { tags, querystring: ZHistoryQuery, response: { 200: ZHistoryResponse } },
      config: { auth: 'expert', errors: [404] },
    },
    async (request) => {
      const caller = await requireCreator(request);
      const { data, total } = await listHistory(app.db, caller.user.id, request.query);
      return pageBody(request, request.query, data, total);
    },
  );

  r.get(
    '/api/creator/live',
    {
      schema: { tags, querystring: ZLiveQuery, response: { 200: ZLiveResponse } },
      config: { auth: 'expert', errors: [404] },
    },
    async (request) => {
      const caller = await requireCreator(request);
      return { data: await liveView(app.db, caller.user.id, request.query.protocol_id) };
    },
  );
}

/** Starts the wake-up workers and the due-run sweep (recovery after a crash); both stop when the app closes. */
export async function startRunWorkers(app: FastifyInstance): Promise<void> {
  const deps = runDeps(app);
  await app.jobs.startWorkers();
  app.jobs.repeat('wake sweep', 60_000, () => requeueDueRuns(deps));
}
