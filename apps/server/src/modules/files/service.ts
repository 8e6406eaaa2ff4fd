import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, or } from 'drizzle-orm';
import {
  IMAGE_VARIANTS,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  MAX_CAPTIONS_BYTES,
  MAX_VIDEO_BYTES,
  downloadUrl,
  imageUrl,
  mediaUrl,
  type TFileKind,
  type TFileData,
} from '@ito/contracts/files/file-data';
import { files } from '../../db/schema/files.ts';
import { users } from '../../db/schema/identity.ts';
import { lessonAttachments, lessons, programs } from '../../db/schema/programs.ts';
import type { Db } from '../../platform/db.ts';
import { englishText, type MessageCode } from '@ito/contracts/common/message-codes';
import { invalid, locked, notFound } from '../../platform/errors.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { detectType } from './detect-type.ts';
import {
  checkImageHeader,
  ImageTooLargeError,
  makeImageVariants,
  UnreadableImageError,
  type ImageVariant,
} from './image-variants.ts';
import { imageWork } from './image-work.ts';

const PIXEL_LIMITS = { megapixels: MAX_IMAGE_PIXELS / 1_000_000, side: MAX_IMAGE_SIDE.toLocaleString('en') };

/** Catalogue codes of the upload answers (decision 045). */
export const FILE_CODES = {
  missing: 'files.missing',
  oneFile: 'files.one_file',
  tooLarge: 'files.too_large',
  wrongType: 'files.wrong_type',
  unreadable: 'files.unreadable',
  tooManyPixels: 'files.too_many_pixels',
} as const satisfies Record<string, MessageCode>;
/** The English texts of FILE_CODES, which tests and the 423 list of a picture in use read. */
export const FILE_MESSAGES = {
  ...(Object.fromEntries(
    Object.entries(FILE_CODES).map(([key, code]) => [key, englishText(code, PIXEL_LIMITS)]),
  ) as Record<keyof typeof FILE_CODES, string>),
  ownPicture: 'Your profile picture',
};

/** Where documents are kept in storage (images are kept under their size name). */
export const DOCUMENT_AREA = 'download';
/** Where videos and captions are kept: served only through the access-checked media route (media.ts). */
export const MEDIA_AREA = 'media';
const LIMITS: Record<TFileKind, number> = {
  image: MAX_IMAGE_BYTES,
  document: MAX_DOCUMENT_BYTES,
  video: MAX_VIDEO_BYTES,
  captions: MAX_CAPTIONS_BYTES,
};
const areaOf = (kind: Exclude<TFileKind, 'image'>) => (kind === 'document' ? DOCUMENT_AREA : MEDIA_AREA);
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
// Stored names are made here, so anything else in a public URL is unknown; the regex also rules out traversal.
const IMAGE_NAME = new RegExp(`^${UUID}\\.webp$`);
const DOCUMENT_NAME = new RegExp(`^${UUID}\\.pdf$`);
const IS_UUID = new RegExp(`^${UUID}$`, 'i');

type FileRow = typeof files.$inferSelect;

export function toFileData(row: FileRow): TFileData {
  const urls =
    row.kind === 'image'
      ? {
          thumb: imageUrl('thumb', row.name),
          medium: imageUrl('medium', row.name),
          large: imageUrl('large', row.name),
          original: imageUrl('original', row.name),
        }
      : row.kind === 'document'
        ? { download: downloadUrl(row.name) }
        : { stream: mediaUrl(row.id) };
  const { id, name, original_name, mime, size, kind, width, height } = row;
  return { id, name, original_name, mime, size, kind, width, height, urls };
}

/** The client's file name as a label: no folders, no control characters, bounded. */
function cleanOriginalName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned.slice(0, 200) || 'file';
}

function asFileError(err: unknown): never {
  if (err instanceof ImageTooLargeError)
    throw invalid('file', { code: FILE_CODES.tooManyPixels, params: PIXEL_LIMITS });
  if (err instanceof UnreadableImageError) throw invalid('file', FILE_CODES.unreadable);
  throw err;
}

/**
 * Stores an upload for its owner. Images become webp variants; PDFs are kept as they came. Either everything is
 * stored and recorded, or nothing is: a failure removes the objects already written.
 */
export async function uploadFile(
  db: Db,
  storage: FileStorage,
  ownerId: string,
  upload: { filename: string; data: Buffer },
): Promise<TFileData> {
  const type = detectType(upload.data);
  if (!type) throw invalid('file', FILE_CODES.wrongType);
  if (upload.data.length > LIMITS[type.kind]) throw invalid('file', FILE_CODES.tooLarge);
  if (type.kind === 'image') {
    // The header is read before waiting for a turn: a bomb is refused at once, even when the queue is full.
    await checkImageHeader(upload.data, type.mime).catch(asFileError);
    const variants = await imageWork.run(() => makeImageVariants(upload.data)).catch(asFileError);
    return saveImage(db, storage, ownerId, { filename: upload.filename, variants });
  }

  const id = randomUUID();
  const name = `${id}.${type.extension}`;
  const area = areaOf(type.kind);
  try {
    await storage.put(area, name, upload.data);
    const [saved] = await db
      .insert(files)
      .values({
        id,
        owner_id: ownerId,
        name,
        original_name: cleanOriginalName(upload.filename),
        mime: type.mime,
        size: upload.data.length,
        kind: type.kind,
      })
      .returning();
    return toFileData(saved!);
  } catch (err) {
    await storage.remove(area, name).catch(() => undefined);
    throw err;
  }
}

/**
 * Stores the webp variants of one image and records it for its owner: what an uploaded image becomes, and how the
 * seed's generated covers are kept (decision 052). Every variant is written, or none is kept.
 */
