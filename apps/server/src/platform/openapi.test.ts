import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../test/harness.ts';
import { registerUser, verifiedUser } from '../test/identity-helpers.ts';
import { creator } from '../test/program-helpers.ts';
import { guestPerson } from '../test/chat-helpers.ts';
import { operationsOf, type OpenApiDocument } from '../test/openapi-operations.ts';
import { operationIdOf } from './openapi.ts';
import type { EndpointAuth } from '@ito/contracts/common/endpoint';
import { needsCaller, NOT_A_CREATOR, ROUTE_AUTH_LEVELS } from './route-auth.ts';

let t: TestApp;
let doc: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    // One route per level whose handler checks nothing: whatever refuses a caller here is the declaration.
    for (const level of ROUTE_AUTH_LEVELS) {
      app.post(`/api/__level/${level}`, { schema: { hide: true }, config: { auth: level } }, async (request) => ({
        level,
        body: request.body ?? null,
      }));
    }
  });
  doc = t.app.swagger() as unknown as OpenApiDocument;
});
afterAll(() => t.close());

const ERROR_REFS: Record<number, string> = {
  401: 'Unauthenticated',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'InFlight',
  413: 'PayloadTooLarge',
  422: 'ValidationFailed',
  423: 'Locked',
  429: 'TooManyRequests',
};

describe('the OpenAPI document', () => {
  it('gives every operation a unique id, a declared auth level and security that says the same', () => {
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(150);
    const problems: string[] = [];
    const ids = new Map<string, string>();
    for (const op of operations) {
      const name = `${op.method} ${op.path}`;
      if (!op.id) problems.push(`${name}: no operationId`);
      else if (ids.has(op.id)) problems.push(`${name}: operationId ${op.id} also names ${ids.get(op.id)}`);
      else ids.set(op.id, name);
      if (!op.auth || !ROUTE_AUTH_LEVELS.includes(op.auth)) {
        problems.push(`${name}: no auth declaration (add config: { auth: ... } to the route)`);
        continue;
      }
      const requiresBearer = op.security?.length === 1 && op.security[0]!.bearer !== undefined;
      const isOptional = op.security?.length === 2 && Object.keys(op.security[0]!).length === 0;
      const isOpen = op.security?.length === 0;
      const expected = needsCaller(op.auth) ? requiresBearer : op.auth === 'optional' ? isOptional : isOpen;
      if (!expected) problems.push(`${name}: security ${JSON.stringify(op.security)} does not say ${op.auth}`);
    }
    expect(problems).toEqual([]);
  });

  it('derives operation ids from method and path, so they stay stable', () => {
    expect(operationIdOf('GET', '/api/creator/protocols/:id/items/kpi/:itemId')).toBe(
      'getCreatorProtocolsByIdItemsKpiByItemId',
    );
    expect(operationIdOf('DELETE', '/api/chat/rooms/:id/participants/:user_id')).toBe(
      'deleteChatRoomsByIdParticipantsByUserId',
    );
    expect(doc.paths['/api/user/get-data']!.get!.operationId).toBe('getUserGetData');
  });

  it('lists the error answers that apply, with the SPEC section 8 bodies', () => {
    const problems: string[] = [];
    for (const op of operationsOf(doc)) {
      const name = `${op.method} ${op.path}`;
      const responses = doc.paths[op.path]![op.method.toLowerCase()]!.responses!;
      const has = (status: number) => op.statuses.has(status);
      if (op.auth && needsCaller(op.auth) !== has(401))
        problems.push(`${name}: 401 ${has(401) ? 'listed' : 'missing'}`);
      const refusesSomeCallers = op.auth && needsCaller(op.auth) && op.auth !== 'session';
      if (refusesSomeCallers && !has(403)) problems.push(`${name}: 403 missing`);
      if (op.pathParams.length > 0 && !has(404)) problems.push(`${name}: 404 missing`);
      if ((op.body || op.query.length > 0 || op.pathParams.length > 0) && !has(422)) {
        problems.push(`${name}: 422 missing`);
      }
      // Every write is rate limited, so none can be sent without bound.
      if (op.method !== 'GET' && !has(429)) problems.push(`${name}: a write without a rate limit (429 missing)`);
      for (const [status, response] of Object.entries(responses)) {
        const ref = ERROR_REFS[Number(status)];
        if (ref && (response as { $ref?: string }).$ref !== `#/components/responses/${ref}`) {
          problems.push(`${name}: ${status} is not the catalogue's ${ref}`);
        }
      }
    }
    expect(problems).toEqual([]);
    const components = doc.components as { responses: Record<string, unknown>; schemas: Record<string, unknown> };
    expect(components.schemas.ValidationError).toMatchObject({
      type: 'object',
      required: ['message', 'code', 'params', 'errors', 'codes'],
      properties: {
        errors: { type: 'object', additionalProperties: { type: 'array' } },
        codes: { type: 'object', additionalProperties: { type: 'array' } },
      },
    });
    expect(components.schemas.LockedError).toMatchObject({
      properties: { errors: { properties: { used: { type: 'array' }, update: { type: 'boolean' } } } },
    });
    expect(components.responses.TooManyRequests).toMatchObject({ headers: { 'Retry-After': {} } });
    // Examples a reader checks by eye: the creator studio, a rate-limited public form, something that can be in use.
    expect([...operationsOf(doc).find((o) => o.id === 'putCreatorProgramsById')!.statuses].sort()).toEqual([
      200, 401, 403, 404, 422, 429,
    ]);
    expect(doc.paths['/api/contact']!.post!.responses).toHaveProperty('429');
    expect(doc.paths['/api/creator/categories/{id}']!.delete!.responses).toHaveProperty('423');
    const post = doc.paths['/api/chat/rooms/{id}/messages']!.post!;
    expect(post.responses).toHaveProperty('409');
    expect(post.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'idempotency-key' })]));
  });

  it('describes uploads as multipart bodies with their file field, and redirects as 303', () => {
    const upload = doc.paths['/api/files']!.post!.requestBody!.content;
    expect(Object.keys(upload)).toEqual(['multipart/form-data']);
    expect(upload['multipart/form-data']!.schema).toMatchObject({
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    });
    const verify = doc.paths['/api/email/verify']!.get!.responses!;
    expect(Object.keys(verify)).toContain('303');
    expect(Object.keys(verify)).not.toContain('200');
  });

  it('is a valid OpenAPI document (swagger-parser)', async () => {
    // validate() dereferences in place: give it a copy, not the document the server caches and serves.
    const copy = structuredClone(doc) as unknown as Parameters<typeof SwaggerParser.validate>[0];
    const validated = await SwaggerParser.validate(copy);
    expect(Object.keys(validated.paths ?? {}).length).toBe(Object.keys(doc.paths).length);
    const served = json<OpenApiDocument>(await t.app.inject({ method: 'GET', url: '/api/docs/json' }));
    expect(served.paths).toEqual(JSON.parse(JSON.stringify(doc.paths)));
  });
});

