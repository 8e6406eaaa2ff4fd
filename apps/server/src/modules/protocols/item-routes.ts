import type { FastifyInstance } from 'fastify';
import {
  createQuestionEndpoint,
  deleteQuestionEndpoint,
  listQuestionsEndpoint,
  updateQuestionEndpoint,
} from '@ito/contracts/protocols/assessment-questions';
import { itemEndpoints, PROTOCOL_ITEM_KINDS } from '@ito/contracts/protocols/items';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { pageBody } from '../../platform/paging.ts';
import { loadOwnedProtocol } from './access.ts';
import { createItem, deleteItem, getItem, listItems, loadItem, updateItem } from './item-service.ts';
import { createQuestion, deleteQuestion, listQuestions, updateQuestion } from './question-service.ts';

/** Items per kind (one route set per kind, each with its kind's `data` schema) and an assessment's questions. */
export function itemRoutes(app: FastifyInstance): void {
  const options = { tags: ['creator protocol items'] };

  for (const kind of PROTOCOL_ITEM_KINDS) {
    const endpoints = itemEndpoints(kind);

    endpointRoute(app, endpoints.list, options, async (request, _reply, { caller }) => {
      await loadOwnedProtocol(app.db, caller.user.id, request.params.id);
      const { data, total } = await listItems(app.db, request.params.id, kind, request.query);
      return pageBody(request, request.query, data, total);
    });

    endpointRoute(app, endpoints.create, options, async (request, reply, { caller }) => {
      await loadOwnedProtocol(app.db, caller.user.id, request.params.id);
      return reply.code(201).send({ data: await createItem(app.db, request.params.id, kind, request.body) });
    });

    endpointRoute(app, endpoints.get, options, async (request, _reply, { caller }) => {
      await loadOwnedProtocol(app.db, caller.user.id, request.params.id);
      return { data: await getItem(app.db, request.params.id, kind, request.params.itemId) };
    });

    endpointRoute(app, endpoints.update, options, async (request, _reply, { caller }) => {
      await loadOwnedProtocol(app.db, caller.user.id, request.params.id);
      return { data: await updateItem(app.db, request.params.id, kind, request.params.itemId, request.body) };
    });

    endpointRoute(app, endpoints.delete, options, async (request, _reply, { caller }) => {
      await loadOwnedProtocol(app.db, caller.user.id, request.params.id);
      await deleteItem(app.db, request.params.id, kind, request.params.itemId);
      return { data: { deleted: true as const } };
    });
  }

  endpointRoute(app, listQuestionsEndpoint, options, async (request, _reply, { caller }) => {
    await loadOwnedProtocol(app.db, caller.user.id, request.params.id);
    await loadItem(app.db, request.params.id, 'assessment', request.params.itemId);
    const { data, total } = await listQuestions(app.db, request.params.itemId, request.query);
    return pageBody(request, request.query, data, total);
  });

  endpointRoute(app, createQuestionEndpoint, options, async (request, reply, { caller }) => {
    const { id, itemId } = request.params;
    await loadOwnedProtocol(app.db, caller.user.id, id);
    await loadItem(app.db, id, 'assessment', itemId);
    return reply.code(201).send({ data: await createQuestion(app.db, id, itemId, request.body) });
  });

  endpointRoute(app, updateQuestionEndpoint, options, async (request, _reply, { caller }) => {
    const { id, itemId, questionId } = request.params;
    await loadOwnedProtocol(app.db, caller.user.id, id);
    await loadItem(app.db, id, 'assessment', itemId);
    return { data: await updateQuestion(app.db, id, itemId, questionId, request.body) };
  });

  endpointRoute(app, deleteQuestionEndpoint, options, async (request, _reply, { caller }) => {
    const { id, itemId, questionId } = request.params;
    await loadOwnedProtocol(app.db, caller.user.id, id);
    await loadItem(app.db, id, 'assessment', itemId);
    await deleteQuestion(app.db, id, itemId, questionId);
    return { data: { deleted: true as const } };
  });
}
