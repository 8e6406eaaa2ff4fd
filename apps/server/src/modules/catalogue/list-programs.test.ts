import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TListProgramsResponse } from '@ito/contracts/catalogue/list-programs';
import type { TProgramCard } from '@ito/contracts/catalogue/cards';
import {
  CATALOGUE_ACCESS,
  CATALOGUE_LEVELS,
  POPULAR_THRESHOLD,
  TIME_BUCKETS,
  TIME_BUCKET_NAMES,
} from '@ito/contracts/catalogue/catalogue-constants';
import { createTestApp, json, type TestApp } from '../../test/harness.ts';
import { seedCatalogue, type CatalogueFixture } from '../../test/catalogue-fixture.ts';
import { completeFields, createProgram, creator, SAMPLE_CONTENT } from '../../test/program-helpers.ts';

let t: TestApp;
let f: CatalogueFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await seedCatalogue(t.app);
});
afterAll(() => t.close());

async function list(query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/catalogue/programs${query}` });
  return { res, body: json<TListProgramsResponse>(res) };
}
const titles = (body: TListProgramsResponse) => body.data.map((p) => p.title);
const count = (values: { value: string; count: number }[], value: string) =>
  values.find((v) => v.value === value)?.count;

describe('GET /api/catalogue/programs', () => {
  it('lists only published, non-private programs with full cards', async () => {
    const { res, body } = await list('?per_page=100');
    expect(res.statusCode).toBe(200);
    expect(body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 100, total: 6 });
    const ids = body.data.map((p) => p.id);
    for (const hidden of Object.values(f.hidden)) expect(ids).not.toContain(hidden.id);
    const card = body.data.find((p) => p.id === f.programs.strength.id)!;
    expect(card).toMatchObject({
      title: 'Strength Foundations',
      category: { slug: 'fitness', name: 'Fitness' },
      tags: ['strength', 'gym'],
      level: 'beginner',
      access: 'free',
      rating: 4.9,
      popularity: 150,
      creator: { full_name: 'Ana Silva', username: 'ana-fit', profession: 'Personal Trainer' },
    });
  });

  it('filters by each filter alone', async () => {
    expect(titles((await list('?category=nutrition&order=newest')).body)).toEqual(['Sugar Reset', 'Plant Kitchen']);
    expect(titles((await list('?tag=strength&order=newest')).body)).toEqual(['Mobility Daily', 'Strength Foundations']);
    expect((await list('?level=beginner')).body.meta.total).toBe(3);
    expect(titles((await list('?signs=plateau,stress&order=newest')).body)).toEqual([
      'Calm Mind',
      'Marathon Build',
      'Strength Foundations',
    ]);
    expect(titles((await list('?time=short&order=newest')).body)).toEqual(['Calm Mind', 'Strength Foundations']);
    expect(titles((await list('?time=extended')).body)).toEqual(['Sugar Reset']);
    expect(titles((await list('?access=subscription')).body)).toEqual(['Mobility Daily']);
    expect(titles((await list('?popular=1&order=popular')).body)).toEqual([
      'Mobility Daily',
      'Strength Foundations',
      'Sugar Reset',
    ]);
  });

  it('combines filters', async () => {
    expect(titles((await list('?category=fitness&access=free')).body)).toEqual(['Strength Foundations']);
    expect(titles((await list('?category=fitness&time=medium')).body)).toEqual(['Mobility Daily']);
    expect(titles((await list('?category=nutrition&popular=1')).body)).toEqual(['Sugar Reset']);
    expect(titles((await list('?level=beginner&signs=low%20energy&access=free&order=newest')).body)).toEqual([
      'Strength Foundations',
      'Plant Kitchen',
    ]);
    expect((await list('?category=mindfulness&level=advanced')).body.meta.total).toBe(0);
  });

  it('sorts by every order with a stable tie-break on id', async () => {
    const order = async (o: string) => titles((await list(`?order=${o}`)).body);
    expect(await order('newest')).toEqual([
      'Mobility Daily',
      'Calm Mind',
      'Sugar Reset',
      'Marathon Build',
      'Strength Foundations',
      'Plant Kitchen',
    ]);
    expect(await order('popular')).toEqual([
      'Mobility Daily',
      'Strength Foundations',
      'Sugar Reset',
      'Marathon Build',
      'Plant Kitchen',
      'Calm Mind',
    ]);
    expect(await order('rating')).toEqual([
      'Strength Foundations',
      'Calm Mind',
      'Mobility Daily',
      'Marathon Build',
      'Sugar Reset',
      'Plant Kitchen',
    ]);
    const free = [f.programs.strength, f.programs.kitchen, f.programs.calm].sort((a, b) => (a.id < b.id ? -1 : 1));
    const freeTitles = free.map((p) => p.title);
    expect(await order('price_asc')).toEqual([...freeTitles, 'Mobility Daily', 'Marathon Build', 'Sugar Reset']);
    expect(await order('price_desc')).toEqual(['Sugar Reset', 'Marathon Build', 'Mobility Daily', ...freeTitles]);
    // Relevance without a search falls back to newest.
    expect(await order('relevance')).toEqual(await order('newest'));
  });

  it('ranks a title match above a description match and never finds hidden programs', async () => {
    const { body } = await list('?search=strength');
    expect(titles(body)).toEqual(['Strength Foundations', 'Plant Kitchen']);
    expect(body.meta.total).toBe(2);
    expect(titles((await list('?search=strength&order=relevance')).body)).toEqual(titles(body));
    expect(titles((await list('?search=strength&order=newest')).body)).toEqual([
      'Strength Foundations',
      'Plant Kitchen',
    ]);
    expect((await list('?search=secret%20retreat')).body.meta.total).toBe(0);
    expect(titles((await list('?search=%22sugar%20reset%22')).body)).toEqual(['Sugar Reset']);
  });

  it('pages within bounds', async () => {
    const first = (await list('?order=popular&per_page=2')).body;
    expect(first.meta).toEqual({ current_page: 1, last_page: 3, per_page: 2, total: 6 });
    expect(first.links.next).toContain('page=2');
    expect(first.links.prev).toBeNull();
    const second = (await list('?order=popular&per_page=2&page=2')).body;
    expect(titles(second)).toEqual(['Sugar Reset', 'Marathon Build']);
    const past = (await list('?per_page=2&page=4')).body;
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(6);
    expect(past.meta.last_page).toBe(3);
    const tooBig = await list('?per_page=101');
    expect(tooBig.res.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(tooBig.res).errors.per_page).toBeDefined();
    expect((await list('?page=0')).res.statusCode).toBe(422);
    expect((await list('?page=1001')).res.statusCode).toBe(422);
  });

  it('answers an unknown category with an empty result and an invalid enum with 422 on that field', async () => {
    const unknown = await list('?category=no-such-category');
    expect(unknown.res.statusCode).toBe(200);
    expect(unknown.body.meta.total).toBe(0);
    for (const [field, value] of [
      ['level', 'expert'],
      ['access', 'private'],
      ['time', 'forever'],
      ['order', 'cheapest'],
      ['popular', 'yes'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/catalogue/programs?${field}=${value}` });
      expect(res.statusCode, field).toBe(422);
      expect(Object.keys(json<{ errors: Record<string, string[]> }>(res).errors)).toEqual([field]);
    }
    // An empty value counts as unset.
    expect((await list('?level=&category=')).body.meta.total).toBe(6);
  });

  it('counts facets with every filter but their own', async () => {
    const all = (await list()).body.facets;
    expect(all.category.map((c) => [c.value, c.label, c.count])).toEqual([
      ['fitness', 'Fitness', 3],
      ['mindfulness', 'Mindfulness', 1],
      ['nutrition', 'Nutrition', 2],
    ]);
    expect(all.level).toEqual([
      { value: 'beginner', label: null, count: 3 },
      { value: 'intermediate', label: null, count: 1 },
      { value: 'advanced', label: null, count: 1 },
      { value: 'all', label: null, count: 1 },
    ]);
    expect(all.access.map((a) => a.count)).toEqual([3, 2, 1]);
    expect(all.time.map((a) => a.count)).toEqual([2, 2, 1, 1]);
    expect(all.popular).toEqual([{ value: '1', label: null, count: 3 }]);
    expect(all.tag[0]).toEqual({ value: 'strength', label: null, count: 2 });
    expect(count(all.signs, 'low energy')).toBe(3);
    expect(all.signs[0]!.value).toBe('low energy');

    const beginnerFitness = (await list('?level=beginner&category=fitness')).body;
    expect(beginnerFitness.meta.total).toBe(1);
    // The level facet ignores the level filter but keeps the category: fitness has one program per level.
    expect(beginnerFitness.facets.level.map((l) => l.count)).toEqual([1, 1, 0, 1]);
    // The category facet ignores the category filter but keeps the level: beginners per category.
    expect(beginnerFitness.facets.category.map((c) => [c.value, c.count])).toEqual([
      ['fitness', 1],
      ['mindfulness', 1],
      ['nutrition', 1],
    ]);
    expect(beginnerFitness.facets.access.map((a) => a.count)).toEqual([1, 0, 0]);
    expect(beginnerFitness.facets.popular[0]!.count).toBe(1);

    const searched = (await list('?search=strength&access=free')).body;
    expect(searched.meta.total).toBe(2);
    expect(searched.facets.access.map((a) => a.count)).toEqual([2, 0, 0]);
  });

  it('counts every facet exactly for any combination of filters (checked against a count in memory)', async () => {
    const cards = (await list('?per_page=100')).body.data;
    expect(cards.length).toBeGreaterThan(4);
    const bucketOf = (weeks: number | null) =>
      TIME_BUCKET_NAMES.find((name) => {
        const { min, max } = TIME_BUCKETS[name];
        return weeks !== null && weeks >= min && (max === null || weeks <= max);
      }) ?? null;
    type Filters = Partial<Record<'category' | 'tag' | 'level' | 'signs' | 'time' | 'access' | 'popular', string>>;
    const passes = (card: TProgramCard, filters: Filters, except?: keyof Filters) =>
      Object.entries(filters).every(([key, value]) => {
        if (key === except) return true;
        switch (key) {
          case 'category':
            return card.category?.slug === value;
          case 'tag':
            return card.tags.includes(value);
          case 'level':
            return card.level === value;
          case 'signs':
            return value.split(',').some((sign) => card.signs.includes(sign));
          case 'time':
            return bucketOf(card.duration_weeks) === value;
          case 'access':
            return card.access === value;
          default:
            return card.popularity >= POPULAR_THRESHOLD;
        }
      });
    const tally = (values: (string | null | undefined)[]) => {
      const counts: Record<string, number> = {};
      for (const value of values) if (value) counts[value] = (counts[value] ?? 0) + 1;
      return counts;
    };
    const nonZero = (facet: { value: string; count: number }[]) =>
      Object.fromEntries(facet.filter((v) => v.count > 0).map((v) => [v.value, v.count]));

    // A fixed pseudo-random walk over filter sets of 2 to 7 filters, with values taken from real cards (so most sets
    // match something) and mixed between cards (so many match nothing but still have non-zero facets).
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const pick = () => cards[next(cards.length)]!;
    for (let round = 0; round < 30; round++) {
      const filters: Filters = {};
      const keys = (['category', 'tag', 'level', 'signs', 'time', 'access', 'popular'] as const).filter(
        () => next(3) > 0,
      );
      for (const key of keys.length >= 2 ? keys : (['level', 'tag'] as const)) {
        const card = pick();
        if (key === 'category' && card.category) filters.category = card.category.slug;
        if (key === 'tag' && card.tags[0]) filters.tag = card.tags[next(card.tags.length)]!;
        if (key === 'level') filters.level = card.level;
        if (key === 'signs' && card.signs[0]) filters.signs = card.signs.join(',');
        if (key === 'time' && bucketOf(card.duration_weeks)) filters.time = bucketOf(card.duration_weeks)!;
        if (key === 'access') filters.access = card.access;
        if (key === 'popular') filters.popular = '1';
      }
      const { body } = await list(`?${new URLSearchParams(filters as Record<string, string>)}`);
      const label = JSON.stringify(filters);
      const but = (except: keyof Filters) => cards.filter((c) => passes(c, filters, except));
      expect(body.meta.total, label).toBe(cards.filter((c) => passes(c, filters)).length);
      expect(nonZero(body.facets.category), label).toEqual(tally(but('category').map((c) => c.category?.slug)));
      expect(nonZero(body.facets.tag), label).toEqual(tally(but('tag').flatMap((c) => c.tags)));
      expect(nonZero(body.facets.signs), label).toEqual(tally(but('signs').flatMap((c) => c.signs)));
      expect(nonZero(body.facets.level), label).toEqual(tally(but('level').map((c) => c.level)));
      expect(body.facets.level.map((v) => v.value)).toEqual([...CATALOGUE_LEVELS]);
      expect(nonZero(body.facets.access), label).toEqual(tally(but('access').map((c) => c.access)));
      expect(body.facets.access.map((v) => v.value)).toEqual([...CATALOGUE_ACCESS]);
      expect(nonZero(body.facets.time), label).toEqual(tally(but('time').map((c) => bucketOf(c.duration_weeks))));
      expect(body.facets.popular[0]!.count, label).toBe(
        but('popular').filter((c) => c.popularity >= POPULAR_THRESHOLD).length,
      );
    }
  });

  it("shows a creator's publish, category rename and archive in the counts at once", async () => {
    const before = (await list()).body;
    const me = await creator(t.app, 'Counting Creator');
    const send = (method: 'PUT' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: me.headers, payload });
    const created = await send('POST', '/api/creator/categories', { name: 'Counting Club' });
    const category = json<{ data: { id: string; slug: string } }>(created).data;
    const program = await createProgram(t.app, me.headers, { ...completeFields(category.id), level: 'advanced' });
    expect((await send('PUT', `/api/creator/programs/${program.id}/content`, SAMPLE_CONTENT)).statusCode).toBe(200);
    expect((await send('POST', `/api/creator/programs/${program.id}/publish`)).statusCode).toBe(200);

    const after = (await list()).body;
    expect(after.meta.total).toBe(before.meta.total + 1);
    expect(count(after.facets.level, 'advanced')).toBe(count(before.facets.level, 'advanced')! + 1);
    expect(after.facets.category.find((c) => c.value === category.slug)).toMatchObject({
      label: 'Counting Club',
      count: 1,
    });

    expect((await send('PUT', `/api/creator/categories/${category.id}`, { name: 'Counting Society' })).statusCode).toBe(
      200,
    );
    const counting = (await list()).body.facets.category.filter((c) => c.label?.startsWith('Counting'));
    expect(counting.map((c) => [c.label, c.count])).toEqual([['Counting Society', 1]]);

    expect((await send('POST', `/api/creator/programs/${program.id}/archive`)).statusCode).toBe(200);
    expect((await list()).body.meta.total).toBe(before.meta.total);
  });
});
