import { describe, expect, it } from 'vitest';
import { areParamsValid } from './route-params.ts';

describe('route parameter validation', () => {
  it.each([
    [{ id: 'p_1-A' }, true],
    [{ id: '' }, false],
    [{ id: 'a b' }, false],
    [{ id: 'x'.repeat(65) }, false],
    [{ page: '3' }, true],
    [{ page: '0' }, false],
    [{ page: 'two' }, false],
    [{ index: '12' }, true],
    [{ index: '-1' }, false],
    [{ search: 'sleep better' }, true],
    [{ search: 'a\u0000b' }, false],
    [{ category: undefined, page: undefined }, true],
    [{ username: 'ada.l' }, true],
    [{ secret: 'short' }, false],
    [{ rating: '4' }, true],
    [{ rating: '4.5' }, false],
    [{ level: 'all-levels', time: 'short', access: 'free', popular: 'popular' }, true],
    [{ level: 'expert' }, false],
    [{ access: 'private' }, false],
    [{ rating: '9' }, false],
    [{ tab: 'members' }, true],
    [{ unknownName: ' ' }, false],
  ])('%j -> %s', (params, expected) => {
    expect(areParamsValid(params)).toBe(expected);
  });
});
