import { describe, expect, it } from 'vitest';
import { addMoney, currencyExponent, money, subtractMoney } from './money.ts';
import { refusal } from './test/refusal.ts';

describe('money', () => {
  it('knows each currency minor units from the ISO 4217 table, not from display digits', () => {
    expect(['EUR', 'USD', 'GBP'].map(currencyExponent)).toEqual([2, 2, 2]);
    expect(['JPY', 'KRW', 'CLP', 'ISK', 'XOF'].map(currencyExponent)).toEqual([0, 0, 0, 0, 0]);
    expect(['KWD', 'BHD', 'JOD', 'OMR', 'TND', 'IQD', 'LYD'].map(currencyExponent)).toEqual([3, 3, 3, 3, 3, 3, 3]);
    // Intl shows these with no decimals; ISO 4217 (and so a stored amount) counts cents.
    expect(['IDR', 'HUF', 'COP'].map(currencyExponent)).toEqual([2, 2, 2]);
    expect(currencyExponent('CLF')).toBe(4);
  });

  it('refuses a code that is not a known currency with minor units', () => {
    for (const code of ['USX', 'eur', 'EURO', '', 'XDR', 'XAU', 'XXX'])
      expect(refusal(() => currencyExponent(code))).toBe('currency_unknown');
  });

  it('holds whole, exact minor units of one currency', () => {
    expect(money(1999, 'EUR')).toEqual({ amount: 1999, currency: 'EUR' });
    expect(money(-500, 'JPY')).toEqual({ amount: -500, currency: 'JPY' });
    expect(refusal(() => money(19.99, 'EUR'))).toBe('amount_not_integer');
    expect(refusal(() => money(Number.NaN, 'EUR'))).toBe('amount_not_integer');
    expect(refusal(() => money(Number.POSITIVE_INFINITY, 'EUR'))).toBe('amount_not_integer');
    expect(refusal(() => money(2 ** 53, 'EUR'))).toBe('amount_unsafe');
    expect(refusal(() => money(1, 'ABC'))).toBe('currency_unknown');
  });

  it('adds and subtracts within one currency, exactly, and refuses to mix or overflow', () => {
    expect(addMoney(money(1999, 'EUR'), money(1, 'EUR'))).toEqual(money(2000, 'EUR'));
    expect(subtractMoney(money(12_345, 'KWD'), money(12_346, 'KWD'))).toEqual(money(-1, 'KWD'));
    expect(refusal(() => addMoney(money(1, 'EUR'), money(1, 'USD')))).toBe('currency_mismatch');
    expect(refusal(() => addMoney(money(Number.MAX_SAFE_INTEGER, 'EUR'), money(1, 'EUR')))).toBe('amount_unsafe');
  });
});
