import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health and API docs', () => {
  it('reports health with a database round trip', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      data: { status: 'ok', dependencies: { database: { status: 'ok' }, job_queue: { status: 'ok' } } },
    });
  });

  it('serves an OpenAPI document generated from the contracts, and the docs UI without the internet', async () => {
    const spec = json<{ openapi: string; paths: Record<string, Record<string, { requestBody?: unknown }>> }>(
      await t.app.inject({ method: 'GET', url: '/api/docs/json' }),
    );
    expect(spec.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/register',
      '/api/login',
      '/api/user/get-data',
      '/api/sessions',
      '/api/sessions/{id}',
      '/api/core/load',
      '/api/contact',
    ]) {
      expect(spec.paths, path).toHaveProperty([path]);
    }
    expect(JSON.stringify(spec.paths['/api/register']!.post!.requestBody)).toContain('full_name');
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger-ui');
    expect(ui.body).not.toMatch(/https?:\/\/(unpkg|cdn)/);
    const asset = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(asset.statusCode).toBe(200);
  });
});
