import {
  CATALOGUE_ACCESS,
  CATALOGUE_MAX_PAGE,
  CATALOGUE_ORDERS,
  TIME_BUCKET_NAMES,
} from '@ito/contracts/catalogue/catalogue-constants';

/**
 * The catalogue's filter state lives in the path: `/programs/{category}/{tag}/{level}/{signs}/{time}/{access}/
 * {order}/{popular}/{search}/{page}` (SPEC section 2). Every segment is optional; an unset one before a set one is
 * written as the placeholder `all`, and unset segments at the end are dropped, so each state has one URL.
 */
export const UNSET = 'all';
export const CATALOGUE_SEGMENTS = [
  'category',
  'tag',
  'level',
  'signs',
  'time',
  'access',
  'order',
  'popular',
  'search',
  'page',
] as const;
export type CatalogueSegment = (typeof CATALOGUE_SEGMENTS)[number];

/** Filterable levels. The program level `all` ("for every level") is written `all-levels`: `all` means unset. */
export const FILTER_LEVELS = ['beginner', 'intermediate', 'advanced', 'all'] as const;
export type FilterLevel = (typeof FILTER_LEVELS)[number];
export type FilterTime = (typeof TIME_BUCKET_NAMES)[number];
export type FilterAccess = (typeof CATALOGUE_ACCESS)[number];
export type FilterOrder = (typeof CATALOGUE_ORDERS)[number];

const ALL_LEVELS_WORD = 'all-levels';
const POPULAR_WORD = 'popular';
const FREE_TEXT_MAX = 200;
// Control characters and slashes cannot live in a path segment; commas separate signs.
const BAD_TEXT = /[\p{Cc}/]/u;

export interface CatalogueFilters {
  category?: string;
  tag?: string;
  level?: FilterLevel;
  /** A program matches when it has any of these. */
  signs?: string[];
  time?: FilterTime;
  access?: FilterAccess;
  order?: FilterOrder;
  isPopular?: boolean;
  search?: string;
  /** 1 is the default and is never written. */
  page?: number;
}

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/** Free text as a filter value: trimmed, inner slashes and control characters made spaces; '' and `all` are unset. */
export function cleanText(value: string | undefined): string | undefined {
  const text = (value ?? '')
    .replace(new RegExp(BAD_TEXT.source, 'gu'), ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, FREE_TEXT_MAX);
  return text === '' || text.toLowerCase() === UNSET ? undefined : text;
}

function cleanSigns(signs: readonly string[] | undefined): string[] | undefined {
  const list = [...new Set((signs ?? []).map((s) => cleanText(s.replace(/,/g, ' '))?.toLowerCase()).filter(Boolean))];
  return list.length > 0 ? (list as string[]) : undefined;
}

/** Drops empty values so that equal states compare equal (and build the same URL). */
export function normalizeFilters(filters: CatalogueFilters): CatalogueFilters {
  const out: CatalogueFilters = {};
  const category = cleanText(filters.category);
  if (category) out.category = category.toLowerCase();
  const tag = cleanText(filters.tag);
  if (tag) out.tag = tag.toLowerCase();
  if (filters.level) out.level = filters.level;
  const signs = cleanSigns(filters.signs);
  if (signs) out.signs = signs;
  if (filters.time) out.time = filters.time;
  if (filters.access) out.access = filters.access;
  if (filters.order) out.order = filters.order;
  if (filters.isPopular) out.isPopular = true;
  const search = cleanText(filters.search);
  if (search) out.search = search;
  if (filters.page && filters.page > 1) out.page = Math.min(Math.floor(filters.page), CATALOGUE_MAX_PAGE);
  return out;
}

function segmentValue(filters: CatalogueFilters, segment: CatalogueSegment): string | undefined {
  switch (segment) {
    case 'level':
      return filters.level === 'all' ? ALL_LEVELS_WORD : filters.level;
    case 'signs':
      return filters.signs?.join(',');
    case 'popular':
      return filters.isPopular ? POPULAR_WORD : undefined;
    case 'page':
      return filters.page ? String(filters.page) : undefined;
    default:
      return filters[segment];
  }
}

