import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCategoryResponse, ZCreateCategoryRequest } from '@ito/contracts/categories/create-category';
import { ZDeleteCategoryResponse } from '@ito/contracts/categories/delete-category';
import { ZListCategoriesResponse } from '@ito/contracts/categories/list-categories';
import { ZCategoryIdParams, ZUpdateCategoryRequest } from '@ito/contracts/categories/update-category';
import { optionalCaller } from '../../platform/auth.ts';
import { requireCreator } from '../../platform/route-auth.ts';
import { createCategory, deleteCategory, listCategories, updateCategory } from './service.ts';
import { clearFacetsOnWrite } from '../catalogue/facet-cache.ts';

/** Catalogue categories (global) and a creator's own (`/creator/categories`). */
export async function categoryRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['categories'];
  clearFacetsOnWrite(app);

  r.get(
    '/api/categories',
    { schema: { tags, response: { 200: ZListCategoriesResponse } }, config: { auth: 'optional' } },
    async (request) => {
      const caller = await optionalCaller(request);
      // A guest's session is no creator: only signed-in, registered users see their own categories.
      const userId = caller && !caller.user.is_temporary ? caller.user.id : null;
      return { data: await listCategories(app.db, userId) };
    },
  );

  r.post(
    '/api/creator/categories',
    {
      schema: { tags, body: ZCreateCategoryRequest, response: { 201: ZCategoryResponse } },
      config: { auth: 'expert' },
    },
    async (request, reply) => {
      const caller = await requireCreator(request);
      return reply.code(201).send({ data: await createCategory(app.db, caller.user.id, request.body) });
    },
  );

  r.put(
    '/api/creator/categories/:id',
    {
      schema: { tags, params: ZCategoryIdParams, body: ZUpdateCategoryRequest, response: { 200: ZCategoryResponse } },
      config: { auth: 'expert' },
    },
    async (request) => {
      const caller = await requireCreator(request);
      return { data: await updateCategory(app.db, caller.user.id, request.params.id, request.body) };
    },
  );

  r.delete(
    '/api/creator/categories/:id',
    {
      schema: { tags, params: ZCategoryIdParams, response: { 200: ZDeleteCategoryResponse } },
      config: { auth: 'expert', errors: [423] },
    },
    async (request) => {
      const caller = await requireCreator(request);
      await deleteCategory(app.db, caller.user.id, request.params.id);
      return { data: { deleted: true as const } };
    },
  );
}
