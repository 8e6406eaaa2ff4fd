import { describe, expect, it } from 'vitest';
import { creatorsQuery, creatorsUrl, parseCreatorParams, withCreatorFilter } from './creators-url.ts';

describe('creator directory URL', () => {
  it('writes placeholders before set segments and drops trailing unset ones', () => {
    expect(creatorsUrl({})).toBe('/creators');
    expect(creatorsUrl({ role: 'Yoga Instructor' })).toBe('/creators/all/all/yoga-instructor');
    expect(creatorsUrl({ category: 'nutrition', rating: 4, page: 1 })).toBe('/creators/nutrition/4');
    expect(creatorsUrl({ page: 2 })).toBe('/creators/all/all/all/all/all/2');
  });

  it('round-trips every segment', () => {
    const filters = {
      category: 'sleep-recovery',
      rating: 4,
      role: 'sleep-coach',
      order: 'name',
      isPopular: true,
      page: 3,
    } as const;
    const url = creatorsUrl(filters);
    expect(url).toBe('/creators/sleep-recovery/4/sleep-coach/name/popular/3');
    const [, , category, rating, role, order, popular, page] = url.split('/');
    expect(parseCreatorParams({ category, rating, role, order, popular, page })).toEqual(filters);
  });

  it('refuses values that cannot be filters', () => {
    expect(parseCreatorParams({ rating: '9' })).toBeNull();
    expect(parseCreatorParams({ rating: 'all', order: 'price_asc' })).toBeNull();
    expect(parseCreatorParams({ popular: '1' })).toBeNull();
    expect(parseCreatorParams({ category: 'all', rating: 'all', role: 'all' })).toEqual({});
  });

  it('resets the page on a filter change and sends the profession as words', () => {
    expect(withCreatorFilter({ rating: 3, page: 5 }, 'order', 'rating')).toEqual({ rating: 3, order: 'rating' });
    expect(creatorsQuery({ role: 'yoga-instructor', isPopular: true }, 12)).toEqual({
      page: 1,
      per_page: 12,
      role: 'yoga instructor',
      popular: '1',
    });
  });
});
