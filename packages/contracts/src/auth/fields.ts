import { z } from 'zod';
import { GUEST_KEY_MAX_LENGTH } from '../constants.ts';

export const ZEmail = z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid email address.'));
export const ZPassword = z
  .string()
  .min(8, 'The password must be at least 8 characters.')
  .max(200, 'The password may not be longer than 200 characters.');
export const ZFullName = z.string().trim().min(1, 'Enter your full name.').max(120);
export const ZGuestKey = z
  .string()
  .regex(/^[0-9a-z]+$/, 'The session key must be base-36.')
  .min(8)
  .max(GUEST_KEY_MAX_LENGTH);
export const ZToken = z.string().min(16).max(200);
