import { z } from 'zod';
import { ZId } from '../../common/ids.ts';
import { paged, ZPageQuery } from '../../common/paging.ts';
import { defineEndpoint } from '../../common/endpoint.ts';

export const RUN_STATUSES = ['running', 'waiting', 'finished', 'failed'] as const;

/** `:id` of `/api/creator/protocols/{id}/...` (a uuid; anything else is a 404). */
export const ZProtocolIdParams = z.object({ id: ZId });

/** One follower inside one version of a protocol. */
export const ZRunCard = z.object({
  id: z.string(),
  protocol_id: z.string(),
  version: z.number().int(),
  follower: z.object({ id: z.string(), name: z.string() }),
  status: z.enum(RUN_STATUSES),
  current_node_key: z.string().nullable(),
  next_wake_at: z.string().nullable(),
  started_at: z.string(),
  ended_at: z.string().nullable(),
});
export type TRunCard = z.infer<typeof ZRunCard>;

/** GET /api/creator/protocols/{id}/runs?status&page&per_page: newest first. */
export const ZListRunsQuery = ZPageQuery.extend({ status: z.enum(RUN_STATUSES).optional() });
export type TListRunsQuery = z.infer<typeof ZListRunsQuery>;
export const ZListRunsResponse = paged(ZRunCard);
export type TListRunsResponse = z.infer<typeof ZListRunsResponse>;

/**
 * POST /api/creator/protocols/{id}/runs/move: moves running and waiting runs (all, or `run_ids`) to a published
 * version. A run keeps its step when the version has it, else it fails (`missing_step`); each move is a `moved` run
 * event.
 */
export const ZMoveRunsRequest = z.object({
  to_version: z.number().int().min(1).max(1_000_000),
  run_ids: z.array(z.uuid('runs.choose_runs')).min(1).max(500).optional(),
});
export type TMoveRunsRequest = z.infer<typeof ZMoveRunsRequest>;

export const ZMoveRunsResponse = z.object({
  data: z.object({ moved: z.number().int(), failed: z.number().int(), remaining: z.number().int() }),
});
export type TMoveRunsResponse = z.infer<typeof ZMoveRunsResponse>;

export const listRunsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/creator/protocols/:id/runs',
  params: ZProtocolIdParams,
  query: ZListRunsQuery,
  responses: { 200: ZListRunsResponse },
  auth: 'expert',
});

export const moveRunsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/creator/protocols/:id/runs/move',
  params: ZProtocolIdParams,
  body: ZMoveRunsRequest,
  responses: { 200: ZMoveRunsResponse },
  auth: 'expert',
});
