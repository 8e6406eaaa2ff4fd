import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZCreateQuestionRequest,
  ZListQuestionsQuery,
  ZListQuestionsResponse,
  ZQuestionParams,
  ZQuestionResponse,
  ZUpdateQuestionRequest,
} from '@ito/contracts/protocols/assessment-questions';
import { ZDeletedResponse } from '@ito/contracts/protocols/delete-protocol';
import { ZProtocolId } from '@ito/contracts/protocols/fields';
import {
  itemCreateSchema,
  itemUpdateSchema,
  PROTOCOL_ITEM_KINDS,
  ZItemParams,
  ZItemResponse,
  ZListItemsQuery,
  ZListItemsResponse,
} from '@ito/contracts/protocols/items';
import { pageBody } from '../../platform/paging.ts';
import { requireCreator } from '../../platform/route-auth.ts';
import { loadOwnedProtocol } from './access.ts';
import { createItem, deleteItem, getItem, listItems, loadItem, updateItem } from './item-service.ts';
import { createQuestion, deleteQuestion, listQuestions, updateQuestion } from './question-service.ts';

const BASE = '/api/creator/protocols/:id/items';

/** Items per kind (one route set per kind, each with its kind's `data` schema) and an assessment's questions. */
export function itemRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['creator protocol items'];

  for (const kind of PROTOCOL_ITEM_KINDS) {
    const path = `${BASE}/${kind}`;

    r.get(
      path,
      {
        schema: { tags, params: ZProtocolId, querystring: ZListItemsQuery, response: { 200: ZListItemsResponse } },
        config: { auth: 'expert' },
      },
      async (request) => {
        const caller = await requireCreator(request);
        await loadOwnedProtocol(app.db, caller.user.id, request.params.id);
        const { data, total } = await listItems(app.db, request.params.id, kind, request.query);
        return pageBody(request, request.query, data, total);
      },
    );

    r.post(
      path,
      {
        schema: { tags, params: ZProtocolId, body: itemCreateSchema(kind), response: { 201: ZItemResponse } },
        config: { auth: 'expert' },
      },
      async (request, reply) => {
        const caller = await requireCreator(request);
        await loadOwnedProtocol(app.db, caller.user.id, request.params.id);
        return reply.code(201).send({ data: await createItem(app.db, request.params.id, kind, request.body) });
      },
    );

    r.get(
      `${path}/:itemId`,
      { schema: { tags, params: ZItemParams, response: { 200: ZItemResponse } }, config: { auth: 'expert' } },
      async (request) => {
        const caller = await requireCreator(request);
        await loadOwnedProtocol(app.db, caller.user.id, request.params.id);
        return { data: await getItem(app.db, request.params.id, kind, request.params.itemId) };
      },
    );

    r.put(
      `${path}/:itemId`,
      {
        schema: { tags, params: ZItemParams, body: itemUpdateSchema(kind), response: { 200: ZItemResponse } },
        config: { auth: 'expert' },
      },
      async (request) => {
        const caller = await requireCreator(request);
        await loadOwnedProtocol(app.db, caller.user.id, request.params.id);
        return { data: await updateItem(app.db, request.params.id, kind, request.params.itemId, request.body) };
      },
    );

    r.delete(
      `${path}/:itemId`,
      {
        schema: { tags, params: ZItemParams, response: { 200: ZDeletedResponse } },
        config: { auth: 'expert', errors: [423] },
      },
      async (request) => {
        const caller = await requireCreator(request);
        await loadOwnedProtocol(app.db, caller.user.id, request.params.id);
        await deleteItem(app.db, request.params.id, kind, request.params.itemId);
        return { data: { deleted: true as const } };
      },
    );
  }

  const questions = `${BASE}/assessment/:itemId/questions`;

  r.get(
    questions,
    {
      schema: {
        tags,
        params: ZItemParams,
        querystring: ZListQuestionsQuery,
        response: { 200: ZListQuestionsResponse },
      },
      config: { auth: 'expert' },
    },
    async (request) => {
      const caller = await requireCreator(request);
      await loadOwnedProtocol(app.db, caller.user.id, request.params.id);
      await loadItem(app.db, request.params.id, 'assessment', request.params.itemId);
      const { data, total } = await listQuestions(app.db, request.params.itemId, request.query);
      return pageBody(request, request.query, data, total);
    },
  );

  r.post(
    questions,
    {
      schema: { tags, params: ZItemParams, body: ZCreateQuestionRequest, response: { 201: ZQuestionResponse } },
      config: { auth: 'expert' },
    },
    async (request, reply) => {
      const caller = await requireCreator(request);
      const { id, itemId } = request.params;
      await loadOwnedProtocol(app.db, caller.user.id, id);
      await loadItem(app.db, id, 'assessment', itemId);
      return reply.code(201).send({ data: await createQuestion(app.db, id, itemId, request.body) });
    },
  );

  r.put(
    `${questions}/:questionId`,
    {
      schema: { tags, params: ZQuestionParams, body: ZUpdateQuestionRequest, response: { 200: ZQuestionResponse } },
      config: { auth: 'expert' },
    },
    async (request) => {
      const caller = await requireCreator(request);
      const { id, itemId, questionId } = request.params;
      await loadOwnedProtocol(app.db, caller.user.id, id);
      await loadItem(app.db, id, 'assessment', itemId);
      return { data: await updateQuestion(app.db, id, itemId, questionId, request.body) };
    },
  );

  r.delete(
    `${questions}/:questionId`,
    { schema: { tags, params: ZQuestionParams, response: { 200: ZDeletedResponse } }, config: { auth: 'expert' } },
    async (request) => {
      const caller = await requireCreator(request);
      const { id, itemId, questionId } = request.params;
      await loadOwnedProtocol(app.db, caller.user.id, id);
      await loadItem(app.db, id, 'assessment', itemId);
      await deleteQuestion(app.db, id, itemId, questionId);
      return { data: { deleted: true as const } };
    },
  );
}
