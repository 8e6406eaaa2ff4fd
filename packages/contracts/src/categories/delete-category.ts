import { z } from 'zod';

/**
 * DELETE /api/creator/categories/{id}: the owner only. In use by programs (any status, any owner) or as a parent:
 * 423 with `errors.used` listing the program titles and child category names.
 */
export const ZDeleteCategoryResponse = z.object({ data: z.object({ deleted: z.literal(true) }) });
export type TDeleteCategoryResponse = z.infer<typeof ZDeleteCategoryResponse>;
