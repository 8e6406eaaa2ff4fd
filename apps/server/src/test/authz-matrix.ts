import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db.ts';
import type { EndpointAuth } from '@ito/contracts/common/endpoint';
import { needsCaller, NOT_A_CREATOR } from '../platform/route-auth.ts';
import { guestPerson } from './chat-helpers.ts';
import { bearer } from './harness.ts';
import { registerUser, verifiedUser } from './identity-helpers.ts';
import { creator } from './program-helpers.ts';
import { multipartFile, tinyPdf } from './files-helpers.ts';
import { fillPath, sampleOf, type Operation } from './openapi-operations.ts';
import type { OwnerWorld } from './authz-world.ts';

/**
 * The authorisation matrix's callers, calls and verdicts (decision 022). Every operation of the OpenAPI document is
 * called with the owner's resource ids by strangers of each kind; a verdict lists what is wrong with one answer.
 */

export type CallerKind = 'user' | 'expert' | 'guest' | 'temporary' | 'unverified' | 'outsider';
export type Caller = { kind: CallerKind; headers: Record<string, string>; prefix: string };

/** Another verified user, another expert, a guest, a temporary user, an unverified user, a tenant outsider. */
export async function strangers(app: FastifyInstance, cmt: string): Promise<Caller[]> {
  const user = bearer((await verifiedUser(app, { full_name: 'Other User' })).accessToken);
  const expert = (await creator(app, 'Other Expert')).headers;
  const temporary = bearer((await guestPerson(app)).token);
  const unverified = bearer((await registerUser(app, { full_name: 'Unverified User' })).accessToken);
  // An expert who belongs to no tenant: every level admits them, so only the tenant scope can refuse them.
  const outsider = (await creator(app, 'Outsider Expert')).headers;
  return [
    { kind: 'user', headers: user, prefix: '/api' },
    { kind: 'expert', headers: expert, prefix: '/api' },
    { kind: 'guest', headers: {}, prefix: '/api' },
    { kind: 'temporary', headers: temporary, prefix: '/api' },
    { kind: 'unverified', headers: unverified, prefix: '/api' },
    { kind: 'outsider', headers: outsider, prefix: `/api/_cmt/${cmt}` },
  ];
}

/** Reads first, then writes; the calls that end or change the caller's own session come last. */
export function callOrder(operations: Operation[]): Operation[] {
  const last = ['/api/auth/finish-registration', '/api/logout'];
  const rank = (op: Operation) => (last.includes(op.path) ? 2 + last.indexOf(op.path) : op.method === 'GET' ? 0 : 1);
  return [...operations].sort((a, b) => rank(a) - rank(b));
}

export type Call = { res: LightMyRequestResponse; url: string; sent: string };

/** One call of `op` as `caller`, with the owner's ids in its path and in the fields that reference something. */
export async function callAs(app: FastifyInstance, op: Operation, caller: Caller, world: OwnerWorld): Promise<Call> {
  const path = fillPath(op.path, (name) => world.param(op.path, name));
  const query = new URLSearchParams();
  for (const q of op.query) {
    const value = world.field(q.name) ?? (q.required ? sampleOf(q.schema, world.field, q.name) : undefined);
    if (value !== undefined) query.set(q.name, String(value));
  }
  const url = `${caller.prefix}${path.slice('/api'.length)}${query.size > 0 ? `?${query}` : ''}`;
  if (op.body?.type === 'multipart') {
    const upload = multipartFile(tinyPdf(), { filename: 'stranger.pdf', contentType: 'application/pdf' });
    const headers = { ...caller.headers, ...upload.headers };
    const res = await app.inject({ method: op.method, url, headers, payload: upload.payload });
    return { res, url, sent: url };
  }
  const payload = op.body ? (sampleOf(op.body.schema, world.field) as object) : undefined;
  const res = await app.inject({ method: op.method, url, headers: caller.headers, ...(payload ? { payload } : {}) });
  return { res, url, sent: `${decodeURIComponent(url)} ${JSON.stringify(payload ?? null)}` };
}

const REFUSALS_OF_LEVEL = ['Create your account to continue.', 'Verify your email address to continue.', NOT_A_CREATOR];

