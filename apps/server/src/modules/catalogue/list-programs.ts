import { and, or, sql, type SQL } from 'drizzle-orm';
import type { TCatalogueFacets, TFacetValue, TListProgramsRequest } from '@ito/contracts/catalogue/list-programs';
import type { TProgramCard } from '@ito/contracts/catalogue/cards';
import {
  CATALOGUE_ACCESS,
  CATALOGUE_LEVELS,
  FACET_TOP_VALUES,
  TIME_BUCKET_NAMES,
} from '@ito/contracts/catalogue/catalogue-constants';
import { categories, programs } from '../../db/schema/programs.ts';
import type { Db } from '../../platform/db.ts';
import { isListed, isPopularProgram, selectCards, toProgramCard } from './cards.ts';
import { facetCache, facetKey, type FacetCounts } from './facet-cache.ts';
import {
  FACET_KEYS,
  categoryIdsBySlug,
  filterConditions,
  orderBy,
  searchCondition,
  timeBucketExpression,
  type FacetKey,
} from './filters.ts';

export type CatalogueResult = { cards: TProgramCard[]; total: number; facets: TCatalogueFacets };

/**
 * The catalogue in two queries: the page of cards, and the total with every facet. The counts depend only on the
 * filters, so they are reused across pages and orders (facet-cache.ts); the cards are always read fresh.
 */
export async function listCatalogue(db: Db, query: TListProgramsRequest): Promise<CatalogueResult> {
  const conditions = filterConditions(query, await categoryIdsBySlug(db, query.category));
  const where = and(isListed, searchCondition(query.search), ...Object.values(conditions));
  const [rows, counted] = await Promise.all([
    selectCards(db)
      .where(where)
      .orderBy(...orderBy(query))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    facetCache(db).getOrCompute(facetKey(query), () => countFacets(db, query, conditions)),
  ]);
  return { cards: rows.map(toProgramCard), ...counted };
}

type FacetRow = { facet: string; value: string | null; label: string | null; count: number };

/** Filters that match few rows each through their own index; the others (level, access, time, popular) match many. */
const SELECTIVE: readonly FacetKey[] = ['category', 'tag', 'signs'];

/**
 * Rows that can count anywhere: with two or more filters set, a row that fails two of them counts in no facet (each
 * facet drops only its own filter). "Every filter but one", for each filter in turn, lets PostgreSQL answer it from the
 * filters' indexes (a BitmapOr of BitmapAnds) instead of reading every searched row. Only the selective filters take
 * part when two or more of them are set: a row failing two of those fails two filters, and scanning the broad filters'
 * indexes once per branch costs more than it saves. The statement then checks every filter per row exactly.
 */
function nearMatch(setKeys: FacetKey[], conditions: Partial<Record<FacetKey, SQL>>): SQL | undefined {
  const selective = setKeys.filter((key) => SELECTIVE.includes(key));
  const keys = selective.length >= 2 ? selective : setKeys;
  if (keys.length < 2) return undefined;
  return or(...keys.map((skipped) => and(...keys.filter((k) => k !== skipped).map((k) => conditions[k]))));
}

/**
 * One statement: a CTE holds the listed programs matching the search that pass all filters but at most one (only the
 * columns the facet index holds, so a large set is read from that index), with one boolean column per set filter;
 * each facet then counts the rows that pass every filter but its own. `total` passes them all.
 */
async function countFacets(
  db: Db,
  query: TListProgramsRequest,
  conditions: Partial<Record<FacetKey, SQL>>,
): Promise<FacetCounts> {
  const setKeys = FACET_KEYS.filter((key) => conditions[key]);
  const matchColumns = setKeys.map((key) => sql`(${conditions[key]}) as ${sql.identifier(`m_${key}`)}`);
  const allBut = (except?: FacetKey) => {
    const parts = setKeys.filter((key) => key !== except).map((key) => sql.identifier(`m_${key}`));
    return parts.length > 0 ? sql.join(parts, sql` and `) : sql`true`;
  };
  const statement = sql`
    with base as materialized (
      select ${programs.level} as level, ${programs.access} as access, ${programs.tags} as tags,
        ${programs.signs} as signs, ${programs.category_id} as category_id,
        ${timeBucketExpression} as time_bucket, ${isPopularProgram} as is_popular
        ${matchColumns.length > 0 ? sql`, ${sql.join(matchColumns, sql`, `)}` : sql``}
      from ${programs}
      where ${and(isListed, searchCondition(query.search), nearMatch(setKeys, conditions))}
    )
    select 'total'::text as facet, null::text as value, null::text as label, count(*)::int as count
      from base where ${allBut()}
    union all
    select 'category', c.slug, min(c.name), count(*)::int
      from base join ${categories} c on c.id = base.category_id where ${allBut('category')} group by c.slug
    union all
    select 'level', level, null, count(*)::int from base where ${allBut('level')} group by level
    union all
    select 'access', access, null, count(*)::int from base where ${allBut('access')} group by access
    union all
    select 'time', time_bucket, null, count(*)::int
      from base where ${allBut('time')} and time_bucket is not null group by time_bucket
    union all
    select 'popular', '1', null, count(*)::int from base where ${allBut('popular')} and is_popular
    union all
    (select 'tag', t.value, null, count(*)::int from base cross join lateral unnest(base.tags) as t(value)
      where ${allBut('tag')} group by t.value order by 4 desc, 2 limit ${FACET_TOP_VALUES})
    union all
    (select 'signs', s.value, null, count(*)::int from base cross join lateral unnest(base.signs) as s(value)
      where ${allBut('signs')} group by s.value order by 4 desc, 2 limit ${FACET_TOP_VALUES})`;
  const { rows } = (await db.execute(statement)) as unknown as { rows: FacetRow[] };
  return toFacets(rows);
}

function toFacets(rows: FacetRow[]): FacetCounts {
  const byFacet = new Map<string, TFacetValue[]>();
  let total = 0;
  for (const row of rows) {
    if (row.facet === 'total') {
      total = Number(row.count);
      continue;
    }
    if (row.value === null) continue;
    const list = byFacet.get(row.facet) ?? [];
    list.push({ value: row.value, label: row.label, count: Number(row.count) });
    byFacet.set(row.facet, list);
  }
  const counted = (facet: string) => byFacet.get(facet) ?? [];
  // Enumerated facets list every value (with 0) in their natural order, so the page can show "Advanced (0)".
  const everyValue = (facet: string, values: readonly string[]) =>
    values.map((value) => ({
      value,
      label: null,
      count: counted(facet).find((v) => v.value === value)?.count ?? 0,
    }));
  const byCount = (a: TFacetValue, b: TFacetValue) => b.count - a.count || a.value.localeCompare(b.value);
  return {
    total,
    facets: {
      category: counted('category').sort((a, b) => (a.label ?? a.value).localeCompare(b.label ?? b.value)),
      tag: counted('tag').sort(byCount),
      level: everyValue('level', CATALOGUE_LEVELS),
      signs: counted('signs').sort(byCount),
      time: everyValue('time', TIME_BUCKET_NAMES),
      access: everyValue('access', CATALOGUE_ACCESS),
      popular: everyValue('popular', ['1']),
    },
  };
}
