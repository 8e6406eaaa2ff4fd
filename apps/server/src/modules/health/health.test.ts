import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { THealthResponse } from '@ito/contracts/health/health';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../platform/db.ts';
import { createTestApp, json, testConfig, type TestApp } from '../../test/harness.ts';

/** Readiness reports each dependency; liveness asks none (decision 025). */

describe('GET /api/health with every dependency up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 ok with the database and the job queue, their status and latency', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const { data } = json<THealthResponse>(res);
    expect(data.status).toBe('ok');
    expect(data.dependencies.database.status).toBe('ok');
    expect(data.dependencies.database.latency_ms).toBeGreaterThanOrEqual(0);
    expect(data.dependencies.job_queue).toEqual({ status: 'ok', latency_ms: null });
    // No REDIS_URL: nothing to report.
    expect(data.dependencies).not.toHaveProperty('redis');
  });

  it('answers liveness without asking anything', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ data: { status: 'ok', uptime_s: expect.any(Number) } });
  });
});

describe('GET /api/health when the database does not answer', () => {
  let app: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    // Nothing listens on this port of the test's range: every query is refused, as after losing the database.
    database = await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:3401/ito' });
    app = await buildApp({ config: testConfig(), database, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers 503 unavailable naming the database, the queue with it; liveness stays 200', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    const { data } = json<THealthResponse>(res);
    expect(data.status).toBe('unavailable');
    expect(data.dependencies.database).toMatchObject({ status: 'down', error: 'ECONNREFUSED' });
    expect(data.dependencies.job_queue).toMatchObject({ status: 'down' });
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });
});

describe('GET /api/health when the job queue fails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 degraded naming the queue while the database answers', async () => {
    t.app.jobs.handle('protocol-wake', async () => undefined);
    await t.app.jobs.startWorkers({ pollingSeconds: 0.5 });
    // The queue's table goes away under the running workers: every poll fails from now on.
    await t.app.db.execute(sql`alter table pgboss.job rename to job_gone`);
    await expect
      .poll(async () => json<THealthResponse>(await t.app.inject({ method: 'GET', url: '/api/health' })).data, {
        timeout: 10_000,
      })
      .toMatchObject({
        status: 'degraded',
        dependencies: { database: { status: 'ok' }, job_queue: { status: 'down' } },
      });
    await t.app.db.execute(sql`alter table pgboss.job_gone rename to job`);
  });
});