/** Which kinds of caller a level admits (what `route-auth.ts` enforces). */
function admits(auth: EndpointAuth, kind: CallerKind): boolean {
  if (!needsCaller(auth)) return true;
  if (kind === 'guest') return false;
  if (kind === 'temporary') return auth === 'session' || auth === 'temporary-ok';
  if (kind === 'unverified') return auth === 'session' || auth === 'unverified-ok';
  if (kind === 'user') return auth !== 'expert';
  return true;
}

/** Everything wrong with one stranger's answer; an empty list is a pass. */
export function verdict(op: Operation, caller: Caller, { res, url, sent }: Call, secrets: string[]): string[] {
  const problems: string[] = [];
  const status = res.statusCode;
  const say = (what: string) => problems.push(`${caller.kind} ${op.method} ${url} -> ${status}: ${what}`);
  if (status >= 500) say('server error');
  const inTenant = caller.kind === 'outsider';
  const tenantStatuses = [401, 403, 404];
  if (!op.statuses.has(status) && !(inTenant && tenantStatuses.includes(status))) say('status not in the document');
  if (status >= 200 && status < 300) {
    // Echoing what the caller sent (a bookmark's program id, say) reveals nothing.
    const leaked = secrets.filter((s) => res.body.includes(s) && !sent.includes(s));
    if (leaked.length > 0) say(`answer carries the owner's private data ${JSON.stringify(leaked.slice(0, 3))}`);
  }
  const auth = op.auth!;
  if (inTenant) {
    if (status < 300) say("an outsider got through the owner's tenant");
    return problems;
  }
  if (!admits(auth, caller.kind)) {
    const expected = caller.kind === 'guest' ? 401 : 403;
    if (status !== expected) say(`declared ${auth}: expected ${expected}`);
  } else {
    if (status === 401) say(`declared ${auth} but the handler wants a session`);
    const message = status === 403 ? (res.json() as { message?: string }).message : undefined;
    if (message && REFUSALS_OF_LEVEL.includes(message)) say(`declared ${auth} but the handler refuses: ${message}`);
  }
  return problems;
}

/** Every `is_online` an answer states about `userId` (objects `{ id: userId, ..., is_online }`, at any depth). */
export function presenceStated(res: LightMyRequestResponse, userId: string): boolean[] {
  if (!res.body.includes(userId) || !res.body.includes('"is_online"')) return [];
  const found: boolean[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (record.id === userId && typeof record.is_online === 'boolean') found.push(record.is_online);
    Object.values(record).forEach(walk);
  };
  try {
    walk(JSON.parse(res.body));
  } catch {
    return [];
  }
  return found;
}

/**
 * Presence privacy (decision 063): the owner is online during the matrix, and no stranger may learn it. A stranger
 * shares no room the owner joined, so every `is_online` an answer states about the owner must be false.
 */
export function presenceVerdict(op: Operation, caller: Caller, { res, url }: Call, ownerId: string): string[] {
  if (res.statusCode >= 300 || !presenceStated(res, ownerId).includes(true)) return [];
  return [`${caller.kind} ${op.method} ${url} -> ${res.statusCode}: answer reveals that the owner is online`];
}

export type Rows = Map<string, string[]>;

/** Every row of every table, as JSON text. */
export async function snapshotRows(db: Db): Promise<Rows> {
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  const rows: Rows = new Map();
  for (const { table_name: name } of tables.rows) {
    const result = (await db.execute(sql.raw(`select row_to_json(t)::text as j from "${name}" t`))) as unknown as {
      rows: { j: string }[];
    };
    rows.set(name, result.rows.map((r) => r.j).sort());
  }
  return rows;
}

/**
 * What the strangers changed of the owner's: rows that held any of the owner's ids and are gone or different now,
 * and new rows that hold one of the owner's private ids (a lesson added to the owner's program, say).
 */
export function ownerChanges(before: Rows, after: Rows, ownerIds: string[], privateIds: string[]): string[] {
  const changes: string[] = [];
  const holds = (row: string, ids: string[]) => ids.some((id) => row.includes(id));
  for (const [table, rows] of before) {
    const now = new Set(after.get(table) ?? []);
    const then = new Set(rows);
    for (const row of rows) {
      if (holds(row, ownerIds) && !now.has(row)) changes.push(`${table}: changed or deleted ${row.slice(0, 300)}`);
    }
    for (const row of now) {
      if (!then.has(row) && holds(row, privateIds)) changes.push(`${table}: new row ${row.slice(0, 300)}`);
    }
  }
  return changes;
}
