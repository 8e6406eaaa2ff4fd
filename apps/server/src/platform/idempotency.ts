import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { and, eq, lt, or } from 'drizzle-orm';
import { z } from 'zod';
import { IDEMPOTENT_REPLAYED_HEADER, ZIdempotencyHeaders } from '@ito/contracts/common/idempotency';
import { idempotencyKeys } from '../db/schema/idempotency.ts';
import { optionalCaller } from './auth.ts';
import type { Db } from './db.ts';
import { invalid, messageBody } from './errors.ts';
import { millisecondsInDay } from 'date-fns/constants';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The write honours `Idempotency-Key` (decision 029): done once per key, its answer replayed on a retry.
     * `inFlightSeconds`: how long an unfinished attempt holds its key before a retry may take it over (a process that
     * died mid-request must not hold it forever); longer than the handler can run. Default 60.
     */
    idempotent?: boolean | { inFlightSeconds: number };
  }
}

const KEY_LIFETIME_MS = millisecondsInDay;
const DEFAULT_IN_FLIGHT_SECONDS = 60;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

type Claim = { id: string; answer?: string; committed?: boolean };

/** Claims of the requests in flight, for `commitWithEffect` (one per process; requests are objects of this process). */
const claims = new WeakMap<FastifyRequest, Claim>();

/**
 * Stores a keyed write's answer in the transaction that makes its effect: the key is settled if and
 * only if the effect committed, so a process killed after the commit leaves a replay, never a key "in progress" whose
 * retry would write again. Answers what the service calls inside its transaction, or undefined for a request without
 * a key. A route that uses it must answer exactly `status` and `body`.
 */
