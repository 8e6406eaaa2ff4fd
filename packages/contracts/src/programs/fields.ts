import { z } from 'zod';
import { ZId } from '../common/ids.ts';
import type { MessageCode } from '../common/message-codes.ts';
import { ZCurrency, ZPriceMinor } from '../common/money.ts';
import { makeSlug } from '../common/slug.ts';

/** Field rules shared by the program endpoints (create, update, studio view). */
export const PROGRAM_LEVELS = ['beginner', 'intermediate', 'advanced', 'all'] as const;
export const PROGRAM_ACCESS = ['free', 'paid', 'subscription', 'private'] as const;
export const PROGRAM_STATUS = ['draft', 'published', 'archived'] as const;
export const LESSON_KINDS = ['video', 'text', 'quiz'] as const;

export const PROGRAM_LIMITS = {
  titleMax: 120,
  summaryMax: 300,
  descriptionMax: 20_000,
  listMax: 12,
  tagMax: 32,
  signMax: 40,
  durationWeeksMax: 104,
} as const;

export const ZProgramId = z.object({ id: ZId });

export const ZProgramTitle = z
  .string()
  .trim()
  .min(3, 'programs.title_min')
  .max(PROGRAM_LIMITS.titleMax)
  .refine((title) => makeSlug(title) !== '', 'programs.title_letters');

/** Each list's messages: what an empty key, a long key and a long list say. */
const KEY_LIST_CODES = {
  tag: { empty: 'programs.tag_empty', long: 'programs.tag_max', many: 'programs.tags_max' },
  sign: { empty: 'programs.sign_empty', long: 'programs.sign_max', many: 'programs.signs_max' },
} as const satisfies Record<string, Record<string, MessageCode>>;

/** Tags and signs are catalogue filter keys: trimmed, lowercased, without duplicates. */
function ZKeyList(itemMax: number, what: keyof typeof KEY_LIST_CODES) {
  const codes = KEY_LIST_CODES[what];
  return z
    .array(z.string().trim().toLowerCase().min(1, codes.empty).max(itemMax, codes.long))
    .max(PROGRAM_LIMITS.listMax, codes.many)
    .transform((list) => [...new Set(list)]);
}

/** The editable program fields; create requires the title, update takes any subset. */
export const ZProgramFields = z.object({
  title: ZProgramTitle,
  summary: z.string().trim().max(PROGRAM_LIMITS.summaryMax),
  description: z.string().trim().max(PROGRAM_LIMITS.descriptionMax),
  category_id: z.uuid('programs.category_invalid').nullable(),
  tags: ZKeyList(PROGRAM_LIMITS.tagMax, 'tag'),
  level: z.enum(PROGRAM_LEVELS),
  signs: ZKeyList(PROGRAM_LIMITS.signMax, 'sign'),
  duration_weeks: z
    .number()
    .int()
    .min(1, 'programs.duration')
    .max(PROGRAM_LIMITS.durationWeeksMax, 'programs.duration')
    .nullable(),
  access: z.enum(PROGRAM_ACCESS),
  price_minor: ZPriceMinor,
  currency: ZCurrency,
  cover_file_id: z.uuid('programs.cover_invalid').nullable(),
});
export type TProgramFields = z.infer<typeof ZProgramFields>;

export const ZProgramStatus = z.enum(PROGRAM_STATUS);

export const ZQuizOption = z.object({
  text: z.string().trim().min(1, 'programs.option_text').max(200),
  is_correct: z.boolean(),
});

export const ZCategoryRef = z.object({ id: z.string(), name: z.string(), slug: z.string() });
