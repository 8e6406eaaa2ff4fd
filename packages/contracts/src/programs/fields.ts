import { z } from 'zod';
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
  priceMinorMax: 100_000_000,
} as const;

// ISO 4217 codes known to the runtime (Node and every current browser), so a typo such as "USX" is refused.
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

export const ZProgramId = z.object({ id: z.string().max(64) });

export const ZProgramTitle = z
  .string()
  .trim()
  .min(3, 'The title must be at least 3 characters.')
  .max(PROGRAM_LIMITS.titleMax)
  .refine((title) => makeSlug(title) !== '', 'The title must contain letters or digits.');

/** Tags and signs are catalogue filter keys: trimmed, lowercased, without duplicates. */
function ZKeyList(itemMax: number, what: string) {
  return z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .min(1, `A ${what} cannot be empty.`)
        .max(itemMax, `A ${what} may not be longer than ${itemMax} characters.`),
    )
    .max(PROGRAM_LIMITS.listMax, `At most ${PROGRAM_LIMITS.listMax} ${what}s.`)
    .transform((list) => [...new Set(list)]);
}

export const ZCurrency = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'The currency is a 3-letter ISO 4217 code.')
  .refine((code) => CURRENCIES.has(code), 'Unknown currency code.');

/** The editable program fields; create requires the title, update takes any subset. */
export const ZProgramFields = z.object({
  title: ZProgramTitle,
  summary: z.string().trim().max(PROGRAM_LIMITS.summaryMax),
  description: z.string().trim().max(PROGRAM_LIMITS.descriptionMax),
  category_id: z.uuid('Choose a valid category.').nullable(),
  tags: ZKeyList(PROGRAM_LIMITS.tagMax, 'tag'),
  level: z.enum(PROGRAM_LEVELS),
  signs: ZKeyList(PROGRAM_LIMITS.signMax, 'sign'),
  duration_weeks: z
    .number()
    .int()
    .min(1, 'The duration is 1 to 104 weeks.')
    .max(PROGRAM_LIMITS.durationWeeksMax, 'The duration is 1 to 104 weeks.')
    .nullable(),
  access: z.enum(PROGRAM_ACCESS),
  price_minor: z
    .number()
    .int('The price is a whole number of minor units (cents).')
    .min(0, 'The price cannot be negative.')
    .max(PROGRAM_LIMITS.priceMinorMax),
  currency: ZCurrency,
  cover_file_id: z.uuid('Choose a valid cover image.').nullable(),
});
export type TProgramFields = z.infer<typeof ZProgramFields>;

export const ZProgramStatus = z.enum(PROGRAM_STATUS);

export const ZQuizOption = z.object({
  text: z.string().trim().min(1, 'An option needs text.').max(200),
  is_correct: z.boolean(),
});

export const ZCategoryRef = z.object({ id: z.string(), name: z.string(), slug: z.string() });
