import { describe, expect, it } from 'vitest';
import { toMajor, toMinor } from './price.ts';

describe('price conversion', () => {
  it('uses the currency minor units', () => {
    expect(toMinor(19.99, 'USD')).toBe(1999);
    expect(toMinor(500, 'JPY')).toBe(500);
    expect(toMinor(1.234, 'KWD')).toBe(1234);
    expect(toMajor(1999, 'EUR')).toBe(19.99);
  });

  it('rounds float noise away', () => {
    expect(toMinor(0.1 + 0.2, 'USD')).toBe(30);
    expect(toMinor(4.35, 'USD')).toBe(435);
  });
});
