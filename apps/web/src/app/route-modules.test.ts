import { afterEach, describe, expect, it } from 'vitest';
import { loadRouteModules, preloadRouteModules } from './route-modules.ts';

const TABLE = {
  files: ['assets/shell-1.js', 'assets/home-2.js', 'assets/inbox-3.js'],
  routes: { '/home': [0, 1], '/messages': [0, 2] },
};
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href).pathname,
  );

afterEach(() => {
  document.head.innerHTML = '';
});

describe('preloading a route’s modules on navigation', () => {
  it('does nothing before the table is in or when it cannot be fetched', async () => {
    preloadRouteModules('/home');
    expect(preloads()).toEqual([]);
    await loadRouteModules(() => Promise.reject(new TypeError('offline')));
    preloadRouteModules('/home');
    expect(preloads()).toEqual([]);
  });

  it('asks for each file of the route once, skipping what the first page’s HTML already preloaded', async () => {
    const first = document.createElement('link');
    first.rel = 'modulepreload';
    first.href = '/assets/shell-1.js';
    document.head.appendChild(first);
    await loadRouteModules((input) => {
      expect(String(input)).toBe('/route-modules.json');
      return Promise.resolve(new Response(JSON.stringify(TABLE)));
    });

    preloadRouteModules('/home');
    expect(preloads()).toEqual(['/assets/shell-1.js', '/assets/home-2.js']);
    preloadRouteModules('/messages');
    preloadRouteModules('/home');
    preloadRouteModules('/unknown');
    expect(preloads()).toEqual(['/assets/shell-1.js', '/assets/home-2.js', '/assets/inbox-3.js']);
  });
});
