import { describe, expect, it } from 'vitest';
import { currencyDigits, formatMoney, toMajor, toMinor } from './money.ts';

const FSI = '\u2068';
const PDI = '\u2069';
/** Intl's no-break spaces (between a code and the number, in French thousands) read as plain spaces. */
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

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

  it('knows each currency’s minor units', () => {
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('KWD')).toBe(3);
  });

  it('takes the minor units from ISO 4217 (the ledger’s exponents), not from Intl’s display digits', () => {
    // ICU shows IDR and HUF without decimals and IQD with none; ISO 4217 gives them 2, 2 and 3.
    expect(currencyDigits('IDR')).toBe(2);
    expect(currencyDigits('HUF')).toBe(2);
    expect(currencyDigits('IQD')).toBe(3);
    expect(toMinor(1.5, 'IQD')).toBe(1500);
  });
});

describe('formatMoney', () => {
  it('reads minor units with the currency’s own decimals', () => {
    expect(formatMoney(1999, 'USD', 'en')).toBe('$19.99');
    expect(formatMoney(4900, 'EUR', 'en')).toBe('€49.00');
    expect(formatMoney(1500, 'JPY', 'en')).toBe('¥1,500');
    expect(spaces(formatMoney(1234, 'KWD', 'en'))).toBe('KWD 1.234');
  });

  it('writes every minor unit the amount has, whatever Intl’s display default', () => {
    expect(spaces(formatMoney(150050, 'IDR', 'en'))).toBe('IDR 1,500.50');
    expect(spaces(formatMoney(1500, 'IQD', 'en'))).toBe('IQD 1.500');
    expect(spaces(formatMoney(-1500, 'IQD', 'en'))).toBe('-IQD 1.500');
    expect(formatMoney(-1500, 'JPY', 'en')).toBe('-¥1,500');
  });

  it('writes French amounts the French way', () => {
    expect(spaces(formatMoney(1999, 'USD', 'fr'))).toBe('19,99 $US');
    expect(spaces(formatMoney(150000, 'JPY', 'fr'))).toBe('150 000 JPY');
    expect(spaces(formatMoney(1234, 'KWD', 'fr'))).toBe('1,234 KWD');
  });

  it('keeps a currency symbol whole in right-to-left text', () => {
    expect(formatMoney(1999, 'USD', 'ar')).toContain(`${FSI}US$${PDI}`);
    expect(formatMoney(1999, 'USD', 'ar')).toMatch(/19[.٫]99|١٩٫٩٩/);
    expect(formatMoney(1500, 'JPY', 'ar')).toContain(`${FSI}JP¥${PDI}`);
    expect(formatMoney(1500, 'JPY', 'ar')).toMatch(/1,?500|١٬?٥٠٠/);
    expect(formatMoney(1234, 'KWD', 'ar')).toMatch(new RegExp(`${FSI}[^${PDI}]+${PDI}`));
    expect(formatMoney(1234, 'KWD', 'ar')).toMatch(/1[.٫]234|١٫٢٣٤/);
    expect(formatMoney(1999, 'USD', 'en')).not.toContain(FSI);
    expect(formatMoney(1999, 'USD', 'fr')).not.toContain(FSI);
  });

  it('writes zero and negative amounts (refunds) without a sign on zero', () => {
    expect(formatMoney(0, 'USD', 'en')).toBe('$0.00');
    expect(formatMoney(-0, 'USD', 'en')).toBe('$0.00');
    expect(formatMoney(0, 'JPY', 'en')).toBe('¥0');
    expect(formatMoney(-1999, 'USD', 'en')).toBe('-$19.99');
    expect(spaces(formatMoney(-1234, 'KWD', 'en'))).toBe('-KWD 1.234');
    expect(spaces(formatMoney(-1999, 'USD', 'fr'))).toBe('-19,99 $US');
    const arabic = formatMoney(-1999, 'USD', 'ar');
    expect(arabic).toContain(`${FSI}US$${PDI}`);
    expect(arabic).toMatch(/-.*(19[.٫]99|١٩٫٩٩)/);
    expect(formatMoney(0, 'USD', 'ar')).not.toContain('-');
  });

  it('shows an amount in a code Intl does not know with the code, by the code’s digits', () => {
    // Well-formed but not a currency: Intl writes the code itself, with ISO 4217's default of two digits.
    expect(spaces(formatMoney(1999, 'XYZ', 'en'))).toBe('XYZ 19.99');
    expect(formatMoney(1999, 'XYZ', 'ar')).toContain(`${FSI}XYZ${PDI}`);
    // Not a code at all: the amount, then the code as it came, isolated in right-to-left text.
    expect(formatMoney(1999, 'nope', 'en')).toBe('19.99 nope');
    expect(spaces(formatMoney(-1999, 'nope', 'fr'))).toBe('-19,99 nope');
    expect(formatMoney(1999, 'nope', 'ar')).toMatch(new RegExp(`(19[.٫]99|١٩٫٩٩) ${FSI}nope${PDI}$`));
  });

  it('keeps the currency’s digits when Intl refuses the locale instead of the currency', () => {
    // The runtime's own locale writes it then, so only the digits are asserted.
    expect(formatMoney(1500, 'JPY', 'not a locale!')).toMatch(/1\D?500(?!\d)/);
    expect(formatMoney(1500, 'JPY', 'not a locale!')).not.toMatch(/15[.,]00/);
    expect(formatMoney(1234, 'KWD', 'not a locale!')).toMatch(/1[.,٫]234/);
  });
});
