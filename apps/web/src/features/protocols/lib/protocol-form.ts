import { z } from 'zod';
import { PROTOCOL_LIMITS, ZProtocolName } from '@ito/contracts/protocols/fields';
import type { TProtocol, TProtocolFields } from '../api/protocols-api.ts';

export { PROTOCOL_LIMITS };

/** The protocol details form: the contract's fields of `POST/PUT /api/creator/protocols`, all present. */
export const ZProtocolForm = z.object({
  name: ZProtocolName,
  description: z.string().max(PROTOCOL_LIMITS.descriptionMax),
  category_id: z.string().nullable(),
  program_id: z.string().nullable(),
});
export type TProtocolForm = z.infer<typeof ZProtocolForm>;

export const EMPTY_PROTOCOL_FORM: TProtocolForm = { name: '', description: '', category_id: null, program_id: null };

export function protocolFormOf(p: TProtocol): TProtocolForm {
  return { name: p.name, description: p.description, category_id: p.category_id, program_id: p.program_id };
}

export function protocolBody(values: TProtocolForm): TProtocolFields {
  return { ...values, description: values.description.trim() };
}
