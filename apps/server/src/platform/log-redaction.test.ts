import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { createTestDatabase, testConfig, type TestDatabase } from '../test/harness.ts';
import { users } from '../db/schema/identity.ts';
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
});
