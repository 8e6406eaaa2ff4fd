import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { FOLLOW_STATUSES } from '@ito/contracts/catalogue/follow-program';
import type { TPlanTitles } from '@ito/contracts/agent/plan-texts';
import { LESSON_KINDS, PROGRAM_ACCESS, PROGRAM_LEVELS, PROGRAM_STATUS } from '@ito/contracts/programs/fields';
import { baseColumns, currencyCode, nonNegative, oneOf, tz } from './columns.ts';
import { users } from './auth.ts';
import { tenants } from './tenancy.ts';
import { files } from './files.ts';
import { categories } from './categories.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Partial-index condition: the programs the catalogue lists (the same rule as `isListed` in the catalogue module). */
const listed = (t: { status: AnyPgColumn; access: AnyPgColumn }): SQL =>
  sql`${t.status} = 'published' and ${t.access} <> 'private'`;

export const programs = pgTable(
  'programs',
  {
    ...baseColumns,
    creator_id: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenant_id: uuid('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
    cover_file_id: uuid('cover_file_id').references(() => files.id, { onDelete: 'set null' }),
    category_id: uuid('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    level: text('level', { enum: PROGRAM_LEVELS }).notNull().default('all'),
    /** What the program addresses (e.g. stress, low energy, plateau): the catalogue's "signs" filter. */
    signs: text('signs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    duration_weeks: integer('duration_weeks'),
    access: text('access', { enum: PROGRAM_ACCESS }).notNull().default('free'),
    price_minor: integer('price_minor').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    status: text('status', { enum: PROGRAM_STATUS }).notNull().default('draft'),
    popularity: integer('popularity').notNull().default(0),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    rating_count: integer('rating_count').notNull().default(0),
    shortcode: text('shortcode').notNull(),
    secret: text('secret').notNull(),
    published_at: tz('published_at'),
    /**
     * Weighted full-text document: title (A), summary (B), description (C). 'simple' works in any language. Tags are
     * filtered through their own index (array_to_string is not immutable, so it cannot be part of a generated column).
     */
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(summary, '')), 'B') || setweight(to_tsvector('simple', coalesce(description, '')), 'C')`,
    ),
  },
  (t) => [
    uniqueIndex('programs_shortcode_unique').on(t.shortcode),
    uniqueIndex('programs_secret_unique').on(t.secret),
    index('programs_creator_idx').on(t.creator_id),
    index('programs_cover_idx').on(t.cover_file_id),
    index('programs_catalogue_idx').on(t.status, t.access, t.category_id),
    index('programs_published_idx').on(t.status, t.published_at),
    index('programs_popularity_idx').on(t.status, t.popularity),
    index('programs_tags_idx').using('gin', t.tags),
    index('programs_signs_idx').using('gin', t.signs),
    index('programs_search_idx').using('gin', t.search),
    // The catalogue (listed programs only): one index per order, so that a page is read in order and stops at its
    // limit; and one holding every facet column, so that counting facets over many rows reads the index, not the
    // wide rows. Decision 014.
    index('programs_listed_newest_idx').on(t.published_at.desc().nullsLast(), t.id).where(listed(t)),
    index('programs_listed_popular_idx').on(t.popularity.desc().nullsFirst(), t.id).where(listed(t)),
    index('programs_listed_rating_idx')
      .on(t.rating.desc().nullsFirst(), t.rating_count.desc().nullsFirst(), t.id)
      .where(listed(t)),
    index('programs_listed_price_asc_idx').on(t.price_minor.asc(), t.id).where(listed(t)),
    index('programs_listed_price_desc_idx').on(t.price_minor.desc().nullsFirst(), t.id).where(listed(t)),
    index('programs_listed_facets_idx')
      .on(t.category_id, t.level, t.access, t.duration_weeks, t.popularity, t.tags, t.signs)
      .where(listed(t)),
    // The same columns led by the (random) id: a uniform sample of the listed programs (`id < bound`) is a range of
    // this index, read without the table, for facet counts estimated over many matches. Decision 027.
    index('programs_listed_sample_idx')
      .on(t.id, t.category_id, t.level, t.access, t.duration_weeks, t.popularity, t.tags, t.signs)
      .where(listed(t)),
    oneOf('programs_level_check', t.level, PROGRAM_LEVELS),
    oneOf('programs_access_check', t.access, PROGRAM_ACCESS),
    oneOf('programs_status_check', t.status, PROGRAM_STATUS),
    nonNegative('programs_price_minor_check', t.price_minor),
    currencyCode('programs_currency_check', t.currency),
  ],
);

export const programModules = pgTable(
  'program_modules',
  {
    ...baseColumns,
    program_id: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
  },
  (t) => [index('program_modules_program_idx').on(t.program_id, t.position)],
);

export const lessons = pgTable(
  'lessons',
  {
    ...baseColumns,
    module_id: uuid('module_id')
      .notNull()
      .references(() => programModules.id, { onDelete: 'cascade' }),
    program_id: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    kind: text('kind', { enum: LESSON_KINDS }).notNull(),
    content: text('content').notNull().default(''),
    video_url: text('video_url'),
    /** An uploaded video and its WebVTT captions (decision 049); a file in use cannot be deleted (423). */
    video_file_id: uuid('video_file_id').references(() => files.id, { onDelete: 'restrict' }),
    captions_file_id: uuid('captions_file_id').references(() => files.id, { onDelete: 'restrict' }),
    duration_min: integer('duration_min'),
  },
  (t) => [
    index('lessons_module_idx').on(t.module_id, t.position),
    index('lessons_program_idx').on(t.program_id),
    index('lessons_video_file_idx').on(t.video_file_id),
    index('lessons_captions_file_idx').on(t.captions_file_id),
    oneOf('lessons_kind_check', t.kind, LESSON_KINDS),
  ],
);

/**
 * Files a lesson carries for its followers to download (decision 051): the creator's own PDFs and images, in order.
 * They go with their lesson; a file attached somewhere cannot be deleted (423, `restrict` as a net).
 */
export const lessonAttachments = pgTable(
  'lesson_attachments',
  {
    ...baseColumns,
    lesson_id: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    file_id: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
  },
  (t) => [
    uniqueIndex('lesson_attachments_lesson_file_unique').on(t.lesson_id, t.file_id),
    index('lesson_attachments_lesson_idx').on(t.lesson_id, t.position),
    index('lesson_attachments_file_idx').on(t.file_id),
  ],
);

export type QuizOption = { text: string; is_correct: boolean };

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    ...baseColumns,
    lesson_id: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    prompt: text('prompt').notNull(),
    options: jsonb('options').$type<QuizOption[]>().notNull(),
    allows_multiple: boolean('allows_multiple').notNull().default(false),
  },
  (t) => [index('quiz_questions_lesson_idx').on(t.lesson_id, t.position)],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    ...baseColumns,
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    program_id: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('bookmarks_user_program_unique').on(t.user_id, t.program_id),
    index('bookmarks_program_idx').on(t.program_id),
  ],
);

/** A follower's enrolment in a program. `target` is `main` or a tenant's cmt. */
export const follows = pgTable(
  'follows',
  {
    ...baseColumns,
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    program_id: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'restrict' }),
    target: text('target').notNull().default('main'),
    status: text('status', { enum: FOLLOW_STATUSES }).notNull().default('active'),
    progress: integer('progress').notNull().default(0),
    plan: jsonb('plan').$type<Record<string, unknown>>(),
    /**
     * The plan's title and summary in each language it keeps and the plan's own language (decision 090), beside the
     * plan so that lists naming the program need not read whole plans.
     */
    titles: jsonb('titles').$type<TPlanTitles>(),
  },
  (t) => [
    uniqueIndex('follows_user_program_target_unique').on(t.user_id, t.program_id, t.target),
    index('follows_program_idx').on(t.program_id),
    oneOf('follows_status_check', t.status, FOLLOW_STATUSES),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    ...baseColumns,
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    program_id: uuid('program_id').references(() => programs.id, { onDelete: 'cascade' }),
    creator_id: uuid('creator_id').references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    body: text('body').notNull().default(''),
  },
  (t) => [index('reviews_program_idx').on(t.program_id), index('reviews_creator_idx').on(t.creator_id)],
);
