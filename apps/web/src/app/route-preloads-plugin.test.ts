import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { isEntryChunk, LAYOUT_MODULES, routeModules, routePreloads } from '../../vite-plugin-route-preloads.ts';
import { ROUTES } from './routes.ts';

const WEB_ROOT = path.resolve(import.meta.dirname, '../..');

function chunk(fileName: string, facade: string | null, imports: string[], css: string[] = [], isEntry = false) {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId: facade ? path.join(WEB_ROOT, facade) : null,
    imports,
    isEntry,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  } as unknown as OutputChunk;
}

describe('the build plugin that lists each route’s files (route-preloads.json)', () => {
  it('finds the page module of every route in the route table, read the way the build reads it (plain Node)', () => {
    // Vitest rewrites dynamic imports, so the table is loaded by Node itself, as the plugin does during the build.
    const script = `
      const { ROUTES } = await import(${JSON.stringify(path.join(WEB_ROOT, 'src/app/routes.ts'))});
      const { lazyTarget } = await import(${JSON.stringify(path.join(WEB_ROOT, 'vite-plugin-route-preloads.ts'))});
      console.log(JSON.stringify(ROUTES.map((r) => [r.path, lazyTarget(r.lazy)])));`;
    const targets = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
    ) as [string, string | null][];
    expect(targets).toHaveLength(ROUTES.length);
    for (const [route, target] of targets) {
      expect(target, route).not.toBeNull();
      expect(fs.existsSync(path.join(WEB_ROOT, 'src/app', target ?? '')), route).toBe(true);
    }
  });

  it('declares only translation namespaces that every language has', () => {
    const languages = fs.readdirSync(path.join(WEB_ROOT, 'src/shared/i18n/locales'));
    expect(languages).toContain('en');
    const declared = ROUTES.flatMap((route) => (route.namespaces ?? []).map((namespace) => [route.path, namespace]));
    expect(declared.length).toBeGreaterThan(0);
    for (const [route, namespace] of declared) {
      for (const language of languages) {
        const file = path.join(WEB_ROOT, 'src/shared/i18n/locales', language, `${namespace}.json`);
        expect(fs.existsSync(file), `${route}: ${language}/${namespace}`).toBe(true);
      }
    }
  });

  it('knows the lazy layout modules the router loads for each layout', () => {
    const router = fs.readFileSync(path.join(WEB_ROOT, 'src/app/router.tsx'), 'utf8');
    for (const layout of new Set(ROUTES.map((r) => r.layout))) {
      const files = LAYOUT_MODULES[layout] ?? [];
      expect(files.length, layout).toBeGreaterThan(0);
      for (const file of files) {
        expect(router, `${layout}: ${file}`).toContain(`'${path.relative('src/app', file).replace(/^(?!\.)/, './')}'`);
      }
    }
  });

  it('lists a route’s layout and page files with their static imports, minus what index.html loads', () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/index.js', 'index.html', ['assets/react.js'], ['assets/index.css'], true),
        chunk('assets/react.js', null, []),
        chunk('assets/empty-layout.js', 'src/app/layouts/empty-layout.tsx', ['assets/react.js', 'assets/ui.js']),
        chunk('assets/ui.js', null, ['assets/react.js'], ['assets/ui.css']),
        chunk('assets/landing.js', 'src/features/public/pages/landing-page.tsx', ['assets/ui.js', 'assets/intent.js']),
        chunk('assets/intent.js', null, [], ['assets/index.css', 'assets/intent.css']),
      ].map((c) => [c.fileName, c]),
    ) as OutputBundle;
    const landing = Object.assign(() => undefined, {
      toString: () => "() => import('../features/public/pages/landing-page.tsx')",
    });
    const [row] = routePreloads(bundle, [{ path: '/', layout: 'empty', lazy: landing }], WEB_ROOT);
    expect(row).toEqual({
      path: '/',
      js: ['assets/empty-layout.js', 'assets/ui.js', 'assets/landing.js', 'assets/intent.js'],
      css: ['assets/ui.css', 'assets/intent.css'],
    });
  });

  it('lists per language the translation chunks of the namespaces a route declares', () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/index.js', 'index.html', [], [], true),
        chunk('assets/empty-layout.js', 'src/app/layouts/empty-layout.tsx', []),
        chunk('assets/programs.js', 'src/features/catalogue/pages/programs-page.tsx', []),
        chunk('assets/catalogue-en.js', 'src/shared/i18n/locales/en/catalogue.json', []),
        chunk('assets/catalogue-ar.js', 'src/shared/i18n/locales/ar/catalogue.json', []),
        chunk('assets/auth-ar.js', 'src/shared/i18n/locales/ar/auth.json', []),
        // No English `landing` file in this bundle: nothing to preload for it in English.
        chunk('assets/landing-ar.js', 'src/shared/i18n/locales/ar/landing.json', []),
      ].map((c) => [c.fileName, c]),
    ) as OutputBundle;
    const programs = Object.assign(() => undefined, {
      toString: () => "() => import('../features/catalogue/pages/programs-page.tsx')",
    });
    const rows = routePreloads(
      bundle,
      [
        { path: '/programs', layout: 'empty', lazy: programs, namespaces: ['catalogue', 'landing'] },
        { path: '/plain', layout: 'empty', lazy: programs },
      ],
      WEB_ROOT,
    );
    expect(rows[0]?.locales).toEqual({
      en: ['assets/catalogue-en.js'],
      ar: ['assets/catalogue-ar.js', 'assets/landing-ar.js'],
    });
    expect(rows[1]).not.toHaveProperty('locales');
  });
});

describe('the client’s copy of each route’s JS (route-modules.json)', () => {
  it('names every file once and gives each route the indexes of exactly its files, in order', () => {
    const rows = [
      { path: '/a', js: ['assets/shell-1.js', 'assets/a-2.js'], css: ['assets/a-2.css'] },
      { path: '/b', js: ['assets/shell-1.js', 'assets/b-3.js'], css: [] },
      { path: '/c', js: [], css: [] },
    ];
    const table = routeModules(rows);
    expect(table.files).toEqual(['assets/shell-1.js', 'assets/a-2.js', 'assets/b-3.js']);
    for (const row of rows) expect(table.routes[row.path]?.map((at) => table.files[at])).toEqual(row.js);
  });

  it('tells the entry chunk by its name, so the entry’s lazy imports keep only their style sheets', () => {
    expect(isEntryChunk('assets/index-YVACgVm.js')).toBe(true);
    expect(isEntryChunk('assets/index-YVACgVm.css')).toBe(false);
    expect(isEntryChunk('assets/app-shell-C0XbfOp.js')).toBe(false);
    expect(isEntryChunk('assets/reindex-C0XbfOp.js')).toBe(false);
  });
});
