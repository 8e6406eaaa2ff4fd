import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../test/harness.ts';

/** A local server speaking Sentry's ingestion protocol (envelopes POSTed to /api/<project>/envelope/). */
describe('error reporting to Sentry when SENTRY_DSN is set', () => {
  const envelopes: string[] = [];
  let ingest: http.Server;
  let t: TestApp;

  beforeAll(async () => {
    ingest = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        const text = req.headers['content-encoding'] === 'gzip' ? gunzipSync(body).toString() : body.toString();
        if (req.url?.startsWith('/api/7/envelope/')) envelopes.push(text);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve));
    const { port } = ingest.address() as AddressInfo;
    t = await createTestApp({ SENTRY_DSN: `http://publickey@127.0.0.1:${port}/7` }, (app) => {
      app.get('/api/__boom', async () => {
        throw new Error('the payment ledger does not balance');
      });
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => ingest.close(() => resolve()));
  });

  it('sends unexpected errors and not catalogue answers', async () => {
    await t.app.inject({ method: 'GET', url: '/api/user/get-data' }); // 401: not a fault
    await t.app.inject({ method: 'POST', url: '/api/login', payload: {} }); // 422: not a fault
    const res = await t.app.inject({ method: 'GET', url: '/api/__boom' });
    expect(res.statusCode).toBe(500);
    const { flush } = await import('@sentry/node');
    await flush(3000);
    const events = envelopes.filter((e) => e.includes('"type":"event"'));
    expect(events).toHaveLength(1);
    expect(events[0]).toContain('the payment ledger does not balance');
    expect(events[0]).toContain('/api/__boom');
  });
});
