import { eq, sql } from 'drizzle-orm';
import {
  CREATOR_STORAGE_QUOTA_BYTES,
  MAX_CAPTIONS_BYTES,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  STORAGE_QUOTA_BYTES,
  type TFileKind,
} from '@ito/contracts/files/file-data';
import { files } from '../../db/schema/files.ts';
import { users } from '../../db/schema/auth.ts';
import type { Db } from '../../platform/db.ts';
import { forbidden, invalid, type AppError } from '../../platform/errors.ts';
import type { DetectedType } from './detect-type.ts';
import type { Admission } from './types.ts';

/** Who is uploading: their id and whether they are a creator (the `expert` role). */
export type Uploader = { id: string; isCreator: boolean };

export const LIMITS: Record<TFileKind, number> = {
  image: MAX_IMAGE_BYTES,
  document: MAX_DOCUMENT_BYTES,
  video: MAX_VIDEO_BYTES,
  captions: MAX_CAPTIONS_BYTES,
};

/** Lesson videos and their captions are course material: only creators upload them (decision 062). */
const CREATORS_ONLY: readonly TFileKind[] = ['video', 'captions'];

export const quotaOf = (uploader: Uploader): number =>
  uploader.isCreator ? CREATOR_STORAGE_QUOTA_BYTES : STORAGE_QUOTA_BYTES;

const megabytes = (bytes: number) =>
  bytes >= 1024 ** 3 ? `${Math.round(bytes / 1024 ** 3)} GB` : `${Math.round(bytes / 1024 ** 2)} MB`;

/** The 422 of a full storage, on the upload's field, with the quota the person has. */
export const quotaFull = (uploader: Uploader): AppError =>
  invalid('file', { code: 'files.quota_full', params: { quota: megabytes(quotaOf(uploader)) } });

/** Bytes the person's stored files take: the sum of their sizes. */
export async function storageUsed(db: Db, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${files.size}), 0)` })
    .from(files)
    .where(eq(files.owner_id, ownerId));
  return Number(row?.used ?? 0);
}

/**
 * What an upload of this type may be, once its first bytes tell the type: a video or captions file from anyone but a
 * creator is a 403; with no room left it is the quota's 422 at once; else the smaller of the type's limit and the room
 * left, and the error to give past it.
 */
export function admitUpload(db: Db, uploader: Uploader) {
  return async (type: DetectedType): Promise<Admission> => {
    if (CREATORS_ONLY.includes(type.kind) && !uploader.isCreator) throw forbidden('files.creators_only');
    const room = quotaOf(uploader) - (await storageUsed(db, uploader.id));
    if (room <= 0) throw quotaFull(uploader);
    const typeLimit = LIMITS[type.kind];
    if (room < typeLimit) return { limit: room, overLimit: quotaFull(uploader) };
    return { limit: typeLimit, overLimit: invalid('file', 'files.too_large') };
  };
}

/**
 * Checks, inside the transaction that records a new file, that it still fits: the person's row is locked, so two
 * uploads finishing at once are counted one after the other and together cannot pass the quota.
 */
export async function assertFits(tx: Db, uploader: Uploader, size: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, uploader.id)).for('update');
  if ((await storageUsed(tx, uploader.id)) + size > quotaOf(uploader)) throw quotaFull(uploader);
}
