import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZProgramId } from './fields.ts';

/**
 * DELETE /api/creator/programs/{id}: a program with followers or bookmarks is in use: 423 with
 * `errors.used` such as ["3 followers", "2 bookmarks"] (counts, not names: followers' identities stay private).
 */
export const ZDeleteProgramResponse = z.object({ data: z.object({ deleted: z.literal(true) }) });
export type TDeleteProgramResponse = z.infer<typeof ZDeleteProgramResponse>;

export const deleteProgramEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/creator/programs/:id',
  params: ZProgramId,
  responses: { 200: ZDeleteProgramResponse },
  auth: 'expert',
  errors: [423],
});
