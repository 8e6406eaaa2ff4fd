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
  .min(2, 'The name must be at least 2 characters.')
  .max(60)
  .refine((name) => makeSlug(name) !== '', 'The name must contain letters or digits.');

export const ZCreateCategoryRequest = z.object({
  name: ZCategoryName,
  description: z.string().trim().max(500).nullable().optional(),
  parent_id: z.uuid('Choose a valid parent category.').nullable().optional(),
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
