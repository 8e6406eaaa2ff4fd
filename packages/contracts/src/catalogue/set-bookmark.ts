import { z } from 'zod';
import { ZId } from '../common/ids.ts';
import { defineEndpoint } from '../common/endpoint.ts';

/** PUT and DELETE /api/bookmarks/{programId}: both idempotent. */
export const ZBookmarkParams = z.object({ programId: ZId });
export const ZSetBookmarkResponse = z.object({
  data: z.object({ program_id: z.string(), is_bookmarked: z.boolean() }),
});
export type TSetBookmarkResponse = z.infer<typeof ZSetBookmarkResponse>;

export const addBookmarkEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/bookmarks/:programId',
  params: ZBookmarkParams,
  responses: { 200: ZSetBookmarkResponse },
  auth: 'user',
});

export const removeBookmarkEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/bookmarks/:programId',
  params: ZBookmarkParams,
  responses: { 200: ZSetBookmarkResponse },
  auth: 'user',
});
