import { z } from 'zod';
import { ZId } from '../common/ids.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { paged, ZPageQuery } from '../common/paging.ts';
import { ZFlowNode } from './graph.ts';
import { ZProtocol, ZProtocolId } from './fields.ts';

/**
 * POST /api/creator/protocols/{id}/publish freezes the draft (nodes, items with questions, recurring modules) into a
 * new version: 422 with `errors.graph` (the validation messages) while the graph has errors. GET .../versions lists the
 * published versions, newest first; GET .../versions/{version} reads one frozen graph.
 */
export const ZPublishProtocolResponse = z.object({ data: ZProtocol });
export type TPublishProtocolResponse = z.infer<typeof ZPublishProtocolResponse>;

export const ZVersionParams = z.object({
  id: ZId,
  version: z.coerce.number().int().min(1).max(1_000_000),
});

export const ZProtocolVersionRow = z.object({
  id: z.string(),
  version: z.number().int(),
  steps_count: z.number().int(),
  published_by: z.string().nullable(),
  published_at: z.string(),
});
export type TProtocolVersionRow = z.infer<typeof ZProtocolVersionRow>;

export const ZListVersionsQuery = ZPageQuery;
export const ZListVersionsResponse = paged(ZProtocolVersionRow);
export type TListVersionsResponse = z.infer<typeof ZListVersionsResponse>;

/** The frozen copy a run executes (`protocol_versions.graph`). */
export const ZFrozenGraph = z.object({
  nodes: z.array(ZFlowNode),
  items: z.array(z.record(z.string(), z.unknown())),
  modules: z.array(z.record(z.string(), z.unknown())),
  /** The AI modules (main and branches) a run executes; absent in versions published before they ran. */
  ai_modules: z.array(z.record(z.string(), z.unknown())).optional(),
});

export const ZGetVersionResponse = z.object({ data: ZProtocolVersionRow.extend({ graph: ZFrozenGraph }) });
export type TGetVersionResponse = z.infer<typeof ZGetVersionResponse>;

export const publishProtocolEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/creator/protocols/:id/publish',
  params: ZProtocolId,
  responses: { 200: ZPublishProtocolResponse },
  auth: 'expert',
});

export const listVersionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/creator/protocols/:id/versions',
  params: ZProtocolId,
  query: ZListVersionsQuery,
  responses: { 200: ZListVersionsResponse },
  auth: 'expert',
});

export const getVersionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/creator/protocols/:id/versions/:version',
  params: ZVersionParams,
  responses: { 200: ZGetVersionResponse },
  auth: 'expert',
});
