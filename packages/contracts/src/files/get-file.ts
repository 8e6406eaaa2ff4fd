import { z } from 'zod';
import { ZId } from '../common/ids.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZFileData } from './file-data.ts';

/** GET /api/files/{id}: one of the caller's files; anyone else's (or an unknown id) is a 404. */
export const ZFileIdParams = z.object({ id: ZId });
export const ZGetFileResponse = z.object({ data: ZFileData });
export type TGetFileResponse = z.infer<typeof ZGetFileResponse>;

export const getFileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/files/:id',
  params: ZFileIdParams,
  responses: { 200: ZGetFileResponse },
  auth: 'user',
});
