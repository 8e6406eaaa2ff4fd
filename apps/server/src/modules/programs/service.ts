import { randomInt } from 'node:crypto';
import { and, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { makeSlug } from '@ito/contracts/common/slug';
import type { TCreateProgramRequest } from '@ito/contracts/programs/create-program';
import type { TCreatorProgram } from '@ito/contracts/programs/get-creator-program';
import type { TCreatorProgramRow, TListCreatorProgramsQuery } from '@ito/contracts/programs/list-creator-programs';
import type { TUpdateProgramRequest } from '@ito/contracts/programs/update-program';
import { files } from '../../db/schema/files.ts';
import { bookmarks, follows, programs } from '../../db/schema/programs.ts';
import { categories } from '../../db/schema/categories.ts';
import { newToken } from '../../platform/crypto.ts';
import type { Db } from '../../platform/db.ts';
import { invalid, locked, notFound } from '../../platform/errors.ts';
import { offsetOf } from '../../platform/paging.ts';
import { isUniqueViolation } from '../../platform/database-errors.ts';
import { loadCurriculum, plural } from './content-service.ts';

export type ProgramRow = typeof programs.$inferSelect;

/**
 * Ownership rule of the studio: an unknown or malformed id and a program that belongs to someone else are the same
 * 404, whatever its status, so ids cannot be probed for drafts (decision 023). The studio never shows another
 * creator's program; the public view of published programs belongs to the catalogue.
 */
export async function loadOwnedProgram(db: Db, userId: string, id: string): Promise<ProgramRow> {
  const [row] = await db.select().from(programs).where(eq(programs.id, id)).limit(1);
  if (!row || row.creator_id !== userId) throw notFound();
  return row;
}

/** The category must be global or the caller's own; the cover must be the caller's own image. */
async function checkReferences(db: Db, userId: string, input: TUpdateProgramRequest): Promise<void> {
  if (input.category_id) {
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(eq(categories.id, input.category_id), or(isNull(categories.owner_id), eq(categories.owner_id, userId))),
      )
      .limit(1);
    if (!category) throw invalid('category_id', 'categories.choose');
  }
  if (input.cover_file_id) {
    const [file] = await db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.id, input.cover_file_id), eq(files.owner_id, userId), eq(files.kind, 'image')))
      .limit(1);
    if (!file) throw invalid('cover_file_id', 'programs.cover_uploaded');
  }
}

const SHORTCODE_LENGTH = 7;
const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';

/** Short base-36 code for `/s/{shortcode}`; 36^7 (about 78 billion) makes a clash rare, and a clash is retried. */
export function newShortcode(): string {
  let code = '';
  for (let i = 0; i < SHORTCODE_LENGTH; i += 1) code += BASE36[randomInt(BASE36.length)];
  return code;
}

export async function createProgram(db: Db, userId: string, input: TCreateProgramRequest): Promise<TCreatorProgram> {
  await checkReferences(db, userId, input);
  for (let attempt = 0; ; attempt += 1) {
    try {
      const [row] = await db
        .insert(programs)
        .values({
          ...input,
          creator_id: userId,
          slug: makeSlug(input.title),
          shortcode: newShortcode(),
          secret: newToken(),
          status: 'draft',
        })
        .returning();
      return toCreatorProgram(db, row!);
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 4) throw err;
    }
  }
}

export async function updateProgram(
  db: Db,
  userId: string,
  id: string,
  input: TUpdateProgramRequest,
): Promise<TCreatorProgram> {
  await loadOwnedProgram(db, userId, id);
  await checkReferences(db, userId, input);
  const changes = { ...input, ...(input.title !== undefined ? { slug: makeSlug(input.title) } : {}) };
  if (Object.keys(changes).length === 0) return getProgram(db, userId, id);
  const [row] = await db.update(programs).set(changes).where(eq(programs.id, id)).returning();
  return toCreatorProgram(db, row!);
}

export async function getProgram(db: Db, userId: string, id: string): Promise<TCreatorProgram> {
  return toCreatorProgram(db, await loadOwnedProgram(db, userId, id));
}

