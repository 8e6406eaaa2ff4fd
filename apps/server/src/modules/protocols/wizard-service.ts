import { count, eq } from 'drizzle-orm';
import type { TAiWizardRequest, TAiWizardResponse } from '@ito/contracts/protocols/ai-wizard';
import { parseIntent } from '@ito/planner/parse';
import { calendarDay } from '../../platform/clock.ts';
import {
  assessmentQuestions,
  protocolItems,
  protocolNodes,
  protocols,
  recurringModules,
} from '../../db/schema/protocols.ts';
import type { Db } from '../../platform/db.ts';
import { invalid } from '../../platform/errors.ts';
import type { ProtocolRow } from './access.ts';
import { saveGraph } from './graph-service.ts';
import { scoresOf } from './item-service.ts';
import { draftFromIntent } from './wizard-draft.ts';
import { defaultRecurringModule } from '@ito/protocol/recurring';

/**
 * Drafts a protocol from a description and saves it as the draft: new items (with the assessment's questions), the
 * graph, and a recurring reminder. The items are added beside any the protocol has; the graph replaces the draft's,
 * which needs `replace` when the draft already has steps (so one click never loses a creator's work).
 */
export async function runWizard(
  db: Db,
  protocol: ProtocolRow,
  input: TAiWizardRequest,
  now: Date,
): Promise<TAiWizardResponse['data']> {
  const [steps] = await db.select({ n: count() }).from(protocolNodes).where(eq(protocolNodes.protocol_id, protocol.id));
  if ((steps?.n ?? 0) > 0 && !input.replace) {
    throw invalid('replace', 'The draft already has steps: confirm to replace them with the drafted protocol.');
  }
  const draft = draftFromIntent(parseIntent(input.description, calendarDay(now)));

  const itemIds = await db.transaction(async (tx) => {
    const ids = new Map<string, string>();
    for (const item of draft.items) {
      const [row] = await tx
        .insert(protocolItems)
        .values({
          protocol_id: protocol.id,
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
    for (const module of draft.modules) {
      const { protocol_id: _p, ...defaults } = defaultRecurringModule();
      await tx.insert(recurringModules).values({
        ...defaults,
        ...module,
        protocol_id: protocol.id,
        selected_item: ids.get(module.selected_item) ?? null,
      });
    }
    if (protocol.description.trim() === '') {
      await tx.update(protocols).set({ description: input.description }).where(eq(protocols.id, protocol.id));
    }
    return ids;
  });

  const nodes = draft.nodes.map((node) => ({
    ...node,
    data: {
      ...node.data,
      selectedItemId: node.data.selectedItemId ? (itemIds.get(node.data.selectedItemId) ?? null) : null,
    },
  }));
  const graph = await saveGraph(db, protocol, { nodes, viewport: null });
  const items = await db.select().from(protocolItems).where(eq(protocolItems.protocol_id, protocol.id));
  const created = items.filter((i) => [...itemIds.values()].includes(i.id));
  const scores = await scoresOf(
    db,
    created.map((i) => i.id),
  );
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
      sessions_per_week: draft.sessionsPerWeek,
      assumptions: draft.assumptions,
    },
  };
}
