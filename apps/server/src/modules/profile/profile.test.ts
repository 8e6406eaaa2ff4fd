import { englishText } from '@ito/contracts/common/message-codes';
import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFileData } from '@ito/contracts/files/file-data';
import { PROFILE_CODES, type TProfile } from '@ito/contracts/profile/profile';
import type { TCurrentUser } from '@ito/contracts/auth/get-data';
import { programs } from '../../db/schema/programs.ts';
import { bearer, createTestApp, json, type TestApp, NOT_FOUND_BODY } from '../../test/harness.ts';
import { getData, registerUser, verifiedUser } from '../../test/identity-helpers.ts';
import { multipartFile, storedFiles, tempDataDir, tinyPdf } from '../../test/files-helpers.ts';
import { guestPerson } from '../../test/chat-helpers.ts';
import { recordNotification } from '../notifications/notify.ts';

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = tempDataDir();
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Method = 'GET' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });

const putProfile = (token: string, payload: object) => call('PUT', '/api/user/profile', token, payload);
const setAvatar = (token: string, fileId: string) =>
  call('PUT', '/api/user/profile/avatar', token, { file_id: fileId });

async function upload(token: string, data: Buffer, filename: string): Promise<TFileData> {
  const { payload, headers } = multipartFile(data, { filename });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/files',
    payload,
    headers: { ...headers, ...bearer(token) },
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return json<{ data: TFileData }>(res).data;
}

const uploadImage = async (token: string) =>
  upload(
    token,
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#77c13a' } })
      .png()
      .toBuffer(),
    'me.png',
  );

