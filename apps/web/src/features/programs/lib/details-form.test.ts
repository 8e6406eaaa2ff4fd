import { describe, expect, it } from 'vitest';
import { ZProgramFields } from '@ito/contracts/programs/fields';
import { detailsBody, detailsFieldFor, EMPTY_DETAILS, ZDetailsForm } from './details-form.ts';

describe('details form', () => {
  it('sends the price in minor units, and 0 for a free program', () => {
    const paid = ZDetailsForm.parse({ ...EMPTY_DETAILS, title: 'Sleep well', access: 'paid', price: 19.99 });
    expect(detailsBody(paid)).toMatchObject({ price_minor: 1999, access: 'paid' });
    expect(detailsBody(paid)).not.toHaveProperty('price');
    const free = ZDetailsForm.parse({ ...EMPTY_DETAILS, title: 'Sleep well', price: 5 });
    expect(detailsBody(free).price_minor).toBe(0);
  });

  it('keeps the contract rules for tags', () => {
    const parsed = ZDetailsForm.parse({ ...EMPTY_DETAILS, title: 'Sleep well', tags: ['Sleep', 'sleep ', 'rest'] });
    expect(parsed.tags).toEqual(['sleep', 'rest']);
  });

  it('names the form field of each server error key, every contract field included', () => {
    expect(detailsFieldFor('price_minor')).toBe('price');
    expect(detailsFieldFor('tags.3')).toBe('tags');
    expect(detailsFieldFor('signs.0')).toBe('signs');
    const formFields = new Set(Object.keys(EMPTY_DETAILS));
    for (const key of Object.keys(ZProgramFields.shape)) {
      expect(formFields.has(detailsFieldFor(key)), key).toBe(true);
    }
    expect(detailsFieldFor('owner')).toBe('owner');
  });
});
