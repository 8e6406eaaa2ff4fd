/**
 * What a one-line name or address may not hold: control characters (a bell, an escape, a line break), the direction
 * overrides and isolates that make a name read other than it is stored, and invisible spaces. The joiners some
 * scripts need (U+200C, U+200D) stay allowed.
 */
export const INVISIBLE_OR_CONTROL = /[\p{Cc}\u200B\u2028\u2029\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/u;

export function isPlainLine(value: string): boolean {
  return !INVISIBLE_OR_CONTROL.test(value);
}
