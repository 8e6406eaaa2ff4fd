import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { outbox } from '../db/schema/mail.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { registerUser } from '../test/identity-helpers.ts';

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on loopback: proves the SMTP_URL path end to end. */
describe('mail through SMTP_URL', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Team <team@example.test>' });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the verification mail and marks the outbox row sent', async () => {
    const auth = await registerUser(t.app);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual([auth.user.email]);
    expect(received[0]!.from).toBe('team@example.test');
    expect(received[0]!.raw).toContain('Subject: Verify your email address');
    const rows = await t.app.db.select().from(outbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ transport: 'smtp', status: 'sent' });
  });
});
