import { SESSION_COOKIE } from '@ito/contracts/constants';

/** The tokens the web app keeps in its session cookie (apps/web/src/shared/session/session-cookie.ts). */
export type CookieTokens = { token?: string; dashboardToken?: string };

/**
 * Reads the web app's session cookie: the JSON it writes, URI-encoded. Null when there is none or it cannot be
 * read. API calls carry their token in the Authorization header; only what a browser fetches by itself (a
 * `<video>` or `<track>` source) is authenticated by this cookie.
 */
export function readCookieTokens(cookieHeader: string | undefined): CookieTokens | null {
  const prefix = `${SESSION_COOKIE}=`;
  const raw = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  if (raw === undefined) return null;
  let saved: unknown;
  try {
    saved = JSON.parse(decodeURIComponent(raw));
  } catch {
    return null;
  }
  if (typeof saved !== 'object' || saved === null) return null;
  const { token, auth } = saved as { token?: unknown; auth?: { dashboardToken?: unknown } };
  return {
    ...(typeof token === 'string' ? { token } : {}),
    ...(typeof auth?.dashboardToken === 'string' ? { dashboardToken: auth.dashboardToken } : {}),
  };
}
