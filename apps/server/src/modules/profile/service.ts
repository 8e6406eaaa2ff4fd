import { and, eq, ne } from 'drizzle-orm';
import { PROFILE_CODES, type TProfile, type TProfileChanges } from '@ito/contracts/profile/profile';
import { files } from '../../db/schema/files.ts';
import { users } from '../../db/schema/auth.ts';
import type { UserRow } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/database-errors.ts';
import { storedTimeZone } from './time-zone.ts';

export function toProfile(user: UserRow): TProfile {
  const { id, email, full_name, username, bio, profession, locale, phone, country, avatar, time_zone } = user;
  return { id, email, full_name, username, bio, profession, locale, phone, country, avatar, time_zone };
}

async function loadUser(db: Db, userId: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound();
  return row;
}

export async function getProfile(db: Db, userId: string): Promise<TProfile> {
  return toProfile(await loadUser(db, userId));
}

/**
 * Changes the caller's own fields; a username someone else has is a 422 on `username`. A time zone is stored in the
 * platform's spelling, so the reads that compute with it (`time-zone.ts`) find the same name.
 */
export async function updateProfile(db: Db, userId: string, input: TProfileChanges): Promise<TProfile> {
  const changes = input.time_zone ? { ...input, time_zone: storedTimeZone(input.time_zone) } : input;
  if (Object.keys(changes).length === 0) return getProfile(db, userId);
  if (changes.username) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.username, changes.username), ne(users.id, userId)))
      .limit(1);
    if (taken) throw invalid('username', PROFILE_CODES.usernameTaken);
  }
  try {
    const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
    if (!row) throw notFound();
    return toProfile(row);
  } catch (err) {
    // Taken between the check and the update.
    if (isUniqueViolation(err)) throw invalid('username', PROFILE_CODES.usernameTaken);
    throw err;
  }
}

/**
 * Makes one of the caller's uploaded images their profile picture. `users.avatar` holds the file's stored name (what
 * the catalogue and the web build image URLs from). The file row is locked for the change, so a concurrent delete
 * (files/service.ts, which locks it too) either sees the picture and answers 423, or wins and this answers 404.
 */
export async function setAvatar(db: Db, userId: string, fileId: string): Promise<TProfile> {
  return db.transaction(async (tx) => {
    const [file] = await tx
      .select({ name: files.name, kind: files.kind })
      .from(files)
      .where(and(eq(files.id, fileId), eq(files.owner_id, userId)))
      .limit(1)
      .for('share');
    // Anyone else's file, an unknown id: 404, as in the files module.
    if (!file) throw notFound();
    if (file.kind !== 'image') throw invalid('file_id', PROFILE_CODES.avatarImage);
    const [row] = await tx.update(users).set({ avatar: file.name }).where(eq(users.id, userId)).returning();
    if (!row) throw notFound();
    return toProfile(row);
  });
}

/** Removes the profile picture; the file itself stays among the caller's files. */
export async function removeAvatar(db: Db, userId: string): Promise<TProfile> {
  const [row] = await db.update(users).set({ avatar: null }).where(eq(users.id, userId)).returning();
  if (!row) throw notFound();
  return toProfile(row);
}