describe('GET and PUT /api/user/profile', () => {
  it('reads and changes one’s own profile; the phone is kept in the international format', async () => {
    const me = await verifiedUser(t.app, { full_name: 'Ada Lovelace' });
    const before = await call('GET', '/api/user/profile', me.accessToken);
    expect(before.statusCode).toBe(200);
    expect(json<{ data: TProfile }>(before).data).toEqual({
      id: me.id,
      email: me.user.email,
      full_name: 'Ada Lovelace',
      username: null,
      bio: null,
      profession: null,
      locale: 'en',
      phone: null,
      country: null,
      avatar: null,
      time_zone: null,
    });

    const res = await putProfile(me.accessToken, {
      full_name: '  Ada King ',
      username: 'Ada.King',
      bio: 'Analyst of engines.',
      profession: 'Software developer',
      locale: 'ar',
      phone: '050 123 4567',
      country: 'ae',
    });
    expect(res.statusCode).toBe(200);
    const changed = {
      full_name: 'Ada King',
      username: 'ada.king',
      bio: 'Analyst of engines.',
      profession: 'Software developer',
      locale: 'ar',
      phone: '+971501234567',
      country: 'AE',
    };
    expect(json<{ data: TProfile }>(res).data).toMatchObject(changed);
    expect(json<{ data: TProfile }>(await call('GET', '/api/user/profile', me.accessToken)).data).toMatchObject(
      changed,
    );
    // The header's source follows.
    expect(json<{ data: TCurrentUser }>(await getData(t.app, me.accessToken)).data).toMatchObject({
      full_name: 'Ada King',
      username: 'ada.king',
      locale: 'ar',
    });

    // A subset changes only itself; empty text clears an optional field.
    const partial = await putProfile(me.accessToken, { bio: '', phone: '+44 20 7946 0958' });
    expect(json<{ data: TProfile }>(partial).data).toMatchObject({
      ...changed,
      bio: null,
      phone: '+442079460958',
    });
  });

  it('answers 422 with the field names for invalid values', async () => {
    const me = await verifiedUser(t.app);
    const res = await putProfile(me.accessToken, {
      full_name: ' ',
      username: 'a b',
      bio: 'x'.repeat(1001),
      profession: 'y'.repeat(121),
      phone: '12345',
      country: 'XX',
    });
    expect(res.statusCode).toBe(422);
    const body = json<{ message: string; errors: Record<string, string[]> }>(res);
    expect(Object.keys(body.errors).sort()).toEqual(
      ['bio', 'country', 'full_name', 'phone', 'profession', 'username'].sort(),
    );
    expect(body.errors).toMatchObject({
      full_name: ['Enter your full name.'],
      username: [englishText(PROFILE_CODES.username)],
      bio: [englishText(PROFILE_CODES.bioMax)],
      profession: [englishText(PROFILE_CODES.professionMax)],
      phone: [englishText(PROFILE_CODES.phone)],
      country: [englishText(PROFILE_CODES.country)],
    });

    const locale = await putProfile(me.accessToken, { locale: 'fr' });
    expect(json(locale).errors).toEqual({ locale: [englishText(PROFILE_CODES.locale)] });

    // A number valid elsewhere is refused for the chosen country; without "+" and without a country it is unknown.
    for (const payload of [{ phone: '050 123 4567', country: 'US' }, { phone: '050 123 4567' }]) {
      const refused = await putProfile(me.accessToken, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(422);
      expect(json(refused).errors).toEqual({ phone: [englishText(PROFILE_CODES.phone)] });
    }
    for (const username of ['ab', 'x'.repeat(31), '.ada', 'ada-', 'ada!']) {
      const refused = await putProfile(me.accessToken, { username });
      expect(json(refused).errors, username).toEqual({ username: [englishText(PROFILE_CODES.username)] });
    }
    // Nothing was changed by the refused calls.
    expect(json<{ data: TProfile }>(await call('GET', '/api/user/profile', me.accessToken)).data).toMatchObject({
      username: null,
      phone: null,
      locale: 'en',
    });
  });

  it('refuses a username someone else has (422 on `username`) and lets the owner keep theirs', async () => {
    const first = await verifiedUser(t.app);
    const second = await verifiedUser(t.app);
    expect((await putProfile(first.accessToken, { username: 'grace_h' })).statusCode).toBe(200);

    const taken = await putProfile(second.accessToken, { username: 'Grace_H' });
    expect(taken.statusCode).toBe(422);
    expect(json(taken).errors).toEqual({ username: [englishText(PROFILE_CODES.usernameTaken)] });
    // The same field by code (decision 045): what the web translates.
    expect(json(taken).codes).toEqual({ username: [{ code: 'profile.username_taken', params: {} }] });

    const same = await putProfile(first.accessToken, { username: 'grace_h', full_name: 'Grace Hopper' });
    expect(same.statusCode).toBe(200);
    // Clearing frees it.
    expect((await putProfile(first.accessToken, { username: '' })).statusCode).toBe(200);
    expect((await putProfile(second.accessToken, { username: 'grace_h' })).statusCode).toBe(200);
  });

  it('asks who is calling: 401 without a session, 403 while the email is unverified', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/user/profile'],
      ['PUT', '/api/user/profile', { full_name: 'Nobody' }],
      ['PUT', '/api/user/profile/avatar', { file_id: '00000000-0000-4000-8000-000000000000' }],
      ['DELETE', '/api/user/profile/avatar'],
    ] as [Method, string, object?][]) {
      const res = await call(method, url, undefined, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    const unverified = await registerUser(t.app);
    expect((await call('GET', '/api/user/profile', unverified.accessToken)).statusCode).toBe(403);
  });
});

