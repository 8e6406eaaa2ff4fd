import { and, asc, desc, eq, gte, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TCreatorCard, TProgramCard } from '@ito/contracts/catalogue/cards';
import type { TListCreatorsRequest } from '@ito/contracts/catalogue/list-creators';
import { POPULAR_THRESHOLD } from '@ito/contracts/catalogue/catalogue-constants';
import { users } from '../../db/schema/auth.ts';
import { programs } from '../../db/schema/programs.ts';
import { categories } from '../../db/schema/categories.ts';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { creatorCardOf, creatorColumns, isListed, selectCards, toCreatorCard, toProgramCard } from './cards.ts';
import { rankExpression, searchCondition } from './filters.ts';

const isCreator: SQL = and(sql`'expert' = any(${users.roles})`, isNull(users.deleted_at))!;

/** Professions compare case-insensitively, with spaces and hyphens alike ("personal-trainer" = "Personal trainer"). */
const normalized = (value: SQL | string) => sql`lower(replace(${value}, ' ', '-'))`;

function directoryWhere(query: TListCreatorsRequest): SQL {
  const conditions: (SQL | undefined)[] = [isCreator];
  if (query.rating) conditions.push(gte(users.rating, query.rating));
  if (query.role) conditions.push(sql`${normalized(sql`${users.profession}`)} = ${normalized(query.role)}`);
  if (query.category) {
    conditions.push(sql`exists (select 1 from ${programs} p2 join ${categories} c2 on c2.id = p2.category_id
      where p2.creator_id = ${users.id} and p2.status = 'published' and p2.access <> 'private'
      and c2.slug = ${query.category})`);
  }
  return and(...conditions)!;
}

function directoryOrder(order: TListCreatorsRequest['order']): SQL[] {
  const tieBreak = asc(users.id);
  switch (order ?? 'rating') {
    case 'popular':
      return [sql`coalesce(sum(${programs.popularity}), 0) desc`, tieBreak];
    case 'newest':
      return [desc(users.created_at), tieBreak];
    case 'name':
      return [sql`lower(${users.full_name}) asc`, tieBreak];
    default:
      return [desc(users.rating), desc(users.rating_count), tieBreak];
  }
}

/** Creators = experts with at least one listed program (the inner join), filtered and paged. */
export async function listCreators(
  db: Db,
  query: TListCreatorsRequest,
): Promise<{ cards: TCreatorCard[]; total: number }> {
  const having =
    query.popular === '1' ? sql`coalesce(sum(${programs.popularity}), 0) >= ${POPULAR_THRESHOLD}` : undefined;
  const grouped = () =>
    db
      .select({ ...creatorColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
      .from(users)
      .innerJoin(programs, and(eq(programs.creator_id, users.id), isListed))
      .where(directoryWhere(query))
      .groupBy(users.id)
      .having(having);
  const rows = await grouped()
    .orderBy(...directoryOrder(query.order))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  let total = rows[0]?.total;
  if (total === undefined) {
    // A page past the end still reports the real total.
    const sub = grouped().as('creators');
    const [counted] = await db.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(sub);
    total = counted?.n ?? 0;
  }
  return { cards: rows.map(toCreatorCard), total };
}

/** `/u/{username}`: the user's card and a page of their listed programs, newest first. */
export async function profileOf(
  db: Db,
  username: string,
  page: { page: number; per_page: number },
): Promise<{ profile: TCreatorCard & { created_at: string }; cards: TProgramCard[]; total: number }> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, username), isNull(users.deleted_at)))
    .limit(1);
  if (!user) throw notFound();
  const [card, rows] = await Promise.all([
    creatorCardOf(db, user.id),
    selectCards(db)
      .where(and(eq(programs.creator_id, user.id), isListed))
      .orderBy(sql`${programs.published_at} desc nulls last`, asc(programs.id))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
  ]);
  if (!card) throw notFound();
  return {
    profile: { ...card, created_at: card.created_at.toISOString() },
    cards: rows.map(toProgramCard),
    total: card.program_count,
  };
}

/** LIKE wildcards in user input match themselves. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The home search: top programs by full-text rank, top creators by name, profession or username. */
export async function homeSearch(
  db: Db,
  q: string,
  limit: number,
): Promise<{ programs: TProgramCard[]; creators: TCreatorCard[] }> {
  const pattern = `%${escapeLike(q)}%`;
  const [programRows, creatorRows] = await Promise.all([
    selectCards(db)
      .where(and(isListed, searchCondition(q)))
      .orderBy(desc(rankExpression(q)), desc(programs.popularity), asc(programs.id))
      .limit(limit),
    db
      .select(creatorColumns)
      .from(users)
      .innerJoin(programs, and(eq(programs.creator_id, users.id), isListed))
      .where(
        and(
          isCreator,
          or(ilike(users.full_name, pattern), ilike(users.profession, pattern), ilike(users.username, pattern)),
        ),
      )
      .groupBy(users.id)
      .orderBy(desc(users.rating), desc(users.rating_count), asc(users.id))
      .limit(limit),
  ]);
  return { programs: programRows.map(toProgramCard), creators: creatorRows.map(toCreatorCard) };
}
