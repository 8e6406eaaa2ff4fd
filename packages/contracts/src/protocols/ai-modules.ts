import { z } from 'zod';
import { ZId } from '../common/ids.ts';
import { paged, ZPageQuery } from '../common/paging.ts';
import { PROTOCOL_LIMITS, ZProtocolId } from './fields.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZDeletedResponse } from './delete-protocol.ts';

/**
 * AI modules (builder `ai-module/main/{id}` and `ai-module/branch/{hierarchy}/...`): one main module per protocol and
 * branches placed by `hierarchy` (dotted path of their parents, e.g. `0.2`) and `index` among their siblings.
 * GET|POST /api/creator/protocols/{id}/ai-modules, GET|PUT|DELETE .../ai-modules/{moduleId}.
 */
export const AI_MODULE_KINDS = ['main', 'branch'] as const;

export const ZHierarchy = z
  .string()
  .trim()
  .max(64)
  .regex(/^(\d{1,3}(\.\d{1,3})*)?$/, 'protocols.hierarchy');

const fields = {
  name: z.string().trim().max(PROTOCOL_LIMITS.itemNameMax),
  prompt: z
    .string()
    .trim()
    .max(PROTOCOL_LIMITS.textMax * 2),
  settings: z.record(z.string(), z.unknown()),
  hierarchy: ZHierarchy,
  index: z.number().int().min(0).max(999),
};

export const ZCreateAiModuleRequest = z
  .object({
    kind: z.enum(AI_MODULE_KINDS),
    name: fields.name.default(''),
    prompt: fields.prompt.default(''),
    settings: fields.settings.default({}),
    hierarchy: fields.hierarchy.default(''),
    index: fields.index.default(0),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'branch' && value.hierarchy === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['hierarchy'],
        message: 'protocols.branch_place',
      });
    }
  });
export type TCreateAiModuleRequest = z.infer<typeof ZCreateAiModuleRequest>;

/** The kind never changes; a branch may move (hierarchy, index). */
export const ZUpdateAiModuleRequest = z.object({
  name: fields.name.optional(),
  prompt: fields.prompt.optional(),
  settings: fields.settings.optional(),
  hierarchy: fields.hierarchy.optional(),
  index: fields.index.optional(),
});
export type TUpdateAiModuleRequest = z.infer<typeof ZUpdateAiModuleRequest>;

export const ZAiModuleParams = z.object({ id: ZId, moduleId: ZId });

export const ZAiModule = z.object({
  id: z.string(),
  kind: z.enum(AI_MODULE_KINDS),
  hierarchy: z.string(),
  index: z.number().int(),
  name: z.string(),
  prompt: z.string(),
  settings: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TAiModule = z.infer<typeof ZAiModule>;

export const ZListAiModulesQuery = ZPageQuery.extend({
  kind: z.enum(AI_MODULE_KINDS).optional(),
  hierarchy: ZHierarchy.optional(),
});
export type TListAiModulesQuery = z.infer<typeof ZListAiModulesQuery>;
export const ZListAiModulesResponse = paged(ZAiModule);
export const ZAiModuleResponse = z.object({ data: ZAiModule });
export type TAiModuleResponse = z.infer<typeof ZAiModuleResponse>;

export const listAiModulesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/creator/protocols/:id/ai-modules',
  params: ZProtocolId,
  query: ZListAiModulesQuery,
  responses: { 200: ZListAiModulesResponse },
  auth: 'expert',
});

export const createAiModuleEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/creator/protocols/:id/ai-modules',
  params: ZProtocolId,
  body: ZCreateAiModuleRequest,
  responses: { 201: ZAiModuleResponse },
  auth: 'expert',
});

export const getAiModuleEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/creator/protocols/:id/ai-modules/:moduleId',
  params: ZAiModuleParams,
  responses: { 200: ZAiModuleResponse },
  auth: 'expert',
});

export const updateAiModuleEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/creator/protocols/:id/ai-modules/:moduleId',
  params: ZAiModuleParams,
  body: ZUpdateAiModuleRequest,
  responses: { 200: ZAiModuleResponse },
  auth: 'expert',
});

export const deleteAiModuleEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/creator/protocols/:id/ai-modules/:moduleId',
  params: ZAiModuleParams,
  responses: { 200: ZDeletedResponse },
  auth: 'expert',
});
