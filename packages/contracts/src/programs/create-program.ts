import { z } from 'zod';
import { ZCreatorProgram } from './get-creator-program.ts';
import { ZProgramFields } from './fields.ts';
import { defineEndpoint } from '../common/endpoint.ts';

/** POST /api/creator/programs: a new draft; slug, shortcode and secret are generated. */
export const ZCreateProgramRequest = ZProgramFields.partial().required({ title: true });
export type TCreateProgramRequest = z.infer<typeof ZCreateProgramRequest>;

export const ZCreateProgramResponse = z.object({ data: ZCreatorProgram });
export type TCreateProgramResponse = z.infer<typeof ZCreateProgramResponse>;

export const createProgramEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/creator/programs',
  body: ZCreateProgramRequest,
  responses: { 201: ZCreateProgramResponse },
  auth: 'expert',
});
