import { z } from 'zod';
import { LESSON_KINDS, PROGRAM_STATUS } from '../programs/fields.ts';
import { ZCreatorCard, ZProgramCard, ZProgramIdParams } from './cards.ts';
import { defineEndpoint } from '../common/endpoint.ts';

export const ZCurriculumLesson = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(LESSON_KINDS),
  duration_min: z.number().int().nullable(),
  /** Quizzes: how many questions. */
  question_count: z.number().int(),
  /** Only for the owner and followers; null otherwise. */
  content: z.string().nullable(),
  video_url: z.string().nullable(),
});

export const ZCurriculumModule = z.object({
  id: z.string(),
  title: z.string(),
  lessons: z.array(ZCurriculumLesson),
});

export const ZProgramDetail = ZProgramCard.extend({
  description: z.string(),
  status: z.enum(PROGRAM_STATUS),
  shortcode: z.string(),
  curriculum: z.array(ZCurriculumModule),
  creator_card: ZCreatorCard,
  is_owner: z.boolean(),
  is_bookmarked: z.boolean(),
  is_following: z.boolean(),
  /** The caller may read lesson content (owner or follower). */
  has_content: z.boolean(),
});
export type TProgramDetail = z.infer<typeof ZProgramDetail>;

/** GET /api/programs/{id} and GET /api/t/{secret}. */
export const ZGetProgramResponse = z.object({ data: ZProgramDetail });
export type TGetProgramResponse = z.infer<typeof ZGetProgramResponse>;

export const ZSecretParams = z.object({ secret: z.string().min(1).max(128) });

export const getProgramEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/programs/:id',
  params: ZProgramIdParams,
  responses: { 200: ZGetProgramResponse },
  auth: 'optional',
});

export const getSecretProgramEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/t/:secret',
  params: ZSecretParams,
  responses: { 200: ZGetProgramResponse },
  auth: 'optional',
});
