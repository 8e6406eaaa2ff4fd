import type { FastifyInstance } from 'fastify';
import { archiveProgramEndpoint, unarchiveProgramEndpoint } from '@ito/contracts/programs/archive-program';
import { createProgramEndpoint } from '@ito/contracts/programs/create-program';
import { deleteProgramEndpoint } from '@ito/contracts/programs/delete-program';
import { getCreatorProgramEndpoint } from '@ito/contracts/programs/get-creator-program';
import { listCreatorProgramsEndpoint } from '@ito/contracts/programs/list-creator-programs';
import { publishProgramEndpoint } from '@ito/contracts/programs/publish-program';
import { replaceProgramContentEndpoint } from '@ito/contracts/programs/replace-program-content';
import { updateProgramEndpoint } from '@ito/contracts/programs/update-program';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { raiseOnWrite } from '../../platform/events.ts';
import { perCallerLimit } from '../../platform/write-limits.ts';
import { pageBody } from '../../platform/paging.ts';
import { replaceCurriculum } from './content-service.ts';
import { archiveProgram, publishProgram, unarchiveProgram } from './publish-service.ts';
import { createProgram, deleteProgram, getProgram, listPrograms, loadOwnedProgram, updateProgram } from './service.ts';

/** The creator studio's programs (`/creator/programs`): experts only, each program only by its owner. */
declare module '../../platform/events.ts' {
  interface AppEvents {
    /** A creator's program was created, changed, published, archived or deleted. */
    'programs-changed': undefined;
  }
}

export async function programRoutes(app: FastifyInstance): Promise<void> {
  const options = { tags: ['creator programs'] };
  // Saving a curriculum parses and sanitizes up to a megabyte of lessons: a few a minute per creator.
  const heavyWrite = { ...options, config: { rateLimit: perCallerLimit(30) } };
  raiseOnWrite(app, 'programs-changed', undefined);

  endpointRoute(app, listCreatorProgramsEndpoint, options, async (request, _reply, { caller }) => {
    const { data, total } = await listPrograms(app.db, caller.user.id, request.query);
    return pageBody(request, request.query, data, total);
  });

  endpointRoute(app, createProgramEndpoint, heavyWrite, async (request, reply, { caller }) => {
    return reply.code(201).send({ data: await createProgram(app.db, caller.user.id, request.body) });
  });

  endpointRoute(app, getCreatorProgramEndpoint, options, async (request, _reply, { caller }) => {
    return { data: await getProgram(app.db, caller.user.id, request.params.id) };
  });

  endpointRoute(app, updateProgramEndpoint, options, async (request, _reply, { caller }) => {
    return { data: await updateProgram(app.db, caller.user.id, request.params.id, request.body) };
  });

  endpointRoute(app, replaceProgramContentEndpoint, heavyWrite, async (request, _reply, { caller }) => {
    const { id } = request.params;
    await loadOwnedProgram(app.db, caller.user.id, id);
    await replaceCurriculum(app.db, caller.user.id, id, request.body);
    return { data: await getProgram(app.db, caller.user.id, id) };
  });

  endpointRoute(app, publishProgramEndpoint, options, async (request, _reply, { caller }) => {
    return publishProgram(app.db, caller.user.id, request.params.id);
  });

  endpointRoute(app, archiveProgramEndpoint, options, async (request, _reply, { caller }) => {
    return { data: await archiveProgram(app.db, caller.user.id, request.params.id) };
  });

  endpointRoute(app, unarchiveProgramEndpoint, options, async (request, _reply, { caller }) => {
    return { data: await unarchiveProgram(app.db, caller.user.id, request.params.id) };
  });

  endpointRoute(app, deleteProgramEndpoint, options, async (request, _reply, { caller }) => {
    await deleteProgram(app.db, caller.user.id, request.params.id);
    return { data: { deleted: true as const } };
  });
}
