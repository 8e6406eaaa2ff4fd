import { describe, expect, it } from 'vitest';
import { fileUrl, formatPrice } from './format-price.ts';

describe('formatPrice', () => {
  it('reads minor units with the currency’s own decimals', () => {
    expect(formatPrice(1999, 'USD', 'en')).toBe('$19.99');
    expect(formatPrice(4900, 'EUR', 'en')).toBe('€49.00');
    expect(formatPrice(1500, 'JPY', 'en')).toBe('¥1,500');
  });

  it('keeps a Latin currency symbol whole in right-to-left text', () => {
    expect(formatPrice(1999, 'USD', 'ar')).toContain('\u2068US$\u2069');
    expect(formatPrice(1999, 'USD', 'ar')).toMatch(/19[.٫]99|١٩٫٩٩/);
    expect(formatPrice(1999, 'USD', 'en')).not.toContain('\u2068');
  });

  it('points at the sized file', () => {
    expect(fileUrl('abc.webp', 'thumb')).toBe('/public/files/thumb/abc.webp');
  });
});
