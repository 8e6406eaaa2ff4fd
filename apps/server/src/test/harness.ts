import fs from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../platform/config.ts';
import { openDatabase, type Database } from '../platform/db.ts';

export type TestDatabase = Database & { dispose(): Promise<void> };

/** A fresh database for one test file: PGlite by default, PostgreSQL when DATABASE_URL is set. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  const template = inject('postgresTemplate');
  if (url && template) {
    const name = `ito_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: target.toString() });
    return {
      ...database,
      async dispose() {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = fs.readFileSync(inject('pgliteTemplate'));
  const database = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) });
  return { ...database, dispose: () => database.close() };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: '.tmp/unused',
    ...overrides,
  });
}

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
};

export async function createTestApp(
  overrides: Record<string, string> = {},
  beforeReady?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const database = await createTestDatabase();
  // Counters of its own in a shared Redis: another file's requests from 127.0.0.1 spend nothing of this app's.
  const namespace = { RATE_LIMIT_NAMESPACE: `ito-rate-limit-test-${randomUUID()}-` };
  const app = await buildApp({ config: testConfig({ ...namespace, ...overrides }), database, logger: false });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The 404 body of SPEC section 8, with its catalogue code (decision 045). */
export const NOT_FOUND_BODY = { message: 'Resource not found', code: 'errors.not_found', params: {} };
