import { and, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  TItemCreateRequest,
  TItemUpdateRequest,
  TListItemsQuery,
  TProtocolItem,
  TProtocolItemKind,
} from '@ito/contracts/protocols/items';
import { assessmentQuestions, protocolItems, protocolNodes, recurringModules } from '../../db/schema/protocols.ts';
import type { Db } from '../../platform/db.ts';
import { locked, notFound } from '../../platform/errors.ts';
import { offsetOf } from '../../platform/paging.ts';
import { isForeignKeyViolation, markDraftChanged } from './access.ts';
import { questionMaxScore } from './scoring.ts';

export type ItemRow = typeof protocolItems.$inferSelect;

/** An item of the protocol and kind in the path; any other (another protocol's, another kind) is 404. */
export async function loadItem(db: Db, protocolId: string, kind: TProtocolItemKind, itemId: string): Promise<ItemRow> {
  const [row] = await db
    .select()
    .from(protocolItems)
    .where(and(eq(protocolItems.id, itemId), eq(protocolItems.protocol_id, protocolId), eq(protocolItems.kind, kind)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

const usesOf: SQL<number> = sql<number>`(
  (select count(*) from protocol_nodes n where n.selected_item_id = "protocol_items"."id") +
  (select count(*) from recurring_modules m where m.selected_item = "protocol_items"."id")
)`.mapWith(Number);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listItems(
  db: Db,
  protocolId: string,
  kind: TProtocolItemKind,
  query: TListItemsQuery,
): Promise<{ data: TProtocolItem[]; total: number }> {
  const where = and(
    eq(protocolItems.protocol_id, protocolId),
    eq(protocolItems.kind, kind),
    query.search ? ilike(protocolItems.name, `%${escapeLike(query.search)}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ item: protocolItems, uses: usesOf })
      .from(protocolItems)
      .where(where)
      .orderBy(asc(protocolItems.created_at), asc(protocolItems.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(protocolItems).where(where),
  ]);
  const scores = await scoresOf(
    db,
    rows.map((r) => r.item.id),
  );
  return { data: rows.map((r) => toItem(r.item, r.uses, scores.get(r.item.id))), total: total?.n ?? 0 };
}

export async function getItem(db: Db, protocolId: string, kind: TProtocolItemKind, itemId: string) {
  return itemView(db, await loadItem(db, protocolId, kind, itemId));
}

export async function createItem(
  db: Db,
  protocolId: string,
  kind: TProtocolItemKind,
  input: TItemCreateRequest,
): Promise<TProtocolItem> {
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(protocolItems)
      .values({ protocol_id: protocolId, kind, name: input.name, description: input.description, data: input.data })
      .returning();
    await markDraftChanged(tx, protocolId);
    return inserted!;
  });
  return itemView(db, row);
}

export async function updateItem(
  db: Db,
  protocolId: string,
  kind: TProtocolItemKind,
  itemId: string,
  input: TItemUpdateRequest,
): Promise<TProtocolItem> {
  await loadItem(db, protocolId, kind, itemId);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(protocolItems)
      .set({ ...input, updated_at: new Date() })
      .where(eq(protocolItems.id, itemId))
      .returning();
    await markDraftChanged(tx, protocolId);
    return updated!;
  });
  return itemView(db, row);
}

/** The names of what uses an item: its steps (by name, else id) and recurring modules. */
export async function usesOfItem(db: Db, itemId: string): Promise<string[]> {
  const [steps, modules] = await Promise.all([
    db
      .select({ name: protocolNodes.name, key: protocolNodes.node_key })
      .from(protocolNodes)
      .where(eq(protocolNodes.selected_item_id, itemId))
      .orderBy(asc(protocolNodes.position))
      .limit(50),
    db
      .select({ module: recurringModules.selected_module })
      .from(recurringModules)
      .where(eq(recurringModules.selected_item, itemId))
      .orderBy(asc(recurringModules.created_at))
      .limit(50),
  ]);
  return [
    ...steps.map((s) => (s.name.trim() === '' ? s.key : s.name)),
    ...modules.map((m, i) => `Recurring module ${i + 1}${m.module ? ` (${m.module})` : ''}`),
  ];
}

/** 423 while a step of the draft or a recurring module uses it; published versions hold their own copies. */
export async function deleteItem(db: Db, protocolId: string, kind: TProtocolItemKind, itemId: string): Promise<void> {
  await loadItem(db, protocolId, kind, itemId);
  const used = await usesOfItem(db, itemId);
  if (used.length > 0) throw locked(used, false);
  try {
    await db.transaction(async (tx) => {
      await tx.delete(protocolItems).where(eq(protocolItems.id, itemId));
      await markDraftChanged(tx, protocolId);
    });
  } catch (err) {
    // A step saved between the check and the delete: the foreign key (ON DELETE RESTRICT) refuses it.
    if (isForeignKeyViolation(err)) throw locked(await usesOfItem(db, itemId), false);
    throw err;
  }
}

type Scores = { question_count: number; max_score: number };

/** Question counts and best possible scores of assessment items, one query for a whole page. */
export async function scoresOf(db: Db, itemIds: string[]): Promise<Map<string, Scores>> {
  const map = new Map<string, Scores>();
  if (itemIds.length === 0) return map;
  const rows = await db
    .select({
      item_id: assessmentQuestions.item_id,
      kind: assessmentQuestions.kind,
      options: assessmentQuestions.options,
    })
    .from(assessmentQuestions)
    .where(inArray(assessmentQuestions.item_id, itemIds));
  for (const q of rows) {
    const entry = map.get(q.item_id) ?? { question_count: 0, max_score: 0 };
    entry.question_count += 1;
    entry.max_score += questionMaxScore(q.kind, q.options);
    map.set(q.item_id, entry);
  }
  return map;
}

/** One query after the other: callers may pass a transaction (the seed does), one pg client. */
async function itemView(db: Db, row: ItemRow): Promise<TProtocolItem> {
  const [uses] = await db.select({ n: usesOf }).from(protocolItems).where(eq(protocolItems.id, row.id));
  const scores = await scoresOf(db, [row.id]);
  return toItem(row, uses?.n ?? 0, scores.get(row.id));
}

function toItem(row: ItemRow, uses: number, scores: Scores | undefined): TProtocolItem {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    description: row.description,
    data: row.data,
    question_count: scores?.question_count ?? 0,
    max_score: scores?.max_score ?? 0,
    uses_count: uses,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
