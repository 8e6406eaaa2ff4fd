import { describe, expect, it } from 'vitest';
import type { TCurrentUser } from '@ito/contracts/auth/get-data';
import { testUser } from '../test/fixtures.ts';
import { decideGuards, type GuardContext, type GuardDecision } from './guard.ts';

const user = (overrides: Partial<TCurrentUser> = {}) =>
  testUser({ username: 'ada', email_verified_at: '2026-01-01T00:00:00.000Z', ...overrides });

const guest = { token: null, user: null };
const temporary = {
  token: 't',
  user: user({ is_temporary: true, email: null, email_verified_at: null, program: 'p42' }),
};
const unverified = { token: 't', user: user({ email_verified_at: null }) };
const verified = { token: 't', user: user() };

const allow: GuardDecision = { action: 'allow' };
const toLogin: GuardDecision = { action: 'redirect', to: '/login', rememberTarget: true };
const toAgent: GuardDecision = { action: 'redirect', to: '/follow-program/main/p42/agent', rememberTarget: false };
/** Held on the plan from `path`: the agent page says why (decision 081). */
const heldFrom = (path: string): GuardDecision => ({
  action: 'redirect',
  to: `/follow-program/main/p42/agent?from=${encodeURIComponent(path)}`,
  rememberTarget: false,
});
const toSent: GuardDecision = { action: 'redirect', to: '/verification/sent', rememberTarget: false };
const toHome: GuardDecision = { action: 'redirect', to: '/home', rememberTarget: false };

type Who = Omit<GuardContext, 'pathname'>;
const table: [string, Who, string, GuardDecision][] = [
  // Guests: the SPEC 6 list is open, everything else goes to /login (remembering the target).
  ...[
    '/',
    '/register',
    '/login',
    '/password-recovery',
    '/password-reset',
    '/faqs',
    '/docs',
    '/contact',
    '/privacy',
    '/cookies',
    '/terms-of-service',
    '/systems',
    '/systems/discussion/d1',
    '/programs',
    '/programs/health/sleep/beginner',
    '/program/p1',
    '/creators',
    '/creators/coaching/5',
    '/u/ada',
    '/s/abc123',
    '/t/secret-link-token',
    '/auth/by-token',
    '/auth/finish-registration',
    '/auth/social-cancel',
    '/join',
    // The informational pages (decision 081): a marketing page behind a sign-in is a dead end.
    '/about-us',
    '/how-it-works',
    '/join-team',
    '/join-team/rejected',
  ].map((path): [string, Who, string, GuardDecision] => ['guest', guest, path, allow]),
  ...[
    '/home',
    '/join-team/other',
    '/about-us/x',
    '/settings/devices',
    '/my-tasks',
    '/verification/sent',
    '/follow-program/main/p1/agent',
    '/program',
    '/program/p1/extra',
    '/creator/programs',
    '/systemsx',
    '/u/ada/x',
  ].map((path): [string, Who, string, GuardDecision] => ['guest', guest, path, toLogin]),
  ['guest', guest, '/programs/', allow],

  // Temporary users: held on their program's agent page, except agent, contact, privacy, cookies and terms, and the
  // informational pages (decision 081). The agent page learns where they were held from, except for the site's root.
  ['temporary', temporary, '/follow-program/main/p42/agent', allow],
  ['temporary', temporary, '/follow-program/acme/p7/agent', allow],
  ['temporary', temporary, '/contact', allow],
  ['temporary', temporary, '/privacy', allow],
  ['temporary', temporary, '/cookies', allow],
  ['temporary', temporary, '/terms-of-service', allow],
  ['temporary', temporary, '/about-us', allow],
  ['temporary', temporary, '/how-it-works', allow],
  ['temporary', temporary, '/join-team', allow],
  ['temporary', temporary, '/', toAgent],
  ['temporary', temporary, '/home', heldFrom('/home')],
  ['temporary', temporary, '/programs', heldFrom('/programs')],
  ['temporary', temporary, '/creators/coaching', heldFrom('/creators/coaching')],
  ['temporary', temporary, '/verification/sent', heldFrom('/verification/sent')],
  ['temporary', temporary, '/follow-program/main/p42', heldFrom('/follow-program/main/p42')],

  // Unverified users: held on the verification pages, except contact.
  ['unverified', unverified, '/verification/sent', allow],
  ['unverified', unverified, '/verification/failed', allow],
  ['unverified', unverified, '/verification/successfully', allow],
  ['unverified', unverified, '/contact', allow],
  ['unverified', unverified, '/home', toSent],
  ['unverified', unverified, '/login', toSent],
  ['unverified', unverified, '/privacy', toSent],
  ['unverified', unverified, '/settings/devices', toSent],
  ['unverified', unverified, '/about-us', toSent],

  // Verified users: the signed-out pages send them home; everything else is open.
  ['verified', verified, '/register', toHome],
  ['verified', verified, '/', toHome],
  ['verified', verified, '/login', toHome],
  ['verified', verified, '/password-recovery', toHome],
  ['verified', verified, '/password-reset', toHome],
  ['verified', verified, '/home', allow],
  ['verified', verified, '/settings/devices', allow],
  ['verified', verified, '/verification/sent', allow],
  ['verified', verified, '/programs/a/b', allow],
  ['verified', verified, '/about-us', allow],
  ['verified', verified, '/join', allow],
];

describe('user guard (SPEC section 6)', () => {
  it.each(table)('%s on %s', (_label, who, pathname, expected) => {
    expect(decideGuards(['user'], { ...who, pathname })).toEqual(expected);
  });

  it('lets a token through while its user is unknown (the API decides with a 401)', () => {
    expect(decideGuards(['user'], { token: 't', user: null, pathname: '/home' })).toEqual(allow);
  });

  it('treats a trailing slash like the path without it', () => {
    expect(decideGuards(['user'], { ...verified, pathname: '/login/' })).toEqual(toHome);
  });
});

describe('guard names', () => {
  it('allows everything with no guards', () => {
    expect(decideGuards([], { ...guest, pathname: '/my-tasks' })).toEqual(allow);
  });

  it('rejects an unknown guard with status 500 and "Unknown middleware {name}"', () => {
    expect(() => decideGuards(['admin'], { ...verified, pathname: '/home' })).toThrowError(
      expect.objectContaining({ status: 500, message: 'Unknown middleware admin' }),
    );
  });

  it('checks names in order: the first redirect wins before a later unknown name', () => {
    expect(decideGuards(['user', 'admin'], { ...guest, pathname: '/home' })).toEqual(toLogin);
  });
});
