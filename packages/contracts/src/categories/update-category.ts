import { z } from 'zod';
import { ZId } from '../common/ids.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZCategoryResponse, ZCreateCategoryRequest } from './create-category.ts';

/** PUT /api/creator/categories/{id}: the owner only; global categories are not editable by creators (403). */
export const ZCategoryIdParams = z.object({ id: ZId });
export const ZUpdateCategoryRequest = ZCreateCategoryRequest.partial();
export type TUpdateCategoryRequest = z.infer<typeof ZUpdateCategoryRequest>;

export const updateCategoryEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/creator/categories/:id',
  params: ZCategoryIdParams,
  body: ZUpdateCategoryRequest,
  responses: { 200: ZCategoryResponse },
  auth: 'expert',
});
