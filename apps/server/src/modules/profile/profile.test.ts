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
