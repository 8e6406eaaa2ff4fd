import { z } from 'zod';
import { ZCurrency } from '@ito/contracts/common/money';
import { PROTOCOL_ACCESS, type TProtocol } from '@ito/contracts/protocols/fields';
import type { TUpdatePricingRequest } from '@ito/contracts/protocols/pricing';
import { toMajor, toMinor } from '../../../../shared/lib/money.ts';

/** The pricing form edits the price in major units; the rules are the contract's (`ZUpdatePricingRequest`). */
export const ZPricingForm = z
  .object({
    access: z.enum(PROTOCOL_ACCESS),
    price: z.number().min(0, 'The price cannot be negative.').max(1_000_000),
    currency: ZCurrency,
  })
  .superRefine((value, ctx) => {
    if (value.access === 'paid' && !(value.price > 0)) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'Set a price above zero for a paid protocol.' });
    }
  });
export type TPricingForm = z.infer<typeof ZPricingForm>;

export function pricingToValues(protocol: Pick<TProtocol, 'access' | 'price_minor' | 'currency'>): TPricingForm {
  return {
    access: protocol.access,
    price: toMajor(protocol.price_minor, protocol.currency),
    currency: protocol.currency,
  };
}

/** A free protocol has no price, whatever the field still holds. */
export function toPricingBody(values: TPricingForm): TUpdatePricingRequest {
  const currency = values.currency.toUpperCase();
  return {
    access: values.access,
    price_minor: values.access === 'free' ? 0 : toMinor(values.price, currency),
    currency,
  };
}

/** Server key `price_minor` -> the form's `price`. */
export function pricingFieldFor(serverField: string): string {
  return serverField === 'price_minor' ? 'price' : serverField;
}
