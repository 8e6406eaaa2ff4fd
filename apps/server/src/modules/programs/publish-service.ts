import { eq } from 'drizzle-orm';
import { PUBLISH_MINIMUMS, type TPublishProgramResponse } from '@ito/contracts/programs/publish-program';
import type { TCreatorProgram } from '@ito/contracts/programs/get-creator-program';
import { programs } from '../../db/schema/programs.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, invalid, type MessageInput } from '../../platform/errors.ts';
import { loadOwnedProgram, toCreatorProgram } from './service.ts';

/**
 * What a buyer needs before a program goes into the catalogue, keyed by the field to fix. Required: title, a summary
 * and a description of some substance, a category, a duration (the catalogue's time filter), at least one module
 * and no empty module, a question in every quiz and a correct option in every question, and a price that matches
 * the access (above zero for paid and subscription, zero for free). A cover is recommended, not required.
 */
export function missingParts(p: TCreatorProgram): Record<string, MessageInput[]> {
  const errors: Record<string, MessageInput[]> = {};
  const add = (field: string, message: MessageInput) => (errors[field] ??= []).push(message);

  if (p.title.trim().length < 3) add('title', 'programs.publish_title');
  if (p.summary.trim().length < PUBLISH_MINIMUMS.summary) {
    add('summary', { code: 'programs.publish_summary', params: { minimum: PUBLISH_MINIMUMS.summary } });
  }
  if (p.description.trim().length < PUBLISH_MINIMUMS.description) {
    add('description', { code: 'programs.publish_description', params: { minimum: PUBLISH_MINIMUMS.description } });
  }
  if (!p.category_id) add('category_id', 'programs.publish_category');
  if (!p.duration_weeks) add('duration_weeks', 'programs.publish_duration');

  if (!p.modules.some((m) => m.lessons.length > 0)) add('modules', 'programs.publish_modules');
  for (const m of p.modules) {
    if (m.lessons.length === 0) add('modules', { code: 'programs.module_empty', params: { module: m.title } });
    for (const l of m.lessons) {
      if (l.kind !== 'quiz') continue;
      if (l.questions.length === 0) add('quizzes', { code: 'programs.quiz_empty', params: { quiz: l.title } });
      l.questions.forEach((q, i) => {
        if (!q.options.some((o) => o.is_correct)) {
          add('quizzes', { code: 'programs.question_no_correct', params: { number: i + 1, quiz: l.title } });
        }
      });
    }
  }

  if ((p.access === 'paid' || p.access === 'subscription') && p.price_minor <= 0) {
    add('price_minor', p.access === 'paid' ? 'programs.paid_price' : 'programs.subscription_price');
  }
  if (p.access === 'free' && p.price_minor > 0) add('price_minor', 'programs.free_price');
  return errors;
}

export async function publishProgram(db: Db, userId: string, id: string): Promise<TPublishProgramResponse> {
  const program = await toCreatorProgram(db, await loadOwnedProgram(db, userId, id));
  const errors = missingParts(program);
  if (Object.keys(errors).length > 0) {
    throw new AppError('validation', 'programs.not_ready', { fields: errors });
  }
  const recommendations: TPublishProgramResponse['recommendations'] = program.cover_file_id
    ? []
    : [{ code: 'programs.recommend_cover', params: {} }];
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
