import { and, eq, inArray } from 'drizzle-orm';
import type { TReplaceProgramContentRequest } from '@ito/contracts/programs/replace-program-content';
import { files } from '../../db/schema/files.ts';
import type { Db } from '../../platform/db.ts';
import { invalidFields } from '../../platform/errors.ts';

/** What a lesson may carry for download: PDFs and images (videos and captions are the lesson's player). */
export const ATTACHABLE_KINDS = ['document', 'image'] as const;

/**
 * Each attachment must be a PDF or an image the creator uploaded: a 422 on its `file_id` otherwise (another person's
 * file looks like an unknown one). Returns the uploaded names, for attachments given without a title.
 */
export async function checkLessonAttachments(
  db: Db,
  creatorId: string,
  input: TReplaceProgramContentRequest,
): Promise<Map<string, string>> {
  const wanted = input.modules.flatMap((m, mi) =>
    m.lessons.flatMap((l, li) =>
      l.attachments.map((a, ai) => ({ id: a.file_id, path: `modules.${mi}.lessons.${li}.attachments.${ai}.file_id` })),
    ),
  );
  if (wanted.length === 0) return new Map();
  const owned = await db
    .select({ id: files.id, original_name: files.original_name })
    .from(files)
    .where(
      and(
        inArray(files.id, [...new Set(wanted.map((w) => w.id))]),
        eq(files.owner_id, creatorId),
        inArray(files.kind, [...ATTACHABLE_KINDS]),
      ),
    );
  const names = new Map(owned.map((f) => [f.id, f.original_name]));
  const wrong = wanted.filter((w) => !names.has(w.id));
  if (wrong.length > 0) {
    throw invalidFields(Object.fromEntries(wrong.map((w) => [w.path, ['programs.attachment_invalid' as const]])));
  }
  return names;
}
