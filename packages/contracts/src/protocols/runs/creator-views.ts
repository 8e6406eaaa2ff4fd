import { z } from 'zod';
import { ZId } from '../../common/ids.ts';
import { paged, ZPageQuery } from '../../common/paging.ts';
import { RUN_STATUSES } from './runs.ts';
import { defineEndpoint } from '../../common/endpoint.ts';

export const FOLLOWUP_STATUSES = ['open', 'done'] as const;
/** What a run event records (`run_events.kind`). */
export const RUN_EVENT_KINDS = ['started', 'step', 'effect', 'event', 'moved', 'finished', 'failed'] as const;

/** A followup step on the creator's to-do list (`/creator/follow-up`). */
export const ZFollowup = z.object({
  id: z.string(),
  protocol: z.object({ id: z.string(), name: z.string() }),
  run_id: z.string(),
  follower: z.object({ id: z.string(), name: z.string() }),
  node_key: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(FOLLOWUP_STATUSES),
  due_at: z.string().nullable(),
  done_at: z.string().nullable(),
  created_at: z.string(),
});
export type TFollowup = z.infer<typeof ZFollowup>;

/** GET /api/creator/follow-up?status=open|done&protocol_id: oldest open first (done: newest first). */
export const ZListFollowupsQuery = ZPageQuery.extend({
  status: z.enum(FOLLOWUP_STATUSES).default('open'),
  protocol_id: z.uuid().optional(),
});
export const ZListFollowupsResponse = paged(ZFollowup);
export type TListFollowupsResponse = z.infer<typeof ZListFollowupsResponse>;

export const ZFollowupParams = z.object({ id: ZId });
/** POST /api/creator/follow-up/{id}/done (idempotent). */
export const ZFollowupDoneResponse = z.object({ data: ZFollowup });

/** One run event (`/creator/history`). */
export const ZRunEvent = z.object({
  id: z.string(),
  run_id: z.string(),
  protocol: z.object({ id: z.string(), name: z.string() }),
  follower: z.object({ id: z.string(), name: z.string() }),
  node_key: z.string().nullable(),
  kind: z.enum(RUN_EVENT_KINDS),
  payload: z.record(z.string(), z.unknown()),
  at: z.string(),
});
export type TRunEvent = z.infer<typeof ZRunEvent>;

/** GET /api/creator/history?protocol_id&run_id&page: the caller's protocols' run events, newest first. */
export const ZHistoryQuery = ZPageQuery.extend({ protocol_id: z.uuid().optional(), run_id: z.uuid().optional() });
export const ZHistoryResponse = paged(ZRunEvent);
export type THistoryResponse = z.infer<typeof ZHistoryResponse>;

/** Bound of `runs` in the live view: a creator with more active runs gets the newest this many. */
export const LIVE_RUNS_MAX = 500;

/**
 * GET /api/creator/live?protocol_id: runs per step now (running and waiting), totals per status, the newest events
 * (at most 50), and the active runs with their step (bounded: at most `LIVE_RUNS_MAX`, newest first), so that a live
 * event can move a run between steps without a new snapshot. Changes arrive on the caller's realtime channel,
 * component `protocol-live`.
 */
export const ZLiveQuery = z.object({ protocol_id: z.uuid().optional() });
export const ZLiveResponse = z.object({
  data: z.object({
    /** `name`: the step's name in the newest version that has runs there. */
    steps: z.array(
      z.object({ protocol_id: z.string(), node_key: z.string(), name: z.string(), runs: z.number().int() }),
    ),
    totals: z.record(z.enum(RUN_STATUSES), z.number().int()),
    recent: z.array(ZRunEvent),
    /** Active runs, newest first; bounded (at most `LIVE_RUNS_MAX`): an older run's event asks for a new snapshot. */
    runs: z
      .array(
        z.object({
          id: z.string(),
          protocol_id: z.string(),
          current_node_key: z.string().nullable(),
          status: z.enum(['running', 'waiting']),
        }),
      )
      .max(LIVE_RUNS_MAX),
  }),
});
export type TLiveResponse = z.infer<typeof ZLiveResponse>;

export const listFollowupsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/creator/follow-up',
  query: ZListFollowupsQuery,
  responses: { 200: ZListFollowupsResponse },
  auth: 'expert',
  errors: [404],
});

export const markFollowupDoneEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/creator/follow-up/:id/done',
  params: ZFollowupParams,
  responses: { 200: ZFollowupDoneResponse },
  auth: 'expert',
});

export const listHistoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/creator/history',
  query: ZHistoryQuery,
  responses: { 200: ZHistoryResponse },
  auth: 'expert',
  errors: [404],
});

export const liveViewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/creator/live',
  query: ZLiveQuery,
  responses: { 200: ZLiveResponse },
  auth: 'expert',
  errors: [404],
});
