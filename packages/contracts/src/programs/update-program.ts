import { z } from 'zod';
import { ZCreatorProgram } from './get-creator-program.ts';
import { ZProgramFields } from './fields.ts';

/** PUT /api/creator/programs/{id}: any subset of the editable fields; a new title gives a new slug. */
export const ZUpdateProgramRequest = ZProgramFields.partial();
export type TUpdateProgramRequest = z.infer<typeof ZUpdateProgramRequest>;

export const ZUpdateProgramResponse = z.object({ data: ZCreatorProgram });
export type TUpdateProgramResponse = z.infer<typeof ZUpdateProgramResponse>;
