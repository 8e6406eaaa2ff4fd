/** This device's IANA time zone, UTC when the browser cannot tell. */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * Every IANA time zone the browser knows, with `current` kept even when the list lacks it (e.g. plain "UTC"); an
 * empty `current` (no zone chosen yet) adds nothing.
 */
export function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return !current || known.includes(current) ? known : [current, ...known];
}
