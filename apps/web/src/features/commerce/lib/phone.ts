import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/**
 * A phone number as the server keeps it (E.164, "+97145551234"), or null when it is not a valid number for the
 * country (`+` numbers are read as international whatever the country). An empty field is no phone: ''.
 */
export function phoneToE164(text: string, country: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return '';
  const parsed = parsePhoneNumberFromString(trimmed, country.toUpperCase() as CountryCode);
  if (!parsed?.isValid()) return null;
  return parsed.number;
}

/** A stored number written for people, international style ("+971 4 555 1234"); the text as it is when unreadable. */
export function formatPhone(text: string, country: string): string {
  const parsed = parsePhoneNumberFromString(text.trim(), country.toUpperCase() as CountryCode);
  return parsed?.isValid() ? parsed.formatInternational() : text;
}
