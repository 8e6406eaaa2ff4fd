import { z } from 'zod';
import { ITEM_DATA_SCHEMAS, itemCreateSchema, NUDGE_CHANNELS, ORDER_TYPES } from '@ito/contracts/protocols/items';
import { ZCurrency } from '@ito/contracts/common/money';

/**
 * The builder's item kinds that have sub-pages, and each kind's form (decision 017: one `protocol_items` row per
 * item, the kind's own fields in `data`). The form is flat (a field per input) and validated with the contract's
 * own rules; `item-body.ts` turns it into the request body.
 */
export const ITEM_KINDS = ['activity', 'nudge', 'challenge', 'order', 'assessment', 'kpi', 'ai'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export function isItemKind(value: string | undefined): value is ItemKind {
  return (ITEM_KINDS as readonly string[]).includes(value ?? '');
}

export { NUDGE_CHANNELS, ORDER_TYPES };
export const KPI_DIRECTIONS = ['up', 'down'] as const;

/** Money is edited in major units (`amount`) and sent as `amount_minor`; a payment must cost something. */
const orderFields = {
  type: z.enum(ORDER_TYPES),
  amount: z.number().min(0, 'The price cannot be negative.').max(1_000_000),
  currency: ZCurrency,
};

export function itemFormSchema(kind: ItemKind) {
  const { name, description } = itemCreateSchema(kind).shape;
  const base = z.object({ name, description });
  if (kind === 'order') return base.extend(orderFields).superRefine(checkOrder);
  return base.extend(ITEM_DATA_SCHEMAS[kind].shape);
}

function checkOrder(value: { type: string; amount: number }, ctx: z.RefinementCtx): void {
  if (value.type === 'payment' && !(value.amount > 0)) {
    ctx.addIssue({ code: 'custom', path: ['amount'], message: 'A payment needs an amount above zero.' });
  }
}

/** The union of every kind's fields, for one form component that shows the fields of its kind. */
export type AnyItemFormValues = { name: string; description: string } & Record<string, unknown>;

/** What a new item of each kind starts with (SPEC section 9: order type defaults to confirmation). */
export function defaultItemValues(kind: ItemKind): AnyItemFormValues {
  const common = { name: '', description: '' };
  switch (kind) {
    case 'activity':
      return { ...common, instructions: '', minutes: null };
    case 'nudge':
      return { ...common, message: '', channel: 'in_app' };
    case 'challenge':
      return { ...common, goal: '', days: 7 };
    case 'order':
      return { ...common, type: 'confirmation', amount: 0, currency: 'USD' };
    case 'assessment':
      return { ...common, pass_score: null };
    case 'kpi':
      return { ...common, unit: '', target: undefined, direction: 'up' };
    case 'ai':
      return { ...common, prompt: '' };
  }
}
