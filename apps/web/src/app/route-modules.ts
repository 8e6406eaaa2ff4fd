/**
 * The JS each route needs, from the build's `route-modules.json` (vite-plugin-route-preloads.ts): the entry's lazy
 * imports name only their style sheets (decision 089), so a navigation asks for the route's modules here, beside the
 * page's own chunk, instead of finding them one import after another. Loaded once the first screen is up; until then
 * (or if it fails) a navigation simply loads its chunks as their imports are found.
 */
type RouteModules = { files: string[]; routes: Record<string, number[]> };

let table: RouteModules | null = null;
const requested = new Set<string>();

export async function loadRouteModules(get: typeof fetch = fetch): Promise<void> {
  try {
    const response = await get('/route-modules.json');
    if (response.ok) table = (await response.json()) as RouteModules;
  } catch {
    // Only an optimisation: navigations work without it.
  }
}

/** Adds a `modulepreload` link for each of the route's files not yet asked for (the first page's came with its HTML). */
export function preloadRouteModules(path: string): void {
  const indexes = table?.routes[path];
  if (!table || !indexes) return;
  if (requested.size === 0) {
    document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]').forEach((link) => {
      requested.add(new URL(link.href, location.href).pathname);
    });
  }
  for (const at of indexes) {
    const href = `/${table.files[at]}`;
    if (requested.has(href)) continue;
    requested.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
}
