import { z } from 'zod';

/**
 * DELETE /api/files/{id}: removes one of the caller's files and all its stored variants. A file used as a program
 * cover is a 423 listing the programs' titles.
 */
export const ZDeleteFileResponse = z.object({ data: z.object({ deleted: z.literal(true) }) });
export type TDeleteFileResponse = z.infer<typeof ZDeleteFileResponse>;
