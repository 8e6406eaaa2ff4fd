import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  TFollowup,
  THistoryResponse,
  TListFollowupsResponse,
  TLiveResponse,
} from '@ito/contracts/protocol-runs/creator-views';
import type { TGraphResponse } from '@ito/contracts/protocols/graph';
import type { TListProtocolsResponse } from '@ito/contracts/protocols/list-protocols';
import { api } from '../../../shared/api/client.ts';
import type { LiveSnapshot } from '../lib/live-feed.ts';

/** The creator's run screens (decision 017): follow-up, history, live, and the draft graph the simulator runs. */

export const RUNS_PAGE_SIZE = 20;
/** Protocols offered in the filters: the newest this many (a creator with more types the id into the URL). */
export const FILTER_PROTOCOLS_MAX = 100;

export type FollowupStatus = TFollowup['status'];

export const runsKeys = {
  followups: ['protocol-runs', 'follow-up'] as const,
  history: ['protocol-runs', 'history'] as const,
  live: ['protocol-runs', 'live'] as const,
};

/** GET creator/follow-up: open followups oldest first (what to do next), done ones newest first. */
export function followupsQuery(status: FollowupStatus, protocolId: string | null, page: number) {
  return queryOptions({
    queryKey: [...runsKeys.followups, status, protocolId ?? 'all', page],
    queryFn: ({ signal }) =>
      api.get<TListFollowupsResponse>('creator/follow-up', {
        query: { status, protocol_id: protocolId ?? undefined, page, per_page: RUNS_PAGE_SIZE },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

export function markFollowupDone(id: string): Promise<{ data: TFollowup }> {
  return api.post<{ data: TFollowup }>(`creator/follow-up/${encodeURIComponent(id)}/done`);
}

export type HistoryFilters = { protocolId: string | null; runId: string | null; page: number };

/** GET creator/history: run events, newest first. */
export function historyQuery({ protocolId, runId, page }: HistoryFilters) {
  return queryOptions({
    queryKey: [...runsKeys.history, protocolId ?? 'all', runId ?? 'all', page],
    queryFn: ({ signal }) =>
      api.get<THistoryResponse>('creator/history', {
        query: { protocol_id: protocolId ?? undefined, run_id: runId ?? undefined, page, per_page: RUNS_PAGE_SIZE },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET creator/live: runs per step now and the latest events. */
export function liveQuery(protocolId: string | null) {
  return queryOptions({
    queryKey: [...runsKeys.live, protocolId ?? 'all'],
    queryFn: ({ signal }) =>
      api
        .get<TLiveResponse>('creator/live', { query: { protocol_id: protocolId ?? undefined }, signal, silent: true })
        .then((body): LiveSnapshot => {
          const { steps, totals, recent, runs } = body.data;
          return {
            steps,
            totals,
            recent: recent.map(({ protocol, follower: _, ...event }) => ({ ...event, protocol_id: protocol.id })),
            runs,
          };
        }),
  });
}

/** GET creator/protocols: the caller's protocols for the filters. */
export function filterProtocolsQuery() {
  return queryOptions({
    queryKey: ['protocol-runs', 'protocols'],
    queryFn: ({ signal }) =>
      api.get<TListProtocolsResponse>('creator/protocols', {
        query: { page: 1, per_page: FILTER_PROTOCOLS_MAX },
        signal,
        silent: true,
      }),
    staleTime: 60_000,
  });
}

/** GET creator/protocols/{id}/graph: the draft graph the simulator runs. */
export function draftGraphQuery(protocolId: string) {
  return queryOptions({
    queryKey: ['protocol-runs', 'graph', protocolId],
    queryFn: ({ signal }) =>
      api
        .get<TGraphResponse>(`creator/protocols/${encodeURIComponent(protocolId)}/graph`, { signal, silent: true })
        .then((body) => body.data),
  });
}
