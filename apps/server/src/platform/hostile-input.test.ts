import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { bearer, createTestDatabase, testConfig, type TestDatabase } from '../test/harness.ts';
import { uniqueEmail, verifiedUser } from '../test/identity-helpers.ts';
import { creator } from '../test/program-helpers.ts';
import { newProtocol, node } from '../test/protocol-helpers.ts';
import { findHostileValue, HOSTILE_INPUT_CODES, HOSTILE_INPUT_MESSAGES, MAX_INPUT_DEPTH } from './hostile-input.ts';
import { refusedValue } from './database-errors.ts';

type Errors = { message: string; errors: Record<string, string[]> };

describe('findHostileValue', () => {
  it('names the field of a NUL, a lone surrogate or an impossible number, as schema errors do', () => {
    expect(findHostileValue({ full_name: 'Ada\u0000' })).toEqual({
      field: 'full_name',
      message: HOSTILE_INPUT_CODES.nul,
    });
    expect(findHostileValue({ a: [{ b: 'x\uD800' }] })).toEqual({
      field: 'a.0.b',
      message: HOSTILE_INPUT_CODES.surrogate,
    });
    expect(findHostileValue({ a: '\uDC00' })?.message).toBe(HOSTILE_INPUT_CODES.surrogate);
    expect(findHostileValue({ nodes: [{ position: { x: 1e308 } }] })).toEqual({
      field: 'nodes.0.position.x',
      message: HOSTILE_INPUT_CODES.number,
    });
    expect(findHostileValue({ v: Infinity })?.field).toBe('v');
    expect(findHostileValue({ v: -(2 ** 60) })?.field).toBe('v');
    expect(findHostileValue('a\u0000')).toEqual({ field: 'body', message: HOSTILE_INPUT_CODES.nul });
    expect(findHostileValue({ ['k\u0000']: 1 })).toEqual({ field: 'body', message: HOSTILE_INPUT_CODES.nul });
  });

  it('lets ordinary text through: emoji (surrogate pairs), scripts, control characters other than NUL', () => {
    const fine = { name: 'Zoë 😀 ق 中文', note: 'tab\tnew\nline', n: 2 ** 53 - 1, list: [-0.5, 1e-300, null, true] };
    expect(findHostileValue(fine)).toBeUndefined();
    expect(findHostileValue(undefined)).toBeUndefined();
  });

  it('stops at a bounded depth instead of walking (or overflowing on) a deeply nested body', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findHostileValue(deep)?.message).toBe(HOSTILE_INPUT_CODES.depth);
    let ok: unknown = 'leaf';
    for (let i = 0; i < MAX_INPUT_DEPTH - 1; i += 1) ok = { a: ok };
    expect(findHostileValue(ok)).toBeUndefined();
  });
});

describe('refusedValue', () => {
  it('finds a data exception in Drizzle’s cause chain and ignores other database errors', () => {
    const wrapped = Object.assign(new Error('Failed query: select $1 params: secret@example.test'), {
      cause: Object.assign(new Error('value out of range for type integer'), { code: '22003' }),
    });
    expect(refusedValue(wrapped)).toEqual({ sqlState: '22003', detail: 'value out of range for type integer' });
    expect(refusedValue(Object.assign(new Error('x'), { code: '54000' }))?.sqlState).toBe('54000');
    expect(refusedValue(Object.assign(new Error('dup'), { code: '23505' }))).toBeUndefined();
    expect(refusedValue(Object.assign(new Error('fk'), { code: '23503' }))).toBeUndefined();
    // A CHECK constraint (decision 043): the value is refused, like a data exception.
    expect(refusedValue({ cause: Object.assign(new Error('check'), { code: '23514' }) })?.sqlState).toBe('23514');
    expect(refusedValue(Object.assign(new Error('node'), { code: 'ECONNREFUSED' }))).toBeUndefined();
    expect(refusedValue(new Error('plain'))).toBeUndefined();
  });
});

