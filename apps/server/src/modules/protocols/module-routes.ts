import type { FastifyInstance } from 'fastify';
import {
  createAiModuleEndpoint,
  deleteAiModuleEndpoint,
  getAiModuleEndpoint,
  listAiModulesEndpoint,
  updateAiModuleEndpoint,
} from '@ito/contracts/protocols/ai-modules';
import {
  createRecurringModuleEndpoint,
  deleteRecurringModuleEndpoint,
  listRecurringModulesEndpoint,
  resetRecurringModuleEndpoint,
  updateRecurringModuleEndpoint,
} from '@ito/contracts/protocols/recurring-modules';
import { addTeamMemberEndpoint, listTeamEndpoint, removeTeamMemberEndpoint } from '@ito/contracts/protocols/team';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { pageBody } from '../../platform/paging.ts';
import type { Caller } from '../../platform/auth.ts';
import { loadOwnedProtocol } from './access.ts';
import { createAiModule, deleteAiModule, getAiModule, listAiModules, updateAiModule } from './ai-module-service.ts';
import {
  createRecurringModule,
  deleteRecurringModule,
  listRecurringModules,
  resetModule,
  updateRecurringModule,
} from './recurring-service.ts';
import { addTeamMember, listTeam, removeTeamMember } from './team-service.ts';

/** AI modules (main and branches), recurring modules and the team of a protocol. */
export function moduleRoutes(app: FastifyInstance): void {
  const options = { tags: ['creator protocol modules'] };
  const owned = (caller: Caller, id: string) => loadOwnedProtocol(app.db, caller.user.id, id);

  endpointRoute(app, listAiModulesEndpoint, options, async (request, _reply, { caller }) => {
    await owned(caller, request.params.id);
    const { data, total } = await listAiModules(app.db, request.params.id, request.query);
    return pageBody(request, request.query, data, total);
  });

  endpointRoute(app, createAiModuleEndpoint, options, async (request, reply, { caller }) => {
    await owned(caller, request.params.id);
    return reply.code(201).send({ data: await createAiModule(app.db, request.params.id, request.body) });
  });

  endpointRoute(app, getAiModuleEndpoint, options, async (request, _reply, { caller }) => {
    await owned(caller, request.params.id);
    return { data: await getAiModule(app.db, request.params.id, request.params.moduleId) };
  });

  endpointRoute(app, updateAiModuleEndpoint, options, async (request, _reply, { caller }) => {
    await owned(caller, request.params.id);
    return { data: await updateAiModule(app.db, request.params.id, request.params.moduleId, request.body) };
  });

  endpointRoute(app, deleteAiModuleEndpoint, options, async (request, _reply, { caller }) => {
    await owned(caller, request.params.id);
    await deleteAiModule(app.db, request.params.id, request.params.moduleId);
    return { data: { deleted: true as const } };
  });

  endpointRoute(app, listRecurringModulesEndpoint, options, async (request, _reply, { caller }) => {
    await owned(caller, request.params.id);
    const { data, total } = await listRecurringModules(app.db, request.params.id, request.query, app.clock.now());
    return pageBody(request, request.query, data, total);
  });

  endpointRoute(app, createRecurringModuleEndpoint, options, async (request, reply, { caller }) => {
    await owned(caller, request.params.id);
    const data = await createRecurringModule(app.db, request.params.id, request.body, app.clock.now());
    return reply.code(201).send({ data });
  });

  endpointRoute(app, updateRecurringModuleEndpoint, options, async (request, _reply, { caller }) => {
    await owned(caller, request.params.id);
    const { id, moduleId } = request.params;
    return { data: await updateRecurringModule(app.db, id, moduleId, request.body, app.clock.now()) };
  });

  endpointRoute(app, resetRecurringModuleEndpoint, options, async (request, _reply, { caller }) => {
    await owned(caller, request.params.id);
    return { data: await resetModule(app.db, request.params.id, request.params.moduleId, app.clock.now()) };
  });

  endpointRoute(app, deleteRecurringModuleEndpoint, options, async (request, _reply, { caller }) => {
    await owned(caller, request.params.id);
    await deleteRecurringModule(app.db, request.params.id, request.params.moduleId);
    return { data: { deleted: true as const } };
  });

  endpointRoute(app, listTeamEndpoint, options, async (request, _reply, { caller }) => {
    await owned(caller, request.params.id);
    const { data, total } = await listTeam(app.db, request.params.id, request.query);
    return pageBody(request, request.query, data, total);
  });

  endpointRoute(app, addTeamMemberEndpoint, options, async (request, reply, { caller }) => {
    const protocol = await owned(caller, request.params.id);
    const member = await addTeamMember(app.db, protocol.id, protocol.owner_id, request.body, app.clock.now());
    return reply.code(201).send({ data: member });
  });

  endpointRoute(app, removeTeamMemberEndpoint, options, async (request, _reply, { caller }) => {
    await owned(caller, request.params.id);
    await removeTeamMember(app.db, request.params.id, request.params.memberId);
    return { data: { deleted: true as const } };
  });
}
