import { LRUCache } from 'lru-cache';
import type { FastifyInstance } from 'fastify';
import type {
  TCatalogueEstimates,
  TCatalogueFacets,
  TListProgramsRequest,
} from '@ito/contracts/catalogue/list-programs';
import type { Db } from '../../platform/db.ts';

export type FacetCounts = { total: number; facets: TCatalogueFacets; estimates: TCatalogueEstimates };

/**
 * Facet counts are the expensive half of a catalogue request and depend only on the filters, so they are kept per
 * filter set. Within one process every catalogue write clears them at once (`clearFacetsOnWrite`). Counts older than
 * FRESH_MS are still answered (stale-while-revalidate) while one background query refreshes them, so another
 * process's write or a follow's popularity shows after at most about FRESH_MS, and no visitor waits for a recount of
 * a popular page. Entries unused for STALE_MS are dropped. The page of cards is never cached (the relevance order's
 * ranked ids are, and each page's rows are read fresh and re-checked against the filters). Decisions 014 and 027.
 */
export const FRESH_MS = 15_000;
const STALE_MS = 10 * 60_000;
const MAX_ENTRIES = 2_000;

type Entry<T> = { counts: T; computedAt: number; generation: number };

/** Values per filter set, fresh for FRESH_MS, then answered while one refresh runs (counts, rankings, lookups). */
export class FacetCache<T = FacetCounts> {
  private readonly now: () => number;

  constructor(now: () => number = Date.now) {
    this.now = now;
  }

  private readonly entries = new LRUCache<string, Entry<T>>({ max: MAX_ENTRIES, ttl: STALE_MS });
  // One query per filter set at a time: concurrent misses (and refreshes) share it.
  private readonly running = new Map<string, Promise<T>>();
  private generation = 0;

  async getOrCompute(key: string, compute: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.generation === this.generation) {
      if (this.now() - entry.computedAt > FRESH_MS) this.refresh(key, compute).catch(() => undefined);
      return entry.counts;
    }
    return this.refresh(key, compute);
  }

  /** Clears every count; a count being computed across the clear is answered but not kept. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.running.clear();
  }

  private refresh(key: string, compute: () => Promise<T>): Promise<T> {
    const running = this.running.get(key);
    if (running) return running;
    const generation = this.generation;
    const computedAt = this.now();
    const promise = compute().finally(() => {
      if (this.running.get(key) === promise) this.running.delete(key);
    });
    this.running.set(key, promise);
    promise.then(
      (counts) => {
        if (this.generation === generation) this.entries.set(key, { counts, computedAt, generation });
      },
      () => undefined,
    );
    return promise;
  }
}

type CatalogueCaches = {
  facets: FacetCache<FacetCounts>;
  /** The relevance order's ranked candidate ids per filter set (decision 027). */
  rankings: FacetCache<string[]>;
  /** Category slug to ids: one small query saved on every request with a category. */
  categoryIds: FacetCache<string[]>;
};

// One set of caches per database handle: an app and its tests share it; two apps on two databases never do.
const caches = new WeakMap<Db, CatalogueCaches>();

function cachesOf(db: Db): CatalogueCaches {
  let found = caches.get(db);
  if (!found) {
    found = { facets: new FacetCache(), rankings: new FacetCache(), categoryIds: new FacetCache() };
    caches.set(db, found);
  }
  return found;
}

export function facetCache(db: Db): FacetCache<FacetCounts> {
  return cachesOf(db).facets;
}

export function rankingCache(db: Db): FacetCache<string[]> {
  return cachesOf(db).rankings;
}

export function categoryIdCache(db: Db): FacetCache<string[]> {
  return cachesOf(db).categoryIds;
}

/** The filters that decide the counts (not the order, the page or its size), in one canonical form. */
export function facetKey(query: TListProgramsRequest): string {
  return JSON.stringify([
    query.search ?? null,
    query.category ?? null,
    query.tag ?? null,
    query.level ?? null,
    query.signs && query.signs.length > 0 ? [...new Set(query.signs)].sort() : null,
    query.time ?? null,
    query.access ?? null,
    query.popular ?? null,
  ]);
}

/**
 * Clears the counts when the studio's programs or categories change (the events their modules raise after a
 * successful write, before the response leaves): the writer's next read already sees its change in the counts.
 */
export function clearFacetsOnChange(app: FastifyInstance): void {
  const clear = () => {
    for (const cache of Object.values(cachesOf(app.db))) cache.clear();
  };
  app.events.on('programs-changed', clear);
  app.events.on('categories-changed', clear);
}
