import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { writeWebDist } from '../test/web-dist.ts';
import { loadRoutePreloads, preferredLanguage, routePreloadsOf, type RoutePreload } from './route-preloads.ts';

const ROWS: RoutePreload[] = [
  { path: '/', js: ['assets/landing-A1.js'], css: ['assets/landing-A1.css'] },
  {
    path: '/programs/:category?/:tag?/:page?',
    js: ['assets/programs-B2.js'],
    css: [],
    locales: { en: ['assets/catalogue-En1.js'], ar: ['assets/catalogue-Ar2.js'] },
  },
  { path: '/program/:id', js: ['assets/program-C3.js', 'assets/mantine-D4.js'], css: [] },
  { path: '/program/new', js: ['assets/new-E5.js'], css: [] },
  { path: '/docs/*', js: ['assets/docs-F6.js'], css: [] },
  // Never echoed into the page: only hashed asset names are.
  { path: '/evil', js: ['"><script>alert(1)</script>', 'https://cdn.example/x.js'], css: ['../secret.css'] },
];

describe('route preloads', () => {
  const preloads = routePreloadsOf(ROWS);

  it('matches paths as the web router does: optional segments, parameters, splats', () => {
    expect(preloads.patternFor('/')).toBe('/');
    expect(preloads.patternFor('/programs')).toBe('/programs/:category?/:tag?/:page?');
    expect(preloads.patternFor('/programs/health/sleep/2')).toBe('/programs/:category?/:tag?/:page?');
    expect(preloads.patternFor('/program/0b7e')).toBe('/program/:id');
    expect(preloads.patternFor('/docs/a/b/c')).toBe('/docs/*');
    expect(preloads.patternFor('/programs/a/b/c/d')).toBeNull();
    expect(preloads.patternFor('/nowhere')).toBeNull();
    expect(preloads.patternFor('/program/%E0%A4%A')).toBeNull();
    expect(preloads.patternFor(`/${'a/'.repeat(500)}`)).toBeNull();
  });

  it('prefers a static segment over a parameter', () => {
    expect(preloads.patternFor('/program/new')).toBe('/program/new');
  });

  it('links the route files: modulepreload for scripts, preload as style for stylesheets, same CORS mode as Vite', () => {
    expect(preloads.linksFor('/')).toBe(
      '<link rel="preload" as="style" crossorigin href="/assets/landing-A1.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/landing-A1.js">',
    );
    expect(preloads.linksFor('/program/42')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/program-C3.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/mantine-D4.js">',
    );
    expect(preloads.linksFor('/evil')).toBe('');
    expect(preloads.linksFor('/nowhere')).toBe('');
  });

  it('adds the route’s translation files in the language asked for, and none for a language it has no files in', () => {
    expect(preloads.languages).toEqual(new Set(['en', 'ar']));
    expect(preloads.linksFor('/programs', 'ar')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/programs-B2.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/catalogue-Ar2.js">',
    );
    expect(preloads.linksFor('/programs/health', 'en')).toContain('/assets/catalogue-En1.js');
    expect(preloads.linksFor('/programs', 'fr')).not.toContain('catalogue-');
    expect(preloads.linksFor('/programs')).not.toContain('catalogue-');
    expect(preloads.linksFor('/program/42', 'en')).not.toContain('catalogue-');
  });

  it('guesses the web app’s language from Accept-Language: the browser’s first language if there are texts for it', () => {
    const languages = new Set(['en', 'ar']);
    expect(preferredLanguage('ar-EG,ar;q=0.9,en;q=0.8', languages)).toBe('ar');
    expect(preferredLanguage('en-US,en;q=0.9', languages)).toBe('en');
    expect(preferredLanguage('fr-FR,fr;q=0.9,ar;q=0.8', languages)).toBe('en');
    expect(preferredLanguage('en;q=0.5, AR', languages)).toBe('ar');
    expect(preferredLanguage('ar;q=0, en', languages)).toBe('en');
    expect(preferredLanguage('*', languages)).toBe('en');
    expect(preferredLanguage(undefined, languages)).toBe('en');
    expect(preferredLanguage(`${'x,'.repeat(10_000)}ar`, languages)).toBe('en');
  });

  it('refuses a list whose locales are not lists of names', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'preloads-')), 'route-preloads.json');
    fs.writeFileSync(file, JSON.stringify([{ path: '/', js: [], css: [], locales: { en: 'assets/x.js' } }, ROWS[0]]));
    const loaded = loadRoutePreloads(file);
    expect(loaded.patternFor('/')).toBe('/');
    expect(loaded.languages).toEqual(new Set());
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });

  it('adds nothing when the build wrote no list, or a broken one', () => {
    expect(loadRoutePreloads('/nonexistent/route-preloads.json').linksFor('/')).toBe('');
  });
});

describe('index.html carries the preload links of the route it is served for', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = writeWebDist();
    fs.writeFileSync(path.join(dist, 'route-preloads.json'), JSON.stringify(ROWS));
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('per route, in every encoding, and the list itself is not served', async () => {
    const program = await t.app.inject({ method: 'GET', url: '/program/42?ref=x' });
    expect(program.statusCode).toBe(200);
    expect(program.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/program-C3.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/mantine-D4.js"></head>',
    );
    expect(program.body).not.toContain('landing-A1');
    const landing = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(landing.headers['content-encoding']).toBe('gzip');
    const other = await t.app.inject({ method: 'GET', url: '/about-nothing' });
    expect(other.body).not.toContain('modulepreload');
    expect(other.body).toContain('<script type="module" crossorigin src="/assets/index-Abc123.js">');
    const list = await t.app.inject({ method: 'GET', url: '/route-preloads.json' });
    expect(list.statusCode).toBe(404);
  });

  it('with the route’s translation files in the language the browser asks for first', async () => {
    const arabic = await t.app.inject({
      method: 'GET',
      url: '/programs/health',
      headers: { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.8' },
    });
    expect(arabic.body).toContain('<link rel="modulepreload" crossorigin href="/assets/catalogue-Ar2.js">');
    expect(arabic.body).not.toContain('catalogue-En1');
    // And by session cookie: a signed-out visitor's page carries its first answers (first-data.ts).
    expect(arabic.headers.vary).toBe('accept-encoding, accept-language, cookie');
    const english = await t.app.inject({ method: 'GET', url: '/programs', headers: { 'accept-language': 'en-GB' } });
    expect(english.body).toContain('/assets/catalogue-En1.js');
    expect(english.body).not.toContain('catalogue-Ar2');
    const unknown = await t.app.inject({ method: 'GET', url: '/programs', headers: { 'accept-language': 'de' } });
    expect(unknown.body).toContain('/assets/catalogue-En1.js');
    const again = await t.app.inject({ method: 'GET', url: '/programs', headers: { 'accept-language': 'ar' } });
    expect(again.body).toContain('/assets/catalogue-Ar2.js');
  });
});
