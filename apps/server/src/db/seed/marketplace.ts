import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { users } from '../schema/auth.ts';
import { lessons, programModules, programs, quizQuestions, reviews } from '../schema/programs.ts';
import { categories } from '../schema/categories.ts';
import { BUSINESS_PROGRAMS } from './marketplace-business.ts';
import { CAREER_PROGRAMS } from './marketplace-career.ts';
import { CREATIVITY_PROGRAMS } from './marketplace-creativity.ts';
import { FAMILY_PROGRAMS } from './marketplace-family.ts';
import { FITNESS_PROGRAMS } from './marketplace-fitness.ts';
import { LIFE_EVENT_PROGRAMS } from './marketplace-life-events.ts';
import { LANGUAGE_PROGRAMS } from './marketplace-languages.ts';
import { MIND_PROGRAMS } from './marketplace-mind.ts';
import { MONEY_PROGRAMS } from './marketplace-money.ts';
import { NUTRITION_PROGRAMS } from './marketplace-nutrition.ts';
import {
  creatorEmail,
  DEMO_EXPERT_PROFILE,
  MARKETPLACE_CATEGORIES,
  MARKETPLACE_CREATORS,
} from './marketplace-people.ts';
import { SLEEP_PROGRAMS } from './marketplace-sleep.ts';
import { attachSeedCover } from './seed-covers.ts';
import type { SeedProgram } from './marketplace-types.ts';
import { utcDaysAfter } from '@ito/protocol/time';

export const MARKETPLACE_PROGRAMS: SeedProgram[] = [
  ...FITNESS_PROGRAMS,
  ...SLEEP_PROGRAMS,
  ...NUTRITION_PROGRAMS,
  ...MIND_PROGRAMS,
  ...CAREER_PROGRAMS,
  ...MONEY_PROGRAMS,
  ...BUSINESS_PROGRAMS,
  ...LANGUAGE_PROGRAMS,
  ...CREATIVITY_PROGRAMS,
  ...FAMILY_PROGRAMS,
  ...LIFE_EVENT_PROGRAMS,
];

const DEMO_EXPERT_EMAIL = 'expert@demo.test';

/**
 * Shortcode and secret derive from the program's natural key, so every run (and every machine) produces the same
 * ones: the unique index on shortcode is what makes a second run skip the program. The secrets of seeded private
 * programs are therefore public knowledge; that is acceptable for demo data only.
 */
export function seededShortcode(key: string): string {
  return `p${digest(`shortcode:${key}`).slice(0, 9)}`;
}

export function seededSecret(key: string): string {
  return digest(`secret:${key}`).slice(0, 32);
}

function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/**
 * Categories, creators and their programs with curricula and reviews. Idempotent through natural keys (category
 * slug, creator email, program shortcode): anything that exists is left alone, including a curriculum a creator
 * has since edited. Each program is written with its curriculum (and, given a storage, its generated cover: decision
 * 052) in one transaction, so a crash never leaves a program without content that a rerun would then skip.
 */
