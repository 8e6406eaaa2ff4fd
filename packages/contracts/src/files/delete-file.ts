import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZFileIdParams } from './get-file.ts';

/**
 * DELETE /api/files/{id}: removes one of the caller's files and all its stored variants. A file in use is a 423
 * naming the uses: the titles of programs it is the cover of, and "Your profile picture".
 */
export const ZDeleteFileResponse = z.object({ data: z.object({ deleted: z.literal(true) }) });
export type TDeleteFileResponse = z.infer<typeof ZDeleteFileResponse>;

export const deleteFileEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/files/:id',
  params: ZFileIdParams,
  responses: { 200: ZDeleteFileResponse },
  auth: 'user',
  errors: [423],
});
