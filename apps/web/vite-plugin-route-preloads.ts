import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * One row of `dist/route-preloads.json`: what a first visit to `path` needs beyond index.html's own files, and per
 * language the files of the route's translation namespaces (absent when the route declares none).
 */
export type RoutePreload = { path: string; js: string[]; css: string[]; locales?: Record<string, string[]> };
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * The lazy layout modules of `src/app/router.tsx` (LAYOUTS): every layout but the empty one also brings the
 * TanStack Query provider. `vite-plugin-route-preloads.test.ts` checks that router.tsx still imports these files.
 */
export const LAYOUT_MODULES: Record<string, string[]> = {
  default: ['src/app/layouts/default-layout.tsx', 'src/shared/api/query-provider.tsx'],
  empty: ['src/app/layouts/empty-layout.tsx'],
  login: ['src/app/layouts/login-layout.tsx', 'src/shared/api/query-provider.tsx'],
  dashboard: ['src/app/layouts/dashboard-layout.tsx', 'src/shared/api/query-provider.tsx'],
};

type RouteRow = { path: string; layout: string; lazy: () => unknown; namespaces?: readonly string[] };

/** `src/shared/i18n/locales/<language>/<namespace>.json`, each a chunk of its own (src/shared/i18n/i18n.ts). */
const LOCALE_MODULE = /[\\/]src[\\/]shared[\\/]i18n[\\/]locales[\\/]([\w-]+)[\\/]([\w-]+)\.json$/;

