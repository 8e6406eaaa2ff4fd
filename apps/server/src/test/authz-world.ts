import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD, seed } from '../db/seed/seed.ts';
import { tasks } from '../db/schema/following.ts';
import { users } from '../db/schema/auth.ts';
import { programs } from '../db/schema/programs.ts';
import { protocolItems } from '../db/schema/protocols.ts';
import { tenants } from '../db/schema/tenancy.ts';
import { z } from 'zod';
import { itemCreateSchema, PROTOCOL_ITEM_KINDS } from '@ito/contracts/protocols/items';
import { bearer } from './harness.ts';
import { sampleOf, type JsonSchema } from './openapi-operations.ts';
import { multipartFile, tinyPdf } from './files-helpers.ts';
import { followPlan, tenKPlan, TEN_K_INTENT } from './plan-fixture.ts';
import { SAMPLE_CONTENT } from './program-helpers.ts';
import { card, paidProgram } from './commerce-helpers.ts';

/**
 * The owner of the authorisation matrix (`authz-matrix.test.ts`): the seeded demo expert, who owns the seeded tenant
 * and protocols, given one of everything else through the API: a profile, a category, a private program with a
 * curriculum, protocol modules, a team and an invitation, a file, chat rooms with messages, an agent conversation, a
 * follow with its tasks, a bookmark and notifications. `param` names the owner's resource for each path parameter.
 */

type Headers = Record<string, string>;
export type Person = { id: string; token: string; headers: Headers };

export type OwnerWorld = {
  owner: Person & { email: string };
  /** The owner's tenant (`/api/_cmt/<cmt>/`). */
  cmt: string;
  /** The owner's resource a path parameter names, e.g. (`/api/chat/rooms/{id}`, `id`) -> the owner's room. */
  param(path: string, name: string): string;
  /** Owner values for body and query fields that reference something (`file_id`, `user_ids`, `protocol_id`). */
  field(name: string): unknown;
  /** Private text planted in the owner's data: no stranger may ever read it. */
  planted: string[];
};

