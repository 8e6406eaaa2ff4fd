import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TCreateProtocolRequest } from '@ito/contracts/protocols/create-protocol';
import type { TProtocol } from '@ito/contracts/protocols/fields';
import type { TListProtocolsQuery } from '@ito/contracts/protocols/list-protocols';
import type { TUpdatePricingRequest } from '@ito/contracts/protocols/pricing';
import type { TUpdateProtocolRequest } from '@ito/contracts/protocols/update-protocol';
import { programs } from '../../db/schema/programs.ts';
import { categories } from '../../db/schema/categories.ts';
import { protocolRuns, protocols } from '../../db/schema/protocols.ts';
import type { Db } from '../../platform/db.ts';
import { invalid, locked } from '../../platform/errors.ts';
import { offsetOf } from '../../platform/paging.ts';
import { plural } from '../programs/content-service.ts';
import { isForeignKeyViolation, loadOwnedProtocol, type ProtocolRow } from './access.ts';

/** The category must be global or the caller's own; the program must be the caller's own. */
async function checkReferences(db: Db, userId: string, input: TUpdateProtocolRequest): Promise<void> {
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
  if (input.program_id) {
    const [program] = await db
      .select({ id: programs.id })
      .from(programs)
      .where(and(eq(programs.id, input.program_id), eq(programs.creator_id, userId)))
      .limit(1);
    if (!program) throw invalid('program_id', 'protocols.choose_program');
  }
}

export async function createProtocol(db: Db, userId: string, input: TCreateProtocolRequest): Promise<TProtocol> {
  await checkReferences(db, userId, input);
  const [row] = await db
    .insert(protocols)
    .values({ ...input, owner_id: userId, status: 'draft', has_draft_changes: true })
    .returning();
  return getProtocolView(db, row!);
}

export async function updateProtocol(
  db: Db,
  userId: string,
  id: string,
  input: TUpdateProtocolRequest,
): Promise<TProtocol> {
  const current = await loadOwnedProtocol(db, userId, id);
  await checkReferences(db, userId, input);
  if (Object.keys(input).length === 0) return getProtocolView(db, current);
  const [row] = await db.update(protocols).set(input).where(eq(protocols.id, id)).returning();
  return getProtocolView(db, row!);
}

export async function updatePricing(
  db: Db,
  userId: string,
  id: string,
  input: TUpdatePricingRequest,
): Promise<TProtocol> {
  await loadOwnedProtocol(db, userId, id);
  const [row] = await db.update(protocols).set(input).where(eq(protocols.id, id)).returning();
  return getProtocolView(db, row!);
}

export async function getProtocol(db: Db, userId: string, id: string): Promise<TProtocol> {
  return getProtocolView(db, await loadOwnedProtocol(db, userId, id));
}

/** Runs hold a frozen version and a follower's progress: a protocol with runs is in use (423, counted, not named). */
export async function deleteProtocol(db: Db, userId: string, id: string): Promise<void> {
  await loadOwnedProtocol(db, userId, id);
  const [runs] = await db.select({ n: count() }).from(protocolRuns).where(eq(protocolRuns.protocol_id, id));
  if (runs && runs.n > 0) throw locked([plural(runs.n, 'run')], false);
  try {
    await db.delete(protocols).where(eq(protocols.id, id));
  } catch (err) {
    // Runs cascade with their protocol; a restricting reference (none today) would land here.
    if (isForeignKeyViolation(err)) throw locked(['runs'], false);
    throw err;
  }
}

// The outer column is written out in full so the subquery does not read a bare "id" as its own column.
const countOf = (table: 'protocol_nodes' | 'protocol_runs'): SQL<number> =>
  sql<number>`(select count(*) from ${sql.identifier(table)} x where x.protocol_id = "protocols"."id")`.mapWith(Number);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listProtocols(
  db: Db,
  userId: string,
  query: TListProtocolsQuery,
): Promise<{ data: TProtocol[]; total: number }> {
  const search = query.search ? `%${escapeLike(query.search)}%` : null;
  const where = and(
    eq(protocols.owner_id, userId),
    query.status ? eq(protocols.status, query.status) : undefined,
    query.category_id ? eq(protocols.category_id, query.category_id) : undefined,
    search ? or(ilike(protocols.name, search), ilike(protocols.description, search)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        protocol: protocols,
        category: { id: categories.id, name: categories.name, slug: categories.slug },
        program: { id: programs.id, title: programs.title },
        steps_count: countOf('protocol_nodes'),
        runs_count: countOf('protocol_runs'),
      })
      .from(protocols)
      .leftJoin(categories, eq(categories.id, protocols.category_id))
      .leftJoin(programs, eq(programs.id, protocols.program_id))
      .where(where)
      .orderBy(desc(protocols.created_at), desc(protocols.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(protocols).where(where),
  ]);
  const data = rows.map((r) => toProtocol(r.protocol, r));
  return { data, total: total?.n ?? 0 };
}

type Extras = {
  category: { id: string | null; name: string | null; slug: string | null } | null;
  program: { id: string | null; title: string | null } | null;
  steps_count: number;
  runs_count: number;
};

/** One protocol with its category, program and counts (one query). */
export async function getProtocolView(db: Db, p: ProtocolRow): Promise<TProtocol> {
  const [row] = await db
    .select({
      category: { id: categories.id, name: categories.name, slug: categories.slug },
      program: { id: programs.id, title: programs.title },
      steps_count: countOf('protocol_nodes'),
      runs_count: countOf('protocol_runs'),
    })
    .from(protocols)
    .leftJoin(categories, eq(categories.id, protocols.category_id))
    .leftJoin(programs, eq(programs.id, protocols.program_id))
    .where(eq(protocols.id, p.id));
  return toProtocol(p, row ?? { category: null, program: null, steps_count: 0, runs_count: 0 });
}

function toProtocol(p: ProtocolRow, extras: Extras): TProtocol {
  const { category, program } = extras;
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    status: p.status,
    version: p.version,
    has_draft_changes: p.has_draft_changes,
    access: p.access,
    price_minor: p.price_minor,
    currency: p.currency,
    category_id: p.category_id,
    category: category?.id ? { id: category.id, name: category.name ?? '', slug: category.slug ?? '' } : null,
    program_id: p.program_id,
    program: program?.id ? { id: program.id, title: program.title ?? '' } : null,
    steps_count: extras.steps_count,
    runs_count: extras.runs_count,
    published_at: p.published_at?.toISOString() ?? null,
    created_at: p.created_at.toISOString(),
    updated_at: p.updated_at.toISOString(),
  };
}
