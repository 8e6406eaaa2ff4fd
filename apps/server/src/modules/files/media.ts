import type { Readable } from 'node:stream';
import { and, eq, or, sql } from 'drizzle-orm';
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
 * A video or captions file, for its owner or for a follower of a program with a lesson using it; a PDF or an image
 * likewise when a lesson carries it as an attachment (decision 051). Everyone else, signed out included, gets the
 * 404 an unknown id gets: the answer does not tell that the file exists.
 */
export async function findViewableMedia(db: Db, viewerId: string | undefined, id: string): Promise<MediaFile> {
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
  const ownAttachment = sql<boolean>`exists (
    select 1 from ${lessonAttachments} where ${lessonAttachments.file_id} = ${files.id})`;
  const isAttachable = or(eq(files.kind, 'document'), eq(files.kind, 'image'));
  const [row] = await db
    .select({
      id: files.id,
      name: files.name,
      mime: files.mime,
      size: files.size,
      kind: files.kind,
      original_name: files.original_name,
    })
    .from(files)
    .where(
      and(
        eq(files.id, id),
        or(
          and(or(eq(files.kind, 'video'), eq(files.kind, 'captions')), or(eq(files.owner_id, viewerId), followedMedia)),
          and(isAttachable, or(and(eq(files.owner_id, viewerId), ownAttachment), followedAttachment)),
        ),
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  const { kind, original_name, ...file } = row;
  const etag = `"media-${row.id}-${row.size.toString(16)}"`;
  if (kind === 'video' || kind === 'captions') return { ...file, etag, area: MEDIA_AREA };
  // An image is kept as webp variants; its download is the `original` one, whose size `files.size` records.
  return kind === 'image'
    ? { ...file, mime: 'image/webp', etag, area: 'original', downloadName: webpName(original_name) }
    : { ...file, etag, area: DOCUMENT_AREA, downloadName: original_name };
}

const webpName = (name: string) => `${name.replace(/\.[^.]*$/, '')}.webp`;

/** The stored bytes of a media file, whole or one range of them. */
export async function openMedia(storage: FileStorage, file: MediaFile, range?: ByteRange): Promise<Readable> {
  const object = await storage.open(file.area, file.name, range);
  if (!object) throw notFound();
  return object.stream;
}
