/** `?page=N` of list pages that are not filter directories; anything else reads as page 1. */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}
