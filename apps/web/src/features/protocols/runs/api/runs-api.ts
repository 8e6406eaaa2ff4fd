import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  listFollowupsEndpoint,
  listHistoryEndpoint,
  liveViewEndpoint,
  markFollowupDoneEndpoint,
  type TFollowup,
} from '@ito/contracts/protocols/runs/creator-views';
import { getGraphEndpoint, type TGraphResponse } from '@ito/contracts/protocols/graph';
import { listProtocolsEndpoint } from '@ito/contracts/protocols/list-protocols';
import { call } from '../../../../shared/api/call.ts';
import { runsKeys } from './keys.ts';
import type { LiveSnapshot } from '../lib/live-feed.ts';

/** The creator's run screens (decision 017): follow-up, history, live, and the draft graph the simulator runs. */

export const RUNS_PAGE_SIZE = 20;
/** Protocols offered in the filters: the newest this many (a creator with more types the id into the URL). */
export const FILTER_PROTOCOLS_MAX = 100;

export type FollowupStatus = TFollowup['status'];

/** GET creator/follow-up: open followups oldest first (what to do next), done ones newest first. */
export function followupsQuery(status: FollowupStatus, protocolId: string | null, page: number) {
  return queryOptions({
    queryKey: runsKeys.followupList(status, protocolId, page),
    queryFn: ({ signal }) =>
      call(listFollowupsEndpoint, {
        query: { status, protocol_id: protocolId ?? undefined, page, per_page: RUNS_PAGE_SIZE },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * POST creator/follow-up/{id}/done: the follow-up leaves the open list; every page of the lists refreshes.
 * `onDone` runs before that refresh, while the card that was clicked is still on screen.
 */
export function useMarkFollowupDone(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(markFollowupDoneEndpoint, { params: { id } }),
    onSuccess: () => {
      onDone();
      return queryClient.invalidateQueries({ queryKey: runsKeys.followups });
    },
  });
}

export type HistoryFilters = { protocolId: string | null; runId: string | null; page: number };

/** GET creator/history: run events, newest first. */
export function historyQuery({ protocolId, runId, page }: HistoryFilters) {
  return queryOptions({
    queryKey: runsKeys.historyList(protocolId, runId, page),
    queryFn: ({ signal }) =>
      call(listHistoryEndpoint, {
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
    queryKey: runsKeys.liveOf(protocolId),
    queryFn: ({ signal }) =>
      call(liveViewEndpoint, { query: { protocol_id: protocolId ?? undefined }, signal, silent: true }).then(
        (body): LiveSnapshot => {
          const { steps, totals, recent, runs } = body.data;
          return {
            steps,
            totals,
            recent: recent.map(({ protocol, follower: _, ...event }) => ({ ...event, protocol_id: protocol.id })),
            runs,
          };
        },
      ),
  });
}

/** GET creator/protocols: the caller's protocols for the filters. */
export function filterProtocolsQuery() {
  return queryOptions({
    queryKey: runsKeys.protocols(),
    queryFn: ({ signal }) =>
      call(listProtocolsEndpoint, {
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
    queryKey: runsKeys.draftGraph(protocolId),
    queryFn: async ({ signal }) => {
      const body = await call(getGraphEndpoint, { params: { id: protocolId }, signal, silent: true });
      return (body as TGraphResponse).data;
    },
  });
}
