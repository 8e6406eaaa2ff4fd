import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZProtocolId } from './fields.ts';
import { ZGraph } from './graph.ts';
import { ZProtocolItem } from './items.ts';

/**
 * POST /api/creator/protocols/{id}/ai/wizard: drafts a graph and its items from a description (the planner reads its
 * domain, goal and frequency) and saves them as the draft. A draft that already has steps is replaced only when
 * `replace` is true (else 422 on `replace`).
 */
export const ZAiWizardRequest = z.object({
  description: z.string().trim().min(10, 'protocols.wizard_description').max(2000, 'protocols.wizard_description_max'),
  replace: z.boolean().default(false),
});
export type TAiWizardRequest = z.infer<typeof ZAiWizardRequest>;

export const ZAiWizardResponse = z.object({
  data: z.object({
    graph: ZGraph,
    items: z.array(ZProtocolItem),
    /** What the planner understood, shown so the creator can check it. */
    understood: z.object({
      domain: z.string(),
      goal: z.string(),
      /** How often the description said; null when it did not (an assumption then says what was drafted). */
      sessions_per_week: z.number().int().nullable(),
      assumptions: z.array(z.string()),
    }),
    /**
     * Which drafted it: the configured model (its edit of the built-in draft held, decision 048), or the built-in
     * planner (no model configured, or the model's answer failed the checks).
     */
    drafted_by: z.enum(['model', 'built-in']),
    /** The model's name (`openai:<model>`) when it drafted; else null. */
    model: z.string().nullable(),
  }),
});
export type TAiWizardResponse = z.infer<typeof ZAiWizardResponse>;

export const aiWizardEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/creator/protocols/:id/ai/wizard',
  params: ZProtocolId,
  body: ZAiWizardRequest,
  responses: { 200: ZAiWizardResponse },
  auth: 'expert',
});
