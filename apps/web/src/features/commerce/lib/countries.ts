import { getCountries } from 'libphonenumber-js/min';

/**
 * The countries of a billing address: every ISO 3166-1 code libphonenumber-js knows (the phone field needs its
 * country anyway), named in the reader's language by Intl.DisplayNames and sorted by that name.
 */
export function countryOptions(language: string): { value: string; label: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    names = null;
  }
  const collator = new Intl.Collator(language);
  return getCountries()
    .map((code) => ({ value: code, label: names?.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** Countries whose addresses have no postal code (a short list; the server has the last word). */
const WITHOUT_POSTAL_CODE = new Set(
  (
    'AE AG AO AW BF BI BJ BO BS BW BZ CD CF CG CI CK CM DJ DM ER FJ GA GD GH GM GQ GY HK KI KM KN KP LC ' +
    'LY ML MO MR MW NR NU QA RW SB SC SL SR SS ST SY TD TF TG TK TL TO TV UG VU YE ZW'
  ).split(' '),
);

/** Countries whose addresses name a state, province or county, and what it is called there. */
const REGION_NAMES: Readonly<Record<string, 'state' | 'province' | 'county' | 'emirate' | 'region'>> = {
  US: 'state',
  AU: 'state',
  BR: 'state',
  MX: 'state',
  IN: 'state',
  MY: 'state',
  NG: 'state',
  CA: 'province',
  CN: 'province',
  AR: 'province',
  IT: 'province',
  ES: 'province',
  IE: 'county',
  JP: 'region',
  ID: 'province',
};

/** What the postal code is called where it has a name of its own. */
const POSTAL_NAMES: Readonly<Record<string, 'zip' | 'eircode' | 'postcode'>> = {
  US: 'zip',
  IE: 'eircode',
  GB: 'postcode',
  AU: 'postcode',
};

export interface AddressShape {
  /** The postal code field, by its name here; null where the country has none. */
  postal: 'postal' | 'zip' | 'eircode' | 'postcode' | null;
  /** The region field, by its name here; null where addresses do without. */
  region: 'state' | 'province' | 'county' | 'emirate' | 'region' | null;
}

/** Which fields an address in `country` has. */
export function addressShape(country: string): AddressShape {
  const code = country.toUpperCase();
  return {
    postal: WITHOUT_POSTAL_CODE.has(code) ? null : (POSTAL_NAMES[code] ?? 'postal'),
    region: REGION_NAMES[code] ?? null,
  };
}
