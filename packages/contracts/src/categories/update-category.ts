import { z } from 'zod';
import { ZCreateCategoryRequest } from './create-category.ts';

/** PUT /api/creator/categories/{id}: the owner only; global categories are not editable by creators (403). */
export const ZCategoryIdParams = z.object({ id: z.string().max(64) });
export const ZUpdateCategoryRequest = ZCreateCategoryRequest.partial();
export type TUpdateCategoryRequest = z.infer<typeof ZUpdateCategoryRequest>;
