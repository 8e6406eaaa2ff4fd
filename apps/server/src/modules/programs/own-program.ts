import { and, eq } from 'drizzle-orm';
import { makeSlug } from '@ito/contracts/common/slug';
import type { PROGRAM_LEVELS } from '@ito/contracts/programs/fields';
import { programs } from '../../db/schema/programs.ts';
import { newToken } from '../../platform/crypto.ts';
import { isUniqueViolation } from '../../platform/database-errors.ts';
import type { Db } from '../../platform/db.ts';
import { newShortcode } from './service.ts';

/*
 * A person's own program: the one the agent's plan becomes (decision 003). Private, never listed, owned by the
 * person; a draft while the conversation goes on, published when they accept the plan so that it can be followed.
 * Here, in the module that owns `programs`; the agent calls these inside its own transactions.
 */

/** A new draft of the person's own program; a clash of shortcodes or secrets is retried with new ones. */
export async function createOwnProgram(db: Db, userId: string, title: string): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const [row] = await db
        .insert(programs)
        .values({
          creator_id: userId,
          title: title.slice(0, 160),
          slug: makeSlug(title),
          access: 'private',
          price_minor: 0,
          status: 'draft',
          shortcode: newShortcode(),
          secret: newToken(),
        })
        .returning({ id: programs.id });
      return row!.id;
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 4) throw err;
    }
  }
}

export type OwnProgramPlan = {
  title: string;
  summary: string;
  description: string;
  level: (typeof PROGRAM_LEVELS)[number];
  durationWeeks: number;
};

/** Publishes the person's own program with what their accepted plan says (only their own: another id changes nothing). */
export async function publishOwnProgram(db: Db, userId: string, programId: string, plan: OwnProgramPlan) {
  await db
    .update(programs)
    .set({
      title: plan.title.slice(0, 160),
      slug: makeSlug(plan.title),
      summary: plan.summary.slice(0, 300),
      description: plan.description,
      level: plan.level,
      duration_weeks: plan.durationWeeks,
      status: 'published',
      published_at: new Date(),
    })
    .where(and(eq(programs.id, programId), eq(programs.creator_id, userId)));
}
