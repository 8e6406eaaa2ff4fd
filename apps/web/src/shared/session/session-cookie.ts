import { millisecondsInDay } from 'date-fns/constants';
import { SESSION_COOKIE, SESSION_COOKIE_DAYS } from '@ito/contracts/constants';
import type { TCurrentUser } from '@ito/contracts/auth/get-data';
import { arrayOf, isBoolean, isInteger, isObject, isString, nullable, readShape, type Shape } from '../lib/shape.ts';

export { SESSION_COOKIE };

export interface TPersistedSession {
  wizard: Record<string, unknown>;
  auth: { isAuthed: 'yes' | 'no'; dashboardToken: string | null; dashboardRoles: string[] };
  token: string | null;
  user: TCurrentUser | null;
  guestKey: string | null;
}

/**
 * The cookie is read before the first render, so it is checked field by field rather than with the contract
 * schema, which would bring zod into the first download. Same fields as ZCurrentUser (a new one is a type
 * error here); a stale user is replaced by `GET user/get-data` before the guard decides (sign-in.ts).
 */
const USER: Shape<TCurrentUser> = {
  id: isString,
  email: nullable(isString),
  full_name: isString,
  username: nullable(isString),
  avatar: nullable(isString),
  locale: isString,
  roles: arrayOf(isString),
  is_temporary: isBoolean,
  email_verified_at: nullable(isString),
  program: nullable(isString),
  assignedTasks: isInteger,
  services_pending: isInteger,
  unreadNotifications: isInteger,
  unreadMessages: isInteger,
};
const AUTH: Shape<TPersistedSession['auth']> = {
  isAuthed: (value) => value === 'yes' || value === 'no',
  dashboardToken: nullable(isString),
  dashboardRoles: arrayOf(isString),
};
const SIGNED_OUT: TPersistedSession['auth'] = { isAuthed: 'no', dashboardToken: null, dashboardRoles: [] };
const GUEST_KEY = /^[0-9a-z]{8,28}$/;

/** What survives a reload: one cookie, so that the server could read it too if it ever renders pages. */
export function readSessionCookie(): TPersistedSession | null {
  const prefix = `${SESSION_COOKIE}=`;
  const raw = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(prefix))
    ?.slice(prefix.length);
  if (!raw) return null;
  let saved: unknown;
  try {
    saved = JSON.parse(decodeURIComponent(raw));
  } catch {
    // A cookie we cannot read is treated as no session rather than breaking start-up.
    return null;
  }
  if (!isObject(saved)) return null;
  // Each part falls back on its own, so one damaged field does not sign the user out of everything.
  return {
    wizard: isObject(saved.wizard) ? saved.wizard : {},
    auth: readShape(saved.auth, AUTH) ?? SIGNED_OUT,
    token: isString(saved.token) ? saved.token : null,
    user: readShape(saved.user, USER),
    guestKey: isString(saved.guestKey) && GUEST_KEY.test(saved.guestKey) ? saved.guestKey : null,
  };
}

/**
 * Written by hand rather than with a cookie library: one name, a JSON value encoded whole, and the first download
 * has no room to spare (DESIGN section 12). Cookies written by js-cookie before read the same (it encodes less, and
 * decoding what is not encoded changes nothing).
 */
export function writeSessionCookie(session: TPersistedSession): void {
  const maxAge = (SESSION_COOKIE_DAYS * millisecondsInDay) / 1000;
  // Development runs on plain http://localhost, where a secure cookie would never be stored.
  const secure = import.meta.env.DEV ? '' : '; Secure';
  document.cookie = `${SESSION_COOKIE}=${encodeURIComponent(JSON.stringify(session))}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}
