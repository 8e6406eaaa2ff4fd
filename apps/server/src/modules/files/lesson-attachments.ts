import { asc, eq } from 'drizzle-orm';
import { mediaUrl } from '@ito/contracts/files/file-data';
import type { TLessonAttachment } from '@ito/contracts/programs/get-creator-program';
import { files } from '../../db/schema/files.ts';
import { lessonAttachments, lessons } from '../../db/schema/programs.ts';
import type { Db } from '../../platform/db.ts';

/*
 * Lesson attachments as their viewers get them (the studio's curriculum and a follower's dashboard), with the
 * access-checked media address. Here, in files, so that programs and tasks can both read them: tasks importing
 * programs closed a circle (catalogue -> tasks -> programs -> catalogue).
 */

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
