import { and, or, sql, type SQL } from 'drizzle-orm';
import type { TFacetValue, TListProgramsRequest } from '@ito/contracts/catalogue/list-programs';
import {
  CATALOGUE_ACCESS,
  CATALOGUE_EXACT_TOTAL,
  CATALOGUE_LEVELS,
  FACET_TOP_VALUES,
  TIME_BUCKET_NAMES,
} from '@ito/contracts/catalogue/catalogue-constants';
import { programs } from '../../db/schema/programs.ts';
import { categories } from '../../db/schema/categories.ts';
import type { Db } from '../../platform/db.ts';
import { isListed, isPopularProgram } from './cards.ts';
import type { FacetCounts } from './facet-cache.ts';
import { FACET_KEYS, searchCondition, timeBucketExpression, type FacetKey } from './filters.ts';

/**
 * About how many matching rows one facet count reads. Above it the counts come from a uniform sample of the matches
 * (programs whose random id falls below a bound), scaled up and flagged as estimates; below it they are exact.
 * Decision 027.
 */
export const FACET_SAMPLE_ROWS = 1000;
/** Sampled rows that make an estimate trustworthy enough to skip the exact count of a small total. */
const MIN_TOTAL_SAMPLE = 30;
const TABLE_SIZE_TTL_MS = 60_000;

type FacetRow = { facet: string; value: string | null; label: string | null; count: number };

/** Filters that match few rows each through their own index; the others (level, access, time, popular) match many. */
const SELECTIVE: readonly FacetKey[] = ['category', 'tag', 'signs'];

/** Rows that pass every filter of `keys` but at most one, as an OR of ANDs; undefined (no limit) for one key or none. */
function allButOne(keys: FacetKey[], conditions: Partial<Record<FacetKey, SQL>>): SQL | undefined {
  if (keys.length < 2) return undefined;
  return or(...keys.map((skipped) => and(...keys.filter((k) => k !== skipped).map((k) => conditions[k]))));
}

/**
 * Rows that can count anywhere: with two or more filters set, a row that fails two of them counts in no facet (each
 * facet drops only its own filter). Written so that PostgreSQL answers it from the filters' indexes instead of reading
 * every searched row; the statement then checks every filter per row exactly.
 *
 * - With fewer than two selective filters: "every filter but one", for each filter in turn (a BitmapOr of BitmapAnds).
 * - With two or more (decision 027, amendment): a pair of them, tag and signs before category, splits those rows
 *   exactly in two: the rows passing both and failing at most one other filter (the pair's GIN indexes, read once),
 *   and the rows passing one of the two and every other filter (with the category set, one narrow range of the facet
 *   index). Leaving the broad filters out instead read every searched row passing two selective filters: tags and
 *   signs follow the category, so with all ten filters set that was about 1,300 rows for a handful that can count.
 */
function nearMatch(setKeys: FacetKey[], conditions: Partial<Record<FacetKey, SQL>>): SQL | undefined {
  if (setKeys.length < 2) return undefined;
  const selective = setKeys.filter((key) => SELECTIVE.includes(key));
  if (selective.length < 2) return allButOne(setKeys, conditions);
  const pair = [...selective].sort((a, b) => Number(a === 'category') - Number(b === 'category')).slice(0, 2);
  const rest = setKeys.filter((key) => !pair.includes(key));
  const [first, second] = pair.map((key) => conditions[key]);
  return or(
    and(first, second, allButOne(rest, conditions)),
    and(or(first, second), ...rest.map((key) => conditions[key])),
  );
}

/**
 * The smallest uuid above `fraction` of all version-4 uuids: their first 48 bits are random, so `id < bound` keeps a
 * uniform random share of the rows, independent of every column, and the primary key finds them without a scan.
 */
