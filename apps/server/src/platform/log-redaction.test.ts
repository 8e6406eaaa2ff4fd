import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { createTestApp, createTestDatabase, testConfig, type TestDatabase } from '../test/harness.ts';
import { users } from '../db/schema/auth.ts';
import { redactUrl } from './log-redaction.ts';

const EMAIL = 'secret.person@example.org';
const TOKEN = randomBytes(32).toString('base64url');
const TOKEN_HASH = createHash('sha256').update(TOKEN).digest('hex');

describe('the app logger keeps query values and secrets out of error logs', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'info' }),
      database,
      logStream: { write: (line) => void lines.push(line) },
    });
    // A real failing query with an email and a token hash as parameters, answered by the real error handler.
    app.get('/api/__failing-query', async () => {
      await app.db.execute(sql`select id from no_such_table where email = ${EMAIL} and token_hash = ${TOKEN_HASH}`);
      return { ok: true };
    });
    // A value the database refuses (22P02): answered 422, logged as a warning with the driver's message.
    app.get('/api/__refused-value', async () => {
      await app.db.execute(sql`select id from users where id = ${EMAIL}::uuid`);
      return { ok: true };
    });
    // A unique violation: PostgreSQL's `detail` names the duplicate value.
    app.get('/api/__duplicate-email', async () => {
      await app.db.insert(users).values({ email: EMAIL, full_name: 'A', referral_code: 'LOGTEST1' });
      await app.db.insert(users).values({ email: EMAIL, full_name: 'B', referral_code: 'LOGTEST2' });
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('logs the failure with its query text but without the email, the hash or the raw token', async () => {
    const failing = await app.inject({ method: 'GET', url: '/api/__failing-query' });
    expect(failing.statusCode).toBe(500);
    const duplicate = await app.inject({ method: 'GET', url: '/api/__duplicate-email' });
    expect(duplicate.statusCode).toBe(500);
    const refused = await app.inject({ method: 'GET', url: '/api/__refused-value' });
    expect(refused.statusCode).toBe(422);
    await app.inject({ method: 'GET', url: `/auth/by-token?token=${TOKEN}&next=%2F` });
    await app.inject({ method: 'GET', url: `/protocol-invitations/${TOKEN}` });

    const log = lines.join('');
    const errors = lines.map((line) => JSON.parse(line) as { msg?: string; err?: Record<string, unknown> });
    const logged = errors.filter((entry) => entry.msg === 'unhandled error');
    expect(logged).toHaveLength(2);
    expect(String(logged[0]?.err?.message)).toContain('select id from no_such_table where email = $1');
    expect(logged[0]?.err?.params).toBe('[redacted]');
    expect(log).toContain('by-token?token=[redacted]');
    expect(log).not.toContain(EMAIL);
    expect(log).not.toContain(TOKEN_HASH);
    expect(log).not.toContain(TOKEN);
  });
});

describe('redactUrl', () => {
  it('masks link tokens in query strings and invitation paths, and nothing else', () => {
    expect(redactUrl('/auth/by-token?token=abc&next=/x')).toBe('/auth/by-token?token=[redacted]&next=/x');
    expect(redactUrl('/protocol-invitations/abc/accept')).toBe('/protocol-invitations/[redacted]/accept');
    expect(redactUrl('/api/catalogue/programs?search=yoga')).toBe('/api/catalogue/programs?search=yoga');
  });

  it('masks every capability in a path: secret program links, join codes, in the API, the pages and a tenant scope', () => {
    expect(redactUrl('/t/s3cr3t-link')).toBe('/t/[redacted]');
    expect(redactUrl('/api/t/s3cr3t-link?x=1')).toBe('/api/t/[redacted]?x=1');
    expect(redactUrl('/api/_cmt/acme/t/s3cr3t-link')).toBe('/api/_cmt/acme/t/[redacted]');
    expect(redactUrl('/api/join/TEAM-CODE-42')).toBe('/api/join/[redacted]');
    // Public addresses stay readable.
    expect(redactUrl('/s/abc123')).toBe('/s/abc123');
    expect(redactUrl('/u/sam')).toBe('/u/sam');
  });

  it('masks the capability parameter of every route the OpenAPI document declares', async () => {
    const t = await createTestApp();
    try {
      const doc = t.app.swagger() as unknown as { paths: Record<string, unknown> };
      const capable = Object.keys(doc.paths).filter((path) => /\{(?:token|secret|code)\}/.test(path));
      expect(capable.length).toBeGreaterThan(2);
      for (const path of capable) {
        const url = path.replace(/\{(?:token|secret|code)\}/g, 'CAPABILITY-VALUE').replace(/\{[^}]+\}/g, 'id');
        expect(redactUrl(url), path).not.toContain('CAPABILITY-VALUE');
      }
    } finally {
      await t.close();
    }
  });
});
