import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TCreatorCard, TProgramCard } from '@ito/contracts/catalogue/cards';
import { POPULAR_THRESHOLD } from '@ito/contracts/catalogue/catalogue-constants';
import { files } from '../../db/schema/files.ts';
import { users } from '../../db/schema/auth.ts';
import { programs } from '../../db/schema/programs.ts';
import { categories } from '../../db/schema/categories.ts';
import type { Db } from '../../platform/db.ts';
import type { SelectedFields } from 'drizzle-orm/pg-core';

/** Listed in the catalogue: published and not private. */
export const isListed: SQL = and(eq(programs.status, 'published'), ne(programs.access, 'private'))!;

/** Listed, or the caller's own program (any status). */
export function isVisibleTo(userId: string | undefined): SQL {
  return userId ? or(isListed, eq(programs.creator_id, userId))! : isListed;
}

export const isPopularProgram: SQL = sql`${programs.popularity} >= ${POPULAR_THRESHOLD}`;

/** The columns a program card needs; `search` (tsvector) is never selected. */
export const cardColumns = {
  id: programs.id,
  title: programs.title,
  slug: programs.slug,
  summary: programs.summary,
  cover: files.name,
  category_id: categories.id,
  category_name: categories.name,
  category_slug: categories.slug,
  tags: programs.tags,
  level: programs.level,
  signs: programs.signs,
  duration_weeks: programs.duration_weeks,
  access: programs.access,
  price_minor: programs.price_minor,
  currency: programs.currency,
  rating: programs.rating,
  rating_count: programs.rating_count,
  popularity: programs.popularity,
  published_at: programs.published_at,
  creator_id: users.id,
  creator_full_name: users.full_name,
  creator_username: users.username,
  creator_avatar: users.avatar,
  creator_profession: users.profession,
};

/** `select(cardColumns)` from programs with the joins a card needs; add where/order/limit. */
export function selectCards<T extends SelectedFields = Record<never, never>>(db: Db, extra?: T) {
  return db
    .select({ ...cardColumns, ...(extra as T) })
    .from(programs)
    .innerJoin(users, eq(users.id, programs.creator_id))
    .leftJoin(categories, eq(categories.id, programs.category_id))
    .leftJoin(files, eq(files.id, programs.cover_file_id));
}

export type CardRow = Awaited<ReturnType<typeof selectCards<Record<never, never>>>>[number];

export function toProgramCard(row: CardRow): TProgramCard {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    cover: row.cover,
    category:
      row.category_id && row.category_name !== null && row.category_slug !== null
        ? { id: row.category_id, name: row.category_name, slug: row.category_slug }
        : null,
    tags: row.tags,
    level: row.level,
    signs: row.signs,
    duration_weeks: row.duration_weeks,
    access: row.access,
    price_minor: row.price_minor,
    currency: row.currency,
    rating: Number(row.rating),
    rating_count: row.rating_count,
    popularity: row.popularity,
    published_at: row.published_at?.toISOString() ?? null,
    creator: {
      id: row.creator_id,
      full_name: row.creator_full_name,
      username: row.creator_username,
      avatar: row.creator_avatar,
      profession: row.creator_profession,
    },
  };
}

const BIO_CARD_LENGTH = 200;

/** Per-creator aggregates over their listed programs (joined, so users without one drop out unless left-joined). */
export const creatorColumns = {
  id: users.id,
  full_name: users.full_name,
  username: users.username,
  avatar: users.avatar,
  profession: users.profession,
  bio: users.bio,
  rating: users.rating,
  rating_count: users.rating_count,
  created_at: users.created_at,
  program_count: sql<number>`count(${programs.id})::int`.mapWith(Number),
  followers: sql<number>`coalesce(sum(${programs.popularity}), 0)::int`.mapWith(Number),
};

export type CreatorRow = {
  id: string;
  full_name: string;
  username: string | null;
  avatar: string | null;
  profession: string | null;
  bio: string | null;
  rating: number;
  rating_count: number;
  program_count: number;
  followers: number;
};

export function toCreatorCard(row: CreatorRow): TCreatorCard {
  const bio = row.bio && row.bio.length > BIO_CARD_LENGTH ? `${row.bio.slice(0, BIO_CARD_LENGTH - 1)}…` : row.bio;
  return {
    id: row.id,
    full_name: row.full_name,
    username: row.username,
    avatar: row.avatar,
    profession: row.profession,
    bio,
    rating: Number(row.rating),
    rating_count: row.rating_count,
    program_count: row.program_count,
    followers: row.followers,
  };
}

/** One creator's card (any user; counts only their listed programs). */
export async function creatorCardOf(db: Db, userId: string): Promise<(TCreatorCard & { created_at: Date }) | null> {
  const [row] = await db
    .select(creatorColumns)
    .from(users)
    .leftJoin(programs, and(eq(programs.creator_id, users.id), isListed))
    .where(eq(users.id, userId))
    .groupBy(users.id);
  return row ? { ...toCreatorCard(row), created_at: row.created_at } : null;
}