/** Followers (`follows`) and bookmarks make a program "in use"; the answer counts them and names nobody. */
export async function deleteProgram(db: Db, userId: string, id: string): Promise<void> {
  await loadOwnedProgram(db, userId, id);
  const [[f], [b]] = await Promise.all([
    db.select({ n: count() }).from(follows).where(eq(follows.program_id, id)),
    db.select({ n: count() }).from(bookmarks).where(eq(bookmarks.program_id, id)),
  ]);
  const used = [...(f && f.n > 0 ? [plural(f.n, 'follower')] : []), ...(b && b.n > 0 ? [plural(b.n, 'bookmark')] : [])];
  if (used.length > 0) throw locked(used, false);
  try {
    await db.delete(programs).where(eq(programs.id, id));
  } catch (err) {
    // A follow created between the count and the delete: the foreign key (ON DELETE RESTRICT) refuses it.
    if ((err as { cause?: { code?: string } }).cause?.code === '23503') throw locked(['followers'], false);
    throw err;
  }
}

// The outer column is written out in full: Drizzle may render `${programs.id}` as a bare "id" (single-table
// selects), which the subquery would read as its own column.
const countOf = (table: 'program_modules' | 'lessons'): SQL<number> =>
  sql<number>`(select count(*) from ${sql.identifier(table)} x where x.program_id = "programs"."id")`.mapWith(Number);

export async function listPrograms(
  db: Db,
  userId: string,
  query: TListCreatorProgramsQuery,
): Promise<{ data: TCreatorProgramRow[]; total: number }> {
  const where = and(eq(programs.creator_id, userId), query.status ? eq(programs.status, query.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        program: programs,
        category: { id: categories.id, name: categories.name, slug: categories.slug },
        cover: files.name,
        modules_count: countOf('program_modules'),
        lessons_count: countOf('lessons'),
        // The same number the catalogue shows (kept by following and unfollowing): one source for "followers".
        followers_count: programs.popularity,
      })
      .from(programs)
      .leftJoin(categories, eq(categories.id, programs.category_id))
      .leftJoin(files, eq(files.id, programs.cover_file_id))
      .where(where)
      .orderBy(desc(programs.created_at), desc(programs.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(programs).where(where),
  ]);
  const data = rows.map(({ program: p, category, cover, ...counts }) => ({
    id: p.id,
    title: p.title,
    slug: p.slug,
    status: p.status,
    access: p.access,
    price_minor: p.price_minor,
    currency: p.currency,
    category: category?.id ? category : null,
    cover: cover ?? null,
    shortcode: p.shortcode,
    ...counts,
    published_at: p.published_at?.toISOString() ?? null,
    created_at: p.created_at.toISOString(),
    updated_at: p.updated_at.toISOString(),
  }));
  return { data, total: total?.n ?? 0 };
}

export async function toCreatorProgram(db: Db, p: ProgramRow): Promise<TCreatorProgram> {
  const [category, cover, modules] = await Promise.all([
    p.category_id
      ? db
          .select({ id: categories.id, name: categories.name, slug: categories.slug })
          .from(categories)
          .where(eq(categories.id, p.category_id))
          .then((r) => r[0] ?? null)
      : null,
    p.cover_file_id
      ? db
          .select({ name: files.name })
          .from(files)
          .where(eq(files.id, p.cover_file_id))
          .then((r) => r[0]?.name ?? null)
      : null,
    loadCurriculum(db, p.id),
  ]);
  return {
    id: p.id,
    title: p.title,
    slug: p.slug,
    summary: p.summary,
    description: p.description,
    category_id: p.category_id,
    category,
    tags: p.tags,
    level: p.level,
    signs: p.signs,
    duration_weeks: p.duration_weeks,
    access: p.access,
    price_minor: p.price_minor,
    currency: p.currency,
    cover_file_id: p.cover_file_id,
    cover,
    status: p.status,
    shortcode: p.shortcode,
    secret: p.secret,
    rating: Number(p.rating),
    rating_count: p.rating_count,
    popularity: p.popularity,
    published_at: p.published_at?.toISOString() ?? null,
    created_at: p.created_at.toISOString(),
    updated_at: p.updated_at.toISOString(),
    modules,
  };
}
