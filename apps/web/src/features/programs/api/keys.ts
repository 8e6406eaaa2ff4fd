/** Query keys of the studio's own data (decision 042): the creator's program lists and one program being edited. */
const all = ['studio'] as const;

export const studioKeys = {
  all,
  /** Every page and status filter of the creator's program list. */
  programs: () => [...all, 'programs'] as const,
  programList: (status: string | null, page: number) => [...all, 'programs', status ?? 'all', page] as const,
  program: (id: string) => [...all, 'program', id] as const,
};
