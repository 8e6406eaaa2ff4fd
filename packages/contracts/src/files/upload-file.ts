import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZFileData } from './file-data.ts';

/**
 * POST /api/files, multipart with one part named `file`: an image (jpeg, png, webp, gif; up to 10 MB) or a PDF (up
 * to 20 MB). The type is told from the bytes. A refused file is a 422 with the reason on field `file`.
 */
export const ZUploadFileResponse = z.object({ data: ZFileData });
export type TUploadFileResponse = z.infer<typeof ZUploadFileResponse>;

/**
 * The form a browser sends. The server reads the multipart body as a stream (its route is registered by hand from
 * this endpoint's method, path and auth), so this schema types the web's call and is never run on the server.
 */
export const ZUploadFileForm = z.custom<FormData>(
  (value) => typeof FormData !== 'undefined' && value instanceof FormData,
);

export const uploadFileEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/files',
  body: ZUploadFileForm,
  responses: { 201: ZUploadFileResponse },
  auth: 'user',
  errors: [413, 422, 429],
});
