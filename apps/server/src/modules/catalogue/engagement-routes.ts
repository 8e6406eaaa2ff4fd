import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZPageQuery } from '@ito/contracts/common/paging';
import { ZProgramIdParams } from '@ito/contracts/catalogue/cards';
import { ZListBookmarksResponse } from '@ito/contracts/catalogue/list-bookmarks';
import { ZBookmarkParams, ZSetBookmarkResponse } from '@ito/contracts/catalogue/set-bookmark';
import {
  ZFollowProgramRequest,
  ZFollowProgramResponse,
  ZUnfollowProgramResponse,
} from '@ito/contracts/catalogue/follow-program';
import { requireCaller } from '../../platform/auth.ts';
import { todayFor } from '../../platform/clock.ts';
import { pageBody } from '../../platform/paging.ts';
import { addBookmark, followProgram, listBookmarks, removeBookmark, unfollowProgram } from './engagement.ts';
import { startProgramRuns } from '../runs/program-runs.ts';

/** What a signed-in, verified person does with a program: bookmark it, follow it. */
export async function engagementRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/bookmarks',
    {
      schema: { tags: ['bookmarks'], querystring: ZPageQuery, response: { 200: ZListBookmarksResponse } },
      config: { auth: 'user' },
    },
    async (request) => {
      const caller = await requireCaller(request);
      const { cards, total } = await listBookmarks(app.db, caller.user.id, request.query);
      return pageBody(request, request.query, cards, total);
    },
  );

  r.put(
    '/api/bookmarks/:programId',
    {
      schema: { tags: ['bookmarks'], params: ZBookmarkParams, response: { 200: ZSetBookmarkResponse } },
      config: { auth: 'user' },
    },
    async (request) => {
      const caller = await requireCaller(request);
      await addBookmark(app.db, caller.user.id, request.params.programId);
      return { data: { program_id: request.params.programId, is_bookmarked: true } };
    },
  );

  r.delete(
    '/api/bookmarks/:programId',
    {
      schema: { tags: ['bookmarks'], params: ZBookmarkParams, response: { 200: ZSetBookmarkResponse } },
      config: { auth: 'user' },
    },
    async (request) => {
      const caller = await requireCaller(request);
      await removeBookmark(app.db, caller.user.id, request.params.programId);
      return { data: { program_id: request.params.programId, is_bookmarked: false } };
    },
  );

  r.post(
    '/api/programs/:id/follow',
    {
      schema: {
        tags: ['follows'],
        params: ZProgramIdParams,
        body: ZFollowProgramRequest,
        response: { 200: ZFollowProgramResponse, 201: ZFollowProgramResponse },
      },
      config: { auth: 'user' },
    },
    async (request, reply) => {
      const caller = await requireCaller(request);
      const { id } = request.params;
      const { isNew, follow } = await followProgram(app.db, caller.user.id, id, request.body.target, todayFor(request));
      // Protocols the program carries start with the follow (issue 5); following again changes nothing there.
      const runDeps = { db: app.db, realtime: app.realtime, clock: app.clock, jobs: app.jobs };
      await startProgramRuns(runDeps, { userId: caller.user.id, programId: id, followId: follow.follow_id });
      return reply.code(isNew ? 201 : 200).send({ data: follow });
    },
  );

  r.delete(
    '/api/programs/:id/follow',
    {
      schema: { tags: ['follows'], params: ZProgramIdParams, response: { 200: ZUnfollowProgramResponse } },
      config: { auth: 'user' },
    },
    async (request) => {
      const caller = await requireCaller(request);
      await unfollowProgram(app.db, caller.user.id, request.params.id);
      return { data: { program_id: request.params.id, is_following: false as const } };
    },
  );
}
