import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** One row of `dist/route-preloads.json`: what a first visit to `path` needs beyond index.html's own files. */
export type RoutePreload = { path: string; js: string[]; css: string[] };
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

type RouteRow = { path: string; layout: string; lazy: () => unknown };

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
 * imports too), minus what index.html already loads. The server adds them to index.html as `modulepreload` and
 * `preload as=style` links (decision 031), so a first visit fetches the route's code beside the entry instead of
 * after it has run.
 */
export function routePreloads(bundle: OutputBundle, routes: readonly RouteRow[], root: string): RoutePreload[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byModule = new Map(chunks.flatMap((c) => (c.facadeModuleId ? [[path.normalize(c.facadeModuleId), c]] : [])));
  const entryFiles = new Set<string>();
  for (const chunk of staticClosure(
    bundle,
    chunks.filter((c) => c.isEntry),
  )) {
    entryFiles.add(chunk.fileName);
    cssOf(chunk).forEach((css) => entryFiles.add(css));
  }
  const chunkOf = (file: string) => byModule.get(path.normalize(path.resolve(root, file)));

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
    rows.push({ path: route.path, js, css });
  }
  return rows;
}

/** Writes `route-preloads.json` beside index.html (not served: the server reads it at start). */
export function routePreloadsPlugin(): Plugin {
  let root = '';
  return {
    name: 'ito-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      // The route table is plain TypeScript whose page imports only run when called: Node loads it as is.
      const { ROUTES } = (await import(pathToFileURL(path.join(root, 'src/app/routes.ts')).href)) as {
        ROUTES: RouteRow[];
      };
      const rows = routePreloads(bundle, ROUTES, root);
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(rows) });
    },
  };
}
