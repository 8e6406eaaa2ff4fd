import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZProtocolId } from './fields.ts';

/** DELETE /api/creator/protocols/{id}: 423 while followers run it (`errors.used` such as ["3 runs"]). */
export const ZDeletedResponse = z.object({ data: z.object({ deleted: z.literal(true) }) });
export type TDeletedResponse = z.infer<typeof ZDeletedResponse>;

export const deleteProtocolEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/creator/protocols/:id',
  params: ZProtocolId,
  responses: { 200: ZDeletedResponse },
  auth: 'expert',
  errors: [423],
});
