import { z } from 'zod';
import { ZGuestKey } from '../auth/fields.ts';

/** POST /api/guest/start: creates (or resumes) the temporary user bound to a guest session key. */
export const ZStartGuestRequest = z.object({ session_key: ZGuestKey });
export type TStartGuestRequest = z.infer<typeof ZStartGuestRequest>;
