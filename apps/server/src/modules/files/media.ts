import type { Readable } from 'node:stream';
import { and, eq, or, sql } from 'drizzle-orm';
import type { TImageVariant } from '@ito/contracts/files/file-data';
import { chatMessages, chatParticipants } from '../../db/schema/chat.ts';
import { files } from '../../db/schema/files.ts';
import { follows, lessonAttachments, lessons } from '../../db/schema/programs.ts';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import type { ByteRange, FileStorage } from '../../platform/storage.ts';
import { DOCUMENT_AREA, MEDIA_AREA } from './service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a Range header asks of an object of `size` bytes (RFC 9110 section 14). */
export type RangeAnswer = { kind: 'whole' } | { kind: 'part'; range: ByteRange } | { kind: 'unsatisfiable' };

/**
 * One byte range (`bytes=a-b`, `bytes=a-`, `bytes=-n`) becomes a part. Another unit, or several ranges, are
 * answered with the whole object, which the RFC allows; a malformed or unsatisfiable bytes range is a 416.
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return { kind: 'whole' };
  const match = /^\s*bytes\s*=\s*(.*)$/i.exec(header);
  if (!match) return { kind: 'whole' };
  const specs = match[1]!.split(',');
  if (specs.length > 1) return { kind: 'whole' };
  const spec = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(specs[0]!);
  if (!spec || (spec[1] === '' && spec[2] === '')) return { kind: 'unsatisfiable' };
  const [first, last] = [spec[1]!, spec[2]!];
  if (first === '') {
    // A suffix: the last n bytes (all of them when n is larger than the object).
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', range: { start: Math.max(0, size - length), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (!Number.isSafeInteger(start) || start >= size || (last !== '' && Number(last) < start)) {
    return { kind: 'unsatisfiable' };
  }
  return { kind: 'part', range: { start, end } };
}

export type MediaFile = {
  id: string;
  name: string;
  mime: string;
  size: number;
  etag: string;
  /** Where the bytes are stored: videos and captions in the media area, attached PDFs and images where they live. */
  area: string;
  /** For a lesson attachment: the name the browser saves it under. */
  downloadName?: string;
};

/**
 * A private file, for whoever may see it now (decisions 049, 051, 062): its owner; for a video or captions file, a
 * follower of a program with a lesson using it; for a PDF or an image, a follower of a program with a lesson carrying
 * it as an attachment, or a participant of a chat with a message carrying it (from after they last cleared the chat).
 * Everyone else, signed out included, gets the 404 an unknown id gets: the answer does not tell that the file
 * exists. Access is read at every request, so stopping to follow or leaving a chat ends it at once.
 */
export async function findViewableMedia(
  db: Db,
  viewerId: string | undefined,
  id: string,
  variant?: TImageVariant,
): Promise<MediaFile> {
  if (!viewerId || !UUID.test(id)) throw notFound();
  const followedMedia = sql<boolean>`exists (
    select 1 from ${lessons} join ${follows} on ${follows.program_id} = ${lessons.program_id}
    where (${lessons.video_file_id} = ${files.id} or ${lessons.captions_file_id} = ${files.id})
      and ${follows.user_id} = ${viewerId})`;
  const followedAttachment = sql<boolean>`exists (
    select 1 from ${lessonAttachments}
      join ${lessons} on ${lessons.id} = ${lessonAttachments.lesson_id}
      join ${follows} on ${follows.program_id} = ${lessons.program_id}
    where ${lessonAttachments.file_id} = ${files.id} and ${follows.user_id} = ${viewerId})`;
  const sharedInChat = sql<boolean>`exists (
    select 1 from ${chatMessages}
      join ${chatParticipants} on ${chatParticipants.room_id} = ${chatMessages.room_id}
    where ${chatParticipants.user_id} = ${viewerId}
      and ${chatMessages.attachments} @> jsonb_build_array(jsonb_build_object('file_id', ${files.id}::text))
      and ${chatMessages.created_at} > coalesce(${chatParticipants.cleared_at}, '-infinity'::timestamptz))`;
  const isAttachable = or(eq(files.kind, 'document'), eq(files.kind, 'image'));
  const [row] = await db
    .select({
      id: files.id,
      name: files.name,
      mime: files.mime,
      size: files.size,
      kind: files.kind,
      original_name: files.original_name,
      variants: files.variants,
    })
    .from(files)
    .where(
      and(
        eq(files.id, id),
        or(
          eq(files.owner_id, viewerId),
          and(or(eq(files.kind, 'video'), eq(files.kind, 'captions')), followedMedia),
          and(isAttachable, or(followedAttachment, sharedInChat)),
        ),
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  const { kind, original_name, variants, ...file } = row;
  if (kind === 'video' || kind === 'captions') return { ...file, etag: etagOf(row.id, row.size), area: MEDIA_AREA };
  if (kind === 'document') {
    return { ...file, etag: etagOf(row.id, row.size), area: DOCUMENT_AREA, downloadName: original_name };
  }
  // An image is kept as webp variants: `?size=` shows one inline; without it, the `original` is the download.
  const size = variant ? (variants[variant] ?? file.size) : file.size;
  const area = variant ?? 'original';
  const image = { ...file, mime: 'image/webp', size, area, etag: etagOf(`${row.id}-${area}`, size) };
  return variant ? image : { ...image, downloadName: webpName(original_name) };
}

const etagOf = (key: string, size: number) => `"media-${key}-${size.toString(16)}"`;
const webpName = (name: string) => `${name.replace(/\.[^.]*$/, '')}.webp`;

/** The stored bytes of a media file, whole or one range of them. */
export async function openMedia(storage: FileStorage, file: MediaFile, range?: ByteRange): Promise<Readable> {
  const object = await storage.open(file.area, file.name, range);
  if (!object) throw notFound();
  return object.stream;
}
