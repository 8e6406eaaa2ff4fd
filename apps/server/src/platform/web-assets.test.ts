import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { writeWebDist } from '../test/web-dist.ts';
import { COMPRESS_THRESHOLD_BYTES } from './compression.ts';

const ASSET = '/assets/index-Abc123.js';

describe('the built web app is served precompressed', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = writeWebDist();
    t = await createTestApp({ WEB_DIST: dist }, (app) => {
      // A stored file answer of compressible type, the way /public/files sends them.
      app.get('/public/download/fixture.txt', async (_request, reply) =>
        reply.type('text/plain').send('stored bytes '.repeat(400)),
      );
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends the brotli twin of a hashed asset to a browser that takes brotli, cached for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: ASSET, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(fs.readFileSync(`${dist}${ASSET}`, 'utf8'));
  });

  it('sends the gzip twin to a gzip-only client and the file itself to one that takes neither', async () => {
    const gz = await t.app.inject({ method: 'GET', url: ASSET, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(fs.readFileSync(`${dist}${ASSET}`, 'utf8'));
    const plain = await t.app.inject({ method: 'GET', url: ASSET, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toBe(fs.readFileSync(`${dist}${ASSET}`, 'utf8'));
  });

  it('does not serve source maps unless SOURCE_MAPS=true', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${ASSET}.map` });
    expect(res.statusCode).toBe(404);
    const withMaps = await createTestApp({ WEB_DIST: dist, SOURCE_MAPS: 'true' });
    try {
      const served = await withMaps.app.inject({ method: 'GET', url: `${ASSET}.map` });
      expect(served.statusCode).toBe(200);
      expect(served.json()).toMatchObject({ version: 3 });
    } finally {
      await withMaps.close();
    }
  });

  it('serves index.html for app routes with its runtime settings, compressed once, never cached stale', async () => {
    // A page without a first answer (first-data.ts): the same file for each route.
    const br = await t.app.inject({ method: 'GET', url: '/creators', headers: { 'accept-encoding': 'br;q=1, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toContain('accept-encoding');
    const html = brotliDecompressSync(br.rawPayload).toString();
    expect(html).toContain('<meta name="ito-environment" content="test">');
    const gz = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(html);
    const plain = await t.app.inject({ method: 'GET', url: '/program/abc' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
  });

  it('answers a missing asset, the twins themselves, the raw index.html and unknown stored files with a 404', async () => {
    // A stored file's address that names none (a document's old public address, decision 062) is no page either.
    const storedFiles = ['/public/download/00000000-0000-4000-8000-000000000000.pdf', '/public/files/thumb/x'];
    for (const url of ['/assets/index-Gone99.js', `${ASSET}.br`, `${ASSET}.gz`, '/index.html', ...storedFiles]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('compresses API JSON over the threshold and leaves small answers alone', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-encoding']).toBe('br');
    const body = brotliDecompressSync(docs.rawPayload);
    expect(body.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(JSON.parse(body.toString())).toHaveProperty('openapi');
    const health = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('sends stored files as stored, with their own length', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/public/download/fixture.txt',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('stored bytes '.repeat(400));
  });

  it('leaves Socket.IO long-polling to Socket.IO', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/socket.io/?EIO=4&transport=polling`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toMatch(/^0\{"sid":"[^"]+"/);
  });
});
