import { z } from 'zod';
import { ZId } from '../common/ids.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZMeasure } from '../common/measure.ts';
import type { MessageCode } from '../common/message-codes.ts';
import { paged, ZPageQuery } from '../common/paging.ts';
import { ZCurrency, ZMoney, ZPriceMinor } from '../common/money.ts';
import { PROTOCOL_LIMITS } from './fields.ts';

/**
 * The things steps use (builder sub-pages activity, nudge, challenge, order, assessment, kpi, ai, and services):
 * GET|POST /api/creator/protocols/{id}/items/{kind}, GET|PUT|DELETE .../items/{kind}/{itemId}. Each kind has its own
 * `data`; deleting an item a step or recurring module uses is 423 with the steps' names in `errors.used`.
 */
export const PROTOCOL_ITEM_KINDS = [
  'activity',
  'nudge',
  'challenge',
  'order',
  'assessment',
  'kpi',
  'service',
  'ai',
] as const;
export type TProtocolItemKind = (typeof PROTOCOL_ITEM_KINDS)[number];

/** A required text; `required` is its catalogue code ('Write the goal.'). */
const ZText = (required: MessageCode) =>
  z.string().trim().min(1, required).max(PROTOCOL_LIMITS.textMax, 'protocols.text_max');

/** SPEC section 9: order type defaults to confirmation (the follower confirms; nothing is charged). */
export const ORDER_TYPES = ['confirmation', 'payment'] as const;
export const NUDGE_CHANNELS = ['in_app', 'email', 'push'] as const;

export const ITEM_DATA_SCHEMAS = {
  activity: z.object({
    instructions: z.string().trim().max(PROTOCOL_LIMITS.textMax).default(''),
    minutes: z
      .number()
      .int()
      .min(1, 'protocols.activity_minutes_min')
      .max(1440, 'protocols.activity_minutes_max')
      .nullable()
      .default(null),
  }),
  nudge: z.object({ message: ZText('protocols.nudge_message'), channel: z.enum(NUDGE_CHANNELS).default('in_app') }),
  challenge: z.object({
    goal: ZText('protocols.challenge_goal'),
    days: z.number().int().min(1, 'protocols.challenge_days').max(365, 'protocols.challenge_days'),
  }),
  // The order's money (`TMoney`), under the rules of a price a person sets, and what it is for.
  order: ZMoney.extend({
    amount_minor: ZPriceMinor.default(0),
    currency: ZCurrency.default('USD'),
    type: z.enum(ORDER_TYPES).default('confirmation'),
  }).superRefine((value, ctx) => {
    if (value.type === 'payment' && value.amount_minor === 0) {
      ctx.addIssue({ code: 'custom', path: ['amount_minor'], message: 'protocols.payment_amount' });
    }
  }),
  assessment: z.object({
    /** The score at which the follower passes (compared by `score_at_least` conditions); null: no pass mark. */
    pass_score: z.number().int().min(0).max(100_000).nullable().default(null),
  }),
  kpi: z.object({
    unit: z.string().trim().min(1, 'protocols.kpi_unit').max(32),
    target: ZMeasure,
    direction: z.enum(['up', 'down']),
  }),
  service: z.object({
    duration_min: z.number().int().min(5, 'protocols.service_minutes').max(1440, 'protocols.service_minutes'),
    /** In minor units (cents) of the protocol's currency. */
    price: ZPriceMinor,
  }),
  ai: z.object({ prompt: ZText('protocols.ai_prompt') }),
} as const satisfies Record<TProtocolItemKind, z.ZodType>;

const ZItemName = z
  .string()
  .trim()
  .min(1, 'protocols.item_name')
  .max(PROTOCOL_LIMITS.itemNameMax, 'protocols.item_name_max');
const ZItemDescription = z.string().trim().max(PROTOCOL_LIMITS.textMax);

/** POST body for one kind: name, description and the kind's data. */
export function itemCreateSchema<K extends TProtocolItemKind>(kind: K) {
  return z.object({ name: ZItemName, description: ZItemDescription.default(''), data: ITEM_DATA_SCHEMAS[kind] });
}

/** PUT body for one kind: any of name and description; `data`, when given, replaces the whole data. */
export function itemUpdateSchema<K extends TProtocolItemKind>(kind: K) {
  return z.object({
    name: ZItemName.optional(),
    description: ZItemDescription.optional(),
    data: ITEM_DATA_SCHEMAS[kind].optional(),
  });
}

export type TItemCreateRequest = { name: string; description: string; data: Record<string, unknown> };
export type TItemUpdateRequest = { name?: string; description?: string; data?: Record<string, unknown> };

export const ZItemParams = z.object({ id: ZId, itemId: ZId });

export const ZProtocolItem = z.object({
  id: z.string(),
  kind: z.enum(PROTOCOL_ITEM_KINDS),
  name: z.string(),
  description: z.string(),
  data: z.record(z.string(), z.unknown()),
  /** Assessments: how many questions, and the most a follower can score. */
  question_count: z.number().int(),
  max_score: z.number(),
  /** Steps and recurring modules that use it (such an item cannot be deleted). */
  uses_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TProtocolItem = z.infer<typeof ZProtocolItem>;

export const ZListItemsQuery = ZPageQuery.extend({
  search: z.string().trim().max(PROTOCOL_LIMITS.searchMax).optional(),
});
export type TListItemsQuery = z.infer<typeof ZListItemsQuery>;
export const ZListItemsResponse = paged(ZProtocolItem);
export type TListItemsResponse = z.infer<typeof ZListItemsResponse>;

export const ZItemResponse = z.object({ data: ZProtocolItem });
export type TItemResponse = z.infer<typeof ZItemResponse>;

const ZItemKindProtocolId = z.object({ id: ZId });
const ZItemDeletedResponse = z.object({ data: z.object({ deleted: z.literal(true) }) });

/**
 * The endpoints of one item kind: each kind is its own route set (its `data` has its own schema), so the contract is
 * built per kind; the path keeps the kind as a literal (`/api/creator/protocols/:id/items/nudge`).
 */
export function itemEndpoints<const K extends TProtocolItemKind>(kind: K) {
  // The kind as the union, not the generic: the path check of `defineEndpoint` then sees its `:id`.
  const path = `/api/creator/protocols/:id/items/${kind as TProtocolItemKind}` as const;
  const one = `/api/creator/protocols/:id/items/${kind as TProtocolItemKind}/:itemId` as const;
  return {
    list: defineEndpoint({
      method: 'GET',
      path,
      params: ZItemKindProtocolId,
      query: ZListItemsQuery,
      responses: { 200: ZListItemsResponse },
      auth: 'expert',
    }),
    create: defineEndpoint({
      method: 'POST',
      path,
      params: ZItemKindProtocolId,
      body: itemCreateSchema(kind),
      responses: { 201: ZItemResponse },
      auth: 'expert',
    }),
    get: defineEndpoint({
      method: 'GET',
      path: one,
      params: ZItemParams,
      responses: { 200: ZItemResponse },
      auth: 'expert',
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: one,
      params: ZItemParams,
      body: itemUpdateSchema(kind),
      responses: { 200: ZItemResponse },
      auth: 'expert',
    }),
    delete: defineEndpoint({
      method: 'DELETE',
      path: one,
      params: ZItemParams,
      responses: { 200: ZItemDeletedResponse },
      auth: 'expert',
      errors: [423],
    }),
  };
}