export async function saveImage(
  db: Db,
  storage: FileStorage,
  ownerId: string,
  image: { filename: string; variants: readonly ImageVariant[] },
): Promise<TFileData> {
  const id = randomUUID();
  const name = `${id}.webp`;
  const remove = () => Promise.allSettled(image.variants.map((v) => storage.remove(v.size, name)));
  try {
    // Every write settles before cleanup runs: a write still in flight would land after its removal otherwise.
    const writes = await Promise.allSettled(image.variants.map((v) => storage.put(v.size, name, v.data)));
    const failed = writes.find((w) => w.status === 'rejected');
    if (failed) throw failed.reason;
    const original = image.variants.find((v) => v.size === 'original');
    if (!original) throw new Error('an image needs its original variant');
    const [saved] = await db
      .insert(files)
      .values({
        id,
        owner_id: ownerId,
        name,
        original_name: cleanOriginalName(image.filename),
        mime: 'image/webp',
        size: original.data.length,
        kind: 'image',
        width: original.width,
        height: original.height,
        variants: Object.fromEntries(image.variants.map((v) => [v.size, v.data.length])),
      })
      .returning();
    return toFileData(saved!);
  } catch (err) {
    await remove();
    throw err;
  }
}

/** One of the owner's files; anyone else's, an unknown or a malformed id all look the same: 404. */
export async function getOwnFile(db: Db, ownerId: string, id: string): Promise<TFileData> {
  return toFileData(await findOwnFile(db, ownerId, id));
}

async function findOwnFile(db: Db, ownerId: string, id: string, forUpdate = false): Promise<FileRow> {
  if (!IS_UUID.test(id)) throw notFound();
  const query = db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.owner_id, ownerId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** What a file is in use as, by name (SPEC section 8: a 423 names the items using it). */
async function usesOf(db: Db, ownerId: string, row: FileRow): Promise<string[]> {
  const covers = await db
    .select({ title: programs.title })
    .from(programs)
    .where(eq(programs.cover_file_id, row.id))
    .orderBy(programs.title);
  // `users.avatar` holds the stored name (profile/service.ts).
  const pictures = await db
    .select({ id: users.id, full_name: users.full_name })
    .from(users)
    .where(eq(users.avatar, row.name))
    .orderBy(users.full_name);
  const lessonUses = await db
    .select({ title: lessons.title })
    .from(lessons)
    .where(or(eq(lessons.video_file_id, row.id), eq(lessons.captions_file_id, row.id)))
    .orderBy(lessons.title)
    .limit(20);
  const attachedTo = await db
    .select({ title: lessons.title })
    .from(lessonAttachments)
    .innerJoin(lessons, eq(lessons.id, lessonAttachments.lesson_id))
    .where(eq(lessonAttachments.file_id, row.id))
    .orderBy(lessons.title)
    .limit(20);
  return [
    ...covers.map((p) => p.title),
    ...lessonUses.map((l) => l.title),
    ...attachedTo.map((l) => l.title),
    ...pictures.map((u) => (u.id === ownerId ? FILE_MESSAGES.ownPicture : `${u.full_name}: profile picture`)),
  ];
}

/**
 * Deletes one of the owner's files and its stored objects, unless it is in use (423): a program's cover or someone's
 * profile picture. The row is locked while checking, so a profile picture being set at the same moment (which
 * locks it too) is either seen here or finds the file gone.
 */
export async function deleteOwnFile(db: Db, storage: FileStorage, ownerId: string, id: string): Promise<void> {
  const row = await db.transaction(async (tx) => {
    const found = await findOwnFile(tx, ownerId, id, true);
    const used = await usesOf(tx, ownerId, found);
    if (used.length > 0) throw locked(used, false);
    await tx.delete(files).where(eq(files.id, found.id));
    return found;
  });
  // The record goes first: a leftover object is unreachable garbage, a record without its object would be a broken link.
  const areas = row.kind === 'image' ? IMAGE_VARIANTS : [areaOf(row.kind)];
  await Promise.allSettled(areas.map((area) => storage.remove(area, row.name)));
}

export type ServedFile = {
  stream: Readable;
  size: number;
  etag: string;
  mime: string;
  /** For documents: the name the browser saves it under. */
  downloadName?: string;
};

/** An image variant for `public/files/{size}/{name}`; unknown sizes and names are a 404. */
export async function openImage(storage: FileStorage, size: string, name: string): Promise<ServedFile> {
  if (!(IMAGE_VARIANTS as readonly string[]).includes(size) || !IMAGE_NAME.test(name)) throw notFound();
  const object = await storage.open(size, name);
  if (!object) throw notFound();
  return { stream: object.stream, size: object.size, etag: etagOf(size, name, object.size), mime: 'image/webp' };
}

/** A document for `public/download/{filename}`, with the name it was uploaded under. */
export async function openDocument(db: Db, storage: FileStorage, filename: string): Promise<ServedFile> {
  if (!DOCUMENT_NAME.test(filename)) throw notFound();
  const [row] = await db
    .select({ original_name: files.original_name, mime: files.mime })
    .from(files)
    .where(and(eq(files.name, filename), eq(files.kind, 'document')))
    .limit(1);
  if (!row) throw notFound();
  const object = await storage.open(DOCUMENT_AREA, filename);
  if (!object) throw notFound();
  return {
    stream: object.stream,
    size: object.size,
    etag: etagOf(DOCUMENT_AREA, filename, object.size),
    mime: row.mime,
    downloadName: row.original_name,
  };
}

// Stored objects never change under a name, so the name and size identify the bytes on every server and store.
const etagOf = (area: string, name: string, size: number) => `"${area}-${name.split('.')[0]}-${size.toString(16)}"`;