export async function seedMarketplace(db: Db, passwordHash: string, storage?: FileStorage): Promise<void> {
  await db
    .insert(categories)
    .values(MARKETPLACE_CATEGORIES.map((c) => ({ ...c, owner_id: null })))
    .onConflictDoNothing();
  const categoryRows = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(isNull(categories.owner_id));
  const categoryId = new Map(categoryRows.map((c) => [c.slug, c.id]));

  const creatorRating = ratingsByCreator();
  await db
    .insert(users)
    .values(
      MARKETPLACE_CREATORS.map((c) => ({
        ...c,
        email: creatorEmail(c.username),
        roles: ['user', 'expert'],
        password_hash: passwordHash,
        email_verified_at: sql`now()`,
        referral_code: c.username.replace(/\W/g, '').slice(0, 12),
        rating: creatorRating.get(c.username)?.rating ?? 0,
        rating_count: creatorRating.get(c.username)?.count ?? 0,
      })),
    )
    .onConflictDoNothing();
  // The demo expert predates the marketplace; give it a public profile once, never overwriting later edits.
  const demo = creatorRating.get('demo-expert');
  await db
    .update(users)
    .set({ ...DEMO_EXPERT_PROFILE, rating: demo?.rating ?? 0, rating_count: demo?.count ?? 0 })
    .where(and(eq(users.email, DEMO_EXPERT_EMAIL), isNull(users.username)));

  const emails = [DEMO_EXPERT_EMAIL, ...MARKETPLACE_CREATORS.map((c) => creatorEmail(c.username))];
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...emails, 'follower@demo.test']));
  const idByEmail = new Map(people.map((p) => [p.email, p.id]));
  const creatorId = (username: string) =>
    idByEmail.get(username === 'demo-expert' ? DEMO_EXPERT_EMAIL : creatorEmail(username));
  // Reviewers: the demo follower and creators reviewing each other's programs, never their own.
  const reviewers = [idByEmail.get('follower@demo.test'), ...people.map((p) => p.id)].filter(
    (id): id is string => id !== undefined,
  );

  const now = Date.now();
  for (const program of MARKETPLACE_PROGRAMS) {
    const ownerId = creatorId(program.creator);
    if (!ownerId) continue; // the demo accounts were not seeded (SEED off for them): nothing to attach to
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(programs)
        .values({
          creator_id: ownerId,
          title: program.title,
          slug: slugify(program.title),
          summary: program.summary,
          description: program.description,
          category_id: categoryId.get(program.category) ?? null,
          tags: program.tags,
          level: program.level,
          signs: program.signs,
          duration_weeks: program.weeks,
          access: program.access,
          price_minor: program.price,
          status: program.isDraft ? 'draft' : 'published',
          popularity: program.popularity,
          rating: program.rating,
          rating_count: program.ratingCount,
          shortcode: seededShortcode(program.key),
          secret: seededSecret(program.key),
          published_at: program.isDraft ? null : new Date(utcDaysAfter(now, -program.daysAgo)),
        })
        .onConflictDoNothing({ target: programs.shortcode })
        .returning({ id: programs.id });
      if (!row) return; // seeded on an earlier run
      await insertCurriculum(tx, row.id, program);
      if (storage) {
        const slug = slugify(program.title);
        await attachSeedCover(tx, storage, { id: ownerId, programId: row.id }, { ...program, slug });
      }
      const authors = reviewers.filter((id) => id !== ownerId);
      const programReviews = program.reviews ?? [];
      if (programReviews.length > 0) {
        await tx.insert(reviews).values(
          programReviews.map((r, i) => ({
            user_id: authors[(program.key.length + i) % authors.length]!,
            program_id: row.id,
            rating: r.rating,
            body: r.body,
          })),
        );
      }
    });
  }
}

async function insertCurriculum(db: Db, programId: string, program: SeedProgram): Promise<void> {
  const modules = await db
    .insert(programModules)
    .values(program.modules.map((m, i) => ({ program_id: programId, position: i + 1, title: m.title })))
    .returning({ id: programModules.id, position: programModules.position });
  const moduleIdAt = new Map(modules.map((m) => [m.position, m.id]));
  const lessonRows = program.modules.flatMap((m, mi) =>
    m.lessons.map((l, li) => ({
      module_id: moduleIdAt.get(mi + 1)!,
      program_id: programId,
      position: li + 1,
      title: l.title,
      kind: l.kind,
      content: l.content,
      duration_min: l.minutes,
    })),
  );
  const inserted = await db
    .insert(lessons)
    .values(lessonRows)
    .returning({ id: lessons.id, module_id: lessons.module_id, position: lessons.position });
  const lessonId = new Map(inserted.map((l) => [`${l.module_id}:${l.position}`, l.id]));
  const questions = program.modules.flatMap((m, mi) =>
    m.lessons.flatMap((l, li) =>
      l.kind === 'quiz'
        ? l.questions.map((question, qi) => ({
            lesson_id: lessonId.get(`${moduleIdAt.get(mi + 1)}:${li + 1}`)!,
            position: qi + 1,
            prompt: question.prompt,
            options: question.options.map((o, oi) => ({ text: o, is_correct: oi === question.correct })),
          }))
        : [],
    ),
  );
  if (questions.length > 0) await db.insert(quizQuestions).values(questions);
}

/** A creator's directory rating: their published programs' ratings weighted by rating count. */
function ratingsByCreator(): Map<string, { rating: number; count: number }> {
  const sums = new Map<string, { weighted: number; count: number }>();
  for (const p of MARKETPLACE_PROGRAMS) {
    if (p.isDraft || p.ratingCount === 0) continue;
    const s = sums.get(p.creator) ?? { weighted: 0, count: 0 };
    s.weighted += p.rating * p.ratingCount;
    s.count += p.ratingCount;
    sums.set(p.creator, s);
  }
  return new Map(
    [...sums].map(([k, s]) => [k, { rating: Math.round((s.weighted / s.count) * 100) / 100, count: s.count }]),
  );
}
