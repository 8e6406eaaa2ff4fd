import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { makeSlug } from '../common/slug.ts';
import { ZCategory } from './list-categories.ts';

/**
 * POST /api/creator/categories (experts): the slug comes from the name; a name whose slug the caller (or the
 * global list) already has is a 422 on `name`. A parent must be a top-level category the caller can use, so the
 * tree is two levels deep and cannot loop.
 */
export const ZCategoryName = z
  .string()
  .trim()
  .min(2, 'categories.name_min')
  .max(60)
  .refine((name) => makeSlug(name) !== '', 'categories.name_letters');

export const ZCreateCategoryRequest = z.object({
  name: ZCategoryName,
  description: z.string().trim().max(500).nullable().optional(),
  parent_id: z.uuid('categories.parent_invalid').nullable().optional(),
});
export type TCreateCategoryRequest = z.infer<typeof ZCreateCategoryRequest>;

export const ZCategoryResponse = z.object({ data: ZCategory });
export type TCategoryResponse = z.infer<typeof ZCategoryResponse>;

export const createCategoryEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/creator/categories',
  body: ZCreateCategoryRequest,
  responses: { 201: ZCategoryResponse },
  auth: 'expert',
});
