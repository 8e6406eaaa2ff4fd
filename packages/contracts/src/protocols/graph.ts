import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZMeasure } from '../common/measure.ts';
import { PROTOCOL_LIMITS, ZProtocolId } from './fields.ts';
import { STEP_KINDS, STEP_TARGETS } from './step-kinds.ts';

/**
 * GET|PUT /api/creator/protocols/{id}/graph (decision 017): the draft graph as `@ito/protocol/model` `FlowNode[]`,
 * each with its canvas position. The server fills `selectedItemName` and `questionCount` from the items and answers
 * `validateProtocol`'s errors; saving never refuses a graph for them (drafts may be incomplete).
 */

export const ZNodeKey = z.string().trim().min(1, 'protocols.step_id').max(64, 'protocols.step_id_max');

const conditionWith = (score: z.ZodNumber) =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('always') }),
    z.object({ kind: z.literal('score_at_least'), value: score }),
    z.object({ kind: z.literal('score_below'), value: score }),
    z.object({ kind: z.literal('kpi_at_least'), value: score }),
    z.object({ kind: z.literal('kpi_at_most'), value: score }),
    z.object({ kind: z.literal('order_paid') }),
    z.object({ kind: z.literal('challenge_done') }),
  ]);

/** What a save accepts; answers describe what is stored, so a bound added later never breaks reading old data. */
export const ZNextStepCondition = conditionWith(ZMeasure);
const ZStoredNextStepCondition = conditionWith(z.number());

export const ZJumpRule = z.object({ target: ZNodeKey.nullable(), targetSuccess: ZNodeKey.nullable() });

/** Longest wait: one year. */
export const WAIT_MINUTES_MAX = 525_600;

export const ZNodeDataInput = z.object({
  name: z.string().trim().max(PROTOCOL_LIMITS.itemNameMax),
  type: z.enum(STEP_KINDS),
  className: z.string().max(120).default(''),
  description: z.string().max(PROTOCOL_LIMITS.textMax).default(''),
  target: z.enum(STEP_TARGETS).default('follower'),
  nextStepCondition: ZNextStepCondition.nullable().default(null),
  rules: z.object({ jumpRule: ZJumpRule.nullable() }).default({ jumpRule: null }),
  /** Ignored on save: the server fills it from the selected item. */
  selectedItemName: z.string().nullable().optional(),
  selectedItemId: z.uuid('protocols.choose_item').nullable().default(null),
  waitMinutes: z
    .number()
    .int('protocols.wait_whole')
    .min(1, 'protocols.wait_min')
    .max(WAIT_MINUTES_MAX, 'protocols.wait_max')
    .nullable()
    .default(null),
  /** Ignored on save: the server counts the assessment's questions. */
  questionCount: z.number().int().min(0).max(100_000).nullable().optional(),
});

/** How far from the origin a step may sit on the canvas: far past any drawing, inside a `real` column. */
export const CANVAS_EXTENT = 1_000_000;
const ZCanvasCoordinate = z
  .number()
  .finite()
  .min(-CANVAS_EXTENT, 'protocols.canvas')
  .max(CANVAS_EXTENT, 'protocols.canvas');

export const ZPosition = z.object({ x: ZCanvasCoordinate, y: ZCanvasCoordinate });

export const ZFlowNodeInput = z.object({
  id: ZNodeKey,
  parentId: ZNodeKey.nullable(),
  data: ZNodeDataInput,
  position: ZPosition.default({ x: 0, y: 0 }),
});
export type TFlowNodeInput = z.infer<typeof ZFlowNodeInput>;

/** The pan offset is a canvas coordinate scaled by the zoom (at most 8). */
const ZViewportOffset = z
  .number()
  .finite()
  .min(-8 * CANVAS_EXTENT)
  .max(8 * CANVAS_EXTENT);

export const ZViewport = z.object({
  x: ZViewportOffset,
  y: ZViewportOffset,
  zoom: z.number().min(0.05).max(8),
});

export const ZSaveGraphRequest = z.object({
  nodes: z.array(ZFlowNodeInput).max(PROTOCOL_LIMITS.nodesMax, 'protocols.steps_max'),
  viewport: ZViewport.nullable().optional(),
});
export type TSaveGraphRequest = z.infer<typeof ZSaveGraphRequest>;

export const ZFlowNode = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  data: z.object({
    name: z.string(),
    type: z.enum(STEP_KINDS),
    className: z.string(),
    description: z.string(),
    target: z.enum(STEP_TARGETS),
    nextStepCondition: ZStoredNextStepCondition.nullable(),
    rules: z.object({ jumpRule: ZJumpRule.nullable() }),
    selectedItemName: z.string().nullable(),
    selectedItemId: z.string().nullable(),
    waitMinutes: z.number().int().nullable(),
    questionCount: z.number().int().nullable(),
  }),
  position: z.object({ x: z.number(), y: z.number() }),
});
export type TFlowNode = z.infer<typeof ZFlowNode>;

/** `validateProtocol`'s errors (the builder's *errors* page); `code` is what the web translates. */
export const ZProtocolError = z.object({ nodeId: z.string(), code: z.string(), message: z.string() });

export const ZGraph = z.object({
  nodes: z.array(ZFlowNode),
  viewport: ZViewport.extend({ x: z.number(), y: z.number() }).nullable(),
  errors: z.array(ZProtocolError),
  version: z.number().int(),
  has_draft_changes: z.boolean(),
});
export type TGraph = z.infer<typeof ZGraph>;

export const ZGraphResponse = z.object({ data: ZGraph });
export type TGraphResponse = z.infer<typeof ZGraphResponse>;

export const getGraphEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/creator/protocols/:id/graph',
  params: ZProtocolId,
  responses: { 200: ZGraphResponse },
  auth: 'expert',
});

export const saveGraphEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/creator/protocols/:id/graph',
  params: ZProtocolId,
  body: ZSaveGraphRequest,
  responses: { 200: ZGraphResponse },
  auth: 'expert',
});
