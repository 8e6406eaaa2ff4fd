import Cookies from 'js-cookie';
import { z } from 'zod';
import { SESSION_COOKIE_DAYS } from '@ito/contracts/constants';
import { ZCurrentUser } from '@ito/contracts/user/get-data';

export const SESSION_COOKIE = 'ito_session';

/** What survives a reload: one cookie, so that the server could read it too if it ever renders pages. */
const ZPersistedSession = z.object({
  wizard: z.record(z.string(), z.unknown()).catch({}),
  auth: z
    .object({
      isAuthed: z.enum(['yes', 'no']),
      dashboardToken: z.string().nullable(),
      dashboardRoles: z.array(z.string()),
    })
    .catch({ isAuthed: 'no', dashboardToken: null, dashboardRoles: [] }),
  token: z.string().nullable().catch(null),
  user: ZCurrentUser.nullable().catch(null),
  guestKey: z
    .string()
    .regex(/^[0-9a-z]{8,28}$/)
    .nullable()
    .catch(null),
});
export type TPersistedSession = z.infer<typeof ZPersistedSession>;

export function readSessionCookie(): TPersistedSession | null {
  const raw = Cookies.get(SESSION_COOKIE);
  if (!raw) return null;
  try {
    const parsed = ZPersistedSession.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    // A cookie we cannot read is treated as no session rather than breaking start-up.
    return null;
  }
}

export function writeSessionCookie(session: TPersistedSession): void {
  Cookies.set(SESSION_COOKIE, JSON.stringify(session), {
    expires: SESSION_COOKIE_DAYS,
    // Development runs on plain http://localhost, where a secure cookie would never be stored.
    secure: !import.meta.env.DEV,
    sameSite: 'lax',
    path: '/',
  });
}
