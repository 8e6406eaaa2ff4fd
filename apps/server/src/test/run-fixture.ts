import type { FlowNode } from '@ito/protocol/model';
import { jumpRule, step } from '@ito/protocol/test/engine-fixtures';
import { protocolVersions, protocols } from '../db/schema/protocols.ts';
import type { Db } from '../platform/db.ts';

/**
 * Test data for runs: published protocols written straight to the tables in decision 017's frozen-graph format (the
 * builder and publishing are another module's).
 */

// The step builders of the engine's own tests: one shape for a step everywhere.
export { step };

export const ITEMS = {
  nudge: {
    id: '5a1f0c2e-0000-4000-8000-000000000001',
    kind: 'nudge',
    name: 'Practise today',
    description: 'Ten calm minutes.',
  },
  check: {
    id: '5a1f0c2e-0000-4000-8000-000000000002',
    kind: 'assessment',
    name: 'Weekly check',
    description: 'How did the week go?',
    questions: [
      {
        id: 'q1',
        text: 'Days you practised',
        options: [
          { label: 'None', score: 0 },
          { label: 'Most', score: 2 },
        ],
      },
      {
        id: 'q2',
        text: 'How calm you feel',
        options: [
          { label: 'Tense', score: 0 },
          { label: 'Calm', score: 2 },
        ],
      },
    ],
  },
};

/**
 * nudge -> followup -> wait (`waitMinutes`) -> assessment (score >= 3: finish, else jump back to the nudge).
 */
export function practiceLoop(waitMinutes = 60): FlowNode[] {
  return [
    step('start', 'population', null),
    step('nudge', 'nudge', 'start', { selectedItemName: ITEMS.nudge.name, selectedItemId: ITEMS.nudge.id }),
    step('call', 'followup', 'nudge', { name: 'Call the follower' }),
    step('wait', 'wait', 'call', { waitMinutes }),
    step('check', 'assessment', 'wait', {
      selectedItemName: ITEMS.check.name,
      selectedItemId: ITEMS.check.id,
      questionCount: 2,
      nextStepCondition: { kind: 'score_at_least', value: 3 },
      rules: jumpRule('again', 'done'),
    }),
    step('again', 'jump', 'check', { rules: jumpRule('nudge') }),
    step('done', 'finish', 'check'),
  ];
}

/** A protocol with `versions` published versions (each the given graph unless `graphs` names one per version). */
export async function publishedProtocol(
  db: Db,
  input: { ownerId: string; name?: string; programId?: string; nodes?: FlowNode[]; graphs?: FlowNode[][] },
) {
  const graphs = input.graphs ?? [input.nodes ?? practiceLoop()];
  const [protocol] = await db
    .insert(protocols)
    .values({
      owner_id: input.ownerId,
      name: input.name ?? 'Calm practice',
      program_id: input.programId ?? null,
      status: 'published',
      version: graphs.length,
      has_draft_changes: false,
      published_at: new Date(),
    })
    .returning();
  await db.insert(protocolVersions).values(
    graphs.map((nodes, i) => ({
      protocol_id: protocol!.id,
      version: i + 1,
      graph: { nodes, items: Object.values(ITEMS), modules: [] },
      published_by: input.ownerId,
    })),
  );
  return protocol!;
}
