import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { PROTOCOL_LIMITS, ZProtocol, ZProtocolName } from './fields.ts';

/** POST /api/creator/protocols: a new draft with an empty graph (201). */
export const ZCreateProtocolRequest = z.object({
  name: ZProtocolName,
  description: z.string().trim().max(PROTOCOL_LIMITS.descriptionMax).optional(),
  category_id: z.uuid('programs.category_invalid').nullable().optional(),
  program_id: z.uuid('protocols.choose_program').nullable().optional(),
});
export type TCreateProtocolRequest = z.infer<typeof ZCreateProtocolRequest>;

export const ZProtocolResponse = z.object({ data: ZProtocol });
export type TProtocolResponse = z.infer<typeof ZProtocolResponse>;

export const createProtocolEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/creator/protocols',
  body: ZCreateProtocolRequest,
  responses: { 201: ZProtocolResponse },
  auth: 'expert',
});
