import { describe, expect, it } from 'vitest';
import { currencyDigits, formatMoney, toMajor, toMinor } from './money.ts';

describe('money', () => {
  it('converts major to minor units by the currency', () => {
    expect(toMinor(19.99, 'USD')).toBe(1999);
    expect(toMinor(0.1 + 0.2, 'EUR')).toBe(30);
    expect(toMinor(500, 'JPY')).toBe(500);
    expect(toMinor(1.234, 'KWD')).toBe(1234);
  });

  it('converts back and formats for the reader', () => {
    expect(toMajor(1999, 'USD')).toBe(19.99);
    expect(toMajor(500, 'JPY')).toBe(500);
    expect(formatMoney(1999, 'USD', 'en-US')).toBe('$19.99');
    expect(currencyDigits('nope')).toBe(2);
  });
});
