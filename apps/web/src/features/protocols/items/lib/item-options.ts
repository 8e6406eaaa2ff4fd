import type { ComboboxItem, ComboboxParsedItem } from '@mantine/core';
import { searchItems } from '@ito/protocol/item-search';

/**
 * SPEC section 4 "Item search" for a picker: the protocol's own items (user items; there is no catalogue source
 * here), minus those already used, matched and sorted by the shared package.
 */
export function itemOptions(
  items: readonly { id: string; name: string }[],
  usedIds: readonly string[] = [],
  query?: string,
): ComboboxItem[] {
  const used = usedIds.map((id) => ({ id, user_item: true }));
  return searchItems(items, [], used, query).map((r) => ({ value: String(r.id), label: r.name }));
}

/** A Mantine `filter` that matches and orders options with the shared item search. */
export function itemSearchFilter({ options, search }: { options: ComboboxParsedItem[]; search: string }) {
  const flat = options.filter((o): o is ComboboxItem => 'value' in o);
  return itemOptions(
    flat.map((o) => ({ id: o.value, name: o.label })),
    [],
    search,
  );
}
