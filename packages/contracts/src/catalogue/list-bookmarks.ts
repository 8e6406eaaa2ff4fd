import type { z } from 'zod';
import { paged, ZPageQuery } from '../common/paging.ts';
import { ZProgramCard } from './cards.ts';
import { defineEndpoint } from '../common/endpoint.ts';

/** GET /api/bookmarks: the caller's bookmarked programs, newest bookmark first (query: ZPageQuery). */
export const ZListBookmarksResponse = paged(ZProgramCard);
export type TListBookmarksResponse = z.infer<typeof ZListBookmarksResponse>;

export const listBookmarksEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/bookmarks',
  query: ZPageQuery,
  responses: { 200: ZListBookmarksResponse },
  auth: 'user',
});
