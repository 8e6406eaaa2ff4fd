import { z } from 'zod';
import type { TCreatorProgram } from '@ito/contracts/programs/get-creator-program';
import { ZProgramFields, type TProgramFields } from '@ito/contracts/programs/fields';
import { toMajor, toMinor } from '../../../shared/lib/money.ts';

/**
 * The details form: the contract's fields, with the price typed in major units (19.99) rather than minor (1999).
 * `file` only carries the server's 422 about a refused cover upload to the cover field.
 */
export const ZDetailsForm = ZProgramFields.omit({ price_minor: true }).extend({
  price: z.number('Enter a price.').min(0, 'The price cannot be negative.'),
  file: z.null().optional(),
});
export type TDetailsFormInput = z.input<typeof ZDetailsForm>;
export type TDetailsForm = z.output<typeof ZDetailsForm>;

export const EMPTY_DETAILS: TDetailsFormInput = {
  title: '',
  summary: '',
  description: '',
  category_id: null,
  tags: [],
  level: 'all',
  signs: [],
  duration_weeks: null,
  access: 'free',
  price: 0,
  currency: 'USD',
  cover_file_id: null,
  file: null,
};

export function detailsOf(p: TCreatorProgram): TDetailsFormInput {
  return {
    title: p.title,
    summary: p.summary,
    description: p.description,
    category_id: p.category_id,
    tags: p.tags,
    level: p.level,
    signs: p.signs,
    duration_weeks: p.duration_weeks,
    access: p.access,
    price: toMajor(p.price_minor, p.currency),
    currency: p.currency,
    cover_file_id: p.cover_file_id,
    file: null,
  };
}

/**
 * The form field a server 422 key belongs to: the price is typed in major units on `price`, and an item of a list
 * (`tags.2`, `signs.0`) is shown on the list's input. Every other contract field has the same name on the form.
 */
export function detailsFieldFor(serverField: string): string {
  if (serverField === 'price_minor') return 'price';
  return serverField.replace(/^(tags|signs)\.\d+$/, '$1');
}

/** The request body: a free program is sent with price 0, whatever was typed before switching to free. */
export function detailsBody(values: TDetailsForm): TProgramFields {
  const { price, file: _file, ...fields } = values;
  const priceMinor = fields.access === 'free' ? 0 : toMinor(price, fields.currency);
  return { ...fields, price_minor: priceMinor };
}
