import { z } from 'zod';
import { ZId } from '../common/ids.ts';
import { ZMoney } from '../common/money.ts';
import { ZCategoryRef } from '../programs/fields.ts';

/** Field rules shared by the protocol studio endpoints (decision 017). */
export const PROTOCOL_STATUS = ['draft', 'published', 'archived'] as const;
export const PROTOCOL_ACCESS = ['free', 'paid'] as const;

export const PROTOCOL_LIMITS = {
  nameMax: 120,
  descriptionMax: 5000,
  searchMax: 100,
  nodesMax: 500,
  itemNameMax: 120,
  textMax: 5000,
  questionsMax: 100,
  optionsMax: 20,
  aiModulesMax: 200,
  recurringModulesMax: 50,
  teamMax: 100,
} as const;

/** `:id` of a protocol. */
export const ZProtocolId = z.object({ id: ZId });

export const ZProtocolName = z
  .string()
  .trim()
  .min(3, 'protocols.name_min')
  .max(PROTOCOL_LIMITS.nameMax, 'protocols.name_max');

export const ZProtocolStatus = z.enum(PROTOCOL_STATUS);

export const ZProgramRef = z.object({ id: z.string(), title: z.string() });

/** One protocol as the studio shows it (list rows and the single view). */
export const ZProtocol = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  status: ZProtocolStatus,
  /** The newest published version (0: never published). */
  version: z.number().int(),
  has_draft_changes: z.boolean(),
  access: z.enum(PROTOCOL_ACCESS),
  price_minor: ZMoney.shape.amount_minor,
  currency: ZMoney.shape.currency,
  category_id: z.string().nullable(),
  category: ZCategoryRef.nullable(),
  program_id: z.string().nullable(),
  program: ZProgramRef.nullable(),
  steps_count: z.number().int(),
  runs_count: z.number().int(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TProtocol = z.infer<typeof ZProtocol>;
