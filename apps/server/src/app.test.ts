import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, json, type TestApp, NOT_FOUND_BODY } from './test/harness.ts';

/** How the server hands out the built web app: SPA fallback, assets, runtime settings in meta tags. */
describe('serving the web app', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ito-dist-'));
  let t: TestApp;
  let withDsn: TestApp;

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'entry-abc123.js'), 'console.log(1)');
    t = await createTestApp({ WEB_DIST: dist });
    withDsn = await createTestApp({ WEB_DIST: dist, SENTRY_DSN: 'https://key@sentry.example/42' });
  });
  afterAll(async () => {
    await t.close();
    await withDsn.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers every page path with index.html, uncached, carrying the environment', async () => {
    for (const url of ['/', '/login', '/programs/a/b', '/no/such/page?x=1', '/u/elias.expert', '/s/a.b']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<meta name="ito-environment" content="test">');
      expect(res.body).not.toContain('ito-sentry-dsn');
    }
  });

  it('announces the Sentry DSN only when it is configured', async () => {
    const res = await withDsn.app.inject({ method: 'GET', url: '/' });
    expect(res.body).toContain('<meta name="ito-sentry-dsn" content="https://key@sentry.example/42">');
  });

  it('serves hashed assets with a long cache, and a missing asset is a 404', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/entry-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/assets/entry-old999.js' })).statusCode).toBe(404);
  });

  it('keeps unknown API paths a JSON 404 for every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/unknown' });
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual(NOT_FOUND_BODY);
    }
  });
});
