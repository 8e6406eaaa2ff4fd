import { z } from 'zod';
import { ZFileData } from './file-data.ts';

/**
 * POST /api/files, multipart with one part named `file`: an image (jpeg, png, webp, gif; up to 10 MB) or a PDF (up
 * to 20 MB). The type is told from the bytes. A refused file is a 422 with the reason on field `file`.
 */
export const ZUploadFileResponse = z.object({ data: ZFileData });
export type TUploadFileResponse = z.infer<typeof ZUploadFileResponse>;