/** The module a route's `lazy` imports, read from its source text (`() => import('../features/x.tsx')`). */
export function lazyTarget(lazy: () => unknown): string | null {
  return /import\(\s*["'`]([^"'`]+)["'`]\s*\)/.exec(String(lazy))?.[1] ?? null;
}

function staticClosure(bundle: OutputBundle, start: OutputChunk[]): OutputChunk[] {
  const seen = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const next = bundle[file];
      if (next?.type === 'chunk') visit(next);
    }
  };
  start.forEach(visit);
  return [...seen.values()];
}

const cssOf = (chunk: OutputChunk): string[] => [...(chunk.viteMetadata?.importedCss ?? [])];

/**
 * Computes, for every path of the route table, the JS and CSS its layout and page chunks need (their static
 * imports too), minus what index.html already loads, and per language the chunks of the route's translation
 * namespaces. The server adds them to index.html as `modulepreload` and `preload as=style` links (decision 031), so a
 * first visit fetches the route's code and texts beside the entry instead of after it has run.
 */
export function routePreloads(bundle: OutputBundle, routes: readonly RouteRow[], root: string): RoutePreload[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  // The chunk holding each module: a page's own chunk, or a group chunk (vite.config.ts) a layout was put in.
  const byModule = new Map<string, OutputChunk>();
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds ?? []) byModule.set(path.normalize(id), chunk);
    if (chunk.facadeModuleId) byModule.set(path.normalize(chunk.facadeModuleId), chunk);
  }
  const entryFiles = new Set<string>();
  for (const chunk of staticClosure(
    bundle,
    chunks.filter((c) => c.isEntry),
  )) {
    entryFiles.add(chunk.fileName);
    cssOf(chunk).forEach((css) => entryFiles.add(css));
  }
  const chunkOf = (file: string) => byModule.get(path.normalize(path.resolve(root, file)));
  // language -> namespace -> chunk; English `common` is in the entry and has none.
  const locales = new Map<string, Map<string, OutputChunk>>();
  for (const chunk of chunks) {
    const [, language, namespace] = LOCALE_MODULE.exec(chunk.facadeModuleId ?? '') ?? [];
    if (!language || !namespace) continue;
    if (!locales.has(language)) locales.set(language, new Map());
    locales.get(language)?.set(namespace, chunk);
  }
  const localeFiles = (namespaces: readonly string[]) => {
    const byLanguage: Record<string, string[]> = {};
    for (const [language, byNamespace] of locales) {
      const start = namespaces.flatMap((namespace) => byNamespace.get(namespace) ?? []);
      const files = staticClosure(bundle, start)
        .map((c) => c.fileName)
        .filter((file) => !entryFiles.has(file));
      if (files.length > 0) byLanguage[language] = files;
    }
    return byLanguage;
  };

  const rows: RoutePreload[] = [];
  for (const route of routes) {
    const target = lazyTarget(route.lazy);
    const page = target ? chunkOf(path.join('src/app', target)) : undefined;
    const layout = (LAYOUT_MODULES[route.layout] ?? []).map(chunkOf);
    if (!page || layout.some((c) => !c)) {
      throw new Error(`route-preloads: no chunk for the page or layout of ${route.path} (${target ?? '?'})`);
    }
    const closure = staticClosure(bundle, [...(layout as OutputChunk[]), page]);
    const js = closure.map((c) => c.fileName).filter((file) => !entryFiles.has(file));
    const css = [...new Set(closure.flatMap(cssOf))].filter((file) => !entryFiles.has(file));
    const texts = route.namespaces?.length ? localeFiles(route.namespaces) : {};
    rows.push({ path: route.path, js, css, ...(Object.keys(texts).length > 0 ? { locales: texts } : {}) });
  }
  return rows;
}

/** The client's copy: `route-modules.json` (served), each route's JS only, file names listed once (decision 089). */
export const ROUTE_MODULES_FILE = 'route-modules.json';
export type RouteModules = { files: string[]; routes: Record<string, number[]> };

export function routeModules(rows: readonly RoutePreload[]): RouteModules {
  const files: string[] = [];
  const index = new Map<string, number>();
  const routes: Record<string, number[]> = {};
  for (const row of rows) {
    routes[row.path] = row.js.map((file) => {
      let at = index.get(file);
      if (at === undefined) {
        at = files.push(file) - 1;
        index.set(file, at);
      }
      return at;
    });
  }
  return { files, routes };
}

/** The entry chunk's file (`assets/index-<hash>.js`), as Vite names the importer of a preloaded dependency. */
export function isEntryChunk(fileName: string): boolean {
  return /(^|\/)index-[\w-]+\.js$/.test(fileName);
}

/** The files the rows name that the bundle does not hold (each once, with the first route that names it). */
export function missingFiles(rows: readonly RoutePreload[], bundle: Readonly<Record<string, unknown>>): string[] {
  const missing = new Map<string, string>();
  for (const row of rows) {
    for (const file of [...row.js, ...row.css, ...Object.values(row.locales ?? {}).flat()]) {
      if (!(file in bundle) && !missing.has(file)) missing.set(file, `${file} (${row.path})`);
    }
  }
  return [...missing.values()];
}

/**
 * Writes `route-preloads.json` beside index.html (not served: the server reads it at start) and `route-modules.json`
 * (served: the web app preloads a route's JS from it when navigating).
 */
export function routePreloadsPlugin(): Plugin {
  let root = '';
  let rows: RoutePreload[] = [];
  return {
    name: 'ito-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      // After Vite's own hooks: its CSS plugin deletes the chunks that hold only stylesheets (moving their
      // stylesheets to the chunks that imported them) in this hook, and a list made before that named those deleted
      // chunks, a 404 on every visit to the routes that needed them.
      order: 'post',
      async handler(_options, bundle) {
        // The route table is plain TypeScript whose page imports only run when called: Node loads it as is.
        const { ROUTES } = (await import(pathToFileURL(path.join(root, 'src/app/routes.ts')).href)) as {
          ROUTES: RouteRow[];
        };
        // The preload filter of vite.config.ts tells the entry by its name: no other chunk may carry it.
        const named = Object.values(bundle).filter((item) => item.type === 'chunk' && isEntryChunk(item.fileName));
        if (named.length !== 1 || !(named[0] as OutputChunk).isEntry) {
          throw new Error(`route-modules: expected one entry chunk named index-*.js, found ${named.length}`);
        }
        rows = routePreloads(bundle, ROUTES, root);
        this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(rows) });
        this.emitFile({ type: 'asset', fileName: ROUTE_MODULES_FILE, source: JSON.stringify(routeModules(rows)) });
      },
    },
    // The files as written, whatever a later hook removed: a preload of a missing file fails the build.
    writeBundle(_options, bundle) {
      const missing = missingFiles(rows, bundle);
      if (missing.length > 0) this.error(`route-preloads: files not in the build: ${missing.join(', ')}`);
    },
  };
}
