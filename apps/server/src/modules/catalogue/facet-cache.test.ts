import { describe, expect, it } from 'vitest';
import { ZListProgramsRequest } from '@ito/contracts/catalogue/list-programs';
import { FacetCache, FRESH_MS, facetKey, type FacetCounts } from './facet-cache.ts';

const counts = (total: number): FacetCounts => ({
  total,
  facets: { category: [], tag: [], level: [], signs: [], time: [], access: [], popular: [] },
  estimates: { total: false, facets: false },
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('FacetCache', () => {
  it('computes once per filter set, shares a running count, and answers fresh counts from memory', async () => {
    const cache = new FacetCache(() => 0);
    const pending = deferred<FacetCounts>();
    let calls = 0;
    const compute = () => {
      calls += 1;
      return pending.promise;
    };
    const first = cache.getOrCompute('k', compute);
    const second = cache.getOrCompute('k', compute);
    pending.resolve(counts(3));
    expect(await first).toEqual(counts(3));
    expect(await second).toEqual(counts(3));
    expect(await cache.getOrCompute('k', compute)).toEqual(counts(3));
    expect(calls).toBe(1);
  });

  it('answers stale counts at once and refreshes them in the background', async () => {
    let now = 0;
    const cache = new FacetCache(() => now);
    let total = 1;
    const compute = async () => counts(total);
    expect((await cache.getOrCompute('k', compute)).total).toBe(1);
    total = 2;
    now = FRESH_MS + 1;
    expect((await cache.getOrCompute('k', compute)).total).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    expect((await cache.getOrCompute('k', compute)).total).toBe(2);
  });

  it('forgets everything on clear and never keeps a count computed across a clear', async () => {
    const cache = new FacetCache(() => 0);
    const slow = deferred<FacetCounts>();
    const before = cache.getOrCompute('k', () => slow.promise);
    cache.clear();
    slow.resolve(counts(1));
    expect((await before).total).toBe(1);
    expect((await cache.getOrCompute('k', async () => counts(2))).total).toBe(2);
    cache.clear();
    expect((await cache.getOrCompute('k', async () => counts(3))).total).toBe(3);
  });

  it('keys on the filters only, whatever the order, page or sign order', () => {
    const key = (raw: Record<string, string>) => facetKey(ZListProgramsRequest.parse(raw));
    expect(key({ signs: 'b,a', level: 'beginner', page: '2', order: 'rating' })).toBe(
      key({ signs: 'a,b', level: 'beginner' }),
    );
    expect(key({ level: 'beginner' })).not.toBe(key({ level: 'advanced' }));
    expect(key({ search: 'run' })).not.toBe(key({ tag: 'run' }));
  });
});
