import { z } from 'zod';
import { ZCreatorProgram } from './get-creator-program.ts';
import { ZProgramFields, ZProgramId } from './fields.ts';
import { defineEndpoint } from '../common/endpoint.ts';

/** PUT /api/creator/programs/{id}: any subset of the editable fields; a new title gives a new slug. */
export const ZUpdateProgramRequest = ZProgramFields.partial();
export type TUpdateProgramRequest = z.infer<typeof ZUpdateProgramRequest>;

export const ZUpdateProgramResponse = z.object({ data: ZCreatorProgram });
export type TUpdateProgramResponse = z.infer<typeof ZUpdateProgramResponse>;

export const updateProgramEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/creator/programs/:id',
  params: ZProgramId,
  body: ZUpdateProgramRequest,
  responses: { 200: ZUpdateProgramResponse },
  auth: 'expert',
});
