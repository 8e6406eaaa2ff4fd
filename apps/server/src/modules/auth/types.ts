import type { Uses } from '../../platform/deps.ts';
/** Types the auth module's services share (so they import no circle). */

/** `now` is the request's clock reading (abuse limits count against it). */
export type IdentityDeps = Uses<'db' | 'mailer' | 'background'> & { linkBase: string; now: Date };
