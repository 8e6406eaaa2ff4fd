import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZCategoryIdParams } from './update-category.ts';

/**
 * DELETE /api/creator/categories/{id}: the owner only. In use by programs (any status, any owner) or as a parent:
 * 423 with `errors.used` listing the program titles and child category names.
 */
export const ZDeleteCategoryResponse = z.object({ data: z.object({ deleted: z.literal(true) }) });
export type TDeleteCategoryResponse = z.infer<typeof ZDeleteCategoryResponse>;

export const deleteCategoryEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/creator/categories/:id',
  params: ZCategoryIdParams,
  responses: { 200: ZDeleteCategoryResponse },
  auth: 'expert',
  errors: [423],
});
