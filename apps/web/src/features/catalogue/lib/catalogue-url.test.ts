import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { areParamsValid } from '../../../app/route-params.ts';
import { ROUTES } from '../../../app/routes.ts';
import {
  catalogueQuery,
  catalogueUrl,
  parseCatalogueParams,
  withFilter,
  type CatalogueFilters,
} from './catalogue-url.ts';

const pattern = ROUTES.find((route) => route.path.startsWith('/programs'))?.path ?? '';

/** What the page sees for a URL: the route table's params (decoded by the router), then the parser. */
function open(url: string): CatalogueFilters | null | 'no-match' {
  // The router decodes each segment of the location before matching, as here.
  const match = matchPath(pattern, url.split('/').map(decodeURIComponent).join('/'));
  if (!match) return 'no-match';
  if (!areParamsValid(match.params)) return null;
  return parseCatalogueParams(match.params);
}

describe('catalogue URL', () => {
  it('is /programs when nothing is set', () => {
    expect(catalogueUrl({})).toBe('/programs');
    expect(open('/programs')).toEqual({});
  });

  it('writes `all` for unset segments before a set one and drops trailing unset ones', () => {
    expect(catalogueUrl({ level: 'beginner' })).toBe('/programs/all/all/beginner');
    expect(catalogueUrl({ category: 'nutrition' })).toBe('/programs/nutrition');
    expect(catalogueUrl({ page: 3 })).toBe('/programs/all/all/all/all/all/all/all/all/all/3');
    expect(catalogueUrl({ category: 'nutrition', page: 1 })).toBe('/programs/nutrition');
  });

  it.each<CatalogueFilters>([
    { category: 'sleep-recovery' },
    { tag: 'running', access: 'free' },
    { level: 'all' },
    { signs: ['insomnia', 'stress'], time: 'short' },
    { order: 'price_asc', isPopular: true },
    { search: 'sleep better', page: 2 },
    {
      category: 'fitness-running',
      tag: '5k',
      level: 'advanced',
      signs: ['low energy'],
      time: 'extended',
      access: 'subscription',
      order: 'rating',
      isPopular: true,
      search: 'couch to 5k',
      page: 12,
    },
  ])('round-trips %j', (filters) => {
    const url = catalogueUrl(filters);
    expect(open(url)).toEqual(filters);
    expect(catalogueUrl(open(url) as CatalogueFilters)).toBe(url);
  });

  it('keeps the program level `all` apart from the placeholder', () => {
    expect(catalogueUrl({ level: 'all' })).toBe('/programs/all/all/all-levels');
    expect(open('/programs/all/all/all')).toEqual({});
  });

  it('reads the placeholder anywhere as unset', () => {
    expect(open('/programs/all/all/all/all/all/free')).toEqual({ access: 'free' });
    expect(open('/programs/nutrition/all/all/all/all/all/all/all/all/1')).toEqual({ category: 'nutrition' });
  });

  it('refuses segments that cannot be a filter (the page answers 404)', () => {
    expect(open('/programs/all/all/expert')).toBeNull();
    expect(open('/programs/all/all/all/all/forever')).toBeNull();
    expect(open('/programs/all/all/all/all/all/private')).toBeNull();
    expect(open('/programs/all/all/all/all/all/all/cheapest')).toBeNull();
    expect(open('/programs/all/all/all/all/all/all/all/yes')).toBeNull();
    expect(open('/programs/all/all/all/all/all/all/all/all/all/0')).toBeNull();
    expect(open('/programs/all/all/all/all/all/all/all/all/all/1001')).toBeNull();
    expect(open('/programs/all/all/all/all/all/all/all/all/all/two')).toBeNull();
  });

  it('has no room for an eleventh segment', () => {
    expect(open('/programs/a/b/beginner/c/short/free/newest/popular/q/2/extra')).toBe('no-match');
  });

  it('encodes free text so that it survives the path', () => {
    const url = catalogueUrl({ search: 'stress & sleep?' });
    expect(url).toBe('/programs/all/all/all/all/all/all/all/all/stress%20%26%20sleep%3F');
    expect(open(url)).toEqual({ search: 'stress & sleep?' });
    // A slash cannot be a path character: it becomes a space.
    expect(catalogueUrl({ search: 'a/b' })).toBe('/programs/all/all/all/all/all/all/all/all/a%20b');
  });

  it('starts again at page 1 when a filter changes, not when the page does', () => {
    const state: CatalogueFilters = { category: 'nutrition', page: 4 };
    expect(withFilter(state, 'level', 'beginner')).toEqual({ category: 'nutrition', level: 'beginner' });
    expect(withFilter(state, 'page', 5)).toEqual({ category: 'nutrition', page: 5 });
    expect(withFilter(state, 'category', undefined)).toEqual({});
  });

  it('builds the API query', () => {
    expect(
      catalogueQuery({ signs: ['stress', 'insomnia'], isPopular: true, level: 'all', search: 'calm' }, 12),
    ).toEqual({ page: 1, per_page: 12, signs: 'stress,insomnia', popular: '1', level: 'all', search: 'calm' });
  });
});
