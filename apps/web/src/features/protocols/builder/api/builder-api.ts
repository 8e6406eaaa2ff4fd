import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CanvasScroll } from '@ito/protocol/editor';
import type { FlowNode, StepKind } from '@ito/protocol/model';
import type { ProtocolError } from '@ito/protocol/validate';
import { getGraphEndpoint, saveGraphEndpoint, type TGraph } from '@ito/contracts/protocols/graph';
import { itemEndpoints } from '@ito/contracts/protocols/items';
import { publishProtocolEndpoint } from '@ito/contracts/protocols/versions';
import { call } from '../../../../shared/api/call.ts';
import { protocolKeys } from '../../api/keys.ts';

/** The builder's calls (decision 017): the draft graph, publishing, and the items a step can use. */

export type CanvasPosition = { x: number; y: number };
/** A step on the wire: the package's node plus where it sits on the canvas. */
export type GraphNode = FlowNode & { position: CanvasPosition };
export type TProtocolGraph = { nodes: GraphNode[]; viewport: CanvasScroll | null; errors: ProtocolError[] };
/** `TGraph` of the contract, read with the package's types (the contract keeps `code` a plain string). */
type TGraphResponse = { data: Omit<TGraph, 'nodes' | 'errors'> & TProtocolGraph };

/** The item kinds of `protocol_items`; the `services` step uses a `service` item. */
export type ItemKind = 'nudge' | 'assessment' | 'challenge' | 'kpi' | 'order' | 'service';

const ITEM_KIND_OF: Partial<Record<StepKind, ItemKind>> = {
  nudge: 'nudge',
  assessment: 'assessment',
  challenge: 'challenge',
  kpi: 'kpi',
  order: 'order',
  services: 'service',
};

/** The item kind a step of `kind` uses, or null when it uses none. */
export function itemKindOf(kind: StepKind): ItemKind | null {
  return ITEM_KIND_OF[kind] ?? null;
}

/** The builder sub-page where items of a kind are written (services are picked from the creator's own services). */
export function itemPagePath(kind: ItemKind): string | null {
  return kind === 'service' ? null : kind;
}

export function graphQuery(id: string) {
  return queryOptions({
    queryKey: protocolKeys.graph(id),
    // The contract keeps a step's `code` a plain string; the canvas reads the graph with the package's types.
    queryFn: async ({ signal }): Promise<TGraphResponse> =>
      (await call(getGraphEndpoint, { params: { id }, signal, silent: true })) as TGraphResponse,
    // The canvas owns the draft once loaded: a background refetch must not overwrite unsaved edits.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** The item picker asks for one page of the largest size and searches within it (items per kind stay few). */
export const ITEM_PICKER_LIMIT = 100;

export function itemsQuery(id: string, kind: ItemKind) {
  return queryOptions({
    queryKey: protocolKeys.itemList(id, kind, { page: 1, perPage: ITEM_PICKER_LIMIT, search: '' }),
    queryFn: ({ signal }) =>
      call(itemEndpoints(kind).list, {
        params: { id },
        query: { per_page: ITEM_PICKER_LIMIT },
        signal,
        silent: true,
      }),
  });
}

/**
 * PUT the whole draft graph; the answer becomes the cached graph and the lists show the new update time. Throws an
 * `ApiError` on refusal (a 422 names the field in the validation store).
 */
export function useSaveGraphMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { nodes: GraphNode[]; viewport: CanvasScroll }) =>
      (await call(saveGraphEndpoint, { params: { id }, body })) as TGraphResponse,
    onSuccess: (response) => {
      queryClient.setQueryData(protocolKeys.graph(id), response);
      void queryClient.invalidateQueries({ queryKey: protocolKeys.lists() });
    },
  });
}

/** POST publish. Throws on refusal: a 422 carries `errors.graph`, the messages of what still blocks publishing. */
export function usePublishProtocol(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(publishProtocolEndpoint, { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: protocolKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: protocolKeys.lists() });
    },
  });
}
