import type { TCategory } from '@ito/contracts/categories/list-categories';

/** Categories as select options, sorted, a subcategory after its parent ("Fitness › Running") so it is found there. */
export function categoryOptions(categories: readonly TCategory[]) {
  const byId = new Map(categories.map((c) => [c.id, c]));
  return categories
    .map((c) => {
      const parent = c.parent_id ? byId.get(c.parent_id) : undefined;
      return { value: c.id, label: parent ? `${parent.name} › ${c.name}` : c.name };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
}
