import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAiWizardRequest, ZAiWizardResponse } from '@ito/contracts/protocols/ai-wizard';
import { ZCreateProtocolRequest, ZProtocolResponse } from '@ito/contracts/protocols/create-protocol';
import { ZDeletedResponse } from '@ito/contracts/protocols/delete-protocol';
import { ZProtocolId } from '@ito/contracts/protocols/fields';
import { ZGraphResponse, ZSaveGraphRequest } from '@ito/contracts/protocols/graph';
import { ZListProtocolsQuery, ZListProtocolsResponse } from '@ito/contracts/protocols/list-protocols';
import { ZUpdatePricingRequest } from '@ito/contracts/protocols/pricing';
import { ZUpdateProtocolRequest } from '@ito/contracts/protocols/update-protocol';
import {
  ZGetVersionResponse,
  ZListVersionsQuery,
  ZListVersionsResponse,
  ZPublishProtocolResponse,
  ZVersionParams,
} from '@ito/contracts/protocols/versions';
import { pageBody } from '../../platform/paging.ts';
import { requireCreator } from '../../platform/route-auth.ts';
import { loadOwnedProtocol } from './access.ts';
import { getGraph, saveGraph } from './graph-service.ts';
import { itemRoutes } from './item-routes.ts';
import { moduleRoutes } from './module-routes.ts';
import {
  createProtocol,
  deleteProtocol,
  getProtocol,
  listProtocols,
  updatePricing,
  updateProtocol,
} from './protocol-service.ts';
import { getVersion, listVersions, publishProtocol } from './publish-service.ts';
import { runWizard } from './wizard-service.ts';

const BASE = '/api/creator/protocols';

/** The creator studio's protocols (decision 017): experts only, each protocol only by its owner. */
export async function protocolRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['creator protocols'];

  r.get(
    BASE,
    {
      schema: { tags, querystring: ZListProtocolsQuery, response: { 200: ZListProtocolsResponse } },
      config: { auth: 'expert' },
    },
    async (request) => {
      const caller = await requireCreator(request);
      const { data, total } = await listProtocols(app.db, caller.user.id, request.query);
      return pageBody(request, request.query, data, total);
    },
  );

  r.post(
    BASE,
    {
      schema: { tags, body: ZCreateProtocolRequest, response: { 201: ZProtocolResponse } },
      config: { auth: 'expert' },
    },
    async (request, reply) => {
      const caller = await requireCreator(request);
      return reply.code(201).send({ data: await createProtocol(app.db, caller.user.id, request.body) });
    },
  );

  r.get(
    `${BASE}/:id`,
    { schema: { tags, params: ZProtocolId, response: { 200: ZProtocolResponse } }, config: { auth: 'expert' } },
    async (request) => {
      const caller = await requireCreator(request);
      return { data: await getProtocol(app.db, caller.user.id, request.params.id) };
    },
  );

  r.put(
    `${BASE}/:id`,
    {
      schema: { tags, params: ZProtocolId, body: ZUpdateProtocolRequest, response: { 200: ZProtocolResponse } },
      config: { auth: 'expert' },
    },
    async (request) => {
      const caller = await requireCreator(request);
      return { data: await updateProtocol(app.db, caller.user.id, request.params.id, request.body) };
    },
  );

  r.delete(
    `${BASE}/:id`,
    {
      schema: { tags, params: ZProtocolId, response: { 200: ZDeletedResponse } },
      config: { auth: 'expert', errors: [423] },
    },
    async (request) => {
      const caller = await requireCreator(request);
      await deleteProtocol(app.db, caller.user.id, request.params.id);
      return { data: { deleted: true as const } };
    },
  );

  r.put(
    `${BASE}/:id/pricing`,
    {
      schema: { tags, params: ZProtocolId, body: ZUpdatePricingRequest, response: { 200: ZProtocolResponse } },
      config: { auth: 'expert' },
    },
    async (request) => {
      const caller = await requireCreator(request);
      return { data: await updatePricing(app.db, caller.user.id, request.params.id, request.body) };
    },
  );

  r.get(
    `${BASE}/:id/graph`,
    { schema: { tags, params: ZProtocolId, response: { 200: ZGraphResponse } }, config: { auth: 'expert' } },
    async (request) => {
      const caller = await requireCreator(request);
      return { data: await getGraph(app.db, await loadOwnedProtocol(app.db, caller.user.id, request.params.id)) };
    },
  );

  r.put(
    `${BASE}/:id/graph`,
    {
      schema: { tags, params: ZProtocolId, body: ZSaveGraphRequest, response: { 200: ZGraphResponse } },
      config: { auth: 'expert' },
    },
    async (request) => {
      const caller = await requireCreator(request);
      const protocol = await loadOwnedProtocol(app.db, caller.user.id, request.params.id);
      return { data: await saveGraph(app.db, protocol, request.body) };
    },
  );

  r.post(
    `${BASE}/:id/publish`,
    { schema: { tags, params: ZProtocolId, response: { 200: ZPublishProtocolResponse } }, config: { auth: 'expert' } },
    async (request) => {
      const caller = await requireCreator(request);
      const protocol = await loadOwnedProtocol(app.db, caller.user.id, request.params.id);
      return { data: await publishProtocol(app.db, protocol, caller.user.id, app.clock.now()) };
    },
  );

  r.get(
    `${BASE}/:id/versions`,
    {
      schema: { tags, params: ZProtocolId, querystring: ZListVersionsQuery, response: { 200: ZListVersionsResponse } },
      config: { auth: 'expert' },
    },
    async (request) => {
      const caller = await requireCreator(request);
      await loadOwnedProtocol(app.db, caller.user.id, request.params.id);
      const { data, total } = await listVersions(app.db, request.params.id, request.query);
      return pageBody(request, request.query, data, total);
    },
  );

  r.get(
    `${BASE}/:id/versions/:version`,
    { schema: { tags, params: ZVersionParams, response: { 200: ZGetVersionResponse } }, config: { auth: 'expert' } },
    async (request) => {
      const caller = await requireCreator(request);
      await loadOwnedProtocol(app.db, caller.user.id, request.params.id);
      return { data: await getVersion(app.db, request.params.id, request.params.version) };
    },
  );

  r.post(
    `${BASE}/:id/ai/wizard`,
    {
      schema: { tags, params: ZProtocolId, body: ZAiWizardRequest, response: { 200: ZAiWizardResponse } },
      config: { auth: 'expert' },
    },
    async (request) => {
      const caller = await requireCreator(request);
      const protocol = await loadOwnedProtocol(app.db, caller.user.id, request.params.id);
      return { data: await runWizard(app.db, protocol, request.body, app.clock.now()) };
    },
  );

  itemRoutes(app);
  moduleRoutes(app);
}
