import type { Background } from '../../platform/background.ts';
import type { Db } from '../../platform/db.ts';
import type { Mailer } from '../../platform/mail.ts';
/** Types the auth module's services share (so they import no circle). */

/** `now` is the request's clock reading (abuse limits count against it). */
export type IdentityDeps = { db: Db; mailer: Mailer; background: Background; linkBase: string; now: Date };
