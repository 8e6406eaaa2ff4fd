import fs from 'node:fs';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@ito/contracts/constants';
import type { TChatMessage } from '@ito/contracts/chat/fields';
import type { TFileData } from '@ito/contracts/files/file-data';
import { files } from '../../db/schema/files.ts';
import { users } from '../../db/schema/auth.ts';
import { programs } from '../../db/schema/programs.ts';
import { createStorage } from '../../platform/storage.ts';
import { createTestApp, json, NOT_FOUND_BODY, type TestApp } from '../../test/harness.ts';
import { directRoom, groupRoom, person, send, type Person } from '../../test/chat-helpers.ts';
import { multipartFile, storedFiles, tempDataDir, tinyPdf } from '../../test/files-helpers.ts';
import { createProgram, creator, follow } from '../../test/program-helpers.ts';
import { renameDerivableNames } from './rename-stored.ts';

/**
 * Decision 062: private files (lesson attachments, chat files) are served only through the access-checked media route,
 * with private caching; stored names do not follow from ids; access that ends (an unfollow, leaving a chat) ends the
 * file's answers at once.
 */
let t: TestApp;
let dataDir: string;
let owner: Awaited<ReturnType<typeof creator>>;
let follower: Person;
let stranger: Person;
let worksheet: TFileData;
let picture: TFileData;
let program: { id: string };

const cookieOf = (token: string) => ({
  cookie: `${SESSION_COOKIE}=${encodeURIComponent(JSON.stringify({ token }))}`,
});
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#77c13a' } })
    .png()
    .toBuffer();

async function upload(headers: Record<string, string>, data: Buffer, filename: string): Promise<TFileData> {
  const body = multipartFile(data, { filename });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/files',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return json<{ data: TFileData }>(res).data;
}

/** Cache-Control that no shared cache may keep and the browser must revalidate. */
function expectPrivate(cacheControl: unknown) {
  expect(cacheControl).toBe('private, no-cache');
  expect(String(cacheControl)).not.toMatch(/public|immutable|max-age=[1-9]/);
}

beforeAll(async () => {
  dataDir = tempDataDir();
  t = await createTestApp({ DATA_DIR: dataDir });
  owner = await creator(t.app);
  follower = await person(t.app, 'Follower');
  stranger = await person(t.app, 'Stranger');
  worksheet = await upload(owner.headers, tinyPdf(), 'worksheet.pdf');
  picture = await upload(owner.headers, await png(), 'diagram.png');
  program = await createProgram(t.app, owner.headers);
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/creator/programs/${program.id}/content`,
    headers: owner.headers,
    payload: {
      modules: [
        {
          title: 'Week 1',
          lessons: [
            {
              title: 'Reading',
              kind: 'text',
              attachments: [{ file_id: worksheet.id }, { file_id: picture.id }],
            },
          ],
        },
      ],
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await t.app.db.update(programs).set({ status: 'published' }).where(eq(programs.id, program.id));
  await follow(t.app, follower.id, program.id);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('lesson attachments are private (decision 062)', () => {
  it('have no public address: a signed-out visitor gets 404 at /public/download by id or stored name', async () => {
    for (const url of [
      `/public/download/${worksheet.id}.pdf`,
      `/public/download/${worksheet.name}`,
      `/api/media/${worksheet.id}`,
    ]) {
      const res = await get(url);
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 404, body: NOT_FOUND_BODY });
    }
  });

  it('keep stored names that do not follow from their ids: an attached image is not public at {id}.webp', async () => {
    for (const file of [worksheet, picture]) expect(file.name).not.toContain(file.id);
    for (const size of ['thumb', 'original']) {
      expect((await get(`/public/files/${size}/${picture.id}.webp`)).statusCode).toBe(404);
    }
    // The follower's lesson data carries the access-checked address, never the stored name.
    const dashboard = await get(`/api/follows/by-program/${program.id}`, follower.headers);
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.body).toContain(`/api/media/${worksheet.id}`);
    expect(dashboard.body).not.toContain(worksheet.name);
    expect(dashboard.body).not.toContain(picture.name);
  });

  it('answer a follower with private, revalidated caching, and stop the moment they unfollow', async () => {
    const served: Record<string, string> = {};
    for (const headers of [follower.headers, cookieOf(follower.token)]) {
      const res = await get(`/api/media/${worksheet.id}`, headers);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(tinyPdf())).toBe(true);
      expectPrivate(res.headers['cache-control']);
      expect(res.headers['content-disposition']).toContain('worksheet.pdf');
      served.etag = res.headers.etag as string;
    }
    const image = await get(`/api/media/${picture.id}?size=thumb`, cookieOf(follower.token));
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expectPrivate(image.headers['cache-control']);
    const revalidated = await get(`/api/media/${worksheet.id}`, { ...follower.headers, 'if-none-match': served.etag! });
    expect(revalidated.statusCode).toBe(304);

    const left = await t.app.inject({
      method: 'DELETE',
      url: `/api/programs/${program.id}/follow`,
      headers: follower.headers,
    });
    expect(left.statusCode, left.body).toBe(200);
    // A cached copy is not revalidated either: the browser asks (no-cache) and is told the file is gone.
    for (const headers of [
      follower.headers,
      cookieOf(follower.token),
      { ...follower.headers, 'if-none-match': served.etag! },
    ]) {
      expect((await get(`/api/media/${worksheet.id}`, headers)).statusCode).toBe(404);
      expect((await get(`/api/media/${picture.id}?size=thumb`, headers)).statusCode).toBe(404);
    }
    expect((await get(`/api/media/${worksheet.id}`, stranger.headers)).statusCode).toBe(404);
    expect((await get(`/api/media/${worksheet.id}`, owner.headers)).statusCode).toBe(200);
  });
});

describe('chat files are private (decision 062)', () => {
  it("answer the chat's participants only, by access-checked addresses that do not give out the stored name", async () => {
    const [ann, ben] = [await person(t.app, 'Ann'), await person(t.app, 'Ben')];
    const room = await directRoom(t.app, ann, ben);
    const notes = await upload(ann.headers, tinyPdf(), 'notes.pdf');
    const photo = await upload(ann.headers, await png(), 'photo.png');
    const res = await send(t.app, ann, room.id, 'for you', [notes.id, photo.id]);
    expect(res.statusCode, res.body).toBe(201);
    const message = json<{ data: TChatMessage }>(res).data;
    expect(res.body).not.toContain(notes.name);
    expect(res.body).not.toContain(photo.name);
    const [doc, image] = [...message.attachments].sort((a) => (a.kind === 'document' ? -1 : 1));
    const urls = [
      (doc!.urls as { download: string }).download,
      (image!.urls as { medium: string }).medium,
      (image!.urls as { large: string }).large,
    ];
    expect(urls).toEqual([
      `/api/media/${notes.id}`,
      `/api/media/${photo.id}?size=medium`,
      `/api/media/${photo.id}?size=large`,
    ]);
    for (const url of urls) {
      const seen = await get(url, cookieOf(ben.token));
      expect(seen.statusCode).toBe(200);
      expectPrivate(seen.headers['cache-control']);
      for (const headers of [{}, stranger.headers, cookieOf(stranger.token)]) {
        expect((await get(url, headers)).statusCode).toBe(404);
      }
    }
    expect((await get(`/public/download/${notes.name}`)).statusCode).toBe(404);
  });

  it('ends with membership: a member removed from a group gets 404 for the files shared there', async () => {
    const [ann, ben, cat] = [await person(t.app, 'Ann'), await person(t.app, 'Ben'), await person(t.app, 'Cat')];
    const room = await groupRoom(t.app, ann, 'Study group', [ben, cat]);
    const notes = await upload(ann.headers, tinyPdf(), 'group-notes.pdf');
    expect((await send(t.app, ann, room.id, 'notes', [notes.id])).statusCode).toBe(201);
    expect((await get(`/api/media/${notes.id}`, cat.headers)).statusCode).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/chat/rooms/${room.id}/participants/${cat.id}`,
      headers: ann.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await get(`/api/media/${notes.id}`, cat.headers)).statusCode).toBe(404);
    expect((await get(`/api/media/${notes.id}`, ben.headers)).statusCode).toBe(200);
  });
});