describe('the auth declaration is enforced before the handler and before validation', () => {
  const call = (level: EndpointAuth, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/__level/${level}`, headers, payload: { x: 1 } });

  it('admits each kind of caller exactly where the level says', async () => {
    const guest = bearer((await guestPerson(t.app)).token);
    const unverified = bearer((await registerUser(t.app)).accessToken);
    const user = bearer((await verifiedUser(t.app)).accessToken);
    const expert = (await creator(t.app)).headers;
    const callers = { anonymous: {}, guest, unverified, user, expert };
    const admitted: Record<EndpointAuth, (keyof typeof callers)[]> = {
      none: ['anonymous', 'guest', 'unverified', 'user', 'expert'],
      optional: ['anonymous', 'guest', 'unverified', 'user', 'expert'],
      session: ['guest', 'unverified', 'user', 'expert'],
      'temporary-ok': ['guest', 'user', 'expert'],
      'unverified-ok': ['unverified', 'user', 'expert'],
      user: ['user', 'expert'],
      expert: ['expert'],
    };
    for (const level of ROUTE_AUTH_LEVELS) {
      for (const [who, headers] of Object.entries(callers)) {
        const res = await call(level, headers);
        const expected = admitted[level].includes(who as keyof typeof callers) ? 200 : who === 'anonymous' ? 401 : 403;
        expect(res.statusCode, `${who} on ${level}`).toBe(expected);
      }
    }
    expect(json(await call('expert', user))).toEqual({
      message: NOT_A_CREATOR,
      code: 'errors.not_a_creator',
      params: {},
    });
  });

  it('answers 401 to an anonymous call before reading its input, so invalid input reveals nothing', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/chat/rooms', payload: { name: 'x'.repeat(10_000) } });
    expect(res.statusCode).toBe(401);
    const malformed = await t.app.inject({
      method: 'PUT',
      url: '/api/creator/programs/not-a-uuid',
      headers: { 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(malformed.statusCode).toBe(401);
  });
});
