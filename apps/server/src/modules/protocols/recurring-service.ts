import { and, asc, count, eq } from 'drizzle-orm';
import {
  NEXT_RUN_TIMES_COUNT,
  RECURRING_ITEM_KIND,
  recurringModuleProblem,
  type TCreateRecurringModuleRequest,
  type TRecurringModule,
} from '@ito/contracts/protocols/recurring-modules';
import { PROTOCOL_LIMITS } from '@ito/contracts/protocols/fields';
import type { TPageQuery } from '@ito/contracts/common/paging';
import {
  defaultRecurringModule,
  nextRunTimes,
  resetRecurringModule,
  type RecurringModule,
  type WeekDay,
} from '@ito/protocol/recurring';
import { protocolItems, recurringModules } from '../../db/schema/protocols.ts';
import type { Db } from '../../platform/db.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { offsetOf } from '../../platform/paging.ts';
import { markDraftChanged } from './access.ts';

type ModuleRow = typeof recurringModules.$inferSelect;

async function loadModule(db: Db, protocolId: string, moduleId: string): Promise<ModuleRow> {
  const [row] = await db
    .select()
    .from(recurringModules)
    .where(and(eq(recurringModules.id, moduleId), eq(recurringModules.protocol_id, protocolId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** The row as the pure package's `RecurringModule` (what `nextRunTimes` reads and publishing freezes). */
export function toRecurringModule(row: ModuleRow): RecurringModule & { id: string } {
  return {
    id: row.id,
    target: row.target,
    role: row.role,
    protocol_id: row.protocol_id,
    selected_module: row.selected_module,
    selected_item: row.selected_item,
    at_week_days: row.at_week_days as WeekDay[],
    run_every: row.run_every,
    at_time: row.at_time,
    every_hour: row.every_hour,
    start_after: row.start_after,
    stop_after: row.stop_after,
    repeat: row.repeat,
    prevent_finish: row.prevent_finish,
    settings: row.settings,
  };
}

/**
 * A module that could never run is refused: it must say what it repeats, and its item must be one
 * of this protocol's items of the kind it repeats (an activity module repeats an activity).
 */
async function checkRunnable(db: Db, protocolId: string, module: RecurringModule): Promise<void> {
  const problem = recurringModuleProblem(module);
  if (problem) throw invalid(problem.field, problem.code);
  if (!module.selected_item) return;
  const [item] = await db
    .select({ kind: protocolItems.kind })
    .from(protocolItems)
    .where(and(eq(protocolItems.id, module.selected_item), eq(protocolItems.protocol_id, protocolId)))
    .limit(1);
  const wanted = module.selected_module ? RECURRING_ITEM_KIND[module.selected_module] : null;
  if (!item || (module.target === 'follower' && wanted !== item.kind)) {
    throw invalid('selected_item', 'protocols.choose_item');
  }
}

/** A module's stored fields: the pure model without `protocol_id` (the row's own column). */
function columnsOf(module: RecurringModule) {
  const { protocol_id: _protocolId, ...fields } = module;
  return fields;
}

export async function listRecurringModules(
  db: Db,
  protocolId: string,
  query: TPageQuery,
  now: Date,
): Promise<{ data: TRecurringModule[]; total: number }> {
  const where = eq(recurringModules.protocol_id, protocolId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ module: recurringModules, item_name: protocolItems.name })
      .from(recurringModules)
      .leftJoin(protocolItems, eq(protocolItems.id, recurringModules.selected_item))
      .where(where)
      .orderBy(asc(recurringModules.created_at), asc(recurringModules.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(recurringModules).where(where),
  ]);
  return { data: rows.map((r) => toView(r.module, r.item_name, now)), total: total?.n ?? 0 };
}

/** What the request leaves out takes the SPEC defaults (`defaultRecurringModule`). */
export async function createRecurringModule(
  db: Db,
  protocolId: string,
  input: TCreateRecurringModuleRequest,
  now: Date,
): Promise<TRecurringModule> {
  const [existing] = await db
    .select({ n: count() })
    .from(recurringModules)
    .where(eq(recurringModules.protocol_id, protocolId));
  if ((existing?.n ?? 0) >= PROTOCOL_LIMITS.recurringModulesMax) {
    throw invalid('modules', {
      code: 'protocols.recurring_max',
      params: { maximum: PROTOCOL_LIMITS.recurringModulesMax },
    });
  }
  const module = { ...defaultRecurringModule(), ...input, protocol_id: protocolId };
  await checkRunnable(db, protocolId, module);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(recurringModules)
      .values({ ...columnsOf(module), protocol_id: protocolId })
      .returning();
    await markDraftChanged(tx, protocolId);
    return inserted!;
  });
  return moduleView(db, row, now);
}

export async function updateRecurringModule(
  db: Db,
  protocolId: string,
  moduleId: string,
  input: TCreateRecurringModuleRequest,
  now: Date,
): Promise<TRecurringModule> {
  const current = await loadModule(db, protocolId, moduleId);
  const merged = { ...toRecurringModule(current), ...input };
  if (merged.start_after != null && merged.stop_after != null && merged.stop_after <= merged.start_after) {
    throw invalid('stop_after', 'protocols.stop_after');
  }
  await checkRunnable(db, protocolId, merged);
  return saveModule(db, protocolId, moduleId, merged, now);
}

/**
 * SPEC section 4: back to the defaults, in place (same id, same protocol), except what the module repeats (its target,
 * kind and item): a module that repeats nothing is refused, so the reset keeps it runnable.
 */
export async function resetModule(db: Db, protocolId: string, moduleId: string, now: Date): Promise<TRecurringModule> {
  const current = toRecurringModule(await loadModule(db, protocolId, moduleId));
  const { target, selected_module, selected_item } = current;
  const reset = { ...resetRecurringModule(current), target, selected_module, selected_item };
  return saveModule(db, protocolId, moduleId, reset, now);
}

async function saveModule(
  db: Db,
  protocolId: string,
  moduleId: string,
  module: RecurringModule,
  now: Date,
): Promise<TRecurringModule> {
  const { id: _id, ...fields } = columnsOf(module) as ReturnType<typeof columnsOf> & { id?: string };
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(recurringModules)
      .set({ ...fields, updated_at: new Date() })
      .where(eq(recurringModules.id, moduleId))
      .returning();
    await markDraftChanged(tx, protocolId);
    return updated!;
  });
  return moduleView(db, row, now);
}

export async function deleteRecurringModule(db: Db, protocolId: string, moduleId: string): Promise<void> {
  await loadModule(db, protocolId, moduleId);
  await db.transaction(async (tx) => {
    await tx.delete(recurringModules).where(eq(recurringModules.id, moduleId));
    await markDraftChanged(tx, protocolId);
  });
}

async function moduleView(db: Db, row: ModuleRow, now: Date): Promise<TRecurringModule> {
  const [item] = row.selected_item
    ? await db.select({ name: protocolItems.name }).from(protocolItems).where(eq(protocolItems.id, row.selected_item))
    : [];
  return toView(row, item?.name ?? null, now);
}

function toView(row: ModuleRow, itemName: string | null, now: Date): TRecurringModule {
  const module = toRecurringModule(row);
  return {
    ...module,
    protocol_id: row.protocol_id,
    selected_item_name: itemName,
    next_run_times: nextRunTimes(module, now.toISOString(), NEXT_RUN_TIMES_COUNT),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