export function commitWithEffect(
  request: FastifyRequest,
): ((tx: Db, status: number, body: unknown) => Promise<void>) | undefined {
  const held = claims.get(request);
  if (!held) return undefined;
  return async (tx, status, body) => {
    await tx
      .update(idempotencyKeys)
      .set({ status, content_type: JSON_TYPE, body: JSON.stringify(body), updated_at: request.server.clock.now() })
      .where(eq(idempotencyKeys.id, held.id));
    held.committed = true;
  };
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The `Idempotency-Key` this request holds (claimed, so validated and the caller's own), or null: what a service keeps
 * on its effect when the effect is written in several steps and a retry must find and resume it (decision 065).
 */
export function heldIdempotencyKey(request: FastifyRequest): string | null {
  const key = request.headers['idempotency-key'];
  return claims.has(request) && typeof key === 'string' ? key : null;
}
type KeyRow = typeof idempotencyKeys.$inferSelect;

/** Object keys sorted at every level: the same JSON body always has the same fingerprint. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}

/** The request as sent (tenant prefix, path parameters, query and the validated body), hashed. */
function fingerprintOf(request: FastifyRequest): string {
  const text = JSON.stringify([request.originalUrl, canonical(request.body ?? null)]);
  return createHash('sha256').update(text).digest('hex');
}

/** Who the key belongs to: a signed-in caller, else a guest's session key; nobody else can use keys. */
async function callerOf(request: FastifyRequest): Promise<string | null> {
  const caller = await optionalCaller(request);
  if (caller) return `user:${caller.user.id}`;
  const guest = request.headers['x-session-key'];
  return typeof guest === 'string' && /^[\x21-\x7e]{8,255}$/.test(guest) ? `guest:${guest}` : null;
}

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The route's header schema with `idempotency-key` added (a route may declare headers of its own). */
function withKeyHeader(headers: unknown): z.ZodType {
  return headers instanceof z.ZodObject ? headers.extend(ZIdempotencyHeaders.shape) : ZIdempotencyHeaders;
}

/** Seams for the kill -9 tests (decision 073); the app never sets them. */
export type IdempotencyHooks = {
  /**
   * Called when a keyed write's answer is about to leave, after its effect (and, with `commitWithEffect`, its key)
   * committed and before the key is settled: the moment a process killed there tests exactly-once
   * (`test/crash/crash-before-settle-server.ts`, `chat-two-processes.test.ts`).
   */
  beforeSettle?: () => void;
};

/**
 * Makes every route declared `config: { idempotent: true }` honour `Idempotency-Key` (IETF draft "The
 * Idempotency-Key HTTP Header Field", Stripe's behaviour). Keys belong to one caller and one method + route and live
 * 24 hours. Before the handler runs, the key is claimed by inserting an "in progress" row (a unique index lets one
 * request win, on any number of processes); a 2xx answer is stored on it and replayed, with `Idempotent-Replayed:
 * true`, to every retry with the same request; a failed attempt releases the key, so a retry runs again. The same key
 * with a different request is a 422 on `idempotency-key`; a retry while the first attempt runs is a 409.
 */
export function installIdempotency(app: FastifyInstance, hooks: IdempotencyHooks = {}): void {
  let lastSweep = 0;

  async function sweep(db: Db, now: Date): Promise<void> {
    if (now.getTime() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now.getTime();
    await db.delete(idempotencyKeys).where(lt(idempotencyKeys.created_at, new Date(now.getTime() - KEY_LIFETIME_MS)));
  }

  async function claim(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string') return undefined;
    const caller = await callerOf(request);
    // Without a caller the route's own guard answers (401); there is nobody to keep the key for.
    if (!caller) return undefined;
    const setting = request.routeOptions.config.idempotent;
    const inFlightMs = (typeof setting === 'object' ? setting.inFlightSeconds : DEFAULT_IN_FLIGHT_SECONDS) * 1000;
    const route = `${request.method} ${request.routeOptions.url}`;
    const fingerprint = fingerprintOf(request);
    const db = request.server.db;
    const now = request.server.clock.now();
    await sweep(db, now).catch((err: unknown) => request.log.warn({ err }, 'idempotency key sweep failed'));

    const identity = and(
      eq(idempotencyKeys.caller, caller),
      eq(idempotencyKeys.route, route),
      eq(idempotencyKeys.key, key),
    );
    const fresh = { fingerprint, status: null, content_type: null, body: null, created_at: now, updated_at: now };
    // A few rounds at most: each loses only to a request that changed the row in between.
    for (let round = 0; round < 3; round += 1) {
      const [inserted] = await db
        .insert(idempotencyKeys)
        .values({ caller, route, key, ...fresh })
        .onConflictDoNothing()
        .returning({ id: idempotencyKeys.id });
      if (inserted) {
        claims.set(request, { id: inserted.id });
        return undefined;
      }

      const [row] = await db.select().from(idempotencyKeys).where(identity).limit(1);
      if (!row) continue; // released by a failed attempt in between: claim it anew
      const expiredBefore = new Date(now.getTime() - KEY_LIFETIME_MS);
      const isExpired = row.created_at < expiredBefore;
      if (!isExpired && row.fingerprint !== fingerprint) throw invalid('idempotency-key', 'idempotency.reused');
      if (!isExpired && row.status !== null) return replay(reply, row);

      // An expired key is a new one; an attempt older than its in-flight window died with its process.
      const staleBefore = new Date(now.getTime() - inFlightMs);
      if (isExpired || row.updated_at < staleBefore) {
        const [taken] = await db
          .update(idempotencyKeys)
          .set(isExpired ? fresh : { updated_at: now })
          .where(
            and(
              eq(idempotencyKeys.id, row.id),
              or(
                lt(idempotencyKeys.created_at, expiredBefore),
                and(eq(idempotencyKeys.fingerprint, fingerprint), lt(idempotencyKeys.updated_at, staleBefore)),
              ),
            ),
          )
          .returning({ id: idempotencyKeys.id, status: idempotencyKeys.status });
        if (taken && taken.status === null) {
          claims.set(request, { id: taken.id });
          return undefined;
        }
        continue;
      }
      return inFlight(reply);
    }
    return inFlight(reply);
  }

  function replay(reply: FastifyReply, row: KeyRow): FastifyReply {
    reply.code(row.status!).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    if (row.content_type) reply.type(row.content_type);
    // Sent as the object it was: it goes through the route's serializer (and compression) like the first answer.
    return reply.send(row.body === null ? null : JSON.parse(row.body));
  }

  function inFlight(reply: FastifyReply): FastifyReply {
    return reply.code(409).header('retry-after', '1').send(messageBody('idempotency.in_flight'));
  }

  /** Before serialization: the answer object as the handler gave it (later hooks may compress it into a stream). */
  async function remember(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const held = claims.get(request);
    if (held && reply.statusCode < 300) held.answer = JSON.stringify(payload);
    return payload;
  }

  /** Before the answer leaves: a success is stored for replay, anything else releases the key. */
  async function settle(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const held = claims.get(request);
    if (!held) return payload;
    claims.delete(request);
    hooks.beforeSettle?.();
    // Settled with its effect (`commitWithEffect`): the stored answer stands, whatever happened after the commit.
    if (held.committed) return payload;
    const db = request.server.db;
    const isSuccess = reply.statusCode >= 200 && reply.statusCode < 300 && held.answer !== undefined;
    try {
      if (isSuccess) {
        const contentType = reply.getHeader('content-type');
        await db
          .update(idempotencyKeys)
          .set({
            status: reply.statusCode,
            content_type: typeof contentType === 'string' ? contentType : null,
            body: held.answer,
            updated_at: request.server.clock.now(),
          })
          .where(eq(idempotencyKeys.id, held.id));
      } else {
        await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, held.id));
      }
    } catch (err) {
      // The answer still goes out; the key stays "in progress" until its in-flight window passes.
      request.log.error({ err }, 'could not settle an idempotency key');
    }
    return payload;
  }

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.idempotent) return;
    route.schema = { ...route.schema, headers: withKeyHeader(route.schema?.headers) };
    // Retrying is not punished: the key is looked at first, and the route's rate limit counts only
    // a request that goes on to run. A retry answered 409 (still running) or replayed uses up nothing. This hook must
    // run before @fastify/rate-limit's (installIdempotency is called before it is registered), so that the limiter
    // reads the moved hook.
    const { rateLimit } = route.config;
    if (rateLimit && typeof rateLimit === 'object')
      route.config = { ...route.config, rateLimit: { ...rateLimit, hook: 'preHandler' } };
    route.preHandler = [claim, ...asArray(route.preHandler)];
    route.preSerialization = [...asArray(route.preSerialization), remember];
    route.onSend = [...asArray(route.onSend), settle];
  });
}
