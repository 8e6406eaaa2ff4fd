import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { and, eq, or } from 'drizzle-orm';
import {
  IMAGE_VARIANTS,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  imageUrl,
  mediaUrl,
  type TFileKind,
  type TFileData,
} from '@ito/contracts/files/file-data';
import { files } from '../../db/schema/files.ts';
import { users } from '../../db/schema/auth.ts';
import { lessonAttachments, lessons, programs } from '../../db/schema/programs.ts';
import type { Db } from '../../platform/db.ts';
import { englishText, type MessageCode } from '@ito/contracts/common/message-codes';
import { invalid, locked, notFound } from '../../platform/errors.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { assertFits, type Uploader } from './quota.ts';
import type { ReceivedUpload } from './types.ts';
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

/** Where documents are kept in storage (images are kept under their size name); no public route reads it. */
export const DOCUMENT_AREA = 'download';
/** Where videos and captions are kept: served only through the access-checked media route (media.ts). */
export const MEDIA_AREA = 'media';
export const areaOf = (kind: Exclude<TFileKind, 'image'>) => (kind === 'document' ? DOCUMENT_AREA : MEDIA_AREA);
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
// Stored names are made here, so anything else in a public URL is unknown; the regex also rules out traversal.
const IMAGE_NAME = new RegExp(`^${UUID}\\.webp$`);

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
        ? { download: mediaUrl(row.id) }
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
 * A stored name: a random uuid of its own and the extension. Not the file's id, which followers and chat partners
 * see: an image's stored name is the capability in its public URL, so it must not follow from the id (decision 062).
 */
export const storedName = (extension: string): string => `${randomUUID()}.${extension}`;

/**
 * Stores an upload received to a temporary file (read-upload.ts) for its owner. Images become webp variants; other
 * files are kept as they came. Either everything is stored and recorded, or nothing is: a failure removes the objects
 * already written. The quota is checked again as the row is written (quota.ts), so uploads finishing together cannot
 * pass it.
 */
export async function uploadFile(
  db: Db,
  storage: FileStorage,
  uploader: Uploader,
  upload: Pick<ReceivedUpload, 'filename' | 'type' | 'size' | 'path'>,
): Promise<TFileData> {
  const { type } = upload;
  if (type.kind === 'image') {
    // Images are at most 10 MB and decoded whole by sharp anyway; the upload budget covers these bytes.
    const data = await fsp.readFile(upload.path);
    // The header is read before waiting for a turn: a bomb is refused at once, even when the queue is full.
    await checkImageHeader(data, type.mime).catch(asFileError);
    const variants = await imageWork.run(() => makeImageVariants(data)).catch(asFileError);
    return saveImage(db, storage, uploader.id, { filename: upload.filename, variants }, uploader);
  }

  const id = randomUUID();
  const name = storedName(type.extension);
  const area = areaOf(type.kind);
  try {
    await storage.putFile(area, name, upload.path);
    const saved = await db.transaction(async (tx) => {
      await assertFits(tx, uploader, upload.size);
      const [row] = await tx
        .insert(files)
        .values({
          id,
          owner_id: uploader.id,
          name,
          original_name: cleanOriginalName(upload.filename),
          mime: type.mime,
          size: upload.size,
          kind: type.kind,
        })
        .returning();
      return row!;
    });
    return toFileData(saved);
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
  /** The uploader whose quota the image counts against; the seed's covers are not counted. */
  quotaOf?: Uploader,
): Promise<TFileData> {
  const id = randomUUID();
  const name = storedName('webp');
  const remove = () => Promise.allSettled(image.variants.map((v) => storage.remove(v.size, name)));
  try {
    // Every write settles before cleanup runs: a write still in flight would land after its removal otherwise.
    const writes = await Promise.allSettled(image.variants.map((v) => storage.put(v.size, name, v.data)));
    const failed = writes.find((w) => w.status === 'rejected');
    if (failed) throw failed.reason;
    const original = image.variants.find((v) => v.size === 'original');
    if (!original) throw new Error('an image needs its original variant');
    const saved = await db.transaction(async (tx) => {
      if (quotaOf) await assertFits(tx, quotaOf, original.data.length);
      const [row] = await tx
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
      return row!;
    });
    return toFileData(saved);
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

// Stored objects never change under a name, so the name and size identify the bytes on every server and store.
const etagOf = (area: string, name: string, size: number) => `"${area}-${name.split('.')[0]}-${size.toString(16)}"`;