/** The one URL of a filter state. */
export function catalogueUrl(filters: CatalogueFilters): string {
  const normal = normalizeFilters(filters);
  const values = CATALOGUE_SEGMENTS.map((segment) => segmentValue(normal, segment));
  let last = values.length - 1;
  while (last >= 0 && values[last] === undefined) last -= 1;
  // Commas stay readable: they only ever separate signs, each of which is encoded on its own.
  const parts = values
    .slice(0, last + 1)
    .map((value) => (value === undefined ? UNSET : value.split(',').map(encodeURIComponent).join(',')));
  return parts.length > 0 ? `/programs/${parts.join('/')}` : '/programs';
}

/**
 * Reads the route's (already decoded) params. Returns null when a segment cannot be a filter value, which the
 * page turns into the 404 of SPEC section 8 ("failed page validation").
 */
export function parseCatalogueParams(params: Readonly<Record<string, string | undefined>>): CatalogueFilters | null {
  const read = (segment: CatalogueSegment): string | undefined => {
    const value = params[segment];
    return value === undefined || value === UNSET ? undefined : value;
  };
  const filters: CatalogueFilters = {};
  for (const segment of ['category', 'tag', 'search'] as const) {
    const raw = read(segment);
    if (raw === undefined) continue;
    if (BAD_TEXT.test(raw) || raw.trim() === '' || raw.length > FREE_TEXT_MAX) return null;
    filters[segment] = raw;
  }
  const level = read('level');
  if (level !== undefined) {
    if (level === ALL_LEVELS_WORD) filters.level = 'all';
    else if (level !== 'all' && isOneOf(FILTER_LEVELS, level)) filters.level = level;
    else return null;
  }
  const signs = read('signs');
  if (signs !== undefined) {
    if (BAD_TEXT.test(signs) || signs.length > 500) return null;
    filters.signs = signs.split(',');
  }
  const time = read('time');
  if (time !== undefined) {
    if (!isOneOf(TIME_BUCKET_NAMES, time)) return null;
    filters.time = time;
  }
  const access = read('access');
  if (access !== undefined) {
    if (!isOneOf(CATALOGUE_ACCESS, access)) return null;
    filters.access = access;
  }
  const order = read('order');
  if (order !== undefined) {
    if (!isOneOf(CATALOGUE_ORDERS, order)) return null;
    filters.order = order;
  }
  const popular = read('popular');
  if (popular !== undefined) {
    if (popular !== POPULAR_WORD) return null;
    filters.isPopular = true;
  }
  const page = read('page');
  if (page !== undefined) {
    if (!/^[1-9]\d{0,5}$/.test(page) || Number(page) > CATALOGUE_MAX_PAGE) return null;
    filters.page = Number(page);
  }
  return normalizeFilters(filters);
}

/** A new state from a filter change: any change but the page itself starts again at page 1. */
export function withFilter<K extends keyof CatalogueFilters>(
  filters: CatalogueFilters,
  key: K,
  value: CatalogueFilters[K],
): CatalogueFilters {
  const next: CatalogueFilters = { ...filters, [key]: value };
  if (key !== 'page') delete next.page;
  return normalizeFilters(next);
}

/** The query of `GET /api/catalogue/programs` for a filter state. */
export function catalogueQuery(filters: CatalogueFilters, perPage: number): Record<string, string | number> {
  const f = normalizeFilters(filters);
  const query: Record<string, string | number> = { page: f.page ?? 1, per_page: perPage };
  if (f.category) query.category = f.category;
  if (f.tag) query.tag = f.tag;
  if (f.level) query.level = f.level;
  if (f.signs) query.signs = f.signs.join(',');
  if (f.time) query.time = f.time;
  if (f.access) query.access = f.access;
  if (f.order) query.order = f.order;
  if (f.isPopular) query.popular = '1';
  if (f.search) query.search = f.search;
  return query;
}

export function countActiveFilters(filters: CatalogueFilters): number {
  const { page: _page, order: _order, ...rest } = normalizeFilters(filters);
  return Object.keys(rest).length;
}
