import { z } from 'zod';
import { ZId } from '../common/ids.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { paged, ZPageQuery } from '../common/paging.ts';
import { PROTOCOL_LIMITS } from './fields.ts';

/**
 * An assessment's questions and their option scores (builder `assessment/{id}/questions`):
 * GET|POST /api/creator/protocols/{id}/items/assessment/{itemId}/questions, PUT|DELETE .../questions/{questionId}.
 * A choice question needs at least two options; a text question has none (it scores nothing).
 */
export const QUESTION_KINDS = ['single', 'multiple', 'scale', 'text'] as const;

export const ZQuestionOption = z.object({
  label: z.string().trim().min(1, 'protocols.option_label').max(200),
  score: z.number().int('protocols.score_whole').min(-1000).max(1000),
});

const questionFields = {
  text: z.string().trim().min(1, 'protocols.question_text').max(500),
  kind: z.enum(QUESTION_KINDS),
  options: z.array(ZQuestionOption).max(PROTOCOL_LIMITS.optionsMax, 'protocols.options_max'),
  is_required: z.boolean(),
  position: z.number().int().min(0).max(PROTOCOL_LIMITS.questionsMax),
};

function checkOptions(value: { kind?: string; options?: unknown[] }, ctx: z.RefinementCtx): void {
  if (value.kind === undefined || value.options === undefined) return;
  if (value.kind === 'text' && value.options.length > 0) {
    ctx.addIssue({ code: 'custom', path: ['options'], message: 'protocols.text_no_options' });
  }
  if (value.kind !== 'text' && value.options.length < 2) {
    ctx.addIssue({ code: 'custom', path: ['options'], message: 'protocols.options_min' });
  }
}

export const ZCreateQuestionRequest = z
  .object({
    ...questionFields,
    kind: questionFields.kind.default('single'),
    options: questionFields.options.default([]),
    is_required: questionFields.is_required.default(true),
    position: questionFields.position.optional(),
  })
  .superRefine(checkOptions);
export type TCreateQuestionRequest = z.infer<typeof ZCreateQuestionRequest>;

/** Any subset; kind and options are checked together against the stored question. */
export const ZUpdateQuestionRequest = z.object({
  text: questionFields.text.optional(),
  kind: questionFields.kind.optional(),
  options: questionFields.options.optional(),
  is_required: questionFields.is_required.optional(),
  position: questionFields.position.optional(),
});
export type TUpdateQuestionRequest = z.infer<typeof ZUpdateQuestionRequest>;

export const ZQuestionParams = z.object({
  id: ZId,
  itemId: ZId,
  questionId: ZId,
});

export const ZAssessmentQuestion = z.object({
  id: z.string(),
  position: z.number().int(),
  text: z.string(),
  kind: z.enum(QUESTION_KINDS),
  options: z.array(ZQuestionOption),
  is_required: z.boolean(),
  /** The most this question adds to the score. */
  max_score: z.number(),
});
export type TAssessmentQuestion = z.infer<typeof ZAssessmentQuestion>;

export const ZListQuestionsQuery = ZPageQuery;
export const ZListQuestionsResponse = paged(ZAssessmentQuestion);
export type TListQuestionsResponse = z.infer<typeof ZListQuestionsResponse>;

export const ZQuestionResponse = z.object({ data: ZAssessmentQuestion });
export type TQuestionResponse = z.infer<typeof ZQuestionResponse>;

const QUESTIONS = '/api/creator/protocols/:id/items/assessment/:itemId/questions' as const;
const ZAssessmentParams = z.object({ id: ZId, itemId: ZId });
const ZQuestionDeletedResponse = z.object({ data: z.object({ deleted: z.literal(true) }) });

export const listQuestionsEndpoint = defineEndpoint({
  method: 'GET',
  path: QUESTIONS,
  params: ZAssessmentParams,
  query: ZListQuestionsQuery,
  responses: { 200: ZListQuestionsResponse },
  auth: 'expert',
});

export const createQuestionEndpoint = defineEndpoint({
  method: 'POST',
  path: QUESTIONS,
  params: ZAssessmentParams,
  body: ZCreateQuestionRequest,
  responses: { 201: ZQuestionResponse },
  auth: 'expert',
});

export const updateQuestionEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${QUESTIONS}/:questionId`,
  params: ZQuestionParams,
  body: ZUpdateQuestionRequest,
  responses: { 200: ZQuestionResponse },
  auth: 'expert',
});

export const deleteQuestionEndpoint = defineEndpoint({
  method: 'DELETE',
  path: `${QUESTIONS}/:questionId`,
  params: ZQuestionParams,
  responses: { 200: ZQuestionDeletedResponse },
  auth: 'expert',
});
