import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineEndpoint } from '@ito/contracts/common/endpoint';
import { updateCategoryEndpoint } from '@ito/contracts/categories/update-category';
import { endpointRoute } from './endpoint-route.ts';

/**
 * Type-level test of decision 042, checked by `npm run typecheck` (never run): each `@ts-expect-error` marks a
 * mistake the contract must turn into a type error on the server. Should the contract stop catching one, the
 * directive itself becomes the error ("Unused '@ts-expect-error' directive") and the typecheck fails.
 */
export function contractChecks(app: FastifyInstance): void {
  endpointRoute(app, updateCategoryEndpoint, { tags: [] }, async (request) => {
    // @ts-expect-error the path parameter is `id`, not `categoryId`
    void request.params.categoryId;
    // @ts-expect-error the body has no `title`
    void request.body.title;
    return { data: { ...sample, name: request.body.name ?? sample.name } };
  });

  // @ts-expect-error a handler that answers a shape the contract does not declare
  endpointRoute(app, updateCategoryEndpoint, { tags: [] }, async () => ({ data: { ...sample, name: 42 } }));

  endpointRoute(app, updateCategoryEndpoint, { tags: [] }, async (_request, reply) =>
    // @ts-expect-error a status the contract does not declare
    reply.code(201).send({ data: sample }),
  );

  defineEndpoint({
    method: 'GET',
    path: '/api/things/:id',
    // @ts-expect-error the params schema must name the path's `:id`
    params: z.object({ thingId: z.string() }),
    responses: { 200: z.object({}) },
    auth: 'none',
  });
}

const sample = {
  id: 'c1',
  name: 'Sleep',
  slug: 'sleep',
  description: null,
  parent_id: null,
  is_global: false,
  is_own: true,
  programs_count: 0,
};