describe('hostile input through the API', () => {
  let app: FastifyInstance;
  let database: TestDatabase;
  const logLines: Array<{ level: number; msg: string; sqlState?: string; detail?: string }> = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'warn' }),
      database,
      logStream: { write: (line) => logLines.push(JSON.parse(line)) },
    });
    // Values that reach the database unchecked, as a route with a missing contract bound would send them.
    app.get('/api/__int4', async () => app.db.execute(sql`select ${'2147483648'}::int4 as n`));
    app.get('/api/__uuid', async () => app.db.execute(sql`select ${'not-a-uuid'}::uuid as id`));
    // A value outside a CHECK constraint (decision 043): an unknown mail transport.
    app.get('/api/__check', async () =>
      app.db.execute(
        sql`insert into outbox ("to", subject, text, html, transport, status) values ('a', 'b', 'c', 'd', ${'pigeon'}, 'stored')`,
      ),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  const expectField = (res: { statusCode: number; json(): unknown }, field: string) => {
    expect(res.statusCode).toBe(422);
    const body = res.json() as Errors;
    expect(typeof body.message).toBe('string');
    expect(body.errors[field]?.length, JSON.stringify(body)).toBeGreaterThan(0);
    return body;
  };

  it('answers an anonymous join link with NUL in its code 422 on the code', async () => {
    const body = expectField(await app.inject({ method: 'GET', url: '/api/join/a%00b' }), 'code');
    expect(body.errors.code).toEqual([HOSTILE_INPUT_MESSAGES.nul]);
  });

  it('answers a catalogue search with NUL 422 on search', async () => {
    expectField(await app.inject({ method: 'GET', url: '/api/catalogue/programs?search=a%00b' }), 'search');
  });

  it('answers NaN-like or huge numbers in numeric query parameters 422 on the parameter', async () => {
    for (const [query, field] of [
      ['page=NaN', 'page'],
      ['per_page=Infinity', 'per_page'],
      ['page=1e308', 'page'],
      ['page=99999999999999999999', 'page'],
    ]) {
      expectField(await app.inject({ method: 'GET', url: `/api/catalogue/programs?${query}` }), field!);
    }
  });

  it('answers register with a lone surrogate in full_name 422 on full_name', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { full_name: 'Ada \uD800', email: uniqueEmail(), password: 'correct horse battery staple 42' },
    });
    expect(expectField(res, 'full_name').errors.full_name).toEqual([HOSTILE_INPUT_MESSAGES.surrogate]);
  });

  it('answers a profile bio with NUL 422 on bio', async () => {
    const user = await verifiedUser(app);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(user.accessToken),
      payload: { bio: 'I like \u0000 bytes' },
    });
    expectField(res, 'bio');
  });

  it('answers a chat message with NUL 422 on its body field', async () => {
    const ann = await verifiedUser(app);
    const ben = await verifiedUser(app);
    const room = await app.inject({
      method: 'POST',
      url: '/api/chat/rooms/direct',
      headers: bearer(ann.accessToken),
      payload: { user_id: ben.id },
    });
    expect(room.statusCode).toBeLessThan(300);
    const roomId = (room.json() as { data: { id: string } }).data.id;
    const res = await app.inject({
      method: 'POST',
      url: `/api/chat/rooms/${roomId}/messages`,
      headers: bearer(ann.accessToken),
      payload: { body: 'hello\u0000' },
    });
    expect(expectField(res, 'body').errors.body).toEqual([HOSTILE_INPUT_MESSAGES.nul]);
  });

  it('answers graph positions of 1e308, or off the canvas, 422 on the coordinate', async () => {
    const me = await creator(app);
    const protocol = await newProtocol(app, me.headers);
    const url = `/api/creator/protocols/${protocol.id}/graph`;
    const at = (x: number) => ({ nodes: [{ ...node('start', null, 'population'), position: { x, y: 0 } }] });
    const huge = await app.inject({ method: 'PUT', url, headers: me.headers, payload: at(1e308) });
    expectField(huge, 'nodes.0.position.x');
    const offCanvas = await app.inject({ method: 'PUT', url, headers: me.headers, payload: at(5_000_000) });
    expect(expectField(offCanvas, 'nodes.0.position.x').errors['nodes.0.position.x']).toEqual([
      'A step must stay within the canvas.',
    ]);
    const inf = await app.inject({
      method: 'PUT',
      url,
      headers: { ...me.headers, 'content-type': 'application/json' },
      payload: '{"nodes":[],"viewport":{"x":1e999,"y":0,"zoom":1}}',
    });
    expectField(inf, 'viewport.x');
    const fine = await app.inject({ method: 'PUT', url, headers: me.headers, payload: at(-12_345.5) });
    expect(fine.statusCode).toBe(200);
  });

  it('answers a path that is not valid UTF-8, or too long a parameter, 422 on the path', async () => {
    for (const url of ['/api/join/%ED%A0%80', '/api/join/%zz', `/api/join/${'a'.repeat(500)}`]) {
      const res = await app.inject({ method: 'GET', url });
      expect(expectField(res, 'path').errors.path, url).toHaveLength(1);
    }
  });

  it('leaves unknown paths a 404 whatever their query carries', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-thing?x=%00' });
    expect(res.statusCode).toBe(404);
  });

  it('answers a value the database refuses 422 with a generic field, logged as a warning without parameters', async () => {
    logLines.length = 0;
    for (const url of ['/api/__int4', '/api/__uuid', '/api/__check']) {
      const res = await app.inject({ method: 'GET', url });
      expect(expectField(res, 'input').message).toBe('A value is out of range or not valid.');
    }
    const warnings = logLines.filter((l) => l.msg === 'the database refused a value');
    expect(warnings.map((w) => [w.level, w.sqlState])).toEqual([
      [40, '22003'],
      [40, '22P02'],
      [40, '23514'],
    ]);
    expect(logLines.filter((l) => l.level >= 50)).toEqual([]);
    expect(JSON.stringify(logLines)).not.toMatch(/Failed query|params/);
  });

  it('keeps header values that reach the database harmless', async () => {
    for (const domain of ['a'.repeat(5000), "x'; drop table subprojects; --", 'ÿþ.example', 'a\u0000b']) {
      const res = await app.inject({ method: 'GET', url: '/api/core/load', headers: { 'x-domain': domain } });
      expect(res.statusCode, domain).toBe(200);
    }
    const res = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'user-agent': 'Mozilla\u0000/5.0' },
      payload: { full_name: 'Ada', email: uniqueEmail(), password: 'correct horse battery staple 42' },
    });
    expect(res.statusCode).toBe(201);
    const sessions = await app.inject({
      method: 'GET',
      url: '/api/sessions',
      headers: bearer((res.json() as { data: { accessToken: string } }).data.accessToken),
    });
    expect((sessions.json() as { data: Array<{ user_agent: string }> }).data[0]?.user_agent).toBe('Mozilla/5.0');
  });
});
