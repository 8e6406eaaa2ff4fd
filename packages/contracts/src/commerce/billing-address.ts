import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZFullName } from '../auth/fields.ts';
import { isPlainLine } from '../common/plain-text.ts';

/** One line of an address as an invoice prints it: no control or invisible characters (`code` says which field). */
const line = (max: number, code = 'commerce.address_line') => z.string().trim().max(max).refine(isPlainLine, code);

/**
 * A billing address: the fields every country uses, with the ones some countries do without (region, postal code)
 * optional here; the server checks them against the country (`commerce.region_required`, `commerce.postal_code`).
 * The phone is checked and stored in E.164 by libphonenumber-js.
 */
export const ZBillingAddress = z.object({
  full_name: ZFullName,
  line1: line(200).min(1, 'commerce.address_line'),
  line2: line(200).default(''),
  city: line(120, 'commerce.city').min(1, 'commerce.city'),
  region: line(120, 'commerce.region_required').default(''),
  postal_code: line(20, 'commerce.postal_code').default(''),
  /** ISO 3166-1 alpha-2. */
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'commerce.country'),
  phone: line(40, 'commerce.phone').default(''),
  tax_id: line(40).default(''),
});
export type TBillingAddress = z.infer<typeof ZBillingAddress>;
export type TBillingAddressInput = z.input<typeof ZBillingAddress>;

export const getBillingAddressEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/billing-address',
  responses: { 200: z.object({ data: ZBillingAddress.nullable() }) },
  auth: 'user',
});

export const putBillingAddressEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/billing-address',
  body: ZBillingAddress,
  responses: { 200: z.object({ data: ZBillingAddress }) },
  auth: 'user',
  errors: [422],
});
