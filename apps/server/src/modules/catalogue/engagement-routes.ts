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
import { addBookmark, followPublishedProgram, listBookmarks, removeBookmark, unfollowProgram } from './engagement.ts';

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
      // Protocols the program carries start with the follow, in its transaction (issue 5, decision 041).
      const runDeps = { db: app.db, realtime: app.realtime, clock: app.clock, jobs: app.jobs };
      const target = request.body.target;
      const { isNew, follow } = await followPublishedProgram(runDeps, caller.user.id, id, target, todayFor(request));
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
