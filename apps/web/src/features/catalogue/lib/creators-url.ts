import { CATALOGUE_MAX_PAGE, CREATOR_ORDERS } from '@ito/contracts/catalogue/catalogue-constants';
import { makeSlug } from '@ito/contracts/common/slug';
import { UNSET } from './catalogue-url.ts';

/**
 * The creator directory's filter state, in the path like the catalogue's:
 * `/creators/{category}/{rating}/{role}/{order}/{popular}/{page}`, `all` for an unset segment before a set one.
 */
export const CREATOR_SEGMENTS = ['category', 'rating', 'role', 'order', 'popular', 'page'] as const;
type CreatorSegment = (typeof CREATOR_SEGMENTS)[number];
export type CreatorOrder = (typeof CREATOR_ORDERS)[number];

export interface CreatorFilters {
  category?: string;
  /** Minimum rating, 1 to 5. */
  rating?: number;
  /** A profession, written in the URL as its slug (`yoga-instructor`). */
  role?: string;
  order?: CreatorOrder;
  isPopular?: boolean;
  page?: number;
}

const SLUG = /^[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*$/u;

function isOrder(value: string): value is CreatorOrder {
  return (CREATOR_ORDERS as readonly string[]).includes(value);
}

export function normalizeCreatorFilters(filters: CreatorFilters): CreatorFilters {
  const out: CreatorFilters = {};
  if (filters.category && filters.category !== UNSET) out.category = filters.category;
  if (filters.rating && filters.rating >= 1 && filters.rating <= 5) out.rating = Math.floor(filters.rating);
  const role = filters.role ? makeSlug(filters.role) : '';
  if (role && role !== UNSET) out.role = role;
  if (filters.order) out.order = filters.order;
  if (filters.isPopular) out.isPopular = true;
  if (filters.page && filters.page > 1) out.page = Math.min(Math.floor(filters.page), CATALOGUE_MAX_PAGE);
  return out;
}

function segmentValue(f: CreatorFilters, segment: CreatorSegment): string | undefined {
  if (segment === 'popular') return f.isPopular ? 'popular' : undefined;
  const value = f[segment];
  return value === undefined ? undefined : String(value);
}

export function creatorsUrl(filters: CreatorFilters): string {
  const normal = normalizeCreatorFilters(filters);
  const values = CREATOR_SEGMENTS.map((segment) => segmentValue(normal, segment));
  let last = values.length - 1;
  while (last >= 0 && values[last] === undefined) last -= 1;
  const parts = values.slice(0, last + 1).map((value) => (value === undefined ? UNSET : encodeURIComponent(value)));
  return parts.length > 0 ? `/creators/${parts.join('/')}` : '/creators';
}

/** Null when a segment cannot be a filter value (the page answers 404). */
export function parseCreatorParams(params: Readonly<Record<string, string | undefined>>): CreatorFilters | null {
  const read = (segment: CreatorSegment) => {
    const value = params[segment];
    return value === undefined || value === UNSET ? undefined : value;
  };
  const filters: CreatorFilters = {};
  const category = read('category');
  if (category !== undefined) {
    if (!SLUG.test(category) || category.length > 100) return null;
    filters.category = category;
  }
  const rating = read('rating');
  if (rating !== undefined) {
    if (!/^[1-5]$/.test(rating)) return null;
    filters.rating = Number(rating);
  }
  const role = read('role');
  if (role !== undefined) {
    if (!SLUG.test(role) || role.length > 100) return null;
    filters.role = role;
  }
  const order = read('order');
  if (order !== undefined) {
    if (!isOrder(order)) return null;
    filters.order = order;
  }
  const popular = read('popular');
  if (popular !== undefined) {
    if (popular !== 'popular') return null;
    filters.isPopular = true;
  }
  const page = read('page');
  if (page !== undefined) {
    if (!/^[1-9]\d{0,5}$/.test(page) || Number(page) > CATALOGUE_MAX_PAGE) return null;
    filters.page = Number(page);
  }
  return normalizeCreatorFilters(filters);
}

export function withCreatorFilter<K extends keyof CreatorFilters>(
  filters: CreatorFilters,
  key: K,
  value: CreatorFilters[K],
): CreatorFilters {
  const next: CreatorFilters = { ...filters, [key]: value };
  if (key !== 'page') delete next.page;
  return normalizeCreatorFilters(next);
}

/**
 * The query of `GET /api/creators`. The server matches the profession case-insensitively, so the slug goes back
 * to words: `yoga-instructor` -> `yoga instructor`.
 */
export function creatorsQuery(filters: CreatorFilters, perPage: number): Record<string, string | number> {
  const f = normalizeCreatorFilters(filters);
  const query: Record<string, string | number> = { page: f.page ?? 1, per_page: perPage };
  if (f.category) query.category = f.category;
  if (f.rating) query.rating = f.rating;
  if (f.role) query.role = f.role.replace(/-/g, ' ');
  if (f.order) query.order = f.order;
  if (f.isPopular) query.popular = '1';
  return query;
}
