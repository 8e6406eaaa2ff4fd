import { z } from 'zod';

/**
 * DELETE /api/creator/programs/{id}: a program with followers or bookmarks is in use: 423 with
 * `errors.used` such as ["3 followers", "2 bookmarks"] (counts, not names: followers' identities stay private).
 */
export const ZDeleteProgramResponse = z.object({ data: z.object({ deleted: z.literal(true) }) });
export type TDeleteProgramResponse = z.infer<typeof ZDeleteProgramResponse>;
