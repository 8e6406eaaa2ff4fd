/** Query keys of the creator's run screens (decision 042), nested so a prefix refreshes every page of a list. */
const all = ['protocol-runs'] as const;

export const runsKeys = {
  all,
  followups: [...all, 'follow-up'] as const,
  followupList: (status: string, protocolId: string | null, page: number) =>
    [...all, 'follow-up', status, protocolId ?? 'all', page] as const,
  history: [...all, 'history'] as const,
  historyList: (protocolId: string | null, runId: string | null, page: number) =>
    [...all, 'history', protocolId ?? 'all', runId ?? 'all', page] as const,
  live: [...all, 'live'] as const,
  liveOf: (protocolId: string | null) => [...all, 'live', protocolId ?? 'all'] as const,
  /** The caller's protocols, offered in the filters. */
  protocols: () => [...all, 'protocols'] as const,
  /** The draft graph the simulator runs (its own entry: it caches the graph, not the canvas's whole answer). */
  draftGraph: (protocolId: string) => [...all, 'graph', protocolId] as const,
};
