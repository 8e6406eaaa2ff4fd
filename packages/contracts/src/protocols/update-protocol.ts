import type { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZCreateProtocolRequest, ZProtocolResponse } from './create-protocol.ts';
import { ZProtocolId } from './fields.ts';

/** PUT /api/creator/protocols/{id}: any subset of the create fields. GET answers `ZProtocolResponse` as well. */
export const ZUpdateProtocolRequest = ZCreateProtocolRequest.partial();
export type TUpdateProtocolRequest = z.infer<typeof ZUpdateProtocolRequest>;

export const updateProtocolEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/creator/protocols/:id',
  params: ZProtocolId,
  body: ZUpdateProtocolRequest,
  responses: { 200: ZProtocolResponse },
  auth: 'expert',
});
