import type { TItemCreateRequest, TProtocolItem } from '@ito/contracts/protocols/items';
import { defaultItemValues, type AnyItemFormValues, type ItemKind } from './item-kinds.ts';
import { toMajor, toMinor } from '../../../../shared/lib/money.ts';

/** Form values -> the request body: name and description on the row, the kind's fields in `data`. */
export function toItemBody(kind: ItemKind, values: AnyItemFormValues): TItemCreateRequest {
  const { name, description, ...fields } = values;
  if (kind === 'order') {
    const { amount, currency, ...rest } = fields as { amount: number; currency: string };
    return { name, description, data: { ...rest, currency, amount_minor: toMinor(amount, currency) } };
  }
  return { name, description, data: fields };
}

/** A stored item -> form values; fields the item lacks keep the kind's defaults. */
export function itemToValues(kind: ItemKind, item: TProtocolItem): AnyItemFormValues {
  const defaults = defaultItemValues(kind);
  const data = item.data ?? {};
  const values: AnyItemFormValues = { ...defaults, name: item.name, description: item.description ?? '' };
  for (const key of Object.keys(defaults)) {
    if (key in data && data[key] !== undefined) values[key] = data[key];
  }
  if (kind === 'order') {
    const currency = typeof data.currency === 'string' ? data.currency : 'USD';
    values.amount = typeof data.amount_minor === 'number' ? toMajor(data.amount_minor, currency) : 0;
  }
  return values;
}

/** Server 422 keys (`data.amount_minor`, `data.message`) -> the form's field names. */
export function itemFieldFor(serverField: string): string {
  const field = serverField.startsWith('data.') ? serverField.slice('data.'.length) : serverField;
  return field === 'amount_minor' ? 'amount' : field;
}
