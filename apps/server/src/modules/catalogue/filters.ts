import { and, arrayContains, arrayOverlaps, desc, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import type { TListProgramsRequest } from '@ito/contracts/catalogue/list-programs';
import { TIME_BUCKETS, TIME_BUCKET_NAMES, type TTimeBucket } from '@ito/contracts/catalogue/catalogue-constants';
import { programs } from '../../db/schema/programs.ts';
import { categories } from '../../db/schema/categories.ts';
import { isPopularProgram } from './cards.ts';

/** The faceted filters: each one's facet is counted with the other filters applied but not itself. */
export const FACET_KEYS = ['category', 'tag', 'level', 'signs', 'time', 'access', 'popular'] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

export function timeCondition(bucket: TTimeBucket): SQL {
  const { min, max } = TIME_BUCKETS[bucket];
  return max === null
    ? gte(programs.duration_weeks, min)
    : and(gte(programs.duration_weeks, min), lte(programs.duration_weeks, max))!;
}

/** The bucket name of a program's duration, or null (no duration / outside every bucket). */
export const timeBucketExpression: SQL = sql`case ${sql.join(
  TIME_BUCKET_NAMES.map((name) => sql`when ${timeCondition(name)} then ${name}`),
  sql` `,
)} end`;

/**
 * One SQL condition per filter that is set; unset filters are absent. Category matches by slug (any owner): the caller
 * passes the ids of the categories with that slug (`categoryIdsBySlug`), so the planner sees constants it can match
 * against the programs' indexes.
 */
export function filterConditions(
  query: TListProgramsRequest,
  categoryIds: readonly string[] = [],
): Partial<Record<FacetKey, SQL>> {
  const conditions: Partial<Record<FacetKey, SQL>> = {};
  if (query.category) conditions.category = inArray(programs.category_id, [...categoryIds]);
  if (query.tag) conditions.tag = arrayContains(programs.tags, [query.tag]);
  if (query.level) conditions.level = eq(programs.level, query.level);
  if (query.signs && query.signs.length > 0) conditions.signs = arrayOverlaps(programs.signs, query.signs);
  if (query.time) conditions.time = timeCondition(query.time);
  if (query.access) conditions.access = eq(programs.access, query.access);
  if (query.popular === '1') conditions.popular = isPopularProgram;
  return conditions;
}

/** The ids of the categories (global or a creator's own) whose slug is the filter's. */
export async function categoryIdsBySlug(db: Db, slug: string | undefined): Promise<string[]> {
  if (!slug) return [];
  const rows = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  return rows.map((row) => row.id);
}

export function searchQuery(search: string): SQL {
  return sql`websearch_to_tsquery('simple', ${search})`;
}

export function searchCondition(search: string | undefined): SQL | undefined {
  return search ? sql`${programs.search} @@ ${searchQuery(search)}` : undefined;
}

export function rankExpression(search: string): SQL {
  return sql`ts_rank(${programs.search}, ${searchQuery(search)})`;
}

/** Sort keys; every order ends with the id so that pages never overlap or skip. */
export function orderBy(query: Pick<TListProgramsRequest, 'order' | 'search'>): SQL[] {
  const order = query.order ?? (query.search ? 'relevance' : 'newest');
  const tieBreak = asc(programs.id);
  switch (order) {
    case 'relevance':
      return query.search
        ? [desc(rankExpression(query.search)), desc(programs.popularity), tieBreak]
        : [sql`${programs.published_at} desc nulls last`, tieBreak];
    case 'popular':
      return [desc(programs.popularity), tieBreak];
    case 'rating':
      return [desc(programs.rating), desc(programs.rating_count), tieBreak];
    case 'price_asc':
      return [asc(programs.price_minor), tieBreak];
    case 'price_desc':
      return [desc(programs.price_minor), tieBreak];
    case 'newest':
      return [sql`${programs.published_at} desc nulls last`, tieBreak];
  }
}
