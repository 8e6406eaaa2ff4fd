import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TChatMessage, TChatRoom } from '@ito/contracts/chat/fields';
import type { TFileData } from '@ito/contracts/files/file-data';
import { agentConversations } from '../../db/schema/agent.ts';
import { tasks } from '../../db/schema/following.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { files } from '../../db/schema/files.ts';
import { authTokens, deletionRequests, sessions, users } from '../../db/schema/auth.ts';
import { contactMessages } from '../../db/schema/contact.ts';
import { outbox } from '../../db/schema/mail.ts';
import { bookmarks, follows, programs } from '../../db/schema/programs.ts';
import { ERASE_QUEUE } from './queues.ts';
import { createStorage } from '../../platform/storage.ts';
import { directRoom, sent, type Person } from '../../test/chat-helpers.ts';
import { insertProgram } from '../../test/catalogue-fixture.ts';
import { multipartFile, storedFiles, tempDataDir } from '../../test/files-helpers.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/harness.ts';
import { registerUser, verifiedUser } from '../../test/identity-helpers.ts';
import { DELETED_USER_NAME, eraseAccount, erasedEmail, requeueDueErasures, type EraseDeps } from './erase-account.ts';
import { millisecondsInDay } from 'date-fns/constants';

/**
 * The erase job of decision 032: once the grace period is over, the account's personal data goes exactly once, and
 * what other people rely on stays, pointing at "Deleted user".
 */

let t: TestApp;
let dataDir: string;
let deps: EraseDeps;
beforeAll(async () => {
  dataDir = tempDataDir();
  t = await createTestApp({ DATA_DIR: dataDir });
  deps = { db: t.app.db, jobs: t.app.jobs, clock: t.app.clock, storage: createStorage(t.app.config) };
});
afterAll(() => t.close());
afterEach(() => t.app.clock.set(null));

const DAY = millisecondsInDay;
const PASSWORD = 'correct horse battery';

async function asPerson(fullName: string): Promise<Person & { email: string }> {
  const auth = await verifiedUser(t.app, { full_name: fullName, password: PASSWORD });
  return { id: auth.id, token: auth.accessToken, headers: bearer(auth.accessToken), email: auth.user.email! };
}

async function uploadPicture(who: Person): Promise<TFileData> {
  const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c13a77' } })
    .png()
    .toBuffer();
  const { payload, headers } = multipartFile(image, { filename: 'me.png' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/files',
    payload,
    headers: { ...headers, ...who.headers },
  });
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return json<{ data: TFileData }>(res).data;
}

async function askToDelete(who: Person): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/account/deletion',
    headers: who.headers,
    payload: { password: PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`deletion: ${res.statusCode} ${res.body}`);
  const [request] = await t.app.db.select().from(deletionRequests).where(eq(deletionRequests.user_id, who.id));
  return request!.id;
}

/** The sweep and the queue, as the running server does them. Answers how many jobs ran. */
async function runErasure(): Promise<number> {
  await requeueDueErasures(deps);
  return t.app.jobs.drain(ERASE_QUEUE);
}

