import { redirect, type LoaderFunction } from 'react-router';
import type { TCurrentUser } from '@ito/contracts/auth/get-data';
import { HELD_FROM_PARAM } from '../shared/navigation.ts';
import { sessionReady } from '../shared/session/sign-in.ts';
import { useSessionStore } from '../shared/stores/session-store.ts';
import { RouteError } from './route-error.ts';
import { validateParams } from './route-params.ts';
import type { AppRoute } from './routes.ts';

export interface GuardContext {
  pathname: string;
  token: string | null;
  user: TCurrentUser | null;
}

export type GuardDecision =
  | { action: 'allow' }
  /** `rememberTarget`: keep the requested path so that signing in returns there. */
  | { action: 'redirect'; to: string; rememberTarget: boolean };

export type Guard = (ctx: GuardContext) => GuardDecision;

const ALLOW: GuardDecision = { action: 'allow' };
const to = (path: string, rememberTarget = false): GuardDecision => ({ action: 'redirect', to: path, rememberTarget });

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * Open to every visitor without an account, guests and temporary users alike: SPEC 6's contact, privacy, cookies and
 * terms, and the site's informational pages (decision 081: SPEC 6's guest list omits them, and a page that explains
 * the site or invites experts is a dead end behind a sign-in).
 */
const OPEN_PAGES = [
  '/contact',
  '/privacy',
  '/cookies',
  '/terms-of-service',
  '/about-us',
  '/how-it-works',
  '/join-team',
  '/join-team/rejected',
];
const GUEST_PAGES = new Set([
  ...OPEN_PAGES,
  '/',
  '/register',
  '/login',
  '/password-recovery',
  '/password-reset',
  '/faqs',
  '/docs',
  '/auth/by-token',
  '/auth/finish-registration',
  '/auth/social-cancel',
  '/join',
]);
const GUEST_SECTIONS = ['/systems', '/programs', '/creators'];
const GUEST_PATTERNS = [/^\/program\/[^/]+$/, /^\/u\/[^/]+$/, /^\/s\/[^/]+$/, /^\/t\/[^/]+$/];
const AGENT_ROUTE = /^\/follow-program\/[^/]+\/[^/]+\/agent$/;
const TEMPORARY_PAGES = new Set(OPEN_PAGES);
const SIGNED_OUT_ONLY = new Set(['/register', '/', '/login', '/password-recovery', '/password-reset']);

export function isGuestPage(path: string): boolean {
  return (
    GUEST_PAGES.has(path) || GUEST_SECTIONS.some((s) => under(path, s)) || GUEST_PATTERNS.some((p) => p.test(path))
  );
}

/** SPEC section 6, rule by rule, in order. */
export const userGuard: Guard = ({ pathname, token, user }) => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!token) return isGuestPage(path) ? ALLOW : to('/login', true);
  // A token whose user could not be loaded: let the page's calls find out (a dead token answers 401).
  if (!user) return ALLOW;
  if (user.is_temporary) {
    if (AGENT_ROUTE.test(path) || TEMPORARY_PAGES.has(path) || !user.program) return ALLOW;
    // Held on the plan: `from` tells the agent page to say why, and offer the account (decision 081).
    const agent = `/follow-program/main/${encodeURIComponent(user.program)}/agent`;
    return to(path === '/' ? agent : `${agent}?${HELD_FROM_PARAM}=${encodeURIComponent(path)}`);
  }
  if (!user.email_verified_at) {
    return under(path, '/verification') || path === '/contact' ? ALLOW : to('/verification/sent');
  }
  return SIGNED_OUT_ONLY.has(path) ? to('/home') : ALLOW;
};

export const GUARDS: Readonly<Record<string, Guard>> = { user: userGuard };

/** Runs the named guards in order; the first redirect wins. An unknown name is a programming error (500). */
export function decideGuards(names: readonly string[], ctx: GuardContext): GuardDecision {
  for (const name of names) {
    const guard = GUARDS[name];
    if (!guard) throw new RouteError(500, `Unknown middleware ${name}`);
    const decision = guard(ctx);
    if (decision.action === 'redirect') return decision;
  }
  return ALLOW;
}

/** The loader every page route gets: guards first (on fresh session data), then parameter validation. */
export function guardedLoader(route: Pick<AppRoute, 'guards'>): LoaderFunction {
  return async ({ request, params }) => {
    if (route.guards.length > 0) {
      await sessionReady();
      const url = new URL(request.url);
      const { token, user, setRedirect } = useSessionStore.getState();
      const decision = decideGuards(route.guards, { pathname: url.pathname, token, user });
      if (decision.action === 'redirect') {
        if (decision.rememberTarget) setRedirect(`${url.pathname}${url.search}${url.hash}`);
        throw redirect(decision.to);
      }
    }
    validateParams(params);
    return null;
  };
}