describe('the time zone on the profile (decision 072)', () => {
  it('is saved in the platform’s spelling, refused when unknown, and changed but never cleared', async () => {
    const me = await verifiedUser(t.app);
    const saved = await putProfile(me.accessToken, { time_zone: 'asia/tokyo' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<{ data: TProfile }>(saved).data.time_zone).toBe('Asia/Tokyo');
    for (const time_zone of ['Mars/Olympus_Mons', '', null, 'x'.repeat(65)]) {
      const refused = await putProfile(me.accessToken, { time_zone });
      expect(refused.statusCode, String(time_zone)).toBe(422);
      expect(Object.keys(json<{ errors: object }>(refused).errors), String(time_zone)).toEqual(['time_zone']);
    }
    expect(json(await putProfile(me.accessToken, { time_zone: 'Mars/Olympus_Mons' })).codes).toEqual({
      time_zone: [{ code: PROFILE_CODES.timeZone, params: {} }],
    });
    const read = await call('GET', '/api/user/profile', me.accessToken);
    expect(json<{ data: TProfile }>(read).data.time_zone).toBe('Asia/Tokyo');
  });

  it('is the zone notifications compute in: quiet hours and the digest’s time follow the saved zone', async () => {
    const me = await verifiedUser(t.app);
    const headers = bearer(me.accessToken);
    const quiet = { quiet_start: '22:00', quiet_end: '07:00' };
    const settings = await t.app.inject({ method: 'PUT', url: '/api/notifications/settings', headers, payload: quiet });
    expect(settings.statusCode, settings.body).toBe(200);
    const at = new Date('2026-01-10T19:30:00Z'); // 19:30 in UTC, 23:30 in Dubai
    const record = () =>
      t.app.db.transaction((tx) =>
        recordNotification(tx, { userId: me.id, type: 'plan_changed', data: { title: 'Plan', url: '/' }, now: at }),
      );
    // No zone yet: read as UTC, 19:30 is outside the quiet hours.
    expect((await record()).notification.delivery).toBe('live');
    expect((await putProfile(me.accessToken, { time_zone: 'Asia/Dubai' })).statusCode).toBe(200);
    const held = await record();
    expect(held.notification.delivery).toBe('digest');
    // Mailed when the quiet hours end: 07:00 in Dubai.
    expect(held.digestAt?.toISOString()).toBe('2026-01-11T03:00:00.000Z');
  });

  it('is nobody else’s to read or change: no route names another person’s, and a body naming them changes mine', async () => {
    const ana = await verifiedUser(t.app);
    const ben = await verifiedUser(t.app);
    expect((await putProfile(ana.accessToken, { time_zone: 'Europe/Lisbon' })).statusCode).toBe(200);

    for (const method of ['GET', 'PUT'] as const) {
      const other = await call(method, `/api/user/profile/${ana.id}`, ben.accessToken, { time_zone: 'Asia/Tokyo' });
      expect(other.statusCode, method).toBe(404);
      expect(json(other)).toEqual(NOT_FOUND_BODY);
    }
    const named = await putProfile(ben.accessToken, { id: ana.id, user_id: ana.id, time_zone: 'Asia/Tokyo' });
    expect(named.statusCode, named.body).toBe(200);
    expect(json<{ data: TProfile }>(named).data).toMatchObject({ id: ben.id, time_zone: 'Asia/Tokyo' });
    const bens = json<{ data: TProfile }>(await call('GET', '/api/user/profile', ben.accessToken)).data;
    expect(bens).toMatchObject({ id: ben.id, time_zone: 'Asia/Tokyo' });
    const anas = json<{ data: TProfile }>(await call('GET', '/api/user/profile', ana.accessToken)).data;
    expect(anas.time_zone).toBe('Europe/Lisbon');

    // A guest has no profile (403), an anonymous caller no session (401).
    const guest = await guestPerson(t.app);
    const asGuest = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: guest.headers,
      payload: { time_zone: 'Asia/Tokyo' },
    });
    expect(asGuest.statusCode).toBe(403);
    expect((await call('PUT', '/api/user/profile', undefined, { time_zone: 'Asia/Tokyo' })).statusCode).toBe(401);
    expect(json<{ data: TProfile }>(await call('GET', '/api/user/profile', ana.accessToken)).data.time_zone).toBe(
      'Europe/Lisbon',
    );
  });
});

