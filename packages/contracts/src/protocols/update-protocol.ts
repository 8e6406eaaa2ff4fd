import type { z } from 'zod';
import { ZCreateProtocolRequest } from './create-protocol.ts';

/** PUT /api/creator/protocols/{id}: any subset of the create fields. GET answers `ZProtocolResponse` as well. */
export const ZUpdateProtocolRequest = ZCreateProtocolRequest.partial();
export type TUpdateProtocolRequest = z.infer<typeof ZUpdateProtocolRequest>;
