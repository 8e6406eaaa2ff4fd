import { describe, expect, it } from 'vitest';
import { addressShape, countryOptions } from './countries.ts';
import { formatPhone, phoneToE164 } from './phone.ts';

describe('countries of a billing address', () => {
  it('offers every country, named and sorted in the reader’s language', () => {
    const english = countryOptions('en');
    expect(english.length).toBeGreaterThan(200);
    expect(english.find((c) => c.value === 'AE')?.label).toBe('United Arab Emirates');
    const arabic = countryOptions('ar');
    expect(arabic.find((c) => c.value === 'EG')?.label).toBe('مصر');
    const labels = arabic.map((c) => c.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('ar').compare));
  });

  it('asks for a postal code and a region only where the country uses them, by their names there', () => {
    expect(addressShape('AE')).toEqual({ postal: null, region: null });
    expect(addressShape('QA')).toEqual({ postal: null, region: null });
    expect(addressShape('HK')).toEqual({ postal: null, region: null });
    expect(addressShape('US')).toEqual({ postal: 'zip', region: 'state' });
    expect(addressShape('CA')).toEqual({ postal: 'postal', region: 'province' });
    expect(addressShape('IE')).toEqual({ postal: 'eircode', region: 'county' });
    expect(addressShape('DE')).toEqual({ postal: 'postal', region: null });
  });
});

describe('phone numbers', () => {
  it('stores a valid number in E.164, read in the chosen country or from its + prefix', () => {
    expect(phoneToE164('04 555 1234', 'AE')).toBe('+97145551234');
    expect(phoneToE164('+1 213 373 4253', 'AE')).toBe('+12133734253');
    expect(phoneToE164('(213) 373-4253', 'US')).toBe('+12133734253');
    expect(phoneToE164('', 'US')).toBe('');
  });

  it('refuses a number that is not valid for the country', () => {
    expect(phoneToE164('12345', 'US')).toBeNull();
    expect(phoneToE164('555 1234', 'AE')).toBeNull();
    expect(phoneToE164('not a phone', 'GB')).toBeNull();
  });

  it('writes a stored number for people', () => {
    expect(formatPhone('+97145551234', 'AE')).toBe('+971 4 555 1234');
    expect(formatPhone('nonsense', 'AE')).toBe('nonsense');
  });
});
