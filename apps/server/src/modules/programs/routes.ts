import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZArchiveProgramResponse } from '@ito/contracts/programs/archive-program';
import { ZCreateProgramRequest, ZCreateProgramResponse } from '@ito/contracts/programs/create-program';
import { ZDeleteProgramResponse } from '@ito/contracts/programs/delete-program';
import { ZProgramId } from '@ito/contracts/programs/fields';
import { ZGetCreatorProgramResponse } from '@ito/contracts/programs/get-creator-program';
import { ZListCreatorProgramsQuery, ZListCreatorProgramsResponse } from '@ito/contracts/programs/list-creator-programs';
import { ZPublishProgramResponse } from '@ito/contracts/programs/publish-program';
import {
  ZReplaceProgramContentRequest,
  ZReplaceProgramContentResponse,
} from '@ito/contracts/programs/replace-program-content';
import { ZUpdateProgramRequest, ZUpdateProgramResponse } from '@ito/contracts/programs/update-program';
import { pageBody } from '../../platform/paging.ts';
import { replaceCurriculum } from './content-service.ts';
import { requireCreator } from '../../platform/route-auth.ts';
import { archiveProgram, publishProgram, unarchiveProgram } from './publish-service.ts';
import { createProgram, deleteProgram, getProgram, listPrograms, loadOwnedProgram, updateProgram } from './service.ts';
import { clearFacetsOnWrite } from '../catalogue/facet-cache.ts';

/** The creator studio's programs (`/creator/programs`): experts only, each program only by its owner. */
export async function programRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['creator programs'];
  clearFacetsOnWrite(app);

  r.get(
    '/api/creator/programs',
    {
      schema: { tags, querystring: ZListCreatorProgramsQuery, response: { 200: ZListCreatorProgramsResponse } },
      config: { auth: 'expert' },
    },
    async (request) => {
      const caller = await requireCreator(request);
      const { data, total } = await listPrograms(app.db, caller.user.id, request.query);
      return pageBody(request, request.query, data, total);
    },
  );

  r.post(
    '/api/creator/programs',
    {
      schema: { tags, body: ZCreateProgramRequest, response: { 201: ZCreateProgramResponse } },
      config: { auth: 'expert' },
    },
    async (request, reply) => {
      const caller = await requireCreator(request);
      return reply.code(201).send({ data: await createProgram(app.db, caller.user.id, request.body) });
    },
  );

  r.get(
    '/api/creator/programs/:id',
    { schema: { tags, params: ZProgramId, response: { 200: ZGetCreatorProgramResponse } }, config: { auth: 'expert' } },
    async (request) => {
      const caller = await requireCreator(request);
      return { data: await getProgram(app.db, caller.user.id, request.params.id) };
    },
  );

  r.put(
    '/api/creator/programs/:id',
    {
      schema: { tags, params: ZProgramId, body: ZUpdateProgramRequest, response: { 200: ZUpdateProgramResponse } },
      config: { auth: 'expert' },
    },
    async (request) => {
      const caller = await requireCreator(request);
      return { data: await updateProgram(app.db, caller.user.id, request.params.id, request.body) };
    },
  );

  r.put(
    '/api/creator/programs/:id/content',
    {
      schema: {
        tags,
        params: ZProgramId,
        body: ZReplaceProgramContentRequest,
        response: { 200: ZReplaceProgramContentResponse },
      },
      config: { auth: 'expert', errors: [423] },
    },
    async (request) => {
      const caller = await requireCreator(request);
      const { id } = request.params;
      await loadOwnedProgram(app.db, caller.user.id, id);
      await replaceCurriculum(app.db, id, request.body);
      return { data: await getProgram(app.db, caller.user.id, id) };
    },
  );

  r.post(
    '/api/creator/programs/:id/publish',
    { schema: { tags, params: ZProgramId, response: { 200: ZPublishProgramResponse } }, config: { auth: 'expert' } },
    async (request) => {
      const caller = await requireCreator(request);
      return publishProgram(app.db, caller.user.id, request.params.id);
    },
  );

  r.post(
    '/api/creator/programs/:id/archive',
    { schema: { tags, params: ZProgramId, response: { 200: ZArchiveProgramResponse } }, config: { auth: 'expert' } },
    async (request) => {
      const caller = await requireCreator(request);
      return { data: await archiveProgram(app.db, caller.user.id, request.params.id) };
    },
  );

  r.post(
    '/api/creator/programs/:id/unarchive',
    { schema: { tags, params: ZProgramId, response: { 200: ZArchiveProgramResponse } }, config: { auth: 'expert' } },
    async (request) => {
      const caller = await requireCreator(request);
      return { data: await unarchiveProgram(app.db, caller.user.id, request.params.id) };
    },
  );

  r.delete(
    '/api/creator/programs/:id',
    {
      schema: { tags, params: ZProgramId, response: { 200: ZDeleteProgramResponse } },
      config: { auth: 'expert', errors: [423] },
    },
    async (request) => {
      const caller = await requireCreator(request);
      await deleteProgram(app.db, caller.user.id, request.params.id);
      return { data: { deleted: true as const } };
    },
  );
}
