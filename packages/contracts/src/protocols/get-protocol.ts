import { defineEndpoint } from '../common/endpoint.ts';
import { ZProtocolResponse } from './create-protocol.ts';
import { ZProtocolId } from './fields.ts';

/** GET /api/creator/protocols/{id}: one of the caller's protocols (404 for anyone else's). */
export const getProtocolEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/creator/protocols/:id',
  params: ZProtocolId,
  responses: { 200: ZProtocolResponse },
  auth: 'expert',
});
