import { z } from 'zod';

/** DELETE /api/creator/protocols/{id}: 423 while followers run it (`errors.used` such as ["3 runs"]). */
export const ZDeletedResponse = z.object({ data: z.object({ deleted: z.literal(true) }) });
export type TDeletedResponse = z.infer<typeof ZDeletedResponse>;
