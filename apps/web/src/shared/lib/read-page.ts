/** `?page=N` of list pages that are not filter directories; anything else reads as page 1. */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** Reads a `?status=` that must be one of `statuses`; anything else is no filter. */
export function oneOf<S extends string>(statuses: readonly S[], value: string | null): S | null {
  return (statuses as readonly string[]).includes(value ?? '') ? (value as S) : null;
}
