import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TFlowNode, TGraph, TSaveGraphRequest } from '@ito/contracts/protocols/graph';
import type { TProtocolItemKind } from '@ito/contracts/protocols/items';
import { validateProtocol } from '@ito/protocol/validate';
import { protocolItems, protocolNodes, protocols } from '../../db/schema/protocols.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, invalid, type MessageInput } from '../../platform/errors.ts';
import { isForeignKeyViolation, type ProtocolRow } from './access.ts';
import { scoresOf } from './item-service.ts';

/**
 * The item kind each step kind uses (decision 017: `selectedItemId` names an item of the same protocol). A followup
 * may name an activity for the creator to do; population, wait, jump, finish and fail use none.
 */
export const STEP_ITEM_KIND: Partial<Record<TFlowNode['data']['type'], TProtocolItemKind>> = {
  nudge: 'nudge',
  assessment: 'assessment',
  challenge: 'challenge',
  kpi: 'kpi',
  order: 'order',
  services: 'service',
  followup: 'activity',
};

type NodeRow = typeof protocolNodes.$inferSelect;

/** The draft's steps in node order (the engine follows the first child), with item names and question counts. */
export async function loadDraftNodes(db: Db, protocolId: string): Promise<TFlowNode[]> {
  const rows = await db
    .select({ node: protocolNodes, item_name: protocolItems.name, item_kind: protocolItems.kind })
    .from(protocolNodes)
    .leftJoin(protocolItems, eq(protocolItems.id, protocolNodes.selected_item_id))
    .where(eq(protocolNodes.protocol_id, protocolId))
    .orderBy(asc(protocolNodes.position));
  const assessments = rows.filter((r) => r.item_kind === 'assessment').map((r) => r.node.selected_item_id!);
  const scores = await scoresOf(db, [...new Set(assessments)]);
  return rows.map(({ node, item_name, item_kind }) =>
    toFlowNode(
      node,
      item_name,
      item_kind === 'assessment' ? (scores.get(node.selected_item_id!)?.question_count ?? 0) : null,
    ),
  );
}

function toFlowNode(row: NodeRow, itemName: string | null, questionCount: number | null): TFlowNode {
  const rule = (row.rules as { jumpRule?: TFlowNode['data']['rules']['jumpRule'] }).jumpRule ?? null;
  return {
    id: row.node_key,
    parentId: row.parent_key,
    data: {
      name: row.name,
      type: row.type,
      className: row.class_name,
      description: row.description,
      target: row.target,
      nextStepCondition: (row.next_step_condition as TFlowNode['data']['nextStepCondition']) ?? null,
      rules: { jumpRule: rule },
      selectedItemName: itemName,
      selectedItemId: row.selected_item_id,
      waitMinutes: row.wait_minutes,
      questionCount,
    },
    position: { x: row.x, y: row.y },
  };
}

export async function getGraph(db: Db, protocol: ProtocolRow): Promise<TGraph> {
  const nodes = await loadDraftNodes(db, protocol.id);
  const viewport = (protocol.settings.viewport as TGraph['viewport'] | undefined) ?? null;
  return {
    nodes,
    viewport,
    errors: validateProtocol(nodes),
    version: protocol.version,
    has_draft_changes: protocol.has_draft_changes,
  };
}

/** Shape checks the schema cannot make: unique ids, no self-parent, items of this protocol and of the step's kind. */
async function checkGraph(db: Db, protocolId: string, input: TSaveGraphRequest): Promise<void> {
  const errors: Record<string, MessageInput[]> = {};
  const add = (field: string, message: MessageInput) => (errors[field] ??= []).push(message);
  const seen = new Set<string>();
  input.nodes.forEach((node, i) => {
    if (seen.has(node.id)) add(`nodes.${i}.id`, { code: 'protocols.step_id_twice', params: { id: node.id } });
    seen.add(node.id);
    if (node.parentId === node.id) add(`nodes.${i}.parentId`, 'protocols.step_self_parent');
  });
  const itemIds = [...new Set(input.nodes.map((n) => n.data.selectedItemId).filter((id): id is string => !!id))];
  const items =
    itemIds.length === 0
      ? []
      : await db
          .select({ id: protocolItems.id, kind: protocolItems.kind })
          .from(protocolItems)
          .where(and(eq(protocolItems.protocol_id, protocolId), inArray(protocolItems.id, itemIds)));
  const kindOf = new Map(items.map((i) => [i.id, i.kind]));
  input.nodes.forEach((node, i) => {
    const itemId = node.data.selectedItemId;
    if (!itemId) return;
    const expected = STEP_ITEM_KIND[node.data.type];
    const field = `nodes.${i}.data.selectedItemId`;
    if (!kindOf.has(itemId)) add(field, 'protocols.choose_item');
    else if (!expected) add(field, { code: 'protocols.step_no_item', params: { kind: node.data.type } });
    else if (kindOf.get(itemId) !== expected)
      add(field, { code: 'protocols.step_item_kind', params: { kind: node.data.type, expected } });
  });
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError('validation', first, { fields: errors });
}

/**
 * Replaces the draft graph in one transaction and answers it with its validation errors. Saving never refuses a graph
 * for validation errors (drafts may be incomplete); publishing does.
 */
export async function saveGraph(db: Db, protocol: ProtocolRow, input: TSaveGraphRequest): Promise<TGraph> {
  await checkGraph(db, protocol.id, input);
  const settings = { ...protocol.settings, viewport: input.viewport ?? protocol.settings.viewport ?? null };
  await replaceNodes(db, protocol, input, settings).catch((err: unknown) => {
    // An item deleted between the check and the write: its foreign key refuses the step.
    if (isForeignKeyViolation(err)) throw invalid('nodes', 'protocols.item_deleted');
    throw err;
  });
  return getGraph(db, { ...protocol, settings, has_draft_changes: true });
}

async function replaceNodes(
  db: Db,
  protocol: ProtocolRow,
  input: TSaveGraphRequest,
  settings: Record<string, unknown>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(protocolNodes).where(eq(protocolNodes.protocol_id, protocol.id));
    const values = input.nodes.map((node, position) => ({
      protocol_id: protocol.id,
      node_key: node.id,
      parent_key: node.parentId,
      position,
      type: node.data.type,
      name: node.data.name,
      class_name: node.data.className,
      description: node.data.description,
      target: node.data.target,
      next_step_condition: node.data.nextStepCondition,
      rules: { jumpRule: node.data.rules.jumpRule },
      selected_item_id: node.data.selectedItemId,
      wait_minutes: node.data.waitMinutes,
      x: node.position.x,
      y: node.position.y,
    }));
    if (values.length > 0) await tx.insert(protocolNodes).values(values);
    await tx
      .update(protocols)
      .set({ settings, has_draft_changes: true, updated_at: new Date() })
      .where(eq(protocols.id, protocol.id));
  });
}
