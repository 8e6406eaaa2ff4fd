import type { FastifyInstance } from 'fastify';
import { listBookmarksEndpoint } from '@ito/contracts/catalogue/list-bookmarks';
import { addBookmarkEndpoint, removeBookmarkEndpoint } from '@ito/contracts/catalogue/set-bookmark';
import { followProgramEndpoint, unfollowProgramEndpoint } from '@ito/contracts/catalogue/follow-program';
import { todayFor } from '../../platform/clock.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { clientMeta } from '../../platform/request-meta.ts';
import { adoptTimeZone } from '../profile/time-zone.ts';
import { pageBody } from '../../platform/paging.ts';
import { unfollowProgram } from '../following/follow-program.ts';
import { addBookmark, followPublishedProgram, listBookmarks, removeBookmark } from './engagement.ts';
import { appDeps } from '../../platform/deps.ts';

/** What a signed-in, verified person does with a program: bookmark it, follow it. */
export async function engagementRoutes(app: FastifyInstance): Promise<void> {
  const bookmarks = { tags: ['bookmarks'] };
  const follows = { tags: ['follows'] };

  endpointRoute(app, listBookmarksEndpoint, bookmarks, async (request, _reply, { caller }) => {
    const { cards, total } = await listBookmarks(app.db, caller.user.id, request.query);
    return pageBody(request, request.query, cards, total);
  });

  endpointRoute(app, addBookmarkEndpoint, bookmarks, async (request, _reply, { caller }) => {
    await addBookmark(app.db, caller.user.id, request.params.programId);
    return { data: { program_id: request.params.programId, is_bookmarked: true } };
  });

  endpointRoute(app, removeBookmarkEndpoint, bookmarks, async (request, _reply, { caller }) => {
    await removeBookmark(app.db, caller.user.id, request.params.programId);
    return { data: { program_id: request.params.programId, is_bookmarked: false } };
  });

  endpointRoute(app, followProgramEndpoint, follows, async (request, reply, { caller }) => {
    const { id } = request.params;
    // Protocols the program carries start with the follow, in its transaction (decision 041).
    const runDeps = appDeps(app);
    const target = request.body.target;
    // The protocols' recurring modules run at local times: the device's zone, unless the person chose one.
    await adoptTimeZone(app.db, caller.user.id, clientMeta(request).timeZone);
    const { isNew, follow } = await followPublishedProgram(runDeps, caller.user.id, id, target, todayFor(request));
    return reply.code(isNew ? 201 : 200).send({ data: follow });
  });

  endpointRoute(app, unfollowProgramEndpoint, follows, async (request, _reply, { caller }) => {
    await unfollowProgram(app.db, caller.user.id, request.params.id);
    return { data: { program_id: request.params.id, is_following: false as const } };
  });
}
