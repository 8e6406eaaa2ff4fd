import { z } from 'zod';
import { ZId } from '../common/ids.ts';
import { paged, ZPageQuery } from '../common/paging.ts';
import type { MessageCode } from '../common/message-codes.ts';
import { RECURRING_MODULE_KINDS, STEP_TARGETS, type TRecurringModuleKind } from './step-kinds.ts';
import type { TProtocolItemKind } from './items.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZDeletedResponse } from './delete-protocol.ts';
import { ZProtocolId } from './fields.ts';

/**
 * Recurring modules (SPEC section 3 entity; section 9 defaults: target follower, prevent_finish false; section 4: reset
 * to defaults): GET|POST /api/creator/protocols/{id}/modules, PUT|DELETE .../modules/{moduleId},
 * POST .../modules/{moduleId}/reset. Every answer carries the next run times for a follower starting now (UTC).
 */
export const RECURRING_WEEK_DAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;

/** How many upcoming run times an answer lists. */
export const NEXT_RUN_TIMES_COUNT = 5;

/** The kind of item each repeats; a follow-up uses none. */
export const RECURRING_ITEM_KIND = {
  activity: 'activity',
  nudge: 'nudge',
  challenge: 'challenge',
  assessment: 'assessment',
  kpi: 'kpi',
  order: 'order',
  services: 'service',
  followup: null,
} as const satisfies Record<TRecurringModuleKind, TProtocolItemKind | null>;

/**
 * Why a module could never run, or null when it can: for a follower it must say what it repeats and, for a kind that
 * uses an item, which item. A "system" module makes a follow-up whatever it names. One rule for the API and the form.
 */
export function recurringModuleProblem(module: {
  target: (typeof STEP_TARGETS)[number];
  selected_module: TRecurringModuleKind | null;
  selected_item: string | null;
}): { field: 'selected_module' | 'selected_item'; code: MessageCode } | null {
  if (module.target === 'system') return null;
  if (module.selected_module === null) return { field: 'selected_module', code: 'protocols.recurring_nothing' };
  if (RECURRING_ITEM_KIND[module.selected_module] !== null && module.selected_item === null) {
    return { field: 'selected_item', code: 'protocols.choose_item' };
  }
  return null;
}

const ZDays = (max: number) => z.number().int().min(0).max(max).nullable();

export const ZRecurringModuleFields = z.object({
  target: z.enum(STEP_TARGETS),
  role: z.string().trim().max(60).nullable(),
  selected_module: z.enum(RECURRING_MODULE_KINDS, 'protocols.recurring_nothing').nullable(),
  selected_item: z.uuid('protocols.choose_item').nullable(),
  at_week_days: z
    .array(z.enum(RECURRING_WEEK_DAYS))
    .max(7)
    .transform((days) => RECURRING_WEEK_DAYS.filter((d) => days.includes(d))),
  run_every: z.number().int().min(1, 'protocols.run_every').max(365, 'protocols.run_every').nullable(),
  at_time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'protocols.at_time')
    .nullable(),
  every_hour: z.number().int().min(1, 'protocols.every_hour').max(23, 'protocols.every_hour').nullable(),
  start_after: ZDays(3650),
  stop_after: ZDays(3650),
  repeat: z.number().int().min(1).max(10_000).nullable(),
  prevent_finish: z.boolean(),
  settings: z.record(z.string(), z.unknown()),
});

function checkWindow(value: { start_after?: number | null; stop_after?: number | null }, ctx: z.RefinementCtx) {
  if (value.start_after != null && value.stop_after != null && value.stop_after <= value.start_after) {
    ctx.addIssue({ code: 'custom', path: ['stop_after'], message: 'protocols.stop_after' });
  }
}

/** POST: any subset; what is left out takes the SPEC defaults. PUT: any subset, merged into the stored module. */
export const ZCreateRecurringModuleRequest = ZRecurringModuleFields.partial().superRefine(checkWindow);
export type TCreateRecurringModuleRequest = z.infer<typeof ZCreateRecurringModuleRequest>;
export const ZUpdateRecurringModuleRequest = ZCreateRecurringModuleRequest;
export type TUpdateRecurringModuleRequest = TCreateRecurringModuleRequest;

export const ZRecurringModuleParams = z.object({ id: ZId, moduleId: ZId });

export const ZRecurringModule = ZRecurringModuleFields.extend({
  id: z.string(),
  protocol_id: z.string(),
  at_week_days: z.array(z.enum(RECURRING_WEEK_DAYS)),
  /** The item's name, for display. */
  selected_item_name: z.string().nullable(),
  /** The next run times (ISO instants) for a follower who starts now. */
  next_run_times: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TRecurringModule = z.infer<typeof ZRecurringModule>;

export const ZListRecurringModulesQuery = ZPageQuery;
export const ZListRecurringModulesResponse = paged(ZRecurringModule);
export const ZRecurringModuleResponse = z.object({ data: ZRecurringModule });
export type TRecurringModuleResponse = z.infer<typeof ZRecurringModuleResponse>;

export const listRecurringModulesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/creator/protocols/:id/modules',
  params: ZProtocolId,
  query: ZListRecurringModulesQuery,
  responses: { 200: ZListRecurringModulesResponse },
  auth: 'expert',
});

export const createRecurringModuleEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/creator/protocols/:id/modules',
  params: ZProtocolId,
  body: ZCreateRecurringModuleRequest,
  responses: { 201: ZRecurringModuleResponse },
  auth: 'expert',
});

export const updateRecurringModuleEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/creator/protocols/:id/modules/:moduleId',
  params: ZRecurringModuleParams,
  body: ZUpdateRecurringModuleRequest,
  responses: { 200: ZRecurringModuleResponse },
  auth: 'expert',
});

export const resetRecurringModuleEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/creator/protocols/:id/modules/:moduleId/reset',
  params: ZRecurringModuleParams,
  responses: { 200: ZRecurringModuleResponse },
  auth: 'expert',
});

export const deleteRecurringModuleEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/creator/protocols/:id/modules/:moduleId',
  params: ZRecurringModuleParams,
  responses: { 200: ZDeletedResponse },
  auth: 'expert',
});
