import { z } from 'zod';
import { ZCreatorProgram } from './get-creator-program.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZCodedMessage } from '../common/errors.ts';
import { ZProgramId } from './fields.ts';

/**
 * POST /api/creator/programs/{id}/publish: no body. When something is missing the answer is 422
 * `{message, errors: {field: [what is missing]}}`, one entry per missing part; otherwise the program is published.
 * `recommendations` lists what is optional but helps (a cover image), as catalogue codes the web translates.
 */
export const PUBLISH_MINIMUMS = { summary: 20, description: 100 } as const;

export const ZPublishProgramResponse = z.object({
  data: ZCreatorProgram,
  recommendations: z.array(ZCodedMessage),
});
export type TPublishProgramResponse = z.infer<typeof ZPublishProgramResponse>;

export const publishProgramEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/creator/programs/:id/publish',
  params: ZProgramId,
  responses: { 200: ZPublishProgramResponse },
  auth: 'expert',
});
