import { setImmediate } from 'node:timers/promises';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZProgramModule } from '@ito/contracts/programs/get-creator-program';
import { CONTENT_LIMITS, type TReplaceProgramContentRequest } from '@ito/contracts/programs/replace-program-content';
import { files } from '../../db/schema/files.ts';
import {
  follows,
  lessonAttachments,
  lessons,
  programModules,
  programs,
  quizQuestions,
} from '../../db/schema/programs.ts';
import type { Db } from '../../platform/db.ts';
import { invalidFields, locked, notFound } from '../../platform/errors.ts';
import { attachmentsByLesson, lessonFiles, readCourse } from './curriculum.ts';
import { checkLessonAttachments } from './lesson-attachments.ts';
import { sanitizeLessonHtml } from './lesson-html.ts';

export type Curriculum = z.infer<typeof ZProgramModule>[];

// Multi-row inserts are cut into chunks so that a full curriculum stays under PostgreSQL's 65535 parameters.
const CHUNK = 1000;
/**
 * Lesson rows are cut again at about this many characters of text: one insert of a whole megabyte curriculum was
 * written to the database socket in one piece, holding every other request of the process for tens of milliseconds
 * (the bench's "health during 1 MB curriculum saves").
 */
const CHUNK_CHARACTERS = 64 * 1024;

