import { describe, expect, it } from 'vitest';
import { formatCardNumber, maskExpiry, parseExpiry, readCard } from './card.ts';

describe('parseExpiry', () => {
  it('reads MM/YY and MM/YYYY into a month and a four-digit year', () => {
    expect(parseExpiry('12/34')).toEqual({ month: 12, year: 2034 });
    expect(parseExpiry('01/2030')).toEqual({ month: 1, year: 2030 });
    expect(parseExpiry('3/29')).toEqual({ month: 3, year: 2029 });
    expect(parseExpiry(' 07 / 28 ')).toEqual({ month: 7, year: 2028 });
    expect(parseExpiry('0728')).toEqual({ month: 7, year: 2028 });
  });

  it('refuses what is not a month and a year', () => {
    for (const text of ['', '13/30', '00/30', '1/2', '12/345', 'ab/cd', '12-30', '123/30']) {
      expect(parseExpiry(text), text).toBeNull();
    }
  });

  it('leaves a past date to the provider (it answers expired_card)', () => {
    expect(parseExpiry('01/20')).toEqual({ month: 1, year: 2020 });
  });
});

describe('the card form’s typing help', () => {
  it('types the slash of the expiry and groups the number by four', () => {
    expect(maskExpiry('1', '')).toBe('1');
    expect(maskExpiry('12', '1')).toBe('12/');
    expect(maskExpiry('12/3', '12/')).toBe('12/3');
    expect(maskExpiry('1234', '123')).toBe('12/34');
    expect(maskExpiry('12', '12/')).toBe('12');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0025-0000-3155')).toBe('4000 0025 0000 3155');
  });
});

describe('readCard', () => {
  it('gives the card endpoint’s body: digits only, the expiry split', () => {
    expect(readCard({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' })).toEqual({
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
    });
  });

  it('names each field that is not right by the code the server would answer', () => {
    expect(readCard({ number: '4242', expiry: '13/30', cvc: '12' })).toEqual({
      errors: { number: 'commerce.card_number', expiry: 'commerce.card_expiry', cvc: 'commerce.card_cvc' },
    });
  });
});
