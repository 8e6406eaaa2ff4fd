import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES, unbuiltPage } from './routes.ts';
import { UNBUILT_ROUTES } from './unbuilt.ts';

const routePaths = ROUTES.map((route) => route.path);

describe('unbuilt registry', () => {
  it('lists only real route paths, each once', () => {
    for (const path of UNBUILT_ROUTES) {
      expect(path.startsWith('/'), path).toBe(true);
      expect(routePaths, path).toContain(path);
    }
    expect(new Set(UNBUILT_ROUTES).size).toBe(UNBUILT_ROUTES.length);
  });

  it('matches exactly the routes that render the "not built yet" page', () => {
    const placeholders = ROUTES.filter((route) => route.lazy === unbuiltPage).map((route) => route.path);
    expect([...placeholders].sort()).toEqual([...UNBUILT_ROUTES].sort());
  });

  it('reports how many screens remain', () => {
    const built = ROUTES.length - UNBUILT_ROUTES.length;
    console.log(`Unbuilt screens: ${UNBUILT_ROUTES.length} of ${ROUTES.length} routes (${built} built).`);
    expect(UNBUILT_ROUTES.length).toBeGreaterThanOrEqual(0);
  });
});

const WEB_SRC = path.resolve(import.meta.dirname, '..');
/** A link written in the code: `to="/x"`, `to: '/x'`, `href="/x"`, `navigate('/x')`, `navigateTo('/x')`. */
const LINK = /\b(?:to|href)\s*[=:]\s*\{?\s*['"`](\/[^'"`?#]*)|\bnavigate(?:To)?\(\s*['"`](\/[^'"`?#]*)/g;
const routePattern = (route: string) =>
  new RegExp(`^${route.replace(/\/:[\w]+\?/g, '(?:/[^/]+)?').replace(/:[\w]+/g, '[^/]+')}/?$`);

describe('navigation', () => {
  it('offers no screen that is not built yet (a link to "not built yet" is a dead end)', () => {
    const unbuilt = UNBUILT_ROUTES.map((route) => [route, routePattern(route)] as const);
    const files = readdirSync(WEB_SRC, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !/^(?:test|app\/(?:routes|unbuilt))/.test(file),
    );
    const links: string[] = [];
    const offered: string[] = [];
    for (const file of files) {
      for (const match of readFileSync(path.join(WEB_SRC, file), 'utf8').matchAll(LINK)) {
        const target = match[1] ?? match[2] ?? '';
        links.push(target);
        for (const [route, pattern] of unbuilt) if (pattern.test(target)) offered.push(`${file}: ${target} (${route})`);
      }
    }
    // The scan finds the links it is meant to: the navbar's and the studio's.
    expect(links).toEqual(expect.arrayContaining(['/programs', '/creators', '/creator/programs', '/how-it-works']));
    expect(offered).toEqual([]);
  });
});

describe('route table', () => {
  it('has unique paths', () => {
    expect(new Set(routePaths).size).toBe(routePaths.length);
  });

  it('holds every screen finished in this release outside the registry', () => {
    const finished = [
      '/',
      '/home',
      '/login',
      '/register',
      '/join',
      '/password-recovery',
      '/password-reset',
      '/auth/by-token',
      '/auth/finish-registration',
      '/auth/social-cancel',
      '/verification/sent',
      '/verification/failed',
      '/verification/successfully',
      '/about-us',
      '/contact',
      '/cookies',
      '/privacy',
      '/terms-of-service',
      '/faqs',
      '/how-it-works',
      '/join-team',
      '/join-team/rejected',
      '/test/error-reporting',
      '/dev/mail',
      '/settings/devices',
      '/my-profile',
      '/delete-account',
      '/follow-program/:target/:id/agent',
      '/follow-program',
      '/follow-program/:target',
      '/follow-program/:target/:id',
      '/my-tasks',
      '/my-tasks/task/:id',
    ];
    for (const path of finished) {
      expect(routePaths, path).toContain(path);
      expect(UNBUILT_ROUTES, path).not.toContain(path);
    }
  });

  it('uses the empty layout for the landing page and the user guard by default', () => {
    expect(ROUTES.find((r) => r.path === '/')?.layout).toBe('empty');
    expect(ROUTES.find((r) => r.path === '/my-tasks')?.guards).toEqual(['user']);
  });

  it('has 10 progressive catalogue segments and 6 creator directory segments', () => {
    const catalogue = routePaths.find((p) => p.startsWith('/programs'));
    const creators = routePaths.find((p) => p.startsWith('/creators'));
    expect(catalogue?.split('/').filter((s) => s.endsWith('?'))).toHaveLength(10);
    expect(creators?.split('/').filter((s) => s.endsWith('?'))).toHaveLength(6);
  });
});
