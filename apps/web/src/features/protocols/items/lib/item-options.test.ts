import { describe, expect, it } from 'vitest';
import { itemOptions, itemSearchFilter } from './item-options.ts';

const items = [
  { id: 'b', name: 'breathing' },
  { id: 'a', name: 'Afternoon walk' },
  { id: 'c', name: 'Bedtime' },
];

describe('item picker options', () => {
  it('sorts by name without regard to case and drops used items', () => {
    expect(itemOptions(items).map((o) => o.label)).toEqual(['Afternoon walk', 'Bedtime', 'breathing']);
    expect(itemOptions(items, ['c']).map((o) => o.value)).toEqual(['a', 'b']);
  });

  it('filters what the creator types', () => {
    const options = itemOptions(items);
    expect(itemSearchFilter({ options, search: 'BE' }).map((o) => o.value)).toEqual(['c']);
  });
});
