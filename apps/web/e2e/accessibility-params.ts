import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Route parameters for the accessibility audit, taken from the seeded demo data (and, where the seed has none of a
 * thing, made through the API the screens use): the demo expert's protocols, items, questions, AI modules, category
 * and programs; the demo follower's followed program, task and chat with the expert. Every call is safe to repeat,
 * because the audit's set-up runs again when a failed test restarts Playwright's worker.
 */

type Json = { data: unknown };
type Row = Record<string, unknown> & { id: string };

async function read<T = Row[]>(api: APIRequestContext, path: string): Promise<T> {
  const response = await api.get(path);
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as Json).data as T;
}

async function write<T = Row>(api: APIRequestContext, path: string, data: unknown, ok = [200, 201]): Promise<T> {
  const response = await api.post(path, { data });
  expect(ok, `${path}: ${await response.text()}`).toContain(response.status());
  return ((await response.json()) as Json).data as T;
}

function first<T>(rows: T[], what: string): T {
  const row = rows[0];
  if (!row) throw new Error(`The seeded data has no ${what}`);
  return row;
}

/** The kinds of builder items with their own list and edit screens, with the smallest valid `data` of each. */
const ITEM_DATA: Record<string, Record<string, unknown>> = {
  activity: { instructions: 'Walk for ten minutes.', minutes: 10 },
  ai: { prompt: 'Ask how the day went.' },
  challenge: { goal: 'Walk every day.', days: 7 },
  nudge: { message: 'Time for a walk.' },
  order: { type: 'confirmation' },
};

export interface Seeded {
  /** The sample parameters of one route pattern of the table (an empty object when it has none). */
  for(pattern: string): Record<string, string>;
}

/** The samples, looked up by route pattern; the protocol builder's screens without more parameters share one. */
export function fromSamples(samples: Record<string, Record<string, string>>): Seeded {
  const builder = samples['/protocol-builder/:protocol'] ?? {};
  return {
    for: (pattern) => samples[pattern] ?? (pattern.startsWith('/protocol-builder/:protocol') ? builder : {}),
  };
}

type AgentTurn = { payload?: { kind?: string; quick_replies?: { value: string }[] } | null };

/**
 * A program the follower made with the agent (its agent page holds a real conversation, not the page a program
 * without one shows): the one made on an earlier run, or a new plan proposed, answered and accepted through the API.
 */
async function personalProgram(follower: APIRequestContext): Promise<string> {
  const follows = await read<{ program: { id: string }; conversation_id: string | null }[]>(
    follower,
    '/api/follows?target=main&per_page=50',
  );
  const made = follows.find((follow) => follow.conversation_id !== null);
  if (made) return made.program.id;
  const started = await write<{ conversation: { id: string }; messages: AgentTurn[] }>(
    follower,
    '/api/agent/conversations',
    { message: 'I want to sleep better in 4 weeks, 5 times a week for 20 minutes' },
    [201],
  );
  const id = started.conversation.id;
  let last = started.messages.at(-1);
  for (let turn = 0; turn < 8 && last?.payload?.kind === 'question'; turn += 1) {
    const answer = last.payload.quick_replies?.[0]?.value ?? 'not sure';
    last = (await write<AgentTurn[]>(follower, `/api/agent/conversations/${id}/messages`, { message: answer })).at(-1);
  }
  if (last?.payload?.kind !== 'proposal') throw new Error('The agent proposed no plan for the follower');
  return (await write<{ program_id: string }>(follower, `/api/agent/conversations/${id}/accept`, null)).program_id;
}

