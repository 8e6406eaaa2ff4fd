import { z } from 'zod';

/** Error bodies of SPEC section 8 / DESIGN section 5. */
export const ZMessageError = z.object({ message: z.string() });
export const ZValidationError = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export const ZLockedError = z.object({
  message: z.string(),
  errors: z.object({ used: z.array(z.string()), update: z.boolean() }),
});
export type TValidationError = z.infer<typeof ZValidationError>;
export type TLockedError = z.infer<typeof ZLockedError>;

export const MESSAGES = {
  notFound: 'Resource not found',
  serverError: 'Something went wrong',
  unauthenticated: 'Unauthenticated.',
  forbidden: 'Access Denied',
  validation: 'The given data was invalid.',
  network: 'Network error. Please check your connection.',
  pageNotFound: 'This page could not be found',
  lockedUpdate: "Can't update this item such as its in use",
  lockedDelete: "Can't delete this item such as its in use",
  badCredentials: 'These credentials do not match our records.',
  tooManyRequests: 'Too many attempts. Please try again later.',
} as const;
