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
