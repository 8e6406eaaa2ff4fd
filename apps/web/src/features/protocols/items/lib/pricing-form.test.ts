import { describe, expect, it } from 'vitest';
import { ZUpdatePricingRequest } from '@ito/contracts/protocols/pricing';
import { pricingToValues, toPricingBody, ZPricingForm } from './pricing-form.ts';

describe('pricing form', () => {
  it('shows minor units as money and sends them back as minor units', () => {
    const values = pricingToValues({ access: 'paid', price_minor: 4999, currency: 'EUR' });
    expect(values.price).toBe(49.99);
    expect(toPricingBody(values)).toEqual({ access: 'paid', price_minor: 4999, currency: 'EUR' });
    expect(toPricingBody({ access: 'paid', price: 1500, currency: 'jpy' })).toEqual({
      access: 'paid',
      price_minor: 1500,
      currency: 'JPY',
    });
  });

  it('sends a free protocol with no price, which the contract accepts', () => {
    const body = toPricingBody({ access: 'free', price: 12, currency: 'USD' });
    expect(body.price_minor).toBe(0);
    expect(ZUpdatePricingRequest.safeParse(body).success).toBe(true);
  });

  it('refuses a paid protocol without a price and an unknown currency', () => {
    const result = ZPricingForm.safeParse({ access: 'paid', price: 0, currency: 'USX' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path[0]).sort()).toEqual(['currency', 'price']);
  });
});
