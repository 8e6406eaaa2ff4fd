import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';

/**
 * GET /api/categories: the global categories, plus the caller's own when signed in. Not paged: the list is small
 * and every catalogue and studio form needs it whole. `programs_count` counts the published, listed programs.
 */
export const ZCategory = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  parent_id: z.string().nullable(),
  is_global: z.boolean(),
  is_own: z.boolean(),
  programs_count: z.number().int(),
});
export type TCategory = z.infer<typeof ZCategory>;

export const ZListCategoriesResponse = z.object({ data: z.array(ZCategory) });
export type TListCategoriesResponse = z.infer<typeof ZListCategoriesResponse>;

export const listCategoriesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/categories',
  responses: { 200: ZListCategoriesResponse },
  auth: 'optional',
});
