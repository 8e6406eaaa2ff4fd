import { z } from 'zod';
import { MESSAGE_CODES, type MessageCode } from './message-codes.ts';

/**
 * Error bodies of SPEC section 8 / DESIGN section 5. Every one carries a stable `code` from the message catalogue
 * (message-codes.ts) and its `params`; `message` is the English fallback. A 422 keeps SPEC's `errors` (English, per
 * field) and adds `codes`, the same fields with a code each (decision 045).
 */
const ZCode = z.enum(MESSAGE_CODES as [MessageCode, ...MessageCode[]]);
const ZParams = z.record(z.string(), z.union([z.string(), z.number()]));
export const ZCodedMessage = z.object({ code: ZCode, params: ZParams });

export const ZMessageError = z.object({ message: z.string(), code: ZCode, params: ZParams });
export const ZValidationError = ZMessageError.extend({
  errors: z.record(z.string(), z.array(z.string())),
  codes: z.record(z.string(), z.array(ZCodedMessage)),
});
export const ZLockedError = ZMessageError.extend({
  errors: z.object({ used: z.array(z.string()), update: z.boolean() }),
});
export type TMessageError = z.infer<typeof ZMessageError>;
export type TValidationError = z.infer<typeof ZValidationError>;
export type TLockedError = z.infer<typeof ZLockedError>;
