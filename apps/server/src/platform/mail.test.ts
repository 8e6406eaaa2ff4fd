import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { createTestDatabase, type TestDatabase } from '../test/harness.ts';
import { actionMail, createMailer } from './mail.ts';

describe('the outbox mailer', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('never writes a mail with a token to the log, only which mail went where', async () => {
    let logged = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    const mailer = createMailer({ db: database.db, from: 'ITO <no-reply@example.test>', log: pino(sink) });
    const token = 'tok_3f9c2a7d1e8b4c6a9f0e2d4b6a8c0e1f';
    await mailer.send(
      actionMail({
        to: 'ana@example.test',
        subject: 'Reset your password',
        greeting: 'Hello Ana,',
        lines: ['Someone asked to reset your password.'],
        action: { label: 'Choose a new password', url: `http://localhost:3000/auth/reset?token=${token}` },
      }),
    );
    expect(logged).toContain('Reset your password');
    expect(logged).toContain('ana@example.test');
    expect(logged).not.toContain(token);
    expect(logged).not.toContain('/auth/reset');
  });
});
