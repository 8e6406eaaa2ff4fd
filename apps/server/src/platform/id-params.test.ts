import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZId } from '@ito/contracts/common/ids';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { fillPath, operationsOf, type OpenApiDocument, type Operation } from '../test/openapi-operations.ts';
import { creator } from '../test/program-helpers.ts';

/*
 * One id type for paths (decision 075): every path parameter that names a record is a uuid (`ZId`), and a malformed
 * one is answered like an unknown one, 404 `errors.not_found`, by the error handler, before any handler or query
 * runs. The walk below asks every operation with an id in its path, as a signed-in expert, with ids that are not
 * uuids; any 422 or 500 means a route that checks its id by hand or not at all.
 */

/** A path parameter that names a record: `id`, `programId`, `user_id`... */
const NAMES_A_RECORD = /^(id|\w+Id|\w+_id)$/;
// Within Fastify's `maxParamLength` (100): a longer segment is refused before routing, as a 422 (errors.ts).
const MALFORMED = ['not-a-uuid', '12345', "1' OR '1'='1", '00000000-0000-0000-0000-00000000000g', 'x'.repeat(99)];

let t: TestApp;
let operations: Operation[];
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  operations = operationsOf(t.app.swagger() as OpenApiDocument).filter((op) =>
    op.pathParams.some((name) => NAMES_A_RECORD.test(name)),
  );
  headers = (await creator(t.app)).headers;
}, 60_000);
afterAll(() => t?.close());

describe('ids in paths', () => {
  it('are uuids in the published document', () => {
    const document = t.app.swagger() as OpenApiDocument;
    const loose: string[] = [];
    for (const [path, byMethod] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(byMethod)) {
        for (const parameter of op.parameters ?? []) {
          if (parameter.in !== 'path' || !NAMES_A_RECORD.test(parameter.name)) continue;
          if (parameter.schema?.format !== 'uuid') loose.push(`${method.toUpperCase()} ${path} {${parameter.name}}`);
        }
      }
    }
    expect(operations.length).toBeGreaterThan(60);
    expect(loose).toEqual([]);
  });

  it('answer a malformed id with 404 errors.not_found on every operation', async () => {
    const wrong: string[] = [];
    for (const op of operations) {
      for (const value of MALFORMED) {
        const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
        const res = await t.app.inject({
          method: op.method,
          url: fillPath(op.path, (name) => (NAMES_A_RECORD.test(name) ? value : 'x')),
          headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
          payload: hasBody ? '{}' : undefined,
        });
        // An expert may call every level but `user`-only ones; a refusal before the id is read is fine too.
        if (res.statusCode === 403 || res.statusCode === 401) continue;
        const code = res.statusCode === 404 ? (res.json() as { code?: string }).code : undefined;
        if (res.statusCode !== 404 || code !== 'errors.not_found') {
          wrong.push(`${op.method} ${op.path} with ${value.slice(0, 40)}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('ZId refuses what is not a uuid and admits what the database makes', () => {
    expect(ZId.safeParse(crypto.randomUUID()).success).toBe(true);
    for (const value of MALFORMED) expect(ZId.safeParse(value).success).toBe(false);
  });
});