describe('files stored before decision 062', () => {
  it('get random names at start: the objects move, a profile picture follows, the old addresses stop answering', async () => {
    const someone = await person(t.app, 'Early adopter');
    const pdf = await upload(someone.headers, tinyPdf(), 'old.pdf');
    const avatar = await upload(someone.headers, await png(), 'me.png');
    // Written the way uploads named files before: `{id}.{ext}`.
    const storage = createStorage(t.app.config);
    const legacy = async (file: TFileData, areas: string[]) => {
      const old = `${file.id}.${file.name.split('.').pop()}`;
      for (const area of areas) {
        const object = (await storage.open(area, file.name))!;
        const chunks: Buffer[] = [];
        for await (const chunk of object.stream) chunks.push(chunk as Buffer);
        await storage.put(area, old, Buffer.concat(chunks));
        await storage.remove(area, file.name);
      }
      await t.app.db.update(files).set({ name: old }).where(eq(files.id, file.id));
      return old;
    };
    const oldPdf = await legacy(pdf, ['download']);
    const oldAvatar = await legacy(avatar, ['thumb', 'medium', 'large', 'original']);
    await t.app.db.update(users).set({ avatar: oldAvatar }).where(eq(users.id, someone.id));
    expect((await get(`/public/files/thumb/${oldAvatar}`)).statusCode).toBe(200);

    expect(await renameDerivableNames(t.app.db, storage)).toBeGreaterThanOrEqual(2);
    const rows = await t.app.db.select({ id: files.id, name: files.name }).from(files);
    expect(rows.filter((r) => r.name.includes(r.id))).toEqual([]);
    const [newAvatar] = await t.app.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, someone.id));
    expect(newAvatar!.avatar).not.toBe(oldAvatar);
    expect((await get(`/public/files/thumb/${newAvatar!.avatar}`)).statusCode).toBe(200);
    expect((await get(`/public/files/thumb/${oldAvatar}`)).statusCode).toBe(404);
    expect(storedFiles(dataDir).filter((f) => f.includes(oldPdf) || f.includes(oldAvatar))).toEqual([]);
    const stillServed = await get(`/api/media/${pdf.id}`, someone.headers);
    expect(stillServed.statusCode).toBe(200);
    expect(stillServed.rawPayload.equals(tinyPdf())).toBe(true);
    expect(await renameDerivableNames(t.app.db, storage)).toBe(0);
  });
});
