import { and, eq } from 'drizzle-orm';
import { ZCreateQuestionRequest } from '@ito/contracts/protocols/assessment-questions';
import { ZCreateProtocolRequest } from '@ito/contracts/protocols/create-protocol';
import { ZSaveGraphRequest, type TFlowNodeInput } from '@ito/contracts/protocols/graph';
import { itemCreateSchema, type TProtocolItemKind } from '@ito/contracts/protocols/items';
import { loadOwnedProtocol } from '../../modules/protocols/access.ts';
import { saveGraph } from '../../modules/protocols/graph-service.ts';
import { createItem } from '../../modules/protocols/item-service.ts';
import { createProtocol } from '../../modules/protocols/protocol-service.ts';
import { publishProtocol } from '../../modules/protocols/publish-service.ts';
import { createQuestion } from '../../modules/protocols/question-service.ts';
import type { Db } from '../../platform/db.ts';
import { users } from '../schema/auth.ts';
import { programs } from '../schema/programs.ts';
import { protocols } from '../schema/protocols.ts';
import { seededShortcode } from './marketplace.ts';

/**
 * The demo expert's protocols, so the builder, the runs screens and the simulator have something to show on first
 * start: one published protocol carried by one of their published programs (following it starts a run), and one
 * draft with a single validation error (the builder's errors page). Written through the studio's own services, with
 * the request bodies parsed by the API's contracts, so the demo obeys the same rules as a creator's work.
 * Idempotent by (owner, name); each protocol is written in one transaction, so a crash never leaves half of one.
 */

export const DEMO_PROTOCOLS = {
  published: 'Two-Minute Habit Loop',
  draft: 'Evening Wind-Down',
} as const;

/** The demo expert's published program that carries the published protocol (marketplace-mind.ts). */
const CARRIER_PROGRAM_KEY = 'habits-that-stick';
const PASS_SCORE = 4;
const DAY_MINUTES = 24 * 60;

type Item = { kind: TProtocolItemKind; name: string; description: string; data: Record<string, unknown> };
type Question = { text: string; options: { label: string; score: number }[] };

const NUDGE: Item = {
  kind: 'nudge',
  name: 'Two-minute habit',
  description: 'The smallest version of the habit, tied to something already done every day.',
  data: { message: 'Do the two-minute version of your habit right after your anchor routine.' },
};

const CHECK: Item = {
  kind: 'assessment',
  name: 'Daily habit check',
  description: 'Three quick questions about yesterday.',
  data: { pass_score: PASS_SCORE },
};

const CHECK_QUESTIONS: Question[] = [
  {
    text: 'Did you do the two-minute version yesterday?',
    options: [
      { label: 'No', score: 0 },
      { label: 'Partly', score: 1 },
      { label: 'Yes', score: 2 },
    ],
  },
  {
    text: 'Did you do it right after your anchor routine?',
    options: [
      { label: 'No', score: 0 },
      { label: 'Later in the day', score: 1 },
      { label: 'Right after', score: 2 },
    ],
  },
  {
    text: 'How easy did it feel?',
    options: [
      { label: 'Hard', score: 0 },
      { label: 'Okay', score: 1 },
      { label: 'Easy', score: 2 },
    ],
  },
];

const SCREENS_OFF: Item = {
  kind: 'nudge',
  name: 'Screens off',
  description: 'An hour without screens before bed.',
  data: { message: 'Put your phone on its charger outside the bedroom an hour before bed.' },
};

function step(
  id: string,
  parentId: string | null,
  type: TFlowNodeInput['data']['type'],
  name: string,
  y: number,
  extra: Record<string, unknown> = {},
) {
  return { id, parentId, position: { x: 0, y }, data: { name, type, ...extra } };
}

export async function seedProtocols(db: Db, now: Date): Promise<void> {
  const [expert] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'expert@demo.test')).limit(1);
  if (!expert) return;
  const [program] = await db
    .select({ id: programs.id, category_id: programs.category_id })
    .from(programs)
    .where(
      and(
        eq(programs.shortcode, seededShortcode(CARRIER_PROGRAM_KEY)),
        eq(programs.creator_id, expert.id),
        eq(programs.status, 'published'),
      ),
    )
    .limit(1);

  if (!(await hasProtocol(db, expert.id, DEMO_PROTOCOLS.published))) {
    await db.transaction(async (tx) => {
      const id = await newProtocol(tx, expert.id, {
        name: DEMO_PROTOCOLS.published,
        description:
          'A daily nudge to do the two-minute version of a habit, a check the next day, and another round ' +
          'until it sticks.',
        category_id: program?.category_id ?? null,
        program_id: program?.id ?? null,
      });
      const nudge = await newItem(tx, id, NUDGE);
      const check = await newItem(tx, id, CHECK);
      for (const question of CHECK_QUESTIONS) {
        await createQuestion(tx, id, check, ZCreateQuestionRequest.parse(question));
      }
      await writeGraph(tx, expert.id, id, [
        step('start', null, 'population', 'Everyone who follows the program', 0),
        step('habit', 'start', 'nudge', NUDGE.name, 120, { selectedItemId: nudge }),
        step('wait', 'habit', 'wait', 'Wait a day', 240, { waitMinutes: DAY_MINUTES }),
        step('check', 'wait', 'assessment', CHECK.name, 360, {
          selectedItemId: check,
          nextStepCondition: { kind: 'score_at_least', value: PASS_SCORE },
          // On track: finish; not yet: back to the nudge for another round.
          rules: { jumpRule: { targetSuccess: 'done', target: 'habit' } },
        }),
        step('done', 'check', 'finish', 'Habit is sticking', 480),
      ]);
      await publishProtocol(tx, await loadOwnedProtocol(tx, expert.id, id), expert.id, now);
    });
  }

  if (!(await hasProtocol(db, expert.id, DEMO_PROTOCOLS.draft))) {
    await db.transaction(async (tx) => {
      const id = await newProtocol(tx, expert.id, {
        name: DEMO_PROTOCOLS.draft,
        description: 'Work in progress: a calmer hour before bed.',
      });
      const nudge = await newItem(tx, id, SCREENS_OFF);
      // The wait has no duration yet: the one error the builder's errors page shows.
      await writeGraph(tx, expert.id, id, [
        step('start', null, 'population', 'Everyone invited', 0),
        step('screens', 'start', 'nudge', SCREENS_OFF.name, 120, { selectedItemId: nudge }),
        step('pause', 'screens', 'wait', 'Wait until tomorrow', 240),
        step('done', 'pause', 'finish', 'Done', 360),
      ]);
    });
  }
}

async function hasProtocol(db: Db, ownerId: string, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: protocols.id })
    .from(protocols)
    .where(and(eq(protocols.owner_id, ownerId), eq(protocols.name, name)))
    .limit(1);
  return row !== undefined;
}

async function newProtocol(tx: Db, ownerId: string, body: Record<string, unknown>): Promise<string> {
  return (await createProtocol(tx, ownerId, ZCreateProtocolRequest.parse(body))).id;
}

async function newItem(tx: Db, protocolId: string, item: Item): Promise<string> {
  const body = itemCreateSchema(item.kind).parse(item);
  return (await createItem(tx, protocolId, item.kind, body)).id;
}

async function writeGraph(tx: Db, ownerId: string, protocolId: string, nodes: unknown[]): Promise<void> {
  const protocol = await loadOwnedProtocol(tx, ownerId, protocolId);
  await saveGraph(tx, protocol, ZSaveGraphRequest.parse({ nodes }));
}
