/**
 * A program is "popular" at this many followers (programs.popularity); a creator when their programs sum to it. The
 * seeded catalogue has a long tail, so this is roughly its top quarter (the demo seed and `seed:bulk` alike).
 */
export const POPULAR_THRESHOLD = 100;

/** The catalogue's `time` filter: program length in weeks (bounds inclusive, `max` null = open-ended). */
export const TIME_BUCKETS = {
  short: { min: 1, max: 4 },
  medium: { min: 5, max: 8 },
  long: { min: 9, max: 12 },
  extended: { min: 13, max: null },
} as const;
export const TIME_BUCKET_NAMES = ['short', 'medium', 'long', 'extended'] as const;
export type TTimeBucket = (typeof TIME_BUCKET_NAMES)[number];

export const CATALOGUE_LEVELS = ['beginner', 'intermediate', 'advanced', 'all'] as const;
/** Access values a visitor can filter on: private programs are never listed. */
export const CATALOGUE_ACCESS = ['free', 'paid', 'subscription'] as const;
export const CATALOGUE_ORDERS = ['newest', 'popular', 'rating', 'price_asc', 'price_desc', 'relevance'] as const;
export const CREATOR_ORDERS = ['rating', 'popular', 'newest', 'name'] as const;

/** Programs per page of the web catalogue (the server may put its first page into the page: decision 031). */
export const CATALOGUE_PAGE_SIZE = 12;
/** Deep offsets are slow and useless to a person: the catalogue stops at this page. */
export const CATALOGUE_MAX_PAGE = 1000;
/** A catalogue total up to this many programs is always exact; above it, the total may be an estimate. */
export const CATALOGUE_EXACT_TOTAL = 1000;
/** How many values the tag and signs facets list. */
export const FACET_TOP_VALUES = 20;
export const HOME_SEARCH_LIMIT_MAX = 20;
