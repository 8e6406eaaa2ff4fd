import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema/auth.ts';
import { lessons, programModules, programs, quizQuestions } from '../db/schema/programs.ts';
import { categories } from '../db/schema/categories.ts';
import type { Db } from '../platform/db.ts';
import { verifiedUser } from './identity-helpers.ts';
import { utcDaysAfter } from '@ito/protocol/time';

const daysAgo = (days: number) => new Date(utcDaysAfter(Date.now(), -days));
const code = () => randomBytes(6).toString('hex');

type ProgramInput = Partial<typeof programs.$inferInsert> & { creator_id: string; title: string };

export async function insertProgram(db: Db, input: ProgramInput) {
  const [row] = await db
    .insert(programs)
    .values({
      slug: input.title.toLowerCase().replaceAll(' ', '-'),
      shortcode: code(),
      secret: code() + code(),
      status: 'published',
      published_at: input.status && input.status !== 'published' ? null : daysAgo(1),
      ...input,
    })
    .returning();
  return row!;
}

async function insertCreator(
  db: Db,
  values: { full_name: string; username: string; profession: string; rating: number; created_at: Date },
) {
  const [row] = await db
    .insert(users)
    .values({ ...values, roles: ['user', 'expert'], referral_code: code(), rating_count: 10 })
    .returning();
  return row!;
}

/**
 * A small marketplace with known counts: 3 categories, 4 creators, 6 listed programs and 4 that must never be
 * listed (private, draft, archived, and a creator with only a draft). Ana is a real account (token) for owner views.
 */
export async function seedCatalogue(app: FastifyInstance) {
  const db = app.db;
  const [fitness, nutrition, mindfulness] = await db
    .insert(categories)
    .values([
      { name: 'Fitness', slug: 'fitness' },
      { name: 'Nutrition', slug: 'nutrition' },
      { name: 'Mindfulness', slug: 'mindfulness' },
    ])
    .returning();
  const anaAuth = await verifiedUser(app, { type: 'expert', full_name: 'Ana Silva' });
  const [ana] = await db
    .update(users)
    .set({
      username: 'ana-fit',
      profession: 'Personal Trainer',
      rating: 4.8,
      rating_count: 20,
      created_at: daysAgo(30),
      bio: 'x'.repeat(300),
    })
    .where(eq(users.id, anaAuth.id))
    .returning();
  const ben = await insertCreator(db, {
    full_name: 'Ben Okafor',
    username: 'ben-eats',
    profession: 'Nutritionist',
    rating: 3.9,
    created_at: daysAgo(20),
  });
  const cleo = await insertCreator(db, {
    full_name: 'Cleo Park',
    username: 'cleo-calm',
    profession: 'Psychologist',
    rating: 4.5,
    created_at: daysAgo(10),
  });
  const dan = await insertCreator(db, {
    full_name: 'Dan Draft',
    username: 'dan-draft',
    profession: 'Nutritionist',
    rating: 5,
    created_at: daysAgo(5),
  });

  const p = (input: ProgramInput) => insertProgram(db, input);
  const strength = await p({
    creator_id: ana!.id,
    title: 'Strength Foundations',
    summary: 'Lift safely from day one',
    category_id: fitness!.id,
    tags: ['strength', 'gym'],
    level: 'beginner',
    signs: ['low energy', 'plateau'],
    duration_weeks: 4,
    access: 'free',
    popularity: 150,
    rating: 4.9,
    rating_count: 30,
    published_at: daysAgo(10),
  });
  const marathon = await p({
    creator_id: ana!.id,
    title: 'Marathon Build',
    category_id: fitness!.id,
    tags: ['running'],
    level: 'intermediate',
    signs: ['plateau'],
    duration_weeks: 12,
    access: 'paid',
    price_minor: 4900,
    popularity: 80,
    rating: 4.2,
    published_at: daysAgo(5),
  });
  const mobility = await p({
    creator_id: ana!.id,
    title: 'Mobility Daily',
    category_id: fitness!.id,
    tags: ['mobility', 'strength'],
    level: 'all',
    signs: ['stiffness'],
    duration_weeks: 6,
    access: 'subscription',
    price_minor: 1500,
    popularity: 220,
    rating: 4.6,
    published_at: daysAgo(1),
  });
  const kitchen = await p({
    creator_id: ben.id,
    title: 'Plant Kitchen',
    description: 'Meals that support strength training and steady energy.',
    category_id: nutrition!.id,
    tags: ['vegan', 'cooking'],
    level: 'beginner',
    signs: ['low energy'],
    duration_weeks: 8,
    access: 'free',
    popularity: 40,
    rating: 3.8,
    published_at: daysAgo(20),
  });
  const sugar = await p({
    creator_id: ben.id,
    title: 'Sugar Reset',
    category_id: nutrition!.id,
    tags: ['sugar'],
    level: 'advanced',
    signs: ['cravings', 'low energy'],
    duration_weeks: 16,
    access: 'paid',
    price_minor: 9900,
    popularity: 100,
    rating: 4,
    published_at: daysAgo(3),
  });
  const calm = await p({
    creator_id: cleo.id,
    title: 'Calm Mind',
    category_id: mindfulness!.id,
    tags: ['stress', 'breathing'],
    level: 'beginner',
    signs: ['stress'],
    duration_weeks: 3,
    access: 'free',
    popularity: 10,
    rating: 4.7,
    published_at: daysAgo(2),
  });
  const hidden = {
    privateRetreat: await p({
      creator_id: cleo.id,
      title: 'Secret Retreat',
      category_id: mindfulness!.id,
      access: 'private',
      tags: ['strength'],
    }),
    draft: await p({ creator_id: ana!.id, title: 'Draft Strength Plan', category_id: fitness!.id, status: 'draft' }),
    archived: await p({ creator_id: ben.id, title: 'Old Strength Course', status: 'archived' }),
    dansDraft: await p({ creator_id: dan.id, title: 'Dan Strength Idea', status: 'draft' }),
  };

  // Curriculum of Strength Foundations: two modules, a video, a text and a quiz with two questions.
  const [week1, week2] = await db
    .insert(programModules)
    .values([
      { program_id: strength.id, position: 1, title: 'Week 1' },
      { program_id: strength.id, position: 2, title: 'Week 2' },
    ])
    .returning();
  const [, , quiz] = await db
    .insert(lessons)
    .values([
      {
        program_id: strength.id,
        module_id: week1!.id,
        position: 1,
        title: 'Welcome',
        kind: 'video',
        duration_min: 5,
        video_url: 'https://video.test/1',
      },
      {
        program_id: strength.id,
        module_id: week1!.id,
        position: 2,
        title: 'Squat basics',
        kind: 'text',
        content: 'Feet shoulder-width apart.',
      },
      { program_id: strength.id, module_id: week2!.id, position: 1, title: 'Check-in', kind: 'quiz' },
    ])
    .returning();
  await db.insert(quizQuestions).values([
    { lesson_id: quiz!.id, position: 1, prompt: 'Knees over toes?', options: [{ text: 'Yes', is_correct: true }] },
    { lesson_id: quiz!.id, position: 2, prompt: 'Breathe?', options: [{ text: 'Always', is_correct: true }] },
  ]);

  return {
    categories: { fitness: fitness!, nutrition: nutrition!, mindfulness: mindfulness! },
    creators: { ana: ana!, ben, cleo, dan },
    anaToken: anaAuth.accessToken,
    programs: { strength, marathon, mobility, kitchen, sugar, calm },
    hidden,
  };
}

export type CatalogueFixture = Awaited<ReturnType<typeof seedCatalogue>>;
