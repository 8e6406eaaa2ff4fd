/**
 * Query-key factories for data that more than one feature reads or writes (decision 042): a cache entry has one key,
 * built here, so a write in one feature refreshes what another shows. Data one feature alone uses keeps its keys in
 * that feature's `api/keys.ts`.
 */

/** Categories: read by the catalogue, the studio and the protocol forms; written by the studio. */
export const categoryKeys = {
  all: ['categories'] as const,
};
