import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { IMAGE_VARIANTS } from '@ito/contracts/files/file-data';
import { notifications } from '../../db/schema/notifications.ts';
import { files } from '../../db/schema/files.ts';
import { deletionRequests, sessions, users } from '../../db/schema/auth.ts';
import { openDatabase, type Database } from '../../platform/db.ts';
import { DELETED_USER_NAME, erasedEmail } from './erase-account.ts';
import { millisecondsInDay } from 'date-fns/constants';

/**
 * Decision 032's "safe under kill -9": a real worker process is killed (SIGKILL) inside the erase transaction, after
 * it removed the stored picture and deleted the personal rows, before it anonymised the account and marked the
 * request. The database must show nothing of that half-done work; a new process then finishes the erasure, once.
 */
const WORKER = fileURLToPath(new URL('../../test/crash/erase-crash-worker.ts', import.meta.url));
const DAY = millisecondsInDay;

let dir: string;
let dataDir: string;
let filesDir: string;
let userId = '';
let requestId = '';
const picture = `${randomUUID()}.webp`;

async function withDatabase<T>(use: (database: Database) => Promise<T>, loadDataDir?: Blob): Promise<T> {
  const database = await openDatabase({ kind: 'pglite', dataDir, loadDataDir });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

/** A worker run; `crash` makes it kill itself inside the erase transaction (its seam, decision 073). */
function worker({ crash = false } = {}) {
  const now = new Date(Date.now() + 31 * DAY).toISOString();
  const args = crash ? ['--crash-at=1'] : [];
  return spawnSync(process.execPath, [WORKER, dataDir, filesDir, now, ...args], {
    encoding: 'utf8',
    timeout: 180_000,
  });
}

const stored = () => IMAGE_VARIANTS.filter((size) => fs.existsSync(path.join(filesDir, size, picture)));

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ito-erase-crash-'));
  dataDir = path.join(dir, 'db');
  filesDir = path.join(dir, 'files');
  for (const size of IMAGE_VARIANTS) {
    fs.mkdirSync(path.join(filesDir, size), { recursive: true });
    fs.writeFileSync(path.join(filesDir, size, picture), 'webp bytes');
  }
  const template = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
  await withDatabase(async ({ db }) => {
    const [user] = await db
      .insert(users)
      .values({
        full_name: 'Kim Killed',
        email: 'kim@crash.test',
        username: 'kim',
        bio: 'Mine',
        avatar: picture,
        referral_code: 'ERASE0',
        deleted_at: new Date(),
      })
      .returning();
    userId = user!.id;
    await db.insert(files).values({
      owner_id: userId,
      name: picture,
      original_name: 'me.png',
      mime: 'image/webp',
      size: 10,
      kind: 'image',
    });
    await db.insert(sessions).values({ user_id: userId, token_hash: 'x'.repeat(64), revoked_at: new Date() });
    await db.insert(notifications).values({ user_id: userId, type: 'chat_message', data: { title: 'Hello' } });
    const [request] = await db
      .insert(deletionRequests)
      .values({ user_id: userId, requested_at: new Date(), erase_after: new Date(Date.now() + 30 * DAY) })
      .returning();
    requestId = request!.id;
  }, template);
}, 120_000);

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the erase worker killed mid-transaction', () => {
  it('leaves no half-erased account, and the next run finishes it once', async () => {
    const crashed = worker({ crash: true });
    expect(crashed.signal, crashed.stderr).toBe('SIGKILL');
    // The stored picture went before the transaction; every row is as it was.
    expect(stored()).toEqual([]);
    await withDatabase(async ({ db }) => {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      expect(user).toMatchObject({ full_name: 'Kim Killed', email: 'kim@crash.test', avatar: picture });
      expect(await db.select().from(sessions).where(eq(sessions.user_id, userId))).toHaveLength(1);
      expect(await db.select().from(notifications).where(eq(notifications.user_id, userId))).toHaveLength(1);
      const [request] = await db.select().from(deletionRequests).where(eq(deletionRequests.id, requestId));
      expect(request?.erased_at).toBeNull();
    });

    const recovered = worker();
    expect(recovered.status, recovered.stderr).toBe(0);
    expect(JSON.parse(recovered.stdout.trim().split('\n').at(-1)!)).toMatchObject({ requeued: 1, ran: 1 });
    const again = worker();
    expect(JSON.parse(again.stdout.trim().split('\n').at(-1)!)).toEqual({ requeued: 0, ran: 0 });

    await withDatabase(async ({ db }) => {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      expect(user).toMatchObject({
        full_name: DELETED_USER_NAME,
        email: erasedEmail(userId),
        username: null,
        bio: null,
        avatar: null,
      });
      expect(await db.select().from(sessions).where(eq(sessions.user_id, userId))).toEqual([]);
      expect(await db.select().from(notifications).where(eq(notifications.user_id, userId))).toEqual([]);
      expect(await db.select().from(files).where(eq(files.name, picture))).toEqual([]);
      const [request] = await db.select().from(deletionRequests).where(eq(deletionRequests.id, requestId));
      expect(request?.erased_at).not.toBeNull();
    });
  }, 240_000);
});
