import type { FastifyInstance } from 'fastify';
import { aiWizardEndpoint } from '@ito/contracts/protocols/ai-wizard';
import { createProtocolEndpoint } from '@ito/contracts/protocols/create-protocol';
import { deleteProtocolEndpoint } from '@ito/contracts/protocols/delete-protocol';
import { getProtocolEndpoint } from '@ito/contracts/protocols/get-protocol';
import { getGraphEndpoint, saveGraphEndpoint } from '@ito/contracts/protocols/graph';
import { listProtocolsEndpoint } from '@ito/contracts/protocols/list-protocols';
import { updatePricingEndpoint } from '@ito/contracts/protocols/pricing';
import { updateProtocolEndpoint } from '@ito/contracts/protocols/update-protocol';
import { getVersionEndpoint, listVersionsEndpoint, publishProtocolEndpoint } from '@ito/contracts/protocols/versions';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { perCallerLimit } from '../../platform/write-limits.ts';
import { pageBody } from '../../platform/paging.ts';
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
import { createModelClient } from '../../platform/model-client.ts';

/** The creator studio's protocols (decision 017): experts only, each protocol only by its owner. */
export async function protocolRoutes(app: FastifyInstance): Promise<void> {
  const options = { tags: ['creator protocols'] };
  const wizardModel = createModelClient(app.config);

  endpointRoute(app, listProtocolsEndpoint, options, async (request, _reply, { caller }) => {
    const { data, total } = await listProtocols(app.db, caller.user.id, request.query);
    return pageBody(request, request.query, data, total);
  });

  endpointRoute(app, createProtocolEndpoint, options, async (request, reply, { caller }) => {
    return reply.code(201).send({ data: await createProtocol(app.db, caller.user.id, request.body) });
  });

  endpointRoute(app, getProtocolEndpoint, options, async (request, _reply, { caller }) => {
    return { data: await getProtocol(app.db, caller.user.id, request.params.id) };
  });

  endpointRoute(app, updateProtocolEndpoint, options, async (request, _reply, { caller }) => {
    return { data: await updateProtocol(app.db, caller.user.id, request.params.id, request.body) };
  });

  endpointRoute(app, deleteProtocolEndpoint, options, async (request, _reply, { caller }) => {
    await deleteProtocol(app.db, caller.user.id, request.params.id);
    return { data: { deleted: true as const } };
  });

  endpointRoute(app, updatePricingEndpoint, options, async (request, _reply, { caller }) => {
    return { data: await updatePricing(app.db, caller.user.id, request.params.id, request.body) };
  });

  endpointRoute(app, getGraphEndpoint, options, async (request, _reply, { caller }) => {
    return { data: await getGraph(app.db, await loadOwnedProtocol(app.db, caller.user.id, request.params.id)) };
  });

  endpointRoute(
    app,
    saveGraphEndpoint,
    { ...options, config: { rateLimit: perCallerLimit(60) } },
    async (request, _reply, { caller }) => {
      const protocol = await loadOwnedProtocol(app.db, caller.user.id, request.params.id);
      return { data: await saveGraph(app.db, protocol, request.body) };
    },
  );

  endpointRoute(app, publishProtocolEndpoint, options, async (request, _reply, { caller }) => {
    const protocol = await loadOwnedProtocol(app.db, caller.user.id, request.params.id);
    return { data: await publishProtocol(app.db, protocol, caller.user.id, app.clock.now()) };
  });

  endpointRoute(app, listVersionsEndpoint, options, async (request, _reply, { caller }) => {
    await loadOwnedProtocol(app.db, caller.user.id, request.params.id);
    const { data, total } = await listVersions(app.db, request.params.id, request.query);
    return pageBody(request, request.query, data, total);
  });

  endpointRoute(app, getVersionEndpoint, options, async (request, _reply, { caller }) => {
    await loadOwnedProtocol(app.db, caller.user.id, request.params.id);
    return { data: await getVersion(app.db, request.params.id, request.params.version) };
  });

  endpointRoute(app, aiWizardEndpoint, options, async (request, _reply, { caller }) => {
    const protocol = await loadOwnedProtocol(app.db, caller.user.id, request.params.id);
    return { data: await runWizard(app.db, protocol, request.body, app.clock.now(), wizardModel) };
  });

  itemRoutes(app);
  moduleRoutes(app);
}