describe('erasing an account after the grace period', () => {
  it('anonymises the person, deletes their personal rows and picture, keeps what others rely on', async () => {
    const me = await asPerson('Zora Neale');
    const other = await asPerson('Olu Other');
    const creator = await asPerson('Cleo Creator');
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: me.headers,
      payload: {
        username: `zora${Date.now()}`,
        bio: 'I write.',
        phone: '050 123 4567',
        country: 'ae',
        time_zone: 'Asia/Dubai',
      },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const picture = await uploadPicture(me);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/user/profile/avatar',
          headers: me.headers,
          payload: { file_id: picture.id },
        })
      ).statusCode,
    ).toBe(200);
    expect(storedFiles(dataDir).filter((f) => f.includes(picture.name))).toHaveLength(4);

    const room: TChatRoom = await directRoom(t.app, me, other);
    const mine: TChatMessage = await sent(t.app, me, room.id, 'hello from Zora');
    await sent(t.app, other, room.id, 'hi back');
    const theirs = await insertProgram(t.app.db, { creator_id: creator.id, title: `Calm ${Date.now()}` });
    const myPlan = await insertProgram(t.app.db, {
      creator_id: me.id,
      title: `My plan ${Date.now()}`,
      access: 'private',
    });
    const myPublished = await insertProgram(t.app.db, { creator_id: me.id, title: `Zora's course ${Date.now()}` });
    await t.app.db.insert(follows).values([
      { user_id: me.id, program_id: theirs.id },
      { user_id: other.id, program_id: myPublished.id },
    ]);
    await t.app.db.insert(bookmarks).values({ user_id: me.id, program_id: theirs.id });
    const [myFollow] = await t.app.db.select().from(follows).where(eq(follows.user_id, me.id));
    await t.app.db.insert(tasks).values({
      user_id: me.id,
      follow_id: myFollow!.id,
      plan_task_id: 'p1',
      kind: 'activity',
      title: 'Walk',
      due_on: '2031-01-01',
    });
    await t.app.db.insert(agentConversations).values({ user_id: me.id, program_id: myPlan.id, title: 'Sleep better' });
    await t.app.db
      .insert(notifications)
      .values({ user_id: me.id, type: 'chat_message', data: { title: 'New message' } });
    await t.app.db.insert(contactMessages).values({
      kind: 'contact',
      user_id: me.id,
      full_name: 'Zora Neale',
      email: me.email,
      subject: 'Hi',
      description: 'A question about my plan',
    });

    const requestId = await askToDelete(me);
    // Nothing is erased during the grace period, however often the sweep runs.
    t.app.clock.set(new Date(Date.now() + 29 * DAY));
    expect(await runErasure()).toBe(0);
    expect((await t.app.db.select().from(users).where(eq(users.id, me.id)))[0]?.full_name).toBe('Zora Neale');

    t.app.clock.set(new Date(Date.now() + 31 * DAY));
    expect(await runErasure()).toBe(1);

    const [user] = await t.app.db.select().from(users).where(eq(users.id, me.id));
    expect(user).toMatchObject({
      email: erasedEmail(me.id),
      full_name: DELETED_USER_NAME,
      username: null,
      password_hash: null,
      email_verified_at: null,
      bio: null,
      phone: null,
      country: null,
      time_zone: null,
      avatar: null,
    });
    expect(user?.deleted_at).not.toBeNull();
    const [request] = await t.app.db.select().from(deletionRequests).where(eq(deletionRequests.id, requestId));
    expect(request?.erased_at).not.toBeNull();

    const gone = (table: string, rows: unknown[]) => expect({ table, rows }).toEqual({ table, rows: [] });
    gone('sessions', await t.app.db.select().from(sessions).where(eq(sessions.user_id, me.id)));
    gone('tokens', await t.app.db.select().from(authTokens).where(eq(authTokens.user_id, me.id)));
    gone('notifications', await t.app.db.select().from(notifications).where(eq(notifications.user_id, me.id)));
    gone('bookmarks', await t.app.db.select().from(bookmarks).where(eq(bookmarks.user_id, me.id)));
    gone('follows', await t.app.db.select().from(follows).where(eq(follows.user_id, me.id)));
    gone('tasks', await t.app.db.select().from(tasks).where(eq(tasks.user_id, me.id)));
    gone('agent', await t.app.db.select().from(agentConversations).where(eq(agentConversations.user_id, me.id)));
    gone('contact', await t.app.db.select().from(contactMessages).where(eq(contactMessages.email, me.email)));
    gone('outbox', await t.app.db.select().from(outbox).where(eq(outbox.to, me.email)));
    gone('picture', await t.app.db.select().from(files).where(eq(files.id, picture.id)));
    expect(storedFiles(dataDir).filter((f) => f.includes(picture.name))).toEqual([]);
    gone('private plan', await t.app.db.select().from(programs).where(eq(programs.id, myPlan.id)));

    // What others rely on stays: the published program the other person follows, and the chat with its messages.
    // (Back to today: a month on, the other person's session would have ended unused.)
    t.app.clock.set(null);
    const kept = await t.app.db
      .select()
      .from(programs)
      .where(inArray(programs.id, [myPublished.id, theirs.id]));
    expect(kept).toHaveLength(2);
    expect(await t.app.db.select().from(follows).where(eq(follows.user_id, other.id))).toHaveLength(1);
    const messages = await t.app.inject({
      method: 'GET',
      url: `/api/chat/rooms/${room.id}/messages`,
      headers: other.headers,
    });
    const bodies = json<{ data: TChatMessage[] }>(messages).data.map((m) => [m.sender_id, m.body]);
    expect(bodies).toEqual(
      expect.arrayContaining([
        [me.id, mine.body],
        [other.id, 'hi back'],
      ]),
    );
    const rooms = await t.app.inject({ method: 'GET', url: `/api/chat/rooms/${room.id}`, headers: other.headers });
    const names = json<{ data: TChatRoom }>(rooms)
      .data.participants.map((p) => p.full_name)
      .sort();
    expect(names).toEqual([DELETED_USER_NAME, 'Olu Other']);

    // The address is free again, and signing in with it finds nobody.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: me.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(422);
    const again = await registerUser(t.app, { email: me.email, full_name: 'Zora Again' });
    expect(again.id).not.toBe(me.id);
  });

  it('erases exactly once: later jobs and sweeps change nothing', async () => {
    const me = await asPerson('Once Only');
    const requestId = await askToDelete(me);
    t.app.clock.set(new Date(Date.now() + 31 * DAY));
    expect(await eraseAccount(deps, requestId)).toBe(true);
    const [after] = await t.app.db.select().from(users).where(eq(users.id, me.id));
    const [request] = await t.app.db.select().from(deletionRequests).where(eq(deletionRequests.id, requestId));

    expect(await eraseAccount(deps, requestId)).toBe(false);
    expect(await requeueDueErasures(deps)).toBe(0);
    const [still] = await t.app.db.select().from(users).where(eq(users.id, me.id));
    const [same] = await t.app.db.select().from(deletionRequests).where(eq(deletionRequests.id, requestId));
    expect(still).toEqual(after);
    expect(same?.erased_at).toEqual(request?.erased_at);
  });

  it('a cancelled request is never carried out, even by its own job', async () => {
    const me = await asPerson('Changed Mind');
    const requestId = await askToDelete(me);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: me.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    t.app.clock.set(new Date(Date.now() + 40 * DAY));
    expect(await eraseAccount(deps, requestId)).toBe(false);
    expect(await requeueDueErasures(deps)).toBe(0);
    const [user] = await t.app.db.select().from(users).where(eq(users.id, me.id));
    expect(user).toMatchObject({ email: me.email, full_name: 'Changed Mind', deleted_at: null });
  });

  it('a request that is not due yet is left alone', async () => {
    const me = await asPerson('Not Yet');
    const requestId = await askToDelete(me);
    t.app.clock.set(new Date(Date.now() + 29 * DAY));
    expect(await eraseAccount(deps, requestId)).toBe(false);
    const [user] = await t.app.db.select().from(users).where(eq(users.id, me.id));
    expect(user?.email).toBe(me.email);
  });
});
