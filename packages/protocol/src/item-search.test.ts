import { describe, expect, it } from 'vitest';
import { searchItems, type CatalogueItem, type UserItem } from './item-search.ts';

const userItems: UserItem[] = [
  { id: 1, name: 'morning walk', item_photo: 'walk.webp' },
  { id: 2, name: 'Breathing drill' },
  { id: 3, name: 'Zone 2 run' },
];
const catalogueItems: CatalogueItem[] = [
  { id: 1, description: 'Apple cider vinegar', item_photo: 'acv.webp' },
  { id: 9, description: 'box breathing' },
  { id: 4, description: 'Magnesium glycinate' },
];

describe('searchItems', () => {
  it('labels user items by name and catalogue items by description', () => {
    const results = searchItems(userItems, catalogueItems, []);
    expect(results.find((r) => r.id === 1 && r.user_item)).toEqual({
      name: 'morning walk',
      id: 1,
      user_item: true,
      item_photo: 'walk.webp',
    });
    expect(results.find((r) => r.id === 1 && !r.user_item)).toEqual({
      name: 'Apple cider vinegar',
      id: 1,
      user_item: false,
      item_photo: 'acv.webp',
    });
    expect(results.find((r) => r.id === 4)?.item_photo).toBeNull();
  });

  it('merges both sources and sorts by name without regard to case', () => {
    const names = searchItems(userItems, catalogueItems, []).map((r) => r.name);
    expect(names).toEqual([
      'Apple cider vinegar',
      'box breathing',
      'Breathing drill',
      'Magnesium glycinate',
      'morning walk',
      'Zone 2 run',
    ]);
  });

  it('drops used items only when both the id and the user-item flag match', () => {
    const results = searchItems(userItems, catalogueItems, [{ id: 1, user_item: true }]);
    expect(results.some((r) => r.id === 1 && r.user_item)).toBe(false);
    // The catalogue item with the same id is a different item and stays.
    expect(results.some((r) => r.id === 1 && !r.user_item)).toBe(true);
    expect(results).toHaveLength(5);
  });

  it('treats a numeric id and its text as the same item', () => {
    const results = searchItems(userItems, catalogueItems, [{ id: '4', user_item: false }]);
    expect(results.some((r) => r.id === 4)).toBe(false);
  });

  it('filters by a case-insensitive query on the name', () => {
    const names = searchItems(userItems, catalogueItems, [], '  BREATH ').map((r) => r.name);
    expect(names).toEqual(['box breathing', 'Breathing drill']);
  });

  it('orders equal names user items first and is stable', () => {
    const results = searchItems([{ id: 'b', name: 'Walk' }], [{ id: 'a', description: 'walk' }], []);
    expect(results.map((r) => r.user_item)).toEqual([true, false]);
  });

  it('compares with the locale and numbers in names', () => {
    const names = searchItems(
      [
        { id: 1, name: 'Step 10' },
        { id: 2, name: 'step 9' },
        { id: 3, name: 'Éclair' },
      ],
      [],
      [],
    ).map((r) => r.name);
    expect(names).toEqual(['Éclair', 'step 9', 'Step 10']);
  });

  it('returns nothing for empty sources', () => {
    expect(searchItems([], [], [])).toEqual([]);
  });
});
