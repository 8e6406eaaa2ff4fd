import { z } from 'zod';
import { ZMoney } from '../common/money.ts';
import {
  LESSON_KINDS,
  PROGRAM_ACCESS,
  PROGRAM_LEVELS,
  ZCategoryRef,
  ZProgramId,
  ZProgramStatus,
  ZQuizOption,
} from './fields.ts';
import { defineEndpoint } from '../common/endpoint.ts';

/** GET /api/creator/programs/{id}: the whole program as its owner edits it, curriculum included. */
export const ZQuizQuestion = z.object({
  id: z.string(),
  position: z.number().int(),
  prompt: z.string(),
  options: z.array(ZQuizOption),
  allows_multiple: z.boolean(),
});

/** A video or captions file a lesson uses: its name as uploaded and where it streams from (`mediaUrl`). */
export const ZLessonMedia = z.object({ id: z.string(), original_name: z.string(), url: z.string() });
export type TLessonMedia = z.infer<typeof ZLessonMedia>;

/**
 * A file a lesson carries for download (decision 051): `id` is the file's, `url` the access-checked media route
 * (owner and followers only), `size` in bytes.
 */
export const ZLessonAttachment = z.object({
  id: z.string(),
  title: z.string(),
  original_name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type TLessonAttachment = z.infer<typeof ZLessonAttachment>;

export const ZLesson = z.object({
  id: z.string(),
  position: z.number().int(),
  title: z.string(),
  kind: z.enum(LESSON_KINDS),
  content: z.string(),
  video_url: z.string().nullable(),
  video_file: ZLessonMedia.nullable(),
  captions_file: ZLessonMedia.nullable(),
  attachments: z.array(ZLessonAttachment),
  duration_min: z.number().int().nullable(),
  questions: z.array(ZQuizQuestion),
});

export const ZProgramModule = z.object({
  id: z.string(),
  position: z.number().int(),
  title: z.string(),
  lessons: z.array(ZLesson),
});

export const ZCreatorProgram = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  description: z.string(),
  category_id: z.string().nullable(),
  category: ZCategoryRef.nullable(),
  tags: z.array(z.string()),
  level: z.enum(PROGRAM_LEVELS),
  signs: z.array(z.string()),
  duration_weeks: z.number().int().nullable(),
  access: z.enum(PROGRAM_ACCESS),
  price_minor: ZMoney.shape.amount_minor,
  currency: ZMoney.shape.currency,
  cover_file_id: z.string().nullable(),
  /** The cover's stored file name (`public/files/{size}/{name}`), or null. */
  cover: z.string().nullable(),
  status: ZProgramStatus,
  shortcode: z.string(),
  /** Opens the program at `/t/{secret}`; shown only to its owner. */
  secret: z.string(),
  rating: z.number(),
  rating_count: z.number().int(),
  popularity: z.number().int(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  modules: z.array(ZProgramModule),
});
export type TCreatorProgram = z.infer<typeof ZCreatorProgram>;

export const ZGetCreatorProgramResponse = z.object({ data: ZCreatorProgram });
export type TGetCreatorProgramResponse = z.infer<typeof ZGetCreatorProgramResponse>;

export const getCreatorProgramEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/creator/programs/:id',
  params: ZProgramId,
  responses: { 200: ZGetCreatorProgramResponse },
  auth: 'expert',
});
