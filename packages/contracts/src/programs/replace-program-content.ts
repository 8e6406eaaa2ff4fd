import { z } from 'zod';
import { ZCreatorProgram } from './get-creator-program.ts';
import { LESSON_KINDS, ZProgramId, ZQuizOption } from './fields.ts';
import { defineEndpoint } from '../common/endpoint.ts';

/**
 * PUT /api/creator/programs/{id}/content: replaces the whole curriculum at once; positions follow array order.
 * Bounded so that one request cannot grow a program without limit (the body limit caps the rest).
 */
export const CONTENT_LIMITS = {
  modules: 50,
  lessonsPerModule: 50,
  questionsPerLesson: 30,
  optionsMin: 2,
  optionsMax: 8,
  /** Characters of a lesson's stored (sanitized) HTML. */
  contentMax: 50_000,
  /** Files a lesson carries for its followers to download (decision 051). */
  attachmentsPerLesson: 5,
  durationMinMax: 600,
} as const;

export const ZQuizQuestionInput = z
  .object({
    prompt: z.string().trim().min(1, 'programs.question_prompt').max(500),
    options: z
      .array(ZQuizOption)
      .min(CONTENT_LIMITS.optionsMin, 'programs.question_options_min')
      .max(CONTENT_LIMITS.optionsMax, 'programs.question_options_max'),
    allows_multiple: z.boolean().default(false),
  })
  .superRefine((q, ctx) => {
    const correct = q.options.filter((o) => o.is_correct).length;
    if (correct === 0) ctx.addIssue({ code: 'custom', path: ['options'], message: 'programs.correct_option' });
    if (correct > 1 && !q.allows_multiple) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'programs.one_correct' });
    }
  });

export const ZLessonAttachmentInput = z.object({
  file_id: z.uuid('programs.attachment_invalid'),
  title: z.string().trim().max(120).default(''),
});

export const ZLessonInput = z
  .object({
    title: z.string().trim().min(1, 'programs.lesson_title').max(120),
    kind: z.enum(LESSON_KINDS),
    /** HTML from the allow-list of `lesson-html.ts` (anything else is removed on save) or plain text. */
    content: z.string().max(CONTENT_LIMITS.contentMax, 'programs.content_too_long').default(''),
    video_url: z
      .url({ protocol: /^https?$/, message: 'programs.video_url' })
      .max(500)
      .nullable()
      .default(null),
    /** An uploaded video of the creator's (kind `video`) and its WebVTT captions (kind `captions`). */
    video_file_id: z.uuid('programs.video_file_invalid').nullable().default(null),
    captions_file_id: z.uuid('programs.captions_file_invalid').nullable().default(null),
    duration_min: z.number().int().min(1).max(CONTENT_LIMITS.durationMinMax).nullable().default(null),
    /** The creator's own uploaded PDFs or images, in the order shown; the title defaults to the uploaded name. */
    attachments: z
      .array(ZLessonAttachmentInput)
      .max(CONTENT_LIMITS.attachmentsPerLesson, 'programs.attachments_max')
      .default([]),
    questions: z
      .array(ZQuizQuestionInput)
      .max(CONTENT_LIMITS.questionsPerLesson, 'programs.quiz_questions_max')
      .default([]),
  })
  .superRefine((lesson, ctx) => {
    if (lesson.kind !== 'quiz' && lesson.questions.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['questions'], message: 'programs.quiz_only' });
    }
    if (lesson.kind !== 'video' && (lesson.video_file_id || lesson.video_url)) {
      ctx.addIssue({ code: 'custom', path: ['kind'], message: 'programs.video_only_in_video_lesson' });
    }
    if (lesson.video_file_id && lesson.video_url) {
      ctx.addIssue({ code: 'custom', path: ['video_url'], message: 'programs.video_file_or_link' });
    }
    const seen = new Set<string>();
    lesson.attachments.forEach((a, i) => {
      if (seen.has(a.file_id)) {
        ctx.addIssue({ code: 'custom', path: ['attachments', i, 'file_id'], message: 'programs.attachment_twice' });
      }
      seen.add(a.file_id);
    });
    if (lesson.captions_file_id && !lesson.video_file_id) {
      ctx.addIssue({ code: 'custom', path: ['captions_file_id'], message: 'programs.captions_need_video' });
    }
  });

export const ZModuleInput = z.object({
  title: z.string().trim().min(1, 'programs.module_title').max(120),
  lessons: z.array(ZLessonInput).max(CONTENT_LIMITS.lessonsPerModule, 'programs.lessons_max').default([]),
});

export const ZReplaceProgramContentRequest = z.object({
  modules: z.array(ZModuleInput).max(CONTENT_LIMITS.modules, 'programs.modules_max'),
});
export type TReplaceProgramContentRequest = z.infer<typeof ZReplaceProgramContentRequest>;
export type TReplaceProgramContentInput = z.input<typeof ZReplaceProgramContentRequest>;

export const ZReplaceProgramContentResponse = z.object({ data: ZCreatorProgram });
export type TReplaceProgramContentResponse = z.infer<typeof ZReplaceProgramContentResponse>;

export const replaceProgramContentEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/creator/programs/:id/content',
  params: ZProgramId,
  body: ZReplaceProgramContentRequest,
  responses: { 200: ZReplaceProgramContentResponse },
  auth: 'expert',
  errors: [423],
});
