import { and, asc, count, eq, max } from 'drizzle-orm';
import type {
  TAssessmentQuestion,
  TCreateQuestionRequest,
  TUpdateQuestionRequest,
} from '@ito/contracts/protocols/assessment-questions';
import { PROTOCOL_LIMITS } from '@ito/contracts/protocols/fields';
import type { TPageQuery } from '@ito/contracts/common/paging';
import type { MessageCode } from '@ito/contracts/common/message-codes';
import { assessmentQuestions } from '../../db/schema/protocols.ts';
import type { Db } from '../../platform/db.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { offsetOf } from '../../platform/paging.ts';
import { markDraftChanged } from './access.ts';
import { questionMaxScore } from './scoring.ts';

type QuestionRow = typeof assessmentQuestions.$inferSelect;

async function loadQuestion(db: Db, itemId: string, questionId: string): Promise<QuestionRow> {
  const [row] = await db
    .select()
    .from(assessmentQuestions)
    .where(and(eq(assessmentQuestions.id, questionId), eq(assessmentQuestions.item_id, itemId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function listQuestions(
  db: Db,
  itemId: string,
  query: TPageQuery,
): Promise<{ data: TAssessmentQuestion[]; total: number }> {
  const where = eq(assessmentQuestions.item_id, itemId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(assessmentQuestions)
      .where(where)
      .orderBy(asc(assessmentQuestions.position), asc(assessmentQuestions.created_at))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(assessmentQuestions).where(where),
  ]);
  return { data: rows.map(toQuestion), total: total?.n ?? 0 };
}

/** Appended after the last question unless a position is given; an assessment holds at most 100 questions. */
export async function createQuestion(
  db: Db,
  protocolId: string,
  itemId: string,
  input: TCreateQuestionRequest,
): Promise<TAssessmentQuestion> {
  const [stats] = await db
    .select({ n: count(), last: max(assessmentQuestions.position) })
    .from(assessmentQuestions)
    .where(eq(assessmentQuestions.item_id, itemId));
  if ((stats?.n ?? 0) >= PROTOCOL_LIMITS.questionsMax) {
    throw invalid('questions', { code: 'protocols.questions_max', params: { maximum: PROTOCOL_LIMITS.questionsMax } });
  }
  const position = input.position ?? (stats?.last == null ? 0 : stats.last + 1);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(assessmentQuestions)
      .values({ ...input, item_id: itemId, position })
      .returning();
    await markDraftChanged(tx, protocolId);
    return inserted!;
  });
  return toQuestion(row);
}

export async function updateQuestion(
  db: Db,
  protocolId: string,
  itemId: string,
  questionId: string,
  input: TUpdateQuestionRequest,
): Promise<TAssessmentQuestion> {
  const current = await loadQuestion(db, itemId, questionId);
  const kind = input.kind ?? current.kind;
  const options = input.options ?? current.options;
  if (kind === 'text' && options.length > 0) throw optionsError('protocols.text_no_options');
  if (kind !== 'text' && options.length < 2) throw optionsError('protocols.options_min');
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(assessmentQuestions)
      .set({ ...input, updated_at: new Date() })
      .where(eq(assessmentQuestions.id, questionId))
      .returning();
    await markDraftChanged(tx, protocolId);
    return updated!;
  });
  return toQuestion(row);
}

export async function deleteQuestion(db: Db, protocolId: string, itemId: string, questionId: string): Promise<void> {
  await loadQuestion(db, itemId, questionId);
  await db.transaction(async (tx) => {
    await tx.delete(assessmentQuestions).where(eq(assessmentQuestions.id, questionId));
    await markDraftChanged(tx, protocolId);
  });
}

const optionsError = (code: MessageCode) => invalid('options', code);

function toQuestion(row: QuestionRow): TAssessmentQuestion {
  return {
    id: row.id,
    position: row.position,
    text: row.text,
    kind: row.kind,
    options: row.options,
    is_required: row.is_required,
    max_score: questionMaxScore(row.kind, row.options),
  };
}
