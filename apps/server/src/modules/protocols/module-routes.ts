import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAiModuleParams,
  ZAiModuleResponse,
  ZCreateAiModuleRequest,
  ZListAiModulesQuery,
  ZListAiModulesResponse,
  ZUpdateAiModuleRequest,
} from '@ito/contracts/protocols/ai-modules';
import { ZDeletedResponse } from '@ito/contracts/protocols/delete-protocol';
import { ZProtocolId } from '@ito/contracts/protocols/fields';
import {
  ZCreateRecurringModuleRequest,
  ZListRecurringModulesQuery,
  ZListRecurringModulesResponse,
  ZRecurringModuleParams,
  ZRecurringModuleResponse,
  ZUpdateRecurringModuleRequest,
} from '@ito/contracts/protocols/recurring-modules';
import {
  ZAddTeamMemberRequest,
  ZListTeamQuery,
  ZListTeamResponse,
  ZTeamMemberParams,
  ZTeamMemberResponse,
} from '@ito/contracts/protocols/team';
import { pageBody } from '../../platform/paging.ts';
import { requireCreator } from '../../platform/route-auth.ts';
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

const BASE = '/api/creator/protocols/:id';

/** AI modules (main and branches), recurring modules and the team of a protocol. */
export function moduleRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['creator protocol modules'];
  const owned = async (request: Parameters<typeof requireCreator>[0], id: string) => {
    const caller = await requireCreator(request);
    return loadOwnedProtocol(app.db, caller.user.id, id);
  };

  r.get(
    `${BASE}/ai-modules`,
    {
      schema: {
        tags,
        params: ZProtocolId,
        querystring: ZListAiModulesQuery,
        response: { 200: ZListAiModulesResponse },
      },
      config: { auth: 'expert' },
    },
    async (request) => {
      await owned(request, request.params.id);
      const { data, total } = await listAiModules(app.db, request.params.id, request.query);
      return pageBody(request, request.query, data, total);
    },
  );

  r.post(
    `${BASE}/ai-modules`,
    {
      schema: { tags, params: ZProtocolId, body: ZCreateAiModuleRequest, response: { 201: ZAiModuleResponse } },
      config: { auth: 'expert' },
    },
    async (request, reply) => {
      await owned(request, request.params.id);
      return reply.code(201).send({ data: await createAiModule(app.db, request.params.id, request.body) });
    },
  );

  r.get(
    `${BASE}/ai-modules/:moduleId`,
    { schema: { tags, params: ZAiModuleParams, response: { 200: ZAiModuleResponse } }, config: { auth: 'expert' } },
    async (request) => {
      await owned(request, request.params.id);
      return { data: await getAiModule(app.db, request.params.id, request.params.moduleId) };
    },
  );

  r.put(
    `${BASE}/ai-modules/:moduleId`,
    {
      schema: { tags, params: ZAiModuleParams, body: ZUpdateAiModuleRequest, response: { 200: ZAiModuleResponse } },
      config: { auth: 'expert' },
    },
    async (request) => {
      await owned(request, request.params.id);
      return { data: await updateAiModule(app.db, request.params.id, request.params.moduleId, request.body) };
    },
  );

  r.delete(
    `${BASE}/ai-modules/:moduleId`,
    { schema: { tags, params: ZAiModuleParams, response: { 200: ZDeletedResponse } }, config: { auth: 'expert' } },
    async (request) => {
      await owned(request, request.params.id);
      await deleteAiModule(app.db, request.params.id, request.params.moduleId);
      return { data: { deleted: true as const } };
    },
  );

  r.get(
    `${BASE}/modules`,
    {
      schema: {
        tags,
        params: ZProtocolId,
        querystring: ZListRecurringModulesQuery,
        response: { 200: ZListRecurringModulesResponse },
      },
      config: { auth: 'expert' },
    },
    async (request) => {
      await owned(request, request.params.id);
      const { data, total } = await listRecurringModules(app.db, request.params.id, request.query, app.clock.now());
      return pageBody(request, request.query, data, total);
    },
  );

  r.post(
    `${BASE}/modules`,
    {
      schema: {
        tags,
        params: ZProtocolId,
        body: ZCreateRecurringModuleRequest,
        response: { 201: ZRecurringModuleResponse },
      },
      config: { auth: 'expert' },
    },
    async (request, reply) => {
      await owned(request, request.params.id);
      const data = await createRecurringModule(app.db, request.params.id, request.body, app.clock.now());
      return reply.code(201).send({ data });
    },
  );

  r.put(
    `${BASE}/modules/:moduleId`,
    {
      schema: {
        tags,
        params: ZRecurringModuleParams,
        body: ZUpdateRecurringModuleRequest,
        response: { 200: ZRecurringModuleResponse },
      },
      config: { auth: 'expert' },
    },
    async (request) => {
      await owned(request, request.params.id);
      const { id, moduleId } = request.params;
      return { data: await updateRecurringModule(app.db, id, moduleId, request.body, app.clock.now()) };
    },
  );

  r.post(
    `${BASE}/modules/:moduleId/reset`,
    {
      schema: { tags, params: ZRecurringModuleParams, response: { 200: ZRecurringModuleResponse } },
      config: { auth: 'expert' },
    },
    async (request) => {
      await owned(request, request.params.id);
      return { data: await resetModule(app.db, request.params.id, request.params.moduleId, app.clock.now()) };
    },
  );

  r.delete(
    `${BASE}/modules/:moduleId`,
    {
      schema: { tags, params: ZRecurringModuleParams, response: { 200: ZDeletedResponse } },
      config: { auth: 'expert' },
    },
    async (request) => {
      await owned(request, request.params.id);
      await deleteRecurringModule(app.db, request.params.id, request.params.moduleId);
      return { data: { deleted: true as const } };
    },
  );

  r.get(
    `${BASE}/team`,
    {
      schema: { tags, params: ZProtocolId, querystring: ZListTeamQuery, response: { 200: ZListTeamResponse } },
      config: { auth: 'expert' },
    },
    async (request) => {
      await owned(request, request.params.id);
      const { data, total } = await listTeam(app.db, request.params.id, request.query);
      return pageBody(request, request.query, data, total);
    },
  );

  r.post(
    `${BASE}/team`,
    {
      schema: { tags, params: ZProtocolId, body: ZAddTeamMemberRequest, response: { 201: ZTeamMemberResponse } },
      // 429: invitations per inviter are limited (decision 023).
      config: { auth: 'expert', errors: [429] },
    },
    async (request, reply) => {
      const protocol = await owned(request, request.params.id);
      const member = await addTeamMember(app.db, protocol.id, protocol.owner_id, request.body, app.clock.now());
      return reply.code(201).send({ data: member });
    },
  );

  r.delete(
    `${BASE}/team/:memberId`,
    { schema: { tags, params: ZTeamMemberParams, response: { 200: ZDeletedResponse } }, config: { auth: 'expert' } },
    async (request) => {
      await owned(request, request.params.id);
      await removeTeamMember(app.db, request.params.id, request.params.memberId);
      return { data: { deleted: true as const } };
    },
  );
}
