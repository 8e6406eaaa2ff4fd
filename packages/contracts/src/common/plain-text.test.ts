import { describe, expect, it } from 'vitest';
import { ZFullName } from '../auth/fields.ts';
import { ZBillingAddress } from '../commerce/billing-address.ts';

const ADDRESS = { full_name: 'Amira Haddad', line1: '12 Rue de la Paix', city: 'Paris', country: 'FR' };
/** A bell, an escape, a line break, a right-to-left override, an isolate, a zero-width space, a byte-order mark. */
const HIDDEN = ['\u0007', '\u001b[31m', '\n', '\u202e', '\u2067', '\u200b', '\ufeff'];

describe('names and address lines hold only what a reader sees', () => {
  it('refuses a name with a control or invisible character, with the field’s own message', () => {
    for (const hidden of HIDDEN) {
      const result = ZFullName.safeParse(`Amira${hidden}Haddad`);
      expect(result.success, JSON.stringify(hidden)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('auth.full_name');
    }
  });

  it('keeps names in any script, with the joiners some scripts need', () => {
    for (const name of ['أميرة حداد', 'José Núñez-Ortiz', '山田 太郎', 'می\u200cخواهم', "O'Brien"]) {
      expect(ZFullName.parse(`  ${name} `)).toBe(name);
    }
  });

  it('refuses hidden characters in every line of a billing address and says which line', () => {
    const fields = { line1: 'commerce.address_line', line2: 'commerce.address_line', city: 'commerce.city' };
    for (const [field, code] of Object.entries(fields)) {
      const result = ZBillingAddress.safeParse({ ...ADDRESS, [field]: `Rue\u202eevil` });
      expect(result.success, field).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([field]);
      expect(result.error?.issues[0]?.message).toBe(code);
    }
    for (const field of ['region', 'postal_code', 'phone', 'tax_id', 'full_name']) {
      expect(ZBillingAddress.safeParse({ ...ADDRESS, [field]: 'A\u0000B' }).success, field).toBe(false);
    }
    expect(ZBillingAddress.parse(ADDRESS).line2).toBe('');
  });
});
