import fs from 'node:fs';

/**
 * Per-route preload links for the served `index.html` (decision 031). The web build writes
 * `route-preloads.json`: for each path pattern of the web route table, the JS and CSS of its layout and page that
 * index.html does not already load, and per language the files of the route's translation namespaces. A first
 * visit then fetches them beside the entry script instead of after it has run and asked for them (one round trip
 * less per step on a phone network).
 */
export type RoutePreload = { path: string; js: string[]; css: string[]; locales?: Record<string, string[]> };

type Segment =
  { kind: 'static'; text: string; isOptional: boolean } | { kind: 'param'; isOptional: boolean } | { kind: 'splat' };

type CompiledRoute = { segments: Segment[]; links: string; localeLinks: Map<string, string> };

/** The web app's fallback language (`fallbackLng`, apps/web/src/shared/i18n/i18n.ts). */
export const FALLBACK_LANGUAGE = 'en';

const MAX_SEGMENTS = 16;
const ASSET = /^assets\/[\w.-]+\.(?:js|css)$/;

function compile(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((part): Segment => {
      if (part === '*') return { kind: 'splat' };
      const isOptional = part.endsWith('?');
      const text = isOptional ? part.slice(0, -1) : part;
      return text.startsWith(':') ? { kind: 'param', isOptional } : { kind: 'static', text, isOptional };
    });
}

/**
 * The best score with which `segments` match `parts` (React Router's ranking: a static segment outranks a parameter,
 * a parameter outranks a splat), or null when they do not match.
 */
function score(segments: readonly Segment[], parts: readonly string[]): number | null {
  const [segment, ...rest] = segments;
  if (!segment) return parts.length === 0 ? 0 : null;
  if (segment.kind === 'splat') return rest.length === 0 ? -2 : null;
  const [part, ...remaining] = parts;
  let best: number | null = null;
  if (part !== undefined && (segment.kind === 'param' || part === segment.text)) {
    const tail = score(rest, remaining);
    if (tail !== null) best = tail + (segment.kind === 'static' ? 10 : 3);
  }
  if (segment.isOptional) {
    const skipped = score(rest, parts);
    if (skipped !== null && (best === null || skipped > best)) best = skipped;
  }
  return best;
}

/** The `<link>` tags for one route: modulepreload for scripts, preload for stylesheets (Vite's loader reuses both). */
export function preloadLinks(route: Pick<RoutePreload, 'js' | 'css'>): string {
  const js = route.js.filter((file) => ASSET.test(file));
  const css = route.css.filter((file) => ASSET.test(file));
  return [
    ...css.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
    ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}

/**
 * The language the web app will most likely start in, from `Accept-Language`: the app takes a saved choice (which
 * the server does not see), else the browser's first language when it has texts for it, else English
 * (apps/web/src/shared/i18n/language.ts). The browser's first language is the entry with the highest q.
 */
export function preferredLanguage(header: string | undefined, languages: ReadonlySet<string>): string {
  let best: { language: string; q: number } | null = null;
  // Bounded: a header is at most a few KB (Node's limit), and only its first 32 entries are looked at.
  for (const part of (header ?? '').split(',').slice(0, 32)) {
    const [tag = '', ...params] = part.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0] ?? '';
    const qText = params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
    const q = qText === undefined ? 1 : Number(qText);
    if (!/^[a-z]{2,8}$/.test(language) || !(q > 0)) continue;
    if (!best || q > best.q) best = { language, q };
  }
  return best && languages.has(best.language) ? best.language : FALLBACK_LANGUAGE;
}

export type RoutePreloads = {
  /** The route's links; with a language, also its translation files in that language. */
  linksFor(pathname: string, language?: string): string;
  patternFor(pathname: string): string | null;
  /** Every language the build has translation files for. */
  languages: ReadonlySet<string>;
};

/** Reads the build's route list; a build without it (or an unreadable one) simply adds no links. */
export function loadRoutePreloads(file: string): RoutePreloads {
  let rows: RoutePreload[] = [];
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (Array.isArray(parsed)) rows = parsed.filter(isRoutePreload);
  } catch {
    rows = [];
  }
  return routePreloadsOf(rows);
}

function isRoutePreload(value: unknown): value is RoutePreload {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  const isList = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string');
  const isLocales = (locales: unknown) =>
    locales === undefined ||
    (typeof locales === 'object' &&
      locales !== null &&
      !Array.isArray(locales) &&
      Object.values(locales).every(isList));
  return typeof row.path === 'string' && isList(row.js) && isList(row.css) && isLocales(row.locales);
}

export function routePreloadsOf(rows: readonly RoutePreload[]): RoutePreloads {
  const routes: (CompiledRoute & { path: string })[] = rows.map((row) => ({
    path: row.path,
    segments: compile(row.path),
    links: preloadLinks(row),
    localeLinks: new Map(
      Object.entries(row.locales ?? {}).map(([language, js]) => [language, preloadLinks({ js, css: [] })]),
    ),
  }));
  const languages = new Set(rows.flatMap((row) => Object.keys(row.locales ?? {})));
  const best = (pathname: string) => {
    let parts: string[];
    try {
      parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
    } catch {
      return null;
    }
    // No route of the app is this deep; a long hostile path costs nothing.
    if (parts.length > MAX_SEGMENTS) return null;
    let found: (typeof routes)[number] | null = null;
    let foundScore = -Infinity;
    for (const route of routes) {
      const s = score(route.segments, parts);
      if (s !== null && s > foundScore) {
        found = route;
        foundScore = s;
      }
    }
    return found;
  };
  return {
    linksFor: (pathname, language) => {
      const route = best(pathname);
      if (!route) return '';
      return route.links + (language === undefined ? '' : (route.localeLinks.get(language) ?? ''));
    },
    patternFor: (pathname) => best(pathname)?.path ?? null,
    languages,
  };
}
