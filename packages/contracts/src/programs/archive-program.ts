import { z } from 'zod';
import { ZCreatorProgram } from './get-creator-program.ts';

/**
 * POST /api/creator/programs/{id}/archive: takes the program out of the catalogue (followers keep it).
 * POST /api/creator/programs/{id}/unarchive: back to draft, so that it passes the publish checks again before it
 * returns to the catalogue. No body for either.
 */
export const ZArchiveProgramResponse = z.object({ data: ZCreatorProgram });
export type TArchiveProgramResponse = z.infer<typeof ZArchiveProgramResponse>;
