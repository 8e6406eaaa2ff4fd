import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type {
  TAiModule,
  TCreateAiModuleRequest,
  TListAiModulesQuery,
  TUpdateAiModuleRequest,
} from '@ito/contracts/protocols/ai-modules';
import { PROTOCOL_LIMITS } from '@ito/contracts/protocols/fields';
import { protocolAiModules } from '../../db/schema/protocols.ts';
import type { Db } from '../../platform/db.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { offsetOf } from '../../platform/paging.ts';

type ModuleRow = typeof protocolAiModules.$inferSelect;

async function loadAiModule(db: Db, protocolId: string, moduleId: string): Promise<ModuleRow> {
  const [row] = await db
    .select()
    .from(protocolAiModules)
    .where(and(eq(protocolAiModules.id, moduleId), eq(protocolAiModules.protocol_id, protocolId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function getAiModule(db: Db, protocolId: string, moduleId: string): Promise<TAiModule> {
  return toAiModule(await loadAiModule(db, protocolId, moduleId));
}

export async function listAiModules(
  db: Db,
  protocolId: string,
  query: TListAiModulesQuery,
): Promise<{ data: TAiModule[]; total: number }> {
  const where = and(
    eq(protocolAiModules.protocol_id, protocolId),
    query.kind ? eq(protocolAiModules.kind, query.kind) : undefined,
    query.hierarchy !== undefined ? eq(protocolAiModules.hierarchy, query.hierarchy) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(protocolAiModules)
      .where(where)
      // The main module first, then branches by place in the tree and index among siblings.
      .orderBy(
        sql`case when ${protocolAiModules.kind} = 'main' then 0 else 1 end`,
        asc(protocolAiModules.hierarchy),
        asc(protocolAiModules.index),
      )
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(protocolAiModules).where(where),
  ]);
  return { data: rows.map(toAiModule), total: total?.n ?? 0 };
}

/** One main module per protocol; a branch's place (hierarchy, index) is taken by one module at most. */
async function checkPlace(
  db: Db,
  protocolId: string,
  place: { kind: 'main' | 'branch'; hierarchy: string; index: number },
  exceptId?: string,
): Promise<void> {
  const others = exceptId ? ne(protocolAiModules.id, exceptId) : undefined;
  if (place.kind === 'main') {
    const [main] = await db
      .select({ id: protocolAiModules.id })
      .from(protocolAiModules)
      .where(and(eq(protocolAiModules.protocol_id, protocolId), eq(protocolAiModules.kind, 'main'), others))
      .limit(1);
    if (main) throw invalid('kind', 'protocols.main_ai_exists');
    return;
  }
  const [taken] = await db
    .select({ id: protocolAiModules.id })
    .from(protocolAiModules)
    .where(
      and(
        eq(protocolAiModules.protocol_id, protocolId),
        eq(protocolAiModules.kind, 'branch'),
        eq(protocolAiModules.hierarchy, place.hierarchy),
        eq(protocolAiModules.index, place.index),
        others,
      ),
    )
    .limit(1);
  if (taken)
    throw invalid('index', {
      code: 'protocols.branch_taken',
      params: { hierarchy: place.hierarchy, index: place.index },
    });
}

export async function createAiModule(db: Db, protocolId: string, input: TCreateAiModuleRequest): Promise<TAiModule> {
  const [existing] = await db
    .select({ n: count() })
    .from(protocolAiModules)
    .where(eq(protocolAiModules.protocol_id, protocolId));
  if ((existing?.n ?? 0) >= PROTOCOL_LIMITS.aiModulesMax) {
    throw invalid('kind', { code: 'protocols.ai_modules_max', params: { maximum: PROTOCOL_LIMITS.aiModulesMax } });
  }
  const place = input.kind === 'main' ? { ...input, hierarchy: '', index: 0 } : input;
  await checkPlace(db, protocolId, place);
  const [row] = await db
    .insert(protocolAiModules)
    .values({ ...place, protocol_id: protocolId })
    .returning();
  return toAiModule(row!);
}

export async function updateAiModule(
  db: Db,
  protocolId: string,
  moduleId: string,
  input: TUpdateAiModuleRequest,
): Promise<TAiModule> {
  const current = await loadAiModule(db, protocolId, moduleId);
  // The main module has no place in the branch tree: a hierarchy or index sent for it is ignored.
  const changes = current.kind === 'main' ? { ...input, hierarchy: undefined, index: undefined } : input;
  if (current.kind === 'branch') {
    if (changes.hierarchy === '') throw invalid('hierarchy', 'protocols.branch_place');
    await checkPlace(
      db,
      protocolId,
      { kind: 'branch', hierarchy: changes.hierarchy ?? current.hierarchy, index: changes.index ?? current.index },
      moduleId,
    );
  }
  const [row] = await db
    .update(protocolAiModules)
    .set({ ...changes, updated_at: new Date() })
    .where(eq(protocolAiModules.id, moduleId))
    .returning();
  return toAiModule(row!);
}

export async function deleteAiModule(db: Db, protocolId: string, moduleId: string): Promise<void> {
  await loadAiModule(db, protocolId, moduleId);
  await db.delete(protocolAiModules).where(eq(protocolAiModules.id, moduleId));
}

function toAiModule(row: ModuleRow): TAiModule {
  return {
    id: row.id,
    kind: row.kind,
    hierarchy: row.hierarchy,
    index: row.index,
    name: row.name,
    prompt: row.prompt,
    settings: row.settings,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