export async function seededParams(
  follower: APIRequestContext,
  expert: APIRequestContext,
): Promise<Record<string, Record<string, string>>> {
  const protocols = await read(expert, '/api/creator/protocols');
  const published = protocols.find((p) => p.status === 'published' && p.program_id);
  if (!published) throw new Error('The seeded data has no published protocol carried by a program');
  const protocol = published.id;
  const base = `/api/creator/protocols/${protocol}`;

  // One item of each kind (the seed has nudges and an assessment; the others are made once).
  const items: Record<string, string> = {};
  for (const kind of ['activity', 'ai', 'assessment', 'challenge', 'nudge', 'order']) {
    const existing = await read(expert, `${base}/items/${kind}`);
    items[kind] =
      existing[0]?.id ??
      (await write(expert, `${base}/items/${kind}`, { name: `Audit ${kind}`, data: ITEM_DATA[kind] })).id;
  }
  const questions = await read(expert, `${base}/items/assessment/${items.assessment}/questions`);

  // The main AI module and one branch under it.
  const modules = await read(expert, `${base}/ai-modules`);
  const main =
    modules.find((m) => m.kind === 'main') ?? (await write<Row>(expert, `${base}/ai-modules`, { kind: 'main' }));
  const branch =
    modules.find((m) => m.kind === 'branch') ??
    (await write<Row>(expert, `${base}/ai-modules`, {
      kind: 'branch',
      hierarchy: '0',
      index: 0,
      name: 'Audit branch',
    }));

  const categories = await read(expert, '/api/categories');
  const category =
    categories.find((c) => c.is_own) ??
    (await write<Row>(expert, '/api/creator/categories', { name: `Audit category ${Date.now().toString(36)}` }));
  const programs = await read(expert, '/api/creator/programs');
  const program = await read<Row>(expert, `/api/creator/programs/${first(programs, 'expert program').id}`);
  const invitation = await write<{ token: string }>(expert, `${base}/invitations`, { audience: 'link' });
  const expertUser = await read<Row>(expert, '/api/user/get-data');

  // The follower follows the program that carries the published protocol, which gives them tasks.
  const followed = String(published.program_id);
  await write(follower, `/api/programs/${followed}/follow`, { target: 'main' }, [200, 201, 409]);
  const tasks = await read(follower, '/api/tasks?view=all&per_page=100');
  const room = await write(follower, '/api/chat/rooms/direct', { user_id: expertUser.id });
  // A chat with a message, so that the audit sees the message list, not only its empty state.
  const said = await read(follower, `/api/chat/rooms/${room.id}/messages`);
  if (said.length === 0) await write(follower, `/api/chat/rooms/${room.id}/messages`, { body: 'Hello Elias.' });
  // The expert reads it: the sample leaves no unread count behind for the journeys that run after the audit.
  await write(expert, `/api/chat/rooms/${room.id}/read`, undefined);
  const creators = await read(follower, '/api/creators?per_page=1');
  // A donation waiting for the bank's confirmation (a new one each time: donations are not one per item), for the
  // built-in provider's confirmation page. Nothing is bought, so the journeys after the audit meet the same data.
  const donation = await write(follower, '/api/orders', { item_type: 'donation', amount_minor: 500, currency: 'USD' });
  const card = await write(follower, '/api/payments/local/payment-methods', {
    number: '4000002500003155',
    exp_month: 12,
    exp_year: 2099,
    cvc: '123',
  });
  const paying = await follower.post(`/api/orders/${donation.id}/pay`, { data: { payment_method: card.id } });
  expect(paying.status(), await paying.text()).toBe(200);
  const { next_action: next } = (await paying.json()) as { next_action: { url: string } };

  // The expert's payout account, started at the built-in provider, for its onboarding page (a retry finds the same).
  const onboarding = await expert.post('/api/creator/payout-account/onboarding');
  expect(onboarding.status(), await onboarding.text()).toBe(200);
  const { url: onboardingUrl } = (await onboarding.json()) as { url: string };

  const builder = { protocol };
  return {
    '/protocol-builder/:protocol': builder,
    '/messages/chat/:id': { id: room.id },
    '/my-tasks/task/:id': { id: first(tasks, 'task of the follower').id },
    '/protocol-invitations/:token': { token: invitation.token },
    '/follow-program/:target': { target: 'main' },
    '/follow-program/:target/:id': { target: 'main', id: followed },
    '/follow-program/:target/:id/agent': { target: 'main', id: await personalProgram(follower) },
    '/program/:id': { id: program.id },
    '/u/:username': { username: String(first(creators, 'creator').username) },
    '/s/:shortcode': { shortcode: String(program.shortcode) },
    '/t/:secret': { secret: String(program.secret) },
    '/creator/categories/edit/:id': { id: category.id },
    '/creator/programs/edit/:id': { id: program.id },
    '/creator/programs/publish/:id': { id: program.id },
    '/creator/programs/simulator/:id': { id: protocol },
    '/creator/protocols/edit/:id': { id: protocol },
    '/creator/protocols/:category': { category: String((published.category as Row | null)?.id ?? category.id) },
    '/protocol-builder/:protocol/activity/:id': { ...builder, id: items.activity! },
    '/protocol-builder/:protocol/ai/:id': { ...builder, id: items.ai! },
    '/protocol-builder/:protocol/ai-module/main/:id': { ...builder, id: main.id },
    '/protocol-builder/:protocol/ai-module/branch/:hierarchy/add/:index': { ...builder, hierarchy: '0', index: '1' },
    '/protocol-builder/:protocol/ai-module/branch/:hierarchy/:module': {
      ...builder,
      hierarchy: String(branch.hierarchy),
      module: branch.id,
    },
    '/protocol-builder/:protocol/assessment/:assessment': { ...builder, assessment: items.assessment! },
    '/protocol-builder/:protocol/assessment/:assessment/questions': { ...builder, assessment: items.assessment! },
    '/protocol-builder/:protocol/assessment/:assessment/questions/add': { ...builder, assessment: items.assessment! },
    '/protocol-builder/:protocol/assessment/:assessment/questions/:question': {
      ...builder,
      assessment: items.assessment!,
      question: first(questions, 'assessment question').id,
    },
    '/protocol-builder/:protocol/challenge/:id': { ...builder, id: items.challenge! },
    '/protocol-builder/:protocol/nudge/:id': { ...builder, id: items.nudge! },
    '/protocol-builder/:protocol/order/:id': { ...builder, id: items.order! },
    '/protocol-builder/:protocol/team/:tab': { ...builder, tab: 'members' },
    '/payment/confirm/:id': { id: next.url.split('/').pop()! },
    '/creator/payouts/onboarding/:id': { id: onboardingUrl.split('/').pop()! },
  };
}
