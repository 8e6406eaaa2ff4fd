import { z } from 'zod';

/** PUT and DELETE /api/bookmarks/{programId}: both idempotent. */
export const ZBookmarkParams = z.object({ programId: z.string().min(1).max(64) });
export const ZSetBookmarkResponse = z.object({
  data: z.object({ program_id: z.string(), is_bookmarked: z.boolean() }),
});
export type TSetBookmarkResponse = z.infer<typeof ZSetBookmarkResponse>;
