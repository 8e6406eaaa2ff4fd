/**
 * Checks for untrusted values read before the first render (session cookie, brand cache), the brand answer every
 * first screen shows (`GET core/load`), or translation files. They stand in for zod where zod would weigh more than
 * the check itself (DESIGN 12: initial JS; decision 031); other API answers and forms keep using the contract schemas.
 */
export type Check = (value: unknown) => boolean;

export const isString = (value: unknown): value is string => typeof value === 'string';
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
export const isInteger = (value: unknown): value is number => Number.isInteger(value);
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const nullable =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
export const arrayOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);
export const recordOf =
  (check: Check): Check =>
  (value) =>
    isObject(value) && Object.values(value).every(check);

/** The fields of a type, each with its check; a field missing here is a type error at the definition. */
export type Shape<T> = { readonly [K in keyof T]-?: Check };

/** A copy of `value` with exactly the fields of `shape` when every field passes its check, else null. */
export function readShape<T>(value: unknown, shape: Shape<T>): T | null {
  if (!isObject(value)) return null;
  const copy: Record<string, unknown> = {};
  for (const [field, check] of Object.entries<Check>(shape)) {
    if (!check(value[field])) return null;
    copy[field] = value[field];
  }
  return copy as T;
}