/** Consecutive runs of `rows`, each at most CHUNK rows and, past its first row, at most CHUNK_CHARACTERS of content. */
function textChunks<T extends { content: string }>(rows: T[]): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  let size = 0;
  for (const row of rows) {
    if (current.length > 0 && (current.length >= CHUNK || size + row.content.length > CHUNK_CHARACTERS)) {
      chunks.push(current);
      current = [];
      size = 0;
    }
    current.push(row);
    size += row.content.length;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/** Modules -> lessons -> quiz questions, each level in its position order. Five queries, whatever the size. */
export async function loadCurriculum(db: Db, programId: string): Promise<Curriculum> {
  const [course, questionRows, media, attachments] = await Promise.all([
    readCourse(db, programId),
    db
      .select({ question: quizQuestions, lesson_id: lessons.id })
      .from(quizQuestions)
      .innerJoin(lessons, eq(lessons.id, quizQuestions.lesson_id))
      .where(eq(lessons.program_id, programId))
      .orderBy(asc(quizQuestions.position)),
    lessonFiles(db, programId),
    attachmentsByLesson(db, programId),
  ]);
  const questionsByLesson = new Map<string, Curriculum[number]['lessons'][number]['questions']>();
  for (const { question: q } of questionRows) {
    const list = questionsByLesson.get(q.lesson_id) ?? [];
    list.push({
      id: q.id,
      position: q.position,
      prompt: q.prompt,
      options: q.options,
      allows_multiple: q.allows_multiple,
    });
    questionsByLesson.set(q.lesson_id, list);
  }
  return course.map((m) => ({
    id: m.id,
    position: m.position,
    title: m.title,
    lessons: m.lessons.map((l) => ({
      id: l.id,
      position: l.position,
      title: l.title,
      kind: l.kind,
      content: l.content,
      video_url: l.video_url,
      video_file: l.video_file_id ? (media.get(l.video_file_id) ?? null) : null,
      captions_file: l.captions_file_id ? (media.get(l.captions_file_id) ?? null) : null,
      attachments: attachments.get(l.id) ?? [],
      duration_min: l.duration_min,
      questions: questionsByLesson.get(l.id) ?? [],
    })),
  }));
}

/**
 * Each lesson's video and captions must be files the creator uploaded, of that kind: a 422 on the lesson's field
 * otherwise (another person's file looks like an unknown one).
 */
async function checkLessonMedia(db: Db, creatorId: string, input: TReplaceProgramContentRequest): Promise<void> {
  const wanted = input.modules.flatMap((m, mi) =>
    m.lessons.flatMap((l, li) => [
      ...(l.video_file_id
        ? [{ id: l.video_file_id, kind: 'video', path: `modules.${mi}.lessons.${li}.video_file_id` }]
        : []),
      ...(l.captions_file_id
        ? [{ id: l.captions_file_id, kind: 'captions', path: `modules.${mi}.lessons.${li}.captions_file_id` }]
        : []),
    ]),
  );
  if (wanted.length === 0) return;
  const owned = await db
    .select({ id: files.id, kind: files.kind })
    .from(files)
    .where(and(inArray(files.id, [...new Set(wanted.map((w) => w.id))]), eq(files.owner_id, creatorId)));
  const kindOf = new Map(owned.map((f) => [f.id, f.kind]));
  const wrong = wanted.filter((w) => kindOf.get(w.id) !== w.kind);
  if (wrong.length === 0) return;
  throw invalidFields(
    Object.fromEntries(
      wrong.map((w) => [
        w.path,
        [w.kind === 'video' ? 'programs.video_file_invalid' : 'programs.captions_file_invalid'],
      ]),
    ),
  );
}

/**
 * Each lesson's text as stored: sanitized to the allow-list of decision 051. Sanitizing can lengthen plain text
 * (`&` becomes `&amp;`), so the stored length is checked again: a 422 on the lesson's `content`. Each lesson's length
 * was checked before (the contract, 50,000 characters; the body limit caps the whole), and the work yields to other
 * requests between lessons: a megabyte of lessons no longer holds the process for its whole parse (six
 * 1 MB saves once stalled health checks to 1.7 s).
 */
async function sanitizedContents(input: TReplaceProgramContentRequest): Promise<string[][]> {
  const tooLong: Record<string, [{ code: 'programs.content_too_long'; params: { maximum: number } }]> = {};
  const contents: string[][] = [];
  for (const [mi, m] of input.modules.entries()) {
    const lessons: string[] = [];
    for (const [li, l] of m.lessons.entries()) {
      if (l.content !== '') await setImmediate();
      const html = sanitizeLessonHtml(l.content);
      if (html.length > CONTENT_LIMITS.contentMax) {
        tooLong[`modules.${mi}.lessons.${li}.content`] = [
          { code: 'programs.content_too_long', params: { maximum: CONTENT_LIMITS.contentMax } },
        ];
      }
      lessons.push(html);
    }
    contents.push(lessons);
  }
  if (Object.keys(tooLong).length > 0) throw invalidFields(tooLong);
  return contents;
}

export async function followerCount(db: Db, programId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(follows).where(eq(follows.program_id, programId));
  return row?.n ?? 0;
}

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Replaces the curriculum in one transaction. Followers' progress and plans refer to the lessons they took, so a
 * program that has followers is in use: its curriculum cannot be replaced (423) while they follow it. A program that
 * is not (or no longer) the creator's is a 404.
 */
export async function replaceCurriculum(
  db: Db,
  creatorId: string,
  programId: string,
  input: TReplaceProgramContentRequest,
): Promise<void> {
  const contents = await sanitizedContents(input);
  await checkLessonMedia(db, creatorId, input);
  const uploadedNames = await checkLessonAttachments(db, creatorId, input);

  await db.transaction(async (tx) => {
    // The program row is locked first: a delete sent meanwhile waits for this save (or has already happened, and
    // then the save is a 404 rather than a foreign-key error), and a follow cannot slip in after the count.
    const [program] = await tx
      .select({ id: programs.id })
      .from(programs)
      .where(and(eq(programs.id, programId), eq(programs.creator_id, creatorId)))
      .for('update');
    if (!program) throw notFound();
    const followers = await followerCount(tx, programId);
    if (followers > 0) throw locked([plural(followers, 'follower')], true);
    // Lessons and questions go with their modules (ON DELETE CASCADE).
    await tx.delete(programModules).where(eq(programModules.program_id, programId));
    if (input.modules.length > 0) {
      const insertedModules = await tx
        .insert(programModules)
        .values(input.modules.map((m, position) => ({ program_id: programId, position, title: m.title })))
        .returning({ id: programModules.id, position: programModules.position });
      const moduleIdAt = new Map(insertedModules.map((m) => [m.position, m.id]));

      const lessonValues = input.modules.flatMap((m, mi) =>
        m.lessons.map((l, position) => ({
          module_id: moduleIdAt.get(mi)!,
          program_id: programId,
          position,
          title: l.title,
          kind: l.kind,
          content: contents[mi]![position]!,
          video_url: l.video_url,
          video_file_id: l.video_file_id,
          captions_file_id: l.captions_file_id,
          duration_min: l.duration_min,
        })),
      );
      // RETURNING order is not promised, so inserted lessons are matched back by (module, position).
      const lessonIdAt = new Map<string, string>();
      for (const chunk of textChunks(lessonValues)) {
        const rows = await tx
          .insert(lessons)
          .values(chunk)
          .returning({ id: lessons.id, module_id: lessons.module_id, position: lessons.position });
        for (const r of rows) lessonIdAt.set(`${r.module_id}:${r.position}`, r.id);
      }

      const questionValues = input.modules.flatMap((m, mi) =>
        m.lessons.flatMap((l, li) =>
          l.questions.map((q, position) => ({
            lesson_id: lessonIdAt.get(`${moduleIdAt.get(mi)}:${li}`)!,
            position,
            prompt: q.prompt,
            options: q.options,
            allows_multiple: q.allows_multiple,
          })),
        ),
      );
      for (let i = 0; i < questionValues.length; i += CHUNK) {
        await tx.insert(quizQuestions).values(questionValues.slice(i, i + CHUNK));
      }

      const attachmentValues = input.modules.flatMap((m, mi) =>
        m.lessons.flatMap((l, li) =>
          l.attachments.map((a, position) => ({
            lesson_id: lessonIdAt.get(`${moduleIdAt.get(mi)}:${li}`)!,
            file_id: a.file_id,
            position,
            title: a.title || uploadedNames.get(a.file_id)!,
          })),
        ),
      );
      for (let i = 0; i < attachmentValues.length; i += CHUNK) {
        await tx.insert(lessonAttachments).values(attachmentValues.slice(i, i + CHUNK));
      }
    }
    await tx.update(programs).set({ updated_at: new Date() }).where(eq(programs.id, programId));
  });
}