async function send(app: FastifyInstance, who: Headers, method: string, url: string, payload?: unknown) {
  const res = await app.inject({
    method: method as 'GET',
    url,
    headers: who,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  if (res.statusCode >= 300) throw new Error(`owner setup: ${method} ${url} -> ${res.statusCode} ${res.body}`);
  return (res.json() as { data: Record<string, unknown> & { id: string } }).data;
}

async function login(app: FastifyInstance, email: string): Promise<Person> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password: DEMO_PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
  const { id, accessToken } = (res.json() as { data: { id: string; accessToken: string } }).data;
  return { id, token: accessToken, headers: bearer(accessToken) };
}

const listOf = async (app: FastifyInstance, who: Headers, url: string) =>
  (await send(app, who, 'GET', url)) as unknown as { id: string }[];

export async function buildOwnerWorld(app: FastifyInstance): Promise<OwnerWorld> {
  await seed(app.db);
  const tag = randomBytes(4).toString('hex');
  const owner = { ...(await login(app, 'expert@demo.test')), email: 'expert@demo.test' };
  const friend = await login(app, 'follower@demo.test');
  const o = owner.headers;
  const planted = [
    `Owner private program ${tag}`,
    `Owner category ${tag}`,
    `Owner private message ${tag}`,
    `Owner private phone note ${tag}`,
    `owner-secret-${tag}.pdf`,
    `Owner private document text ${tag}`,
    owner.email,
    owner.token,
  ];

  await send(app, o, 'PUT', '/api/user/profile', {
    bio: `Owner public bio ${tag}`,
    profession: 'Coach',
    time_zone: 'Asia/Dubai',
  });
  const category = await send(app, o, 'POST', '/api/creator/categories', { name: planted[1] });
  const program = await send(app, o, 'POST', '/api/creator/programs', { title: planted[0], category_id: category.id });
  await send(app, o, 'PUT', `/api/creator/programs/${program.id}/content`, SAMPLE_CONTENT);

  const protocolList = await listOf(app, o, '/api/creator/protocols?per_page=50');
  const protocol = (protocolList as unknown as { id: string; status: string }[]).find((p) => p.status !== 'draft')!;
  const base = `/api/creator/protocols/${protocol.id}`;
  const aiModule = await send(app, o, 'POST', `${base}/ai-modules`, { kind: 'main', name: 'Owner coach' });
  const recurring = await send(app, o, 'POST', `${base}/modules`, { target: 'system', run_every: 2 });
  const member = await send(app, o, 'POST', `${base}/team`, { email: 'follower@demo.test', role: 'coach' });
  const invitation = await send(app, o, 'POST', `${base}/invitations`, {
    audience: 'email',
    email: `invitee-${tag}@example.test`,
  });
  const seeded = await app.db.select().from(protocolItems).where(eq(protocolItems.protocol_id, protocol.id));
  for (const kind of PROTOCOL_ITEM_KINDS.filter((k) => !seeded.some((i) => i.kind === k))) {
    // The contract's own sample: every kind's data has defaults or is described by its JSON schema.
    const body = sampleOf(z.toJSONSchema(itemCreateSchema(kind), { io: 'input' }) as JsonSchema);
    await send(app, o, 'POST', `${base}/items/${kind}`, { ...(body as object), name: `Owner ${kind} ${tag}` });
  }
  const items = await app.db.select().from(protocolItems).where(eq(protocolItems.protocol_id, protocol.id));
  const assessment = items.find((i) => i.kind === 'assessment')!;
  const [question] = await listOf(app, o, `${base}/items/assessment/${assessment.id}/questions`);

  // The PDF's own bytes carry a secret: whoever is handed the file (GET /api/media/{id}) is seen to have it.
  const document = Buffer.concat([tinyPdf(), Buffer.from(`% ${planted[5]}\n`)]);
  const upload = multipartFile(document, { filename: planted[4]!, contentType: 'application/pdf' });
  const fileRes = await app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { ...o, ...upload.headers },
    payload: upload.payload,
  });
  const file = (fileRes.json() as { data: { id: string } }).data;

  const room = await send(app, o, 'POST', '/api/chat/rooms/direct', { user_id: friend.id });
  await send(app, o, 'POST', `/api/chat/rooms/${room.id}/messages`, { body: planted[2], file_ids: [file.id] });
  await send(app, friend.headers, 'POST', `/api/chat/rooms/${room.id}/messages`, { body: `Reply ${tag}` });
  await send(app, o, 'POST', '/api/chat/rooms', { name: `Owner group ${tag}`, user_ids: [friend.id] });

  const started = await send(app, o, 'POST', '/api/agent/conversations', { message: TEN_K_INTENT.text });
  const conversation = started.conversation as { id: string };
  const plan = await followPlan(app, owner.id, tenKPlan(new Date().toISOString().slice(0, 10)));
  const [task] = await app.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.user_id, owner.id)).limit(1);
  const [other] = await app.db
    .select({ id: programs.id })
    .from(programs)
    .where(and(ne(programs.creator_id, owner.id), eq(programs.status, 'published'), eq(programs.access, 'free')))
    .limit(1);
  await send(app, o, 'POST', `/api/programs/${other!.id}/follow`, {});
  await send(app, o, 'PUT', `/api/bookmarks/${other!.id}`);
  await send(app, o, 'PUT', '/api/notifications/settings', { quiet_start: '22:00', quiet_end: '07:00' });
  const [notification] = await listOf(app, o, '/api/notifications?per_page=5');
  const [session] = await listOf(app, o, '/api/sessions');
  const [tenant] = await app.db.select().from(tenants).where(eq(tenants.owner_id, owner.id)).limit(1);
  const [shortcode] = await app.db
    .select({ shortcode: programs.shortcode })
    .from(programs)
    .where(eq(programs.id, program.id));
  const [me] = await app.db
    .select()
    .from(users)
    .where(and(eq(users.id, owner.id), isNull(users.deleted_at)));

  // Money: the owner buys a friend's program (a paid order with its receipt), starts paying for another with a card
  // that asks for the bank's confirmation (a charge waiting for them), sells one of their own to the friend, and keeps
  // a saved card, a billing address and a discount code.
  const bought = await paidProgram(app, friend.id, 1500, 'USD', `Friend paid program ${tag}`);
  const waiting = await paidProgram(app, friend.id, 2500, 'USD', `Friend second program ${tag}`);
  const sold = await paidProgram(app, owner.id, 3500, 'USD', `Owner paid program ${tag}`);
  const order = await send(app, o, 'POST', '/api/orders', { item_type: 'program', item_id: bought.id });
  await send(app, o, 'POST', `/api/orders/${order.id}/pay`, { payment_method: await card(app, owner.token) });
  const pending = await send(app, o, 'POST', '/api/orders', { item_type: 'program', item_id: waiting.id });
  const confirming = (await app
    .inject({
      method: 'POST',
      url: `/api/orders/${pending.id}/pay`,
      headers: o,
      payload: { payment_method: await card(app, owner.token, '4000002500003155') },
    })
    .then((res) => res.json())) as { next_action: { url: string } };
  const chargeId = confirming.next_action.url.split('/').pop()!;
  const sale = await send(app, friend.headers, 'POST', '/api/orders', { item_type: 'program', item_id: sold.id });
  await send(app, friend.headers, 'POST', `/api/orders/${sale.id}/pay`, {
    payment_method: await card(app, friend.token),
  });
  const savedCard = await send(app, o, 'POST', '/api/payment-methods', {
    payment_method: await card(app, owner.token),
  });
  await send(app, o, 'PUT', '/api/billing-address', {
    full_name: 'Owner Person',
    line1: `1 ${tag} Street`,
    city: 'Dubai',
    country: 'AE',
  });
  planted.push(`1 ${tag} Street`, `OWNER${tag}`.toUpperCase());
  const code = await send(app, o, 'POST', '/api/creator/discount-codes', {
    code: `OWNER${tag}`.toUpperCase(),
    kind: 'percent',
    percent_off: 10,
  });

  // Payouts: the owner has started onboarding at the built-in provider (its onboarding page names the account).
  const payout = await app.inject({ method: 'POST', url: '/api/creator/payout-account/onboarding', headers: o });
  if (payout.statusCode !== 200) throw new Error(`owner setup: payout onboarding -> ${payout.statusCode}`);
  const payoutAccountId = (payout.json() as { url: string }).url.split('/').pop()!;

  // Receipt mails of the purchases above are written after their answers: done before anyone compares the rows.
  await app.background.settled();

  const itemOf = (kind: string) => (items.find((i) => i.kind === kind) ?? items[0]!).id;
  // Keyed by the path segment before the parameter, then by the parameter's name.
  const byKey: Record<string, string> = {
    'creator/programs/{id}': program.id,
    'api/programs/{id}': program.id,
    'agent/programs/{id}': plan.program.id,
    'by-program/{programId}': plan.program.id,
    'bookmarks/{programId}': program.id,
    'creator/categories/{id}': category.id,
    'protocols/{id}': protocol.id,
    'versions/{version}': '1',
    'questions/{questionId}': question?.id ?? randomUUID(),
    'ai-modules/{moduleId}': aiModule.id,
    'modules/{moduleId}': recurring.id,
    'team/{memberId}': member.id,
    'invitations/{invitationId}': invitation.id,
    // Capabilities (a secret link, an invitation token) grant by design: they get the owner's ids, not the secrets.
    'protocol-invitations/{token}': invitation.id,
    't/{secret}': program.id,
    's/{shortcode}': shortcode!.shortcode,
    'u/{username}': me!.username ?? 'demo-expert',
    'join/{code}': me!.referral_code,
    'rooms/{id}': room.id,
    'participants/{user_id}': friend.id,
    'tasks/{id}': task!.id,
    'follows/{id}': plan.follow.id,
    'files/{id}': file.id,
    'media/{id}': file.id,
    'sessions/{id}': session!.id,
    'notifications/{id}': notification?.id ?? randomUUID(),
    'conversations/{id}': conversation.id,
    'follow-up/{id}': randomUUID(),
    'orders/{id}': order.id,
    'sales/{id}': sale.id,
    'payment-methods/{id}': savedCard.id,
    'discount-codes/{id}': code.id,
    'charges/{id}': chargeId,
    'accounts/{id}': payoutAccountId,
  };
  const fields: Record<string, unknown> = {
    user_id: owner.id,
    user_ids: [owner.id],
    file_id: file.id,
    file_ids: [file.id],
    program_id: program.id,
    protocol_id: protocol.id,
    category_id: category.id,
    tenant_id: tenant!.id,
    selected_item: itemOf('nudge'),
    item_id: sold.id,
    payment_method: savedCard.id,
  };

  return {
    owner,
    cmt: tenant!.cmt,
    planted,
    field: (name) => fields[name],
    param(path, name) {
      const itemKind = new RegExp(`/items/([a-z]+)/\\{${name}\\}`).exec(path);
      if (name === 'itemId' && itemKind) return itemOf(itemKind[1]!);
      const key = Object.keys(byKey).find((k) => k.endsWith(`{${name}}`) && path.includes(k));
      if (!key) throw new Error(`the matrix has no owner value for {${name}} in ${path}`);
      return byKey[key]!;
    },
  };
}

/** Every uuid in an answer's body. */
export const uuidsIn = (res: LightMyRequestResponse): string[] =>
  res.body.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? [];
