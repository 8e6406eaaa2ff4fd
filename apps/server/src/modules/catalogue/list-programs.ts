import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  TCatalogueEstimates,
  TCatalogueFacets,
  TListProgramsRequest,
} from '@ito/contracts/catalogue/list-programs';
import type { TProgramCard } from '@ito/contracts/catalogue/cards';
import { programs } from '../../db/schema/programs.ts';
import type { Db } from '../../platform/db.ts';
import { isListed, selectCards, toProgramCard } from './cards.ts';
import { categoryIdCache, facetCache, facetKey, rankingCache, type FacetCounts } from './facet-cache.ts';
import { countFacets } from './facet-counts.ts';
import { categoryIdsBySlug, filterConditions, orderBy, searchCondition, searchQuery } from './filters.ts';

export type CatalogueResult = {
  cards: TProgramCard[];
  total: number;
  facets: TCatalogueFacets;
  estimates: TCatalogueEstimates;
};

/**
 * Relevance ranks this many candidates: the most popular matches. A broad word matches tens of thousands of programs,
 * and ranking them all reads every one; past the window the order goes on by popularity. Decision 027.
 */
export const RANK_WINDOW = 200;
/**
 * Up to about this many matches, the candidates are picked from all of them (found through the filters' indexes);
 * above, by walking the popularity index until the window is full, which reads about RANK_WINDOW / share rows.
 */
const PICK_FROM_ALL_MATCHES = 4000;

/**
 * The catalogue in two statements: the page of cards, and the total with every facet. The counts depend only on the
 * filters, so they are reused across pages and orders (facet-cache.ts); so is the relevance order's ranking of its
 * candidates. The cards are always read fresh.
 */
export async function listCatalogue(db: Db, query: TListProgramsRequest): Promise<CatalogueResult> {
  const categoryIds = query.category
    ? await categoryIdCache(db).getOrCompute(query.category, () => categoryIdsBySlug(db, query.category))
    : [];
  const conditions = filterConditions(query, categoryIds);
  const where = and(isListed, searchCondition(query.search), ...Object.values(conditions))!;
  const key = facetKey(query);
  const counts = () => facetCache(db).getOrCompute(key, () => countFacets(db, query, conditions));
  const order = query.order ?? (query.search ? 'relevance' : 'newest');
  if (order === 'relevance' && query.search) {
    const counted = await counts();
    return { cards: await relevancePage(db, query, query.search, where, counted), ...counted };
  }
  const offset = (query.page - 1) * query.per_page;
  const [cards, counted] = await Promise.all([orderedPage(db, query, where, offset, query.per_page), counts()]);
  return { cards, ...counted };
}

/**
 * A page in one of the indexed orders. The ids are picked first (the order's index, often without reading the table,
 * even far down the list), and only the page's rows are joined to their creator, category and cover.
 */
async function orderedPage(
  db: Db,
  query: Pick<TListProgramsRequest, 'order' | 'search'>,
  where: SQL,
  offset: number,
  limit: number,
): Promise<TProgramCard[]> {
  const page = db
    .select({ id: programs.id })
    .from(programs)
    .where(where)
    .orderBy(...orderBy(query))
    .limit(limit)
    .offset(offset)
    .as('page');
  const rows = await selectCards(db)
    .innerJoin(page, eq(page.id, programs.id))
    .orderBy(...orderBy(query));
  return rows.map(toProgramCard);
}

/**
 * The relevance order: the RANK_WINDOW most popular matches ranked by `ts_rank` (ties by popularity), then the other
 * matches by popularity. The ranked ids are kept per filter set like the counts; the page's rows are read fresh and
 * checked against the filters again, so a program unlisted since is never shown.
 */
async function relevancePage(
  db: Db,
  query: TListProgramsRequest,
  search: string,
  where: SQL,
  counted: FacetCounts,
): Promise<TProgramCard[]> {
  const offset = (query.page - 1) * query.per_page;
  const byPopularity = { ...query, order: 'popular' as const };
  if (offset >= RANK_WINDOW) return orderedPage(db, byPopularity, where, offset, query.per_page);
  const ranked = await rankingCache(db).getOrCompute(facetKey(query), () =>
    rankCandidates(db, search, where, counted.total <= PICK_FROM_ALL_MATCHES),
  );
  const ids = ranked.slice(offset, offset + query.per_page);
  const rows = ids.length > 0 ? await selectCards(db).where(and(where, inArray(programs.id, ids))) : [];
  const position = new Map(ids.map((id, i) => [id, i]));
  const cards = rows.map(toProgramCard).sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  // Fewer ranked ids than the window means no more matches; a page straddling a full window goes on by popularity.
  const rest = offset + query.per_page - RANK_WINDOW;
  if (ranked.length < RANK_WINDOW || rest <= 0) return cards;
  return [...cards, ...(await orderedPage(db, byPopularity, where, RANK_WINDOW, rest))];
}

/** The candidates' ids in relevance order. `fromAllMatches` reads every match (few) instead of walking by popularity. */
async function rankCandidates(db: Db, search: string, where: SQL, fromAllMatches: boolean): Promise<string[]> {
  const columns = sql`${programs.id} as id, ${programs.popularity} as popularity, ${programs.search} as search`;
  const candidates = fromAllMatches
    ? sql`with matches as materialized (select ${columns} from ${programs} where ${where})
        select * from matches order by popularity desc, id limit ${RANK_WINDOW}`
    : sql`select ${columns} from ${programs} where ${where}
        order by ${programs.popularity} desc, ${programs.id} limit ${RANK_WINDOW}`;
  const { rows } = (await db.execute(sql`
    select id from (${candidates}) as candidates
    order by ts_rank(search, ${searchQuery(search)}) desc, popularity desc, id`)) as unknown as {
    rows: { id: string }[];
  };
  return rows.map((row) => row.id);
}
