import { z } from 'zod';

export const ZRegistrationType = z.enum(['user', 'patient', 'expert']);
export type TRegistrationType = z.infer<typeof ZRegistrationType>;
/** A role is a free string: user, patient, expert, plus professions kept as data. */
export const ZRoles = z.array(z.string());
