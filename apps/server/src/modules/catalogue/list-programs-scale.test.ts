import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TListProgramsResponse } from '@ito/contracts/catalogue/list-programs';
import { CATALOGUE_EXACT_TOTAL } from '@ito/contracts/catalogue/catalogue-constants';
import { programs } from '../../db/schema/programs.ts';
import { seedBulkPrograms } from '../../db/seed/marketplace-bulk.ts';
import { createTestApp, json, type TestApp } from '../../test/harness.ts';
import { facetCache, rankingCache } from './facet-cache.ts';
import { FACET_SAMPLE_ROWS, roundEstimate, uuidBound } from './facet-counts.ts';
import { RANK_WINDOW } from './list-programs.ts';

// Enough listed programs that counting every match would read well over FACET_SAMPLE_ROWS of them.
const BULK_ROWS = 10_000;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedBulkPrograms(t.app.db, BULK_ROWS);
}, 120_000);
afterAll(() => t.close());

async function list(query: string): Promise<TListProgramsResponse> {
  const res = await t.app.inject({ method: 'GET', url: `/api/catalogue/programs?${query}` });
  expect(res.statusCode).toBe(200);
  return json<TListProgramsResponse>(res);
}

const listed = and(eq(programs.status, 'published'), ne(programs.access, 'private'));
const searched = (word: string) => sql`${programs.search} @@ websearch_to_tsquery('simple', ${word})`;

async function exactCount(where: ReturnType<typeof and>): Promise<number> {
  const [row] = await t.app.db.select({ n: count() }).from(programs).where(where);
  return row?.n ?? 0;
}

describe('catalogue counts over many programs (decision 027)', () => {
  it('estimates counts over many matches from a sample, rounded and flagged, close to the exact count', async () => {
    const body = await list('');
    const exact = await exactCount(listed);
    expect(exact).toBeGreaterThan(FACET_SAMPLE_ROWS * 4);
    expect(body.estimates).toEqual({ total: true, facets: true });
    expect(Math.abs(body.meta.total - exact) / exact).toBeLessThan(0.25);
    expect(body.meta.total).toBe(roundEstimate(body.meta.total));
    for (const level of body.facets.level) {
      const levelExact = await exactCount(and(listed, eq(programs.level, level.value as 'beginner')));
      expect(Math.abs(level.count - levelExact) / levelExact).toBeLessThan(0.35);
      expect(level.count).toBe(roundEstimate(level.count));
    }
  });

  it('counts exactly, unflagged, when the matches are few', async () => {
    const [rare] = await t.app.db
      .select({ tag: sql<string>`t.value` })
      .from(sql`${programs} cross join lateral unnest(${programs.tags}) as t(value)`)
      .where(listed)
      .groupBy(sql`t.value`)
      .orderBy(asc(count()))
      .limit(1);
    const body = await list(`tag=${encodeURIComponent(rare!.tag)}&level=beginner`);
    const exact = await exactCount(
      and(listed, sql`${programs.tags} @> array[${rare!.tag}]::text[]`, eq(programs.level, 'beginner')),
    );
    expect(exact).toBeLessThanOrEqual(CATALOGUE_EXACT_TOTAL);
    expect(body.meta.total).toBe(exact);
    expect(body.estimates.total).toBe(false);
  });

  it('keeps a small total exact even when the facets around it are estimated', async () => {
    // Either filter alone keeps a quarter of the programs, so each one's facet counts over many rows (estimated),
    // while both together match few: that total is counted exactly.
    const body = await list('level=advanced&popular=1');
    const exact = await exactCount(and(listed, eq(programs.level, 'advanced'), sql`${programs.popularity} >= 100`));
    expect(exact).toBeLessThanOrEqual(CATALOGUE_EXACT_TOTAL);
    expect(body.estimates).toEqual({ total: false, facets: true });
    expect(body.meta.total).toBe(exact);
  });

  it('ranks by relevance only the most popular matches, then goes on by popularity without gaps or repeats', async () => {
    const word = 'plan';
    const matches = await exactCount(and(listed, searched(word)));
    expect(matches).toBeGreaterThan(RANK_WINDOW * 2);
    const popularIds = (
      await t.app.db
        .select({ id: programs.id })
        .from(programs)
        .where(and(listed, searched(word)))
        .orderBy(desc(programs.popularity), asc(programs.id))
        .limit(RANK_WINDOW + 130)
    ).map((r) => r.id);
    // 30 a page: page 7 straddles the window's end (rows 180-209).
    const pages = [];
    for (let page = 1; page <= 11; page++) pages.push(...(await list(`search=${word}&per_page=30&page=${page}`)).data);
    const ids = pages.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids.slice(0, RANK_WINDOW))).toEqual(new Set(popularIds.slice(0, RANK_WINDOW)));
    expect(ids.slice(RANK_WINDOW)).toEqual(popularIds.slice(RANK_WINDOW, 330));
    // Within the window the order is by rank (ties by popularity).
    const ranks = await t.app.db
      .select({
        id: programs.id,
        rank: sql<number>`ts_rank(${programs.search}, websearch_to_tsquery('simple', ${word}))`,
      })
      .from(programs)
      .where(inArray(programs.id, ids.slice(0, RANK_WINDOW)));
    const rankOf = new Map(ranks.map((r) => [r.id, Number(r.rank)]));
    const windowRanks = ids.slice(0, RANK_WINDOW).map((id) => rankOf.get(id)!);
    expect(windowRanks).toEqual([...windowRanks].sort((a, b) => b - a));
  });

  it('never shows a program unlisted since its ranking was cached', async () => {
    facetCache(t.app.db).clear();
    rankingCache(t.app.db).clear();
    const first = await list('search=plan&per_page=5');
    const hidden = first.data[0]!;
    // Another process unlists it: this one's caches are not cleared.
    await t.app.db.update(programs).set({ status: 'archived' }).where(eq(programs.id, hidden.id));
    const again = await list('search=plan&per_page=5');
    expect(again.data.map((p) => p.id)).not.toContain(hidden.id);
  });

  it('samples by id: the bound keeps the asked share of uuids', () => {
    expect(uuidBound(0.5)).toBe('80000000-0000-0000-0000-000000000000');
    expect(uuidBound(1 / 16)).toBe('10000000-0000-0000-0000-000000000000');
    expect(roundEstimate(23_481)).toBe(23_000);
    expect(roundEstimate(987)).toBe(990);
    expect(roundEstimate(7.4)).toBe(7);
    expect(roundEstimate(0)).toBe(0);
  });
});
