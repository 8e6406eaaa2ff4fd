import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { subprojects } from '../../db/schema/tenancy.ts';
import { seed } from '../../db/seed/seed.ts';
import { createTestApp, json, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const load = async (domain?: string) =>
  json(await t.app.inject({ method: 'GET', url: '/api/core/load', headers: domain ? { 'x-domain': domain } : {} }));

describe('GET /api/core/load', () => {
  it('falls back to Codify when no subproject exists', async () => {
    expect(await load('localhost')).toEqual({
      data: { name: 'Codify', logo: '/img/logo.png', main: false, placeholders: {} },
    });
  });

  it('answers the subproject of the X-Domain host, port ignored', async () => {
    await seed(t.app.db);
    expect(await load('127.0.0.1:3000')).toMatchObject({
      data: { name: 'Northwind Coaching', logo: '/img/northwind.svg', main: false },
    });
    expect(await load('LOCALHOST')).toMatchObject({ data: { name: 'Intent to Outcomes', main: true } });
  });

  it('answers the main subproject for an unknown domain, else the fallback', async () => {
    await seed(t.app.db);
    expect(await load('unknown.example')).toMatchObject({ data: { name: 'Intent to Outcomes', main: true } });
    await t.app.db.update(subprojects).set({ is_main: false }).where(eq(subprojects.domain, 'localhost'));
    expect(await load('unknown.example')).toMatchObject({ data: { name: 'Codify', main: false } });
  });
});
