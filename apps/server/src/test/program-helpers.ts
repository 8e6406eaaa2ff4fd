import type { FastifyInstance } from 'fastify';
import type { TCreatorProgram } from '@ito/contracts/programs/get-creator-program';
import type { TReplaceProgramContentInput } from '@ito/contracts/programs/replace-program-content';
import { files } from '../db/schema/files.ts';
import { bookmarks, follows } from '../db/schema/programs.ts';
import { categories } from '../db/schema/categories.ts';
import { bearer } from './harness.ts';
import { verifiedUser } from './identity-helpers.ts';

let counter = 0;

/** A verified creator (role `expert`). */
export async function creator(app: FastifyInstance, fullName = 'Creator') {
  const auth = await verifiedUser(app, { type: 'expert', full_name: fullName });
  return { id: auth.id, token: auth.accessToken, headers: bearer(auth.accessToken) };
}

/** A global catalogue category, as the seed would make one. */
export async function globalCategory(app: FastifyInstance, name = 'Wellbeing') {
  counter += 1;
  const [row] = await app.db
    .insert(categories)
    .values({ owner_id: null, name: `${name} ${counter}`, slug: `${name.toLowerCase()}-${counter}` })
    .returning();
  return row!;
}

/** A stored image row owned by a user (the files module's upload is not needed to test references). */
export async function imageFile(app: FastifyInstance, ownerId: string, kind: 'image' | 'document' = 'image') {
  counter += 1;
  const [row] = await app.db
    .insert(files)
    .values({
      owner_id: ownerId,
      name: `cover-${counter}-${Date.now()}`,
      original_name: 'cover.png',
      mime: kind === 'image' ? 'image/webp' : 'application/pdf',
      size: 1000,
      kind,
    })
    .returning();
  return row!;
}

export async function follow(app: FastifyInstance, userId: string, programId: string) {
  await app.db.insert(follows).values({ user_id: userId, program_id: programId });
}

export async function bookmark(app: FastifyInstance, userId: string, programId: string) {
  await app.db.insert(bookmarks).values({ user_id: userId, program_id: programId });
}

export async function createProgram(
  app: FastifyInstance,
  headers: Record<string, string>,
  body: Record<string, unknown> = {},
): Promise<TCreatorProgram> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/creator/programs',
    headers,
    payload: { title: 'Mindful Mornings', ...body },
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: TCreatorProgram }).data;
}

export const SAMPLE_CONTENT: TReplaceProgramContentInput = {
  modules: [
    {
      title: 'Week 1: foundations',
      lessons: [
        { title: 'Welcome', kind: 'video', video_url: 'https://video.example.test/welcome', duration_min: 5 },
        { title: 'Why mornings matter', kind: 'text', content: 'Cortisol peaks within an hour of waking.' },
        {
          title: 'Check yourself',
          kind: 'quiz',
          questions: [
            {
              prompt: 'When does cortisol peak?',
              options: [
                { text: 'Within an hour of waking', is_correct: true },
                { text: 'At midnight', is_correct: false },
              ],
            },
          ],
        },
      ],
    },
    { title: 'Week 2: habits', lessons: [{ title: 'Stacking habits', kind: 'text', content: 'One at a time.' }] },
  ],
};

/** Everything publishing asks for, apart from the curriculum. */
export function completeFields(categoryId: string) {
  return {
    summary: 'Ten calm minutes each morning to start the day with focus.',
    description:
      'A four-week program that builds a short morning routine: breathing, light movement and planning. ' +
      'Each week adds one habit and a quiz checks what stuck.',
    category_id: categoryId,
    duration_weeks: 4,
  };
}
