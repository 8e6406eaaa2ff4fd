import { eq } from 'drizzle-orm';
import { PUBLISH_MINIMUMS } from '@ito/contracts/programs/publish-program';
import type { TCreatorProgram } from '@ito/contracts/programs/get-creator-program';
import { programs } from '../../db/schema/programs.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import { loadOwnedProgram, toCreatorProgram } from './service.ts';

/**
 * What a buyer needs before a program goes into the catalogue, keyed by the field to fix. Required: title, a summary
 * and a description of some substance, a category, a duration (the catalogue's time filter), at least one module
 * and no empty module, a question in every quiz and a correct option in every question, and a price that matches
 * the access (above zero for paid and subscription, zero for free). A cover is recommended, not required.
 */
export function missingParts(p: TCreatorProgram): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);

  if (p.title.trim().length < 3) add('title', 'Give the program a title.');
  if (p.summary.trim().length < PUBLISH_MINIMUMS.summary) {
    add('summary', `Write a summary of at least ${PUBLISH_MINIMUMS.summary} characters.`);
  }
  if (p.description.trim().length < PUBLISH_MINIMUMS.description) {
    add('description', `Write a description of at least ${PUBLISH_MINIMUMS.description} characters.`);
  }
  if (!p.category_id) add('category_id', 'Choose a category.');
  if (!p.duration_weeks) add('duration_weeks', 'Set the duration in weeks.');

  if (!p.modules.some((m) => m.lessons.length > 0)) add('modules', 'Add at least one module with a lesson.');
  for (const m of p.modules) {
    if (m.lessons.length === 0) add('modules', `Module "${m.title}" has no lessons.`);
    for (const l of m.lessons) {
      if (l.kind !== 'quiz') continue;
      if (l.questions.length === 0) add('quizzes', `Quiz "${l.title}" has no questions.`);
      l.questions.forEach((q, i) => {
        if (!q.options.some((o) => o.is_correct)) {
          add('quizzes', `Question ${i + 1} of quiz "${l.title}" has no correct option.`);
        }
      });
    }
  }

  if ((p.access === 'paid' || p.access === 'subscription') && p.price_minor <= 0) {
    add('price_minor', `Set a price above zero for a ${p.access} program.`);
  }
  if (p.access === 'free' && p.price_minor > 0) add('price_minor', 'A free program has no price: set it to 0.');
  return errors;
}

export async function publishProgram(
  db: Db,
  userId: string,
  id: string,
): Promise<{ data: TCreatorProgram; recommendations: string[] }> {
  const program = await toCreatorProgram(db, await loadOwnedProgram(db, userId, id));
  const errors = missingParts(program);
  if (Object.keys(errors).length > 0) {
    throw new AppError('validation', 'programs.not_ready', { fields: errors });
  }
  const recommendations = program.cover_file_id ? [] : ['Add a cover image: programs with one stand out.'];
  if (program.status === 'published') return { data: program, recommendations };
  const [row] = await db
    .update(programs)
    .set({
      status: 'published',
      // The first publication date stays: the catalogue's "newest" order should not reward re-publishing.
      published_at: program.published_at ? new Date(program.published_at) : new Date(),
    })
    .where(eq(programs.id, id))
    .returning();
  return { data: await toCreatorProgram(db, row!), recommendations };
}

/** Archiving hides the program from the catalogue; followers keep following it. Archiving twice is harmless. */
export async function archiveProgram(db: Db, userId: string, id: string): Promise<TCreatorProgram> {
  const program = await loadOwnedProgram(db, userId, id);
  if (program.status === 'archived') return toCreatorProgram(db, program);
  const [row] = await db.update(programs).set({ status: 'archived' }).where(eq(programs.id, id)).returning();
  return toCreatorProgram(db, row!);
}

/** Unarchiving returns a program to draft: it goes back to the catalogue only through the publish checks. */
export async function unarchiveProgram(db: Db, userId: string, id: string): Promise<TCreatorProgram> {
  const program = await loadOwnedProgram(db, userId, id);
  if (program.status !== 'archived') throw invalid('status', 'programs.unarchive_archived_only');
  const [row] = await db.update(programs).set({ status: 'draft' }).where(eq(programs.id, id)).returning();
  return toCreatorProgram(db, row!);
}
