import type { FastifyInstance } from 'fastify';
import { createCategoryEndpoint } from '@ito/contracts/categories/create-category';
import { deleteCategoryEndpoint } from '@ito/contracts/categories/delete-category';
import { listCategoriesEndpoint } from '@ito/contracts/categories/list-categories';
import { updateCategoryEndpoint } from '@ito/contracts/categories/update-category';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { raiseOnWrite } from '../../platform/events.ts';
import { createCategory, deleteCategory, listCategories, updateCategory } from './service.ts';

/** Catalogue categories (global) and a creator's own (`/creator/categories`). */
declare module '../../platform/events.ts' {
  interface AppEvents {
    /** A category was created, renamed, moved or deleted. */
    'categories-changed': undefined;
  }
}

export async function categoryRoutes(app: FastifyInstance): Promise<void> {
  const options = { tags: ['categories'] };
  raiseOnWrite(app, 'categories-changed', undefined);

  endpointRoute(app, listCategoriesEndpoint, options, async (request, _reply, { caller }) => {
    // A guest's session is no creator: only signed-in, registered users see their own categories.
    const userId = caller && !caller.user.is_temporary ? caller.user.id : null;
    return { data: await listCategories(app.db, userId) };
  });

  endpointRoute(app, createCategoryEndpoint, options, async (request, reply, { caller }) => {
    return reply.code(201).send({ data: await createCategory(app.db, caller.user.id, request.body) });
  });

  endpointRoute(app, updateCategoryEndpoint, options, async (request, _reply, { caller }) => {
    return { data: await updateCategory(app.db, caller.user.id, request.params.id, request.body) };
  });

  endpointRoute(app, deleteCategoryEndpoint, options, async (request, _reply, { caller }) => {
    await deleteCategory(app.db, caller.user.id, request.params.id);
    return { data: { deleted: true as const } };
  });
}
