import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { TCategory } from '@ito/contracts/categories/list-categories';
import type { TCreateCategoryRequest } from '@ito/contracts/categories/create-category';
import type { TUpdateCategoryRequest } from '@ito/contracts/categories/update-category';
import { makeSlug } from '@ito/contracts/common/slug';
import { programs } from '../../db/schema/programs.ts';
import { categories } from '../../db/schema/categories.ts';
import type { Db } from '../../platform/db.ts';
import { forbidden, invalid, locked, notFound } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/database-errors.ts';

type CategoryRow = typeof categories.$inferSelect;

const NAME_TAKEN = 'categories.name_taken';
// A 423 lists what uses the item; past this many the rest are summed up so the message stays readable.
const USED_NAMES_MAX = 20;

/**
 * Programs a visitor can find in the catalogue: published and not private. The outer column is written out in full:
 * in a single-table select Drizzle renders `${categories.id}` as a bare "id", which the subquery would read as its own.
 */
const listedCount = sql<number>`(select count(*) from ${programs} p where p.category_id = "categories"."id"
  and p.status = 'published' and p.access <> 'private')`.mapWith(Number);

function toCategory(row: CategoryRow, programsCount: number, userId: string | null): TCategory {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    parent_id: row.parent_id,
    is_global: row.owner_id === null,
    is_own: userId !== null && row.owner_id === userId,
    programs_count: programsCount,
  };
}

/** Global categories first, then the caller's own, each by name. */
export async function listCategories(db: Db, userId: string | null): Promise<TCategory[]> {
  const rows = await db
    .select({ category: categories, programs_count: listedCount })
    .from(categories)
    .where(userId ? or(isNull(categories.owner_id), eq(categories.owner_id, userId)) : isNull(categories.owner_id))
    .orderBy(sql`${categories.owner_id} is not null`, asc(categories.name));
  return rows.map((r) => toCategory(r.category, r.programs_count, userId));
}

async function programsCountOf(db: Db, id: string): Promise<number> {
  const [row] = await db.select({ n: listedCount }).from(categories).where(eq(categories.id, id));
  return row?.n ?? 0;
}

/**
 * A creator manages only their own categories: an unknown or malformed id and another creator's category are the
 * same 404 (decision 023); a global category, which everyone sees, is 403.
 */
async function loadOwnedCategory(db: Db, userId: string, id: string): Promise<CategoryRow> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  if (!row) throw notFound();
  if (row.owner_id === null) throw forbidden('categories.catalogue_fixed');
  if (row.owner_id !== userId) throw notFound();
  return row;
}

/** The slug must be free among the global categories and the caller's own, so a catalogue link names one category. */
async function assertSlugFree(db: Db, userId: string, slug: string, exceptId?: string): Promise<void> {
  const [clash] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.slug, slug),
        or(isNull(categories.owner_id), eq(categories.owner_id, userId)),
        exceptId ? ne(categories.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw invalid('name', NAME_TAKEN);
}

/** A parent is a top-level category the caller can use, so the tree stays two levels deep and cannot loop. */
async function assertParentUsable(db: Db, userId: string, parentId: string, selfId?: string): Promise<void> {
  if (parentId === selfId) throw invalid('parent_id', 'categories.own_parent');
  const [parent] = await db
    .select({ parent_id: categories.parent_id })
    .from(categories)
    .where(and(eq(categories.id, parentId), or(isNull(categories.owner_id), eq(categories.owner_id, userId))))
    .limit(1);
  if (!parent) throw invalid('parent_id', 'categories.choose');
  if (parent.parent_id) throw invalid('parent_id', 'categories.top_level_parent');
  if (selfId) {
    const [child] = await db.select({ id: categories.id }).from(categories).where(eq(categories.parent_id, selfId));
    if (child) throw invalid('parent_id', 'categories.has_children');
  }
}

export async function createCategory(db: Db, userId: string, input: TCreateCategoryRequest): Promise<TCategory> {
  const slug = makeSlug(input.name);
  await assertSlugFree(db, userId, slug);
  if (input.parent_id) await assertParentUsable(db, userId, input.parent_id);
  try {
    const [row] = await db
      .insert(categories)
      .values({
        owner_id: userId,
        name: input.name,
        slug,
        description: input.description ?? null,
        parent_id: input.parent_id ?? null,
      })
      .returning();
    return toCategory(row!, 0, userId);
  } catch (err) {
    if (isUniqueViolation(err)) throw invalid('name', NAME_TAKEN);
    throw err;
  }
}

export async function updateCategory(
  db: Db,
  userId: string,
  id: string,
  input: TUpdateCategoryRequest,
): Promise<TCategory> {
  const current = await loadOwnedCategory(db, userId, id);
  const changes: Partial<CategoryRow> = {};
  if (input.name !== undefined) {
    changes.name = input.name;
    changes.slug = makeSlug(input.name);
    await assertSlugFree(db, userId, changes.slug, id);
  }
  if (input.description !== undefined) changes.description = input.description;
  if (input.parent_id !== undefined) {
    if (input.parent_id) await assertParentUsable(db, userId, input.parent_id, id);
    changes.parent_id = input.parent_id;
  }
  let row = current;
  if (Object.keys(changes).length > 0) {
    try {
      [row] = (await db.update(categories).set(changes).where(eq(categories.id, id)).returning()) as [CategoryRow];
    } catch (err) {
      if (isUniqueViolation(err)) throw invalid('name', NAME_TAKEN);
      throw err;
    }
  }
  return toCategory(row, await programsCountOf(db, id), userId);
}

/** In use by programs (any status) or as a parent: 423 naming the program titles and subcategories. */
export async function deleteCategory(db: Db, userId: string, id: string): Promise<void> {
  await loadOwnedCategory(db, userId, id);
  const [usingPrograms, children] = await Promise.all([
    db
      .select({ title: programs.title })
      .from(programs)
      .where(eq(programs.category_id, id))
      .orderBy(asc(programs.title))
      .limit(USED_NAMES_MAX + 1),
    db
      .select({ name: categories.name })
      .from(categories)
      .where(eq(categories.parent_id, id))
      .orderBy(asc(categories.name))
      .limit(USED_NAMES_MAX + 1),
  ]);
  const used = [...usingPrograms.map((p) => p.title), ...children.map((c) => `Category: ${c.name}`)];
  if (used.length > USED_NAMES_MAX) {
    throw locked([...used.slice(0, USED_NAMES_MAX), `and ${used.length - USED_NAMES_MAX} more`], false);
  }
  if (used.length > 0) throw locked(used, false);
  try {
    await db.delete(categories).where(eq(categories.id, id));
  } catch (err) {
    // A program given this category between the check and the delete: the foreign key (RESTRICT) refuses it.
    if ((err as { cause?: { code?: string } }).cause?.code === '23503') throw locked(['programs'], false);
    throw err;
  }
}
