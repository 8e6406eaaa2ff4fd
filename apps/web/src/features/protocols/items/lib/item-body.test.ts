import { describe, expect, it } from 'vitest';
import { itemCreateSchema, type TProtocolItem } from '@ito/contracts/protocols/items';
import { itemFieldFor, itemToValues, toItemBody } from './item-body.ts';
import { defaultItemValues, itemFormSchema, type AnyItemFormValues } from './item-kinds.ts';

const stored = (kind: TProtocolItem['kind'], data: Record<string, unknown>) =>
  ({ id: 'i1', kind, name: 'Kit', description: '', data }) as TProtocolItem;

describe('item bodies', () => {
  it('turns each kind’s default form into a body its contract accepts once named', () => {
    for (const kind of ['activity', 'nudge', 'challenge', 'order', 'assessment', 'ai'] as const) {
      const values: AnyItemFormValues = { ...defaultItemValues(kind), name: 'Something' };
      if (kind === 'nudge') values.message = 'Hello';
      if (kind === 'challenge') values.goal = 'Walk daily';
      if (kind === 'ai') values.prompt = 'Be kind';
      expect(itemFormSchema(kind).safeParse(values).success, kind).toBe(true);
      expect(itemCreateSchema(kind).safeParse(toItemBody(kind, values)).success, kind).toBe(true);
    }
  });

  it('reads a stored order back in major units, keeping defaults for what it lacks', () => {
    expect(itemToValues('order', stored('order', { type: 'payment', amount_minor: 2499, currency: 'EUR' }))).toEqual({
      name: 'Kit',
      description: '',
      type: 'payment',
      amount: 24.99,
      currency: 'EUR',
    });
    expect(itemToValues('nudge', stored('nudge', {})).channel).toBe('in_app');
  });

  it('refuses a payment order of zero on the client, as the server would', () => {
    const result = itemFormSchema('order').safeParse({ ...defaultItemValues('order'), name: 'Kit', type: 'payment' });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['amount']);
  });

  it('maps server field keys to form fields', () => {
    expect(itemFieldFor('data.amount_minor')).toBe('amount');
    expect(itemFieldFor('data.message')).toBe('message');
    expect(itemFieldFor('name')).toBe('name');
  });
});
