import { z } from 'zod';

// Messages are catalogue codes (common/message-codes.ts, decision 045): the server and the web translate them.
import { GUEST_KEY_MAX_LENGTH } from '../constants.ts';
import { isPlainLine } from '../common/plain-text.ts';

export const ZEmail = z.string().trim().toLowerCase().max(254).pipe(z.email('auth.email'));
export const ZPassword = z.string().min(8, 'auth.password_min').max(200, 'auth.password_max');
/** A person's name as others see it: one line, no control or invisible characters. */
export const ZFullName = z.string().trim().min(1, 'auth.full_name').max(120).refine(isPlainLine, 'auth.full_name');
export const ZGuestKey = z
  .string()
  .regex(/^[0-9a-z]+$/, 'auth.session_key')
  .min(8)
  .max(GUEST_KEY_MAX_LENGTH);
export const ZToken = z.string().min(16).max(200);