export function uuidBound(fraction: number): string {
  const hex = Math.min(2 ** 48 - 1, Math.ceil(fraction * 2 ** 48))
    .toString(16)
    .padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8)}-0000-0000-000000000000`;
}

/** Two significant digits: an estimate should not look more precise than it is. */
export function roundEstimate(value: number): number {
  if (value <= 0) return 0;
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.max(1, Math.round(value / unit) * unit);
}

const tableSizes = new WeakMap<Db, { rows: number; at: number }>();

/**
 * Rows in the programs table, for the sampling share: the planner's estimate (kept by ANALYZE and autovacuum), or an
 * exact count when there is none yet or it says the table is small (then the count is cheap, or the estimate stale).
 */
async function tableRows(db: Db): Promise<number> {
  const cached = tableSizes.get(db);
  if (cached && Date.now() - cached.at < TABLE_SIZE_TTL_MS) return cached.rows;
  const { rows: estimated } = (await db.execute(
    sql`select reltuples::float8 as n from pg_class where oid = 'programs'::regclass`,
  )) as unknown as { rows: { n: number }[] };
  let rows = Number(estimated[0]?.n ?? 0);
  if (rows < FACET_SAMPLE_ROWS * 10) {
    const { rows: counted } = (await db.execute(sql`select count(*)::int as n from ${programs}`)) as unknown as {
      rows: { n: number }[];
    };
    rows = Number(counted[0]?.n ?? 0);
  }
  tableSizes.set(db, { rows, at: Date.now() });
  return rows;
}

/** Reading every match is exact and cheap up to this many; above it the counts come from a sample. */
const EXACT_MATCHES = FACET_SAMPLE_ROWS * 4;

/**
 * The total and every facet of a filter set, reading about FACET_SAMPLE_ROWS rows whatever the number of matches.
 * The first statement reads the matches up to EXACT_MATCHES: when there are no more, its counts are exact and final
 * (the usual case with several filters). Otherwise it skips the counting and instead counts the matches among a
 * FACET_SAMPLE_ROWS share of the table, which sizes the sample the second statement counts over. A total that may be
 * small is then counted exactly, up to CATALOGUE_EXACT_TOTAL, so "3 programs" is never an estimate.
 */
export async function countFacets(
  db: Db,
  query: TListProgramsRequest,
  conditions: Partial<Record<FacetKey, SQL>>,
): Promise<FacetCounts> {
  const rows = await tableRows(db);
  const probe = rows > EXACT_MATCHES ? FACET_SAMPLE_ROWS / rows : undefined;
  const first = await facetStatement(db, query, conditions, { cap: probe ? EXACT_MATCHES : undefined, probe });
  const found = (facet: string, from: FacetRow[]) => from.find((r) => r.facet === facet)?.count ?? 0;
  const matches = found('sampled', first);
  if (!probe || matches <= EXACT_MATCHES) return toFacets(first, 1);
  const fraction = Math.min(1, FACET_SAMPLE_ROWS / Math.max(matches, (found('probe', first) + 1) / probe));
  const counted = await facetStatement(db, query, conditions, { fraction });
  const result = toFacets(counted, fraction);
  if (fraction < 1 && (found('total', counted) < MIN_TOTAL_SAMPLE || result.total < 3 * CATALOGUE_EXACT_TOTAL)) {
    const exact = await countUpTo(db, query, conditions, CATALOGUE_EXACT_TOTAL + 1);
    if (exact <= CATALOGUE_EXACT_TOTAL) return { ...result, total: exact, estimates: { total: false, facets: true } };
    result.total = Math.max(result.total, roundEstimate(exact));
  }
  return result;
}

/** The number of matches, counting no further than `limit`. */
async function countUpTo(
  db: Db,
  query: TListProgramsRequest,
  conditions: Partial<Record<FacetKey, SQL>>,
  limit: number,
): Promise<number> {
  const { rows } = (await db.execute(sql`
    select count(*)::int as n from (
      select 1 from ${programs}
      where ${and(isListed, searchCondition(query.search), ...Object.values(conditions))}
      limit ${limit}
    ) as matches`)) as unknown as { rows: { n: number }[] };
  return Number(rows[0]?.n ?? 0);
}

type StatementOptions = {
  /** Read only ids below `uuidBound(fraction)`: a uniform sample of the matches. */
  fraction?: number;
  /** Read at most cap + 1 matches; with more, count nothing but `sampled` (cap + 1) and `probe`. */
  cap?: number;
  /** With `cap`: `probe` counts the matches among this share of the ids, once the cap is passed. */
  probe?: number;
};

/**
 * One statement: a CTE holds the listed programs matching the search that pass all filters but at most one (only the
 * columns the facet index holds), sampled or capped; one boolean column per set filter; each facet then counts the
 * rows that pass every filter but its own. `total` passes them all, `sampled` is the CTE's size. Past the cap, a
 * one-time filter skips every count (they would be over an arbitrary part of the matches).
 */
async function facetStatement(
  db: Db,
  query: TListProgramsRequest,
  conditions: Partial<Record<FacetKey, SQL>>,
  { fraction = 1, cap, probe }: StatementOptions,
): Promise<FacetRow[]> {
  const setKeys = FACET_KEYS.filter((key) => conditions[key]);
  const matchColumns = setKeys.map((key) => sql`(${conditions[key]}) as ${sql.identifier(`m_${key}`)}`);
  const underCap = cap === undefined ? sql`true` : sql`(select n from size) <= ${cap}`;
  const allBut = (except?: FacetKey) => {
    const parts = setKeys.filter((key) => key !== except).map((key) => sql.identifier(`m_${key}`));
    return sql.join([underCap, ...parts], sql` and `);
  };
  const matching = and(isListed, searchCondition(query.search), nearMatch(setKeys, conditions));
  const sampled = (share: number) => (share < 1 ? sql`${programs.id} < ${uuidBound(share)}::uuid` : undefined);
  const probeRow =
    cap !== undefined && probe !== undefined
      ? sql`select 'probe', null, null, (select count(*)::int from ${programs} where ${and(matching, sampled(probe))})
          where (select n from size) > ${cap}
        union all`
      : sql``;
  const statement = sql`
    with base as materialized (
      select ${programs.level} as level, ${programs.access} as access, ${programs.tags} as tags,
        ${programs.signs} as signs, ${programs.category_id} as category_id,
        ${timeBucketExpression} as time_bucket, ${isPopularProgram} as is_popular
        ${matchColumns.length > 0 ? sql`, ${sql.join(matchColumns, sql`, `)}` : sql``}
      from ${programs}
      where ${and(matching, sampled(fraction))}
      ${cap !== undefined ? sql`limit ${cap + 1}` : sql``}
    ), size as (select count(*)::int as n from base)
    select 'sampled'::text as facet, null::text as value, null::text as label, (select n from size) as count
    union all
    ${probeRow}
    select 'total', null, null, count(*)::int from base where ${allBut()} having ${underCap}
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
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

function toFacets(rows: FacetRow[], fraction: number): FacetCounts {
  const isEstimate = fraction < 1;
  const scaled = (count: number) => (isEstimate ? roundEstimate(count / fraction) : count);
  const byFacet = new Map<string, TFacetValue[]>();
  let total = 0;
  for (const row of rows) {
    if (row.facet === 'total') total = scaled(row.count);
    if (row.value === null) continue;
    const list = byFacet.get(row.facet) ?? [];
    list.push({ value: row.value, label: row.label, count: scaled(row.count) });
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
    estimates: { total: isEstimate, facets: isEstimate },
  };
}
