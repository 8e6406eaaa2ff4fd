import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { paged, ZPageQuery } from '../common/paging.ts';
import { PROTOCOL_LIMITS, ZProtocol, ZProtocolStatus } from './fields.ts';

/** GET /api/creator/protocols: the caller's protocols, newest first; `category_id` backs `/creator/protocols/{category}`. */
export const ZListProtocolsQuery = ZPageQuery.extend({
  status: ZProtocolStatus.optional(),
  category_id: z.uuid('programs.category_invalid').optional(),
  search: z.string().trim().max(PROTOCOL_LIMITS.searchMax).optional(),
});
export type TListProtocolsQuery = z.infer<typeof ZListProtocolsQuery>;

export const ZListProtocolsResponse = paged(ZProtocol);
export type TListProtocolsResponse = z.infer<typeof ZListProtocolsResponse>;

export const listProtocolsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/creator/protocols',
  query: ZListProtocolsQuery,
  responses: { 200: ZListProtocolsResponse },
  auth: 'expert',
});
