import { z } from 'zod';
import { ZFileData } from './file-data.ts';

/** GET /api/files/{id}: one of the caller's files; anyone else's (or an unknown id) is a 404. */
export const ZFileIdParams = z.object({ id: z.string().max(64) });
export const ZGetFileResponse = z.object({ data: ZFileData });
export type TGetFileResponse = z.infer<typeof ZGetFileResponse>;
