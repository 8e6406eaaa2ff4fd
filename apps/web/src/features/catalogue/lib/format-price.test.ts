import { describe, expect, it } from 'vitest';
import { fileUrl, formatPrice } from './format-price.ts';

describe('formatPrice', () => {
  it('reads minor units with the currency’s own decimals', () => {
    expect(formatPrice(1999, 'USD', 'en')).toBe('$19.99');
    expect(formatPrice(4900, 'EUR', 'en')).toBe('€49.00');
    expect(formatPrice(1500, 'JPY', 'en')).toBe('¥1,500');
  });

  it('points at the sized file', () => {
    expect(fileUrl('abc.webp', 'thumb')).toBe('/public/files/thumb/abc.webp');
  });
});
