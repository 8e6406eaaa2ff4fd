import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TChatMessage, TChatRoom } from '@ito/contracts/chat/fields';
import { users } from '../db/schema/auth.ts';
import { bearer } from './harness.ts';
import { verifiedUser } from './identity-helpers.ts';

export type Person = { id: string; token: string; headers: Record<string, string> };

export async function person(app: FastifyInstance, fullName = 'Person'): Promise<Person> {
  const auth = await verifiedUser(app, { full_name: fullName });
  return { id: auth.id, token: auth.accessToken, headers: bearer(auth.accessToken) };
}

export async function directRoom(app: FastifyInstance, a: Person, b: Person): Promise<TChatRoom> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/chat/rooms/direct',
    headers: a.headers,
    payload: { user_id: b.id },
  });
  if (res.statusCode >= 300) throw new Error(`open room: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: TChatRoom }).data;
}

export async function send(app: FastifyInstance, who: Person, roomId: string, body: string, fileIds: string[] = []) {
  return app.inject({
    method: 'POST',
    url: `/api/chat/rooms/${roomId}/messages`,
    headers: who.headers,
    payload: { body, file_ids: fileIds },
  });
}

export async function sent(app: FastifyInstance, who: Person, roomId: string, body: string): Promise<TChatMessage> {
  const res = await send(app, who, roomId, body);
  if (res.statusCode !== 201) throw new Error(`send: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: TChatMessage }).data;
}

export async function roomsOf(app: FastifyInstance, who: Person, query = ''): Promise<TChatRoom[]> {
  const res = await app.inject({ method: 'GET', url: `/api/chat/rooms${query}`, headers: who.headers });
  if (res.statusCode !== 200) throw new Error(`rooms: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: TChatRoom[] }).data;
}

export async function groupRoom(
  app: FastifyInstance,
  owner: Person,
  name: string,
  members: Person[],
): Promise<TChatRoom> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/chat/rooms',
    headers: owner.headers,
    payload: { name, user_ids: members.map((m) => m.id) },
  });
  if (res.statusCode !== 201) throw new Error(`group: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: TChatRoom }).data;
}

/** Registered users written straight to the table, for tests that need many people and none of them signs in. */
export async function quietUsers(
  app: FastifyInstance,
  n: number,
  extra: Partial<typeof users.$inferInsert> = {},
  name = (i: number) => `Quiet ${i}`,
): Promise<string[]> {
  const rows = await app.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        full_name: name(i),
        referral_code: randomBytes(8).toString('hex'),
        ...extra,
      })),
    )
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

/** A temporary user (guest session). */
export async function guestPerson(app: FastifyInstance): Promise<Person> {
  const key = randomBytes(10).toString('hex');
  const res = await app.inject({ method: 'POST', url: '/api/guest/start', payload: { session_key: key } });
  if (res.statusCode !== 201) throw new Error(`guest: ${res.statusCode} ${res.body}`);
  const { id, accessToken } = (res.json() as { data: { accessToken: string; id: string } }).data;
  return { id, token: accessToken, headers: bearer(accessToken) };
}

/** The field names of a 422 answer. */
export const errorFields = (res: LightMyRequestResponse): string[] =>
  Object.keys((res.json() as { errors: Record<string, string[]> }).errors);