describe('the profile picture', () => {
  it('is set from one’s own uploaded image, shown by get-data and served from /public/files', async () => {
    const me = await verifiedUser(t.app);
    const image = await uploadImage(me.accessToken);
    const res = await setAvatar(me.accessToken, image.id);
    expect(res.statusCode).toBe(200);
    expect(json<{ data: TProfile }>(res).data.avatar).toBe(image.name);
    expect(json<{ data: TCurrentUser }>(await getData(t.app, me.accessToken)).data.avatar).toBe(image.name);
    const served = await t.app.inject({ method: 'GET', url: `/public/files/thumb/${image.name}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const removed = await call('DELETE', '/api/user/profile/avatar', me.accessToken);
    expect(removed.statusCode).toBe(200);
    expect(json<{ data: TProfile }>(removed).data.avatar).toBeNull();
    expect(json<{ data: TCurrentUser }>(await getData(t.app, me.accessToken)).data.avatar).toBeNull();
  });

  it('cannot be another user’s file (404, nothing changes), a document (422) or a malformed id (422)', async () => {
    const me = await verifiedUser(t.app);
    const other = await verifiedUser(t.app);
    const mine = await uploadImage(me.accessToken);
    expect((await setAvatar(me.accessToken, mine.id)).statusCode).toBe(200);

    const theirs = await uploadImage(other.accessToken);
    const refused = await setAvatar(me.accessToken, theirs.id);
    expect(refused.statusCode).toBe(404);
    expect(json(refused)).toEqual(NOT_FOUND_BODY);
    expect((await setAvatar(me.accessToken, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(json<{ data: TProfile }>(await call('GET', '/api/user/profile', me.accessToken)).data.avatar).toBe(
      mine.name,
    );

    const pdf = await upload(me.accessToken, tinyPdf(), 'cv.pdf');
    const document = await setAvatar(me.accessToken, pdf.id);
    expect(document.statusCode).toBe(422);
    expect(json(document).errors).toEqual({ file_id: [englishText(PROFILE_CODES.avatarImage)] });

    const malformed = await setAvatar(me.accessToken, 'not-a-uuid');
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: object }>(malformed).errors)).toEqual(['file_id']);
  });

  it('makes its file undeletable (423 naming it, with a program cover too) until it is removed', async () => {
    const me = await verifiedUser(t.app, { type: 'expert' });
    const image = await uploadImage(me.accessToken);
    expect((await setAvatar(me.accessToken, image.id)).statusCode).toBe(200);

    const refused = await call('DELETE', `/api/files/${image.id}`, me.accessToken);
    expect(refused.statusCode).toBe(423);
    expect(json(refused)).toEqual({
      message: "Can't delete this item such as its in use",
      code: 'errors.locked_delete',
      params: {},
      errors: { used: ['Your profile picture'], update: false },
    });

    await t.app.db.insert(programs).values({
      creator_id: me.id,
      title: 'Morning Pages',
      slug: 'morning-pages',
      shortcode: 'pavatar1',
      secret: 'profile-test-secret-1',
      cover_file_id: image.id,
    });
    const both = await call('DELETE', `/api/files/${image.id}`, me.accessToken);
    expect(json(both).errors).toEqual({ used: ['Morning Pages', 'Your profile picture'], update: false });
    expect(storedFiles(dataDir).filter((f) => f.endsWith(image.name))).toHaveLength(4);

    // Another picture in its place frees the first one from this use.
    const next = await uploadImage(me.accessToken);
    expect((await setAvatar(me.accessToken, next.id)).statusCode).toBe(200);
    const coverOnly = await call('DELETE', `/api/files/${image.id}`, me.accessToken);
    expect(json(coverOnly).errors).toEqual({ used: ['Morning Pages'], update: false });

    expect((await call('DELETE', '/api/user/profile/avatar', me.accessToken)).statusCode).toBe(200);
    const deleted = await call('DELETE', `/api/files/${next.id}`, me.accessToken);
    expect(deleted.statusCode).toBe(200);
    expect(storedFiles(dataDir).filter((f) => f.endsWith(next.name))).toEqual([]);
  });

  it('never points at a deleted file when setting and deleting race', async () => {
    const me = await verifiedUser(t.app);
    for (let round = 0; round < 5; round += 1) {
      const image = await uploadImage(me.accessToken);
      const [set, deleted] = await Promise.all([
        setAvatar(me.accessToken, image.id),
        call('DELETE', `/api/files/${image.id}`, me.accessToken),
      ]);
      // One wins: a picture whose file stays (423), or a deleted file that could not become the picture (404).
      expect([set.statusCode, deleted.statusCode].sort()).toEqual(set.statusCode === 200 ? [200, 423] : [200, 404]);
      const avatar = json<{ data: TProfile }>(await call('GET', '/api/user/profile', me.accessToken)).data.avatar;
      if (avatar === image.name) {
        expect((await t.app.inject({ method: 'GET', url: `/public/files/thumb/${avatar}` })).statusCode).toBe(200);
      } else {
        expect(deleted.statusCode).toBe(200);
      }
      expect((await call('DELETE', '/api/user/profile/avatar', me.accessToken)).statusCode).toBe(200);
    }
  });
});
