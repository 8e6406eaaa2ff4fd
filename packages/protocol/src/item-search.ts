/**
 * SPEC section 4, "Item search": the protocol builder picks an item for a step from the creator's own items and the
 * catalogue's. Results drop items already used (matched by id and user-item flag, because a user item and a
 * catalogue item may share an id), are merged, and are sorted by name without regard to case.
 * Pure: the server, the browser and the tests call the same code.
 */

export type ItemId = string | number;

/** One of the creator's own items: its label is its `name` (SPEC section 3). */
export type UserItem = { id: ItemId; name: string; item_photo?: string | null };
/** A catalogue item: its label is its `description` (SPEC section 3). */
export type CatalogueItem = { id: ItemId; description: string; item_photo?: string | null };
/** An item already placed in the protocol. */
export type UsedItem = { id: ItemId; user_item: boolean };

export type ItemSearchResult = { name: string; id: ItemId; user_item: boolean; item_photo: string | null };

export type ItemSearchOptions = { locale?: string };

// Ids are compared as text so that 7 and '7' (a number from one source, a string from a form) are the same item.
const keyOf = (id: ItemId, isUserItem: boolean) => `${isUserItem ? 'u' : 'c'}:${String(id)}`;

export function searchItems(
  userItems: readonly UserItem[],
  catalogueItems: readonly CatalogueItem[],
  used: readonly UsedItem[] = [],
  query?: string,
  options: ItemSearchOptions = {},
): ItemSearchResult[] {
  const usedKeys = new Set(used.map((u) => keyOf(u.id, u.user_item)));
  const merged: ItemSearchResult[] = [
    ...userItems.map((item) => ({
      name: item.name,
      id: item.id,
      user_item: true,
      item_photo: item.item_photo ?? null,
    })),
    ...catalogueItems.map((item) => ({
      name: item.description,
      id: item.id,
      user_item: false,
      item_photo: item.item_photo ?? null,
    })),
  ].filter((item) => !usedKeys.has(keyOf(item.id, item.user_item)));

  // 'accent' sensitivity: "apple" and "Apple" compare equal, "resume" and "résumé" do not.
  const collator = new Intl.Collator(options.locale, { sensitivity: 'accent', numeric: true });
  const needle = query?.trim();
  const matching = needle ? merged.filter((item) => contains(item.name, needle, options.locale)) : merged;
  // Equal names keep a fixed order: user items first, then by id, so the list does not jump between renders.
  return matching.sort(
    (a, b) =>
      collator.compare(a.name, b.name) ||
      Number(b.user_item) - Number(a.user_item) ||
      collator.compare(String(a.id), String(b.id)),
  );
}

function contains(name: string, needle: string, locale?: string): boolean {
  return name.toLocaleLowerCase(locale).includes(needle.toLocaleLowerCase(locale));
}
