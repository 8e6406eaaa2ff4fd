import { asc, eq, or } from 'drizzle-orm';
import { mediaUrl } from '@ito/contracts/files/file-data';
import type { TLessonAttachment, TLessonMedia } from '@ito/contracts/programs/get-creator-program';
import { files } from '../../db/schema/files.ts';
import { lessonAttachments, lessons, programModules } from '../../db/schema/programs.ts';
import type { Db } from '../../platform/db.ts';

/*
 * The one read of a program's curriculum (decision 070: a module owns its tables and exports the reads others
 * need). The studio's editor, the program page, a follower's dashboard and the tasks a follow creates each shape it
 * their own way; the order, the joins and the media addresses are decided here once.
 */

export type ModuleRow = typeof programModules.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;
export type CourseModule = ModuleRow & { lessons: LessonRow[] };

/** The program's modules in course order, each with its lessons in order (position, then id: a stable order). */
export async function readCourse(db: Db, programId: string): Promise<CourseModule[]> {
  const [moduleRows, lessonRows] = await Promise.all([
    db
      .select()
      .from(programModules)
      .where(eq(programModules.program_id, programId))
      .orderBy(asc(programModules.position), asc(programModules.id)),
    db.select().from(lessons).where(eq(lessons.program_id, programId)).orderBy(asc(lessons.position), asc(lessons.id)),
  ]);
  const byModule = new Map<string, LessonRow[]>();
  for (const lesson of lessonRows) {
    const list = byModule.get(lesson.module_id) ?? [];
    list.push(lesson);
    byModule.set(lesson.module_id, list);
  }
  return moduleRows.map((module) => ({ ...module, lessons: byModule.get(module.id) ?? [] }));
}

/** The video and captions files the program's lessons use, by file id, with their access-checked media address. */
export async function lessonFiles(db: Db, programId: string): Promise<Map<string, TLessonMedia>> {
  const rows = await db
    .selectDistinct({ id: files.id, original_name: files.original_name })
    .from(files)
    .innerJoin(lessons, or(eq(files.id, lessons.video_file_id), eq(files.id, lessons.captions_file_id)))
    .where(eq(lessons.program_id, programId));
  return new Map(rows.map((f) => [f.id, { id: f.id, original_name: f.original_name, url: mediaUrl(f.id) }]));
}

/** Each lesson's attachments in their order, by lesson id, for every lesson of the program. */
export async function attachmentsByLesson(db: Db, programId: string): Promise<Map<string, TLessonAttachment[]>> {
  const rows = await db
    .select({
      lesson_id: lessonAttachments.lesson_id,
      title: lessonAttachments.title,
      id: files.id,
      original_name: files.original_name,
      mime: files.mime,
      size: files.size,
    })
    .from(lessonAttachments)
    .innerJoin(lessons, eq(lessons.id, lessonAttachments.lesson_id))
    .innerJoin(files, eq(files.id, lessonAttachments.file_id))
    .where(eq(lessons.program_id, programId))
    .orderBy(asc(lessonAttachments.position));
  const byLesson = new Map<string, TLessonAttachment[]>();
  for (const { lesson_id, ...file } of rows) {
    const list = byLesson.get(lesson_id) ?? [];
    list.push({ ...file, url: mediaUrl(file.id) });
    byLesson.set(lesson_id, list);
  }
  return byLesson;
}
