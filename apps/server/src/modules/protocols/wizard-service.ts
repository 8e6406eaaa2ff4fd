import { and, count, eq, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import type { TAiWizardRequest, TAiWizardResponse } from '@ito/contracts/protocols/ai-wizard';
import type { TGraph } from '@ito/contracts/protocols/graph';
import { parseIntent } from '@ito/planner/parse';
import { defaultRecurringModule } from '@ito/protocol/recurring';
import {
  assessmentQuestions,
  protocolItems,
  protocolNodes,
  protocols,
  recurringModules,
} from '../../db/schema/protocols.ts';
import { calendarDay } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { invalid } from '../../platform/errors.ts';
import type { ProtocolRow } from './access.ts';
import { saveGraph } from './graph-service.ts';
import { scoresOf } from './item-service.ts';
import type { ModelClient } from '../../platform/model-client.ts';
import { draftFromIntent, type Draft } from './wizard-draft.ts';
import { draftWithModel, type WizardDraft } from './wizard-model.ts';

/** Marks the recurring modules the wizard made, so that replacing its draft replaces them too. */
const WIZARD_SOURCE = 'wizard';

/**
 * Drafts a protocol from a description and saves it as the draft, all in one transaction: new items (with the
 * assessment's questions), the graph, and a recurring reminder. The graph replaces the draft's, which needs `replace`
 * when the draft already has steps (so one click never loses a creator's work). Replacing also removes what only the
 * replaced draft used: the wizard's earlier reminders and the items of the replaced steps that nothing uses any more.
 * Items the creator made that no replaced step used are kept.
 */
export async function runWizard(
  db: Db,
  protocol: ProtocolRow,
  input: TAiWizardRequest,
  now: Date,
  model: ModelClient | null = null,
): Promise<TAiWizardResponse['data']> {
  const builtIn = draftFromIntent(parseIntent(input.description, calendarDay(now)));
  // Asked before the transaction: a model call must not hold one open.
  const drafted = await draftWithModel(model, input.description, builtIn);
  const { draft } = drafted;
  const { graph, itemIds } = await db.transaction(async (tx) => {
    const [steps] = await tx
      .select({ n: count() })
      .from(protocolNodes)
      .where(eq(protocolNodes.protocol_id, protocol.id));
    if ((steps?.n ?? 0) > 0 && !input.replace) {
      throw invalid('replace', 'protocols.wizard_replace');
    }
    const replaced = await dropReplacedDraft(tx, protocol.id);
    const ids = await insertDraftItems(tx, protocol.id, draft);
    if (protocol.description.trim() === '') {
      await tx.update(protocols).set({ description: input.description }).where(eq(protocols.id, protocol.id));
    }
    const nodes = draft.nodes.map((node) => ({
      ...node,
      data: {
        ...node.data,
        selectedItemId: node.data.selectedItemId ? (ids.get(node.data.selectedItemId) ?? null) : null,
      },
    }));
    const saved = await saveGraph(tx, protocol, { nodes, viewport: null });
    await deleteUnusedItems(tx, protocol.id, replaced);
    return { graph: saved, itemIds: [...ids.values()] };
  });
  return answer(db, drafted, graph, itemIds);
}

/**
 * Before the new draft is written: removes the wizard's reminders and answers the items the old steps and those
 * reminders used (the candidates for removal once the new graph is saved).
 */
async function dropReplacedDraft(tx: Db, protocolId: string): Promise<string[]> {
  const stepItems = await tx
    .selectDistinct({ id: protocolNodes.selected_item_id })
    .from(protocolNodes)
    .where(and(eq(protocolNodes.protocol_id, protocolId), isNotNull(protocolNodes.selected_item_id)));
  const reminders = await tx
    .delete(recurringModules)
    .where(
      and(
        eq(recurringModules.protocol_id, protocolId),
        sql`${recurringModules.settings}->>'source' = ${WIZARD_SOURCE}`,
      ),
    )
    .returning({ id: recurringModules.selected_item });
  const ids = [...stepItems, ...reminders].map((r) => r.id).filter((id): id is string => id !== null);
  return [...new Set(ids)];
}

async function insertDraftItems(tx: Db, protocolId: string, draft: Draft): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const item of draft.items) {
    const [row] = await tx
      .insert(protocolItems)
      .values({
        protocol_id: protocolId,
        kind: item.kind,
        name: item.name,
        description: item.description,
        data: item.data,
      })
      .returning({ id: protocolItems.id });
    ids.set(item.key, row!.id);
    if (item.questions && item.questions.length > 0) {
      await tx
        .insert(assessmentQuestions)
        .values(item.questions.map((q, position) => ({ ...q, item_id: row!.id, position })));
    }
  }
  const { protocol_id: _p, ...defaults } = defaultRecurringModule();
  for (const module of draft.modules) {
    await tx.insert(recurringModules).values({
      ...defaults,
      ...module,
      protocol_id: protocolId,
      selected_item: ids.get(module.selected_item) ?? null,
      settings: { source: WIZARD_SOURCE },
    });
  }
  return ids;
}

/** Deletes the candidates that no step and no recurring module uses now (their questions go with them). */
async function deleteUnusedItems(tx: Db, protocolId: string, candidates: string[]): Promise<void> {
  if (candidates.length === 0) return;
  await tx.delete(protocolItems).where(
    and(
      eq(protocolItems.protocol_id, protocolId),
      inArray(protocolItems.id, candidates),
      notExists(
        tx
          .select({ one: sql`1` })
          .from(protocolNodes)
          .where(eq(protocolNodes.selected_item_id, protocolItems.id)),
      ),
      notExists(
        tx
          .select({ one: sql`1` })
          .from(recurringModules)
          .where(eq(recurringModules.selected_item, protocolItems.id)),
      ),
    ),
  );
}

async function answer(
  db: Db,
  { draft, draftedBy, model }: WizardDraft,
  graph: TGraph,
  itemIds: string[],
): Promise<TAiWizardResponse['data']> {
  const created = await db.select().from(protocolItems).where(inArray(protocolItems.id, itemIds));
  const scores = await scoresOf(db, itemIds);
  return {
    graph,
    items: created.map((i) => ({
      id: i.id,
      kind: i.kind,
      name: i.name,
      description: i.description,
      data: i.data,
      question_count: scores.get(i.id)?.question_count ?? 0,
      max_score: scores.get(i.id)?.max_score ?? 0,
      uses_count:
        graph.nodes.filter((n) => n.data.selectedItemId === i.id).length +
        (i.kind === 'nudge' ? draft.modules.length : 0),
      created_at: i.created_at.toISOString(),
      updated_at: i.updated_at.toISOString(),
    })),
    understood: {
      domain: draft.domain,
      goal: draft.goal,
      sessions_per_week: draft.isFrequencyStated ? draft.sessionsPerWeek : null,
      assumptions: draft.assumptions,
    },
    drafted_by: draftedBy,
    model,
  };
}
