import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingFiles, type RoutePreload } from '../../vite-plugin-route-preloads.ts';

/*
 * The route-preloads plugin in a real Vite build of a tiny app: two routes whose pages share a stylesheet and nothing
 * else, so the bundler makes a chunk that holds only that stylesheet, and Vite deletes it before writing (its
 * stylesheet goes to the pages that imported it). The list once named that deleted chunk, and the server preloaded a
 * 404 on every visit to the program dashboard, /notifications and the builder's modules page.
 */
const WEB_ROOT = path.resolve(import.meta.dirname, '../..');
const PLUGIN = path.join(WEB_ROOT, 'vite-plugin-route-preloads.ts');

const FILES: Record<string, string> = {
  'index.html': '<!doctype html><html><body><script type="module" src="/src/main.ts"></script></body></html>',
  'src/main.ts': [
    "import { ROUTES } from './app/routes.ts';",
    "void import('./app/layouts/empty-layout.tsx');",
    'for (const route of ROUTES) void route.lazy();',
  ].join('\n'),
  'src/app/routes.ts': [
    'export const ROUTES = [',
    "  { path: '/a', layout: 'empty', lazy: () => import('../pages/a.ts') },",
    "  { path: '/b', layout: 'empty', lazy: () => import('../pages/b.ts') },",
    '];',
  ].join('\n'),
  'src/app/layouts/empty-layout.tsx': "export const layout = 'empty';",
  'src/pages/a.ts': "import './shared.css';\nimport './a.css';\nexport const Component = 'a';",
  'src/pages/b.ts': "import './shared.css';\nexport const Component = 'b';",
  'src/pages/shared.css': '.shared { color: red; }',
  'src/pages/a.css': '.a { color: blue; }',
};

/** A plugin after every other that drops a chunk from the bundle, as a later step of a build might. */
const DROP_A_CHUNK = `{
  name: 'drop-a-chunk',
  enforce: 'post',
  generateBundle: { order: 'post', handler(_o, bundle) {
    const name = Object.keys(bundle).find((file) => /^assets\\/b-.*\\.js$/.test(file));
    delete bundle[name];
  } },
}`;

let root = '';

/** Builds the fixture with the plugin (in plain Node, as `vite build` runs it); answers the build's error, if any. */
function build(extraPlugins = ''): string | null {
  const script = `
    import { build } from 'vite';
    import { routePreloadsPlugin } from ${JSON.stringify(PLUGIN)};
    await build({
      root: ${JSON.stringify(root)},
      configFile: false,
      logLevel: 'silent',
      plugins: [routePreloadsPlugin(), ${extraPlugins}],
      build: { outDir: 'dist', emptyOutDir: true },
    });`;
  try {
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: WEB_ROOT, stdio: 'pipe' });
    return null;
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  }
}

const preloads = () =>
  JSON.parse(fs.readFileSync(path.join(root, 'dist/route-preloads.json'), 'utf8')) as RoutePreload[];

describe('route-preloads.json in a real build', () => {
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'route-preloads-'));
    for (const [file, text] of Object.entries(FILES)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    }
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('names only files the build wrote, and the shared stylesheet for both routes', () => {
    expect(build()).toBeNull();
    const rows = preloads();
    expect(rows.map((row) => row.path)).toEqual(['/a', '/b']);
    for (const row of rows) {
      for (const file of [...row.js, ...row.css]) {
        expect(fs.existsSync(path.join(root, 'dist', file)), `${row.path}: ${file}`).toBe(true);
      }
      // The stylesheet of the deleted chunk moved to the page that imported it.
      expect(
        row.css.some((file) => /^assets\/shared-.*\.css$/.test(file)),
        row.path,
      ).toBe(true);
    }
  });

  it('fails the build when a preload names a file the build does not write', () => {
    const error = build(DROP_A_CHUNK);
    expect(error).toMatch(/route-preloads: files not in the build: assets\/b-\S+\.js \(\/b\)/);
  });
});

describe('missingFiles', () => {
  it('names each file a row lists that the bundle lacks, once, with the first route naming it', () => {
    const rows: RoutePreload[] = [
      { path: '/x', js: ['a.js', 'gone.js'], css: ['a.css'], locales: { ar: ['ar.js', 'gone-ar.js'] } },
      { path: '/y', js: ['gone.js'], css: ['gone.css'] },
    ];
    const bundle = { 'a.js': {}, 'a.css': {}, 'ar.js': {} };
    expect(missingFiles(rows, bundle)).toEqual(['gone.js (/x)', 'gone-ar.js (/x)', 'gone.css (/y)']);
  });
});
