import { z } from 'zod';
import { ZCreatorProgram } from './get-creator-program.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZProgramId } from './fields.ts';

/**
 * POST /api/creator/programs/{id}/archive: takes the program out of the catalogue (followers keep it).
 * POST /api/creator/programs/{id}/unarchive: back to draft, so that it passes the publish checks again before it
 * returns to the catalogue. No body for either.
 */
export const ZArchiveProgramResponse = z.object({ data: ZCreatorProgram });
export type TArchiveProgramResponse = z.infer<typeof ZArchiveProgramResponse>;

export const archiveProgramEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/creator/programs/:id/archive',
  params: ZProgramId,
  responses: { 200: ZArchiveProgramResponse },
  auth: 'expert',
});

export const unarchiveProgramEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/creator/programs/:id/unarchive',
  params: ZProgramId,
  responses: { 200: ZArchiveProgramResponse },
  auth: 'expert',
});
