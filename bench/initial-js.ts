import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from './server-process.ts';
import type { BenchRow } from './report.ts';

export const INITIAL_JS_BUDGET_KB = 140;
const NAME = 'initial JS for / (gzip)';
const BUDGET = `<= ${INITIAL_JS_BUDGET_KB} KB`;
/**
 * The built web app: `WEB_DIST` (the server's own setting, passed on to the server the bench starts), else
 * `apps/web/dist`. A separate folder lets a bench build and measure without touching a dist another run is serving.
 */
export const WEB_DIST = process.env.WEB_DIST
  ? path.resolve(REPO_ROOT, process.env.WEB_DIST)
  : path.join(REPO_ROOT, 'apps/web/dist');
const BUILD_TIMEOUT_MS = 10 * 60_000;

/**
 * The JS a browser must fetch before `/` can run: the entry `<script type="module">` tags and the
 * `<link rel="modulepreload">` tags of the built index.html. Lazy route chunks are not counted: they load after.
 * Each file is gzipped at level 9, as a CDN or `@fastify/compress` would serve it.
 */
export function measureInitialJs(options: { build: 'always' | 'if-missing' | 'never' }): BenchRow {
  const indexHtml = path.join(WEB_DIST, 'index.html');
  const mustBuild = options.build === 'always' || (options.build === 'if-missing' && !fs.existsSync(indexHtml));
  if (mustBuild) {
    console.log(`  building the web app into ${WEB_DIST} ...`);
    const build = spawnSync('npm', ['run', 'build', '-w', '@ito/web', '--', '--outDir', WEB_DIST, '--emptyOutDir'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      timeout: BUILD_TIMEOUT_MS,
    });
    if (build.status !== 0) {
      const why = `${build.stderr ?? ''}${build.stdout ?? ''}`.trim().split('\n').slice(-3).join(' | ');
      return {
        name: NAME,
        budget: BUDGET,
        measured: '-',
        status: 'N/A',
        note: `not measurable yet: web build failed (${why})`,
      };
    }
  }
  if (!fs.existsSync(indexHtml)) {
    return {
      name: NAME,
      budget: BUDGET,
      measured: '-',
      status: 'N/A',
      note: `not measurable yet: ${path.relative(REPO_ROOT, indexHtml)} is missing`,
    };
  }

  const files = initialScripts(fs.readFileSync(indexHtml, 'utf8'));
  if (files.length === 0) {
    return {
      name: NAME,
      budget: BUDGET,
      measured: '-',
      status: 'N/A',
      note: 'index.html loads no local module script',
    };
  }
  const sizes = files.map((file) => {
    const full = path.join(WEB_DIST, file);
    const raw = fs.readFileSync(full);
    // What the server sends a browser that takes brotli: the twin the build wrote beside the file (decision 026).
    const brBytes = fs.existsSync(`${full}.br`) ? fs.statSync(`${full}.br`).size : raw.length;
    return { file, bytes: raw.length, gzip_bytes: gzipSync(raw, { level: 9 }).length, br_bytes: brBytes };
  });
  const gzipKb = sizes.reduce((sum, s) => sum + s.gzip_bytes, 0) / 1024;
  const rawKb = sizes.reduce((sum, s) => sum + s.bytes, 0) / 1024;
  const brKb = sizes.reduce((sum, s) => sum + s.br_bytes, 0) / 1024;
  const builtAt = fs.statSync(indexHtml).mtime.toISOString();
  return {
    name: NAME,
    budget: BUDGET,
    measured: `${gzipKb.toFixed(1)} KB gzip (${brKb.toFixed(1)} KB as served in brotli, ${rawKb.toFixed(1)} KB raw, ${files.length} files)`,
    status: gzipKb <= INITIAL_JS_BUDGET_KB ? 'PASS' : 'FAIL',
    note: `dist built ${builtAt}`,
    data: {
      budget_kb: INITIAL_JS_BUDGET_KB,
      gzip_kb: gzipKb,
      br_kb: brKb,
      raw_kb: rawKb,
      files: sizes,
      built_at: builtAt,
    },
  };
}

/** Local paths of the module scripts and modulepreloads in index.html, in order, without duplicates. */
export function initialScripts(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isScript = /^<script/i.test(tag) && /\btype\s*=\s*["']?module/i.test(tag);
    const isPreload = /^<link/i.test(tag) && /\brel\s*=\s*["']?modulepreload/i.test(tag);
    const ref = /\b(?:src|href)\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1];
    if (!(isScript || isPreload) || !ref || /^(?:[a-z]+:)?\/\//i.test(ref)) continue;
    const local = ref.replace(/^\.?\//, '').split(/[?#]/)[0] ?? '';
    if (local && !found.includes(local)) found.push(local);
  }
  return found;
}
