/**
 * Query keys of the protocols feature (decision 042): the list, the builder's canvas and its sub-pages, the runs.
 * One factory for all of them: the AI wizard and the canvas once cached one graph under two keys, and saving the
 * canvas overwrote the wizard's draft. Keys are nested (`all` > `one(id)` > `graph(id)`), so invalidating a prefix
 * refreshes everything under it.
 */
type Filter = Record<string, string | number | boolean | null>;

const protocolsAll = ['protocols'] as const;
const protocolOne = (id: string) => [...protocolsAll, 'one', id] as const;

export const protocolKeys = {
  all: protocolsAll,
  lists: () => [...protocolsAll, 'list'] as const,
  list: (filter: Filter) => [...protocolsAll, 'list', filter] as const,
  /** The caller's programs, offered as "the program that carries it". */
  ownPrograms: () => [...protocolsAll, 'own-programs'] as const,
  /** Everything about one protocol: invalidate it when a write changes the draft (the wizard, pricing). */
  one: protocolOne,
  detail: (id: string) => [...protocolOne(id), 'detail'] as const,
  /** The draft graph the canvas edits (`staleTime: Infinity`: only a write or an invalidation refreshes it). */
  graph: (id: string) => [...protocolOne(id), 'graph'] as const,
  items: (id: string, kind?: string) =>
    kind === undefined ? ([...protocolOne(id), 'items'] as const) : ([...protocolOne(id), 'items', kind] as const),
  itemList: (id: string, kind: string, filter: Filter) => [...protocolOne(id), 'items', kind, 'list', filter] as const,
  item: (id: string, kind: string, itemId: string) => [...protocolOne(id), 'items', kind, 'one', itemId] as const,
  questions: (id: string, itemId: string, filter: Filter) =>
    [...protocolOne(id), 'items', 'assessment', 'one', itemId, 'questions', filter] as const,
  aiModules: (id: string) => [...protocolOne(id), 'ai-modules'] as const,
  aiModule: (id: string, moduleId: string) => [...protocolOne(id), 'ai-modules', 'one', moduleId] as const,
  modules: (id: string, page?: number) =>
    page === undefined ? ([...protocolOne(id), 'modules'] as const) : ([...protocolOne(id), 'modules', page] as const),
  team: (id: string, page?: number) =>
    page === undefined ? ([...protocolOne(id), 'team'] as const) : ([...protocolOne(id), 'team', page] as const),
  invitations: (id: string, page?: number) =>
    page === undefined
      ? ([...protocolOne(id), 'invitations'] as const)
      : ([...protocolOne(id), 'invitations', page] as const),
};
