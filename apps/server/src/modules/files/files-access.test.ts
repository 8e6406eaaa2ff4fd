import fs from 'node:fs';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFileData } from '@ito/contracts/files/file-data';
import { programs } from '../../db/schema/programs.ts';
import { bearer, createTestApp, json, type TestApp, NOT_FOUND_BODY } from '../../test/harness.ts';
import { verifiedUser } from '../../test/identity-helpers.ts';
import { multipartFile, storedFiles, tempDataDir, tinyPdf } from '../../test/files-helpers.ts';

let t: TestApp;
let dataDir: string;
let owner: { id: string; accessToken: string };
let other: { id: string; accessToken: string };

beforeAll(async () => {
  dataDir = tempDataDir();
  t = await createTestApp({ DATA_DIR: dataDir });
  owner = await verifiedUser(t.app, { type: 'expert' });
  other = await verifiedUser(t.app);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function uploadImage(token: string): Promise<TFileData> {
  const image = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#5567ff' } })
    .png()
    .toBuffer();
  const { payload, headers } = multipartFile(image, { filename: 'cover.png' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/files',
    payload,
    headers: { ...headers, ...bearer(token) },
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return json<{ data: TFileData }>(res).data;
}

/** One of a file's public URLs (`urls` is a union of the image and the document shapes). */
const urlOf = (file: TFileData, key: string) => (file.urls as Record<string, string>)[key]!;

const call = (method: 'GET' | 'DELETE', url: string, token: string) =>
  t.app.inject({ method, url, headers: bearer(token) });

describe('GET and DELETE /api/files/:id', () => {
  it('shows a file to its owner only: anyone else, an unknown or a malformed id get 404', async () => {
    const file = await uploadImage(owner.accessToken);
    const mine = await call('GET', `/api/files/${file.id}`, owner.accessToken);
    expect(mine.statusCode).toBe(200);
    expect(json(mine).data).toEqual(file);

    expect((await call('GET', `/api/files/${file.id}`, other.accessToken)).statusCode).toBe(404);
    expect((await call('GET', '/api/files/00000000-0000-4000-8000-000000000000', owner.accessToken)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/files/not-a-uuid', owner.accessToken)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${file.id}` })).statusCode).toBe(401);
  });

  it("does not let another user delete one's file", async () => {
    const file = await uploadImage(owner.accessToken);
    const res = await call('DELETE', `/api/files/${file.id}`, other.accessToken);
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual(NOT_FOUND_BODY);
    expect((await call('GET', `/api/files/${file.id}`, owner.accessToken)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: urlOf(file, 'thumb') })).statusCode).toBe(200);
  });

  it('refuses to delete a program cover (423 with the titles), then deletes it and every variant', async () => {
    const file = await uploadImage(owner.accessToken);
    const [program] = await t.app.db
      .insert(programs)
      .values({
        creator_id: owner.id,
        title: 'Calm in Thirty Days',
        slug: 'calm-in-thirty-days',
        shortcode: 'fcover1',
        secret: 'files-test-secret-1',
        cover_file_id: file.id,
      })
      .returning();

    const refused = await call('DELETE', `/api/files/${file.id}`, owner.accessToken);
    expect(refused.statusCode).toBe(423);
    expect(json(refused).errors).toEqual({ used: ['Calm in Thirty Days'], update: false });
    expect(storedFiles(dataDir).filter((f) => f.endsWith(file.name))).toHaveLength(4);

    await t.app.db.update(programs).set({ cover_file_id: null }).where(eq(programs.id, program!.id));
    const deleted = await call('DELETE', `/api/files/${file.id}`, owner.accessToken);
    expect(deleted.statusCode).toBe(200);
    expect(json(deleted)).toEqual({ data: { deleted: true } });
    expect(storedFiles(dataDir).filter((f) => f.endsWith(file.name))).toEqual([]);
    expect((await call('GET', `/api/files/${file.id}`, owner.accessToken)).statusCode).toBe(404);
    const gone = await t.app.inject({ method: 'GET', url: urlOf(file, 'medium') });
    expect(gone.statusCode).toBe(404);
  });
});

describe('public file URLs', () => {
  it('answer 404 JSON for unknown sizes, unknown names and anything that is not a stored name', async () => {
    const file = await uploadImage(owner.accessToken);
    const misses = [
      `/public/files/huge/${file.name}`,
      `/public/files/thumb/00000000-0000-4000-8000-000000000000.webp`,
      `/public/files/thumb/${file.name.replace('.webp', '.png')}`,
      '/public/files/thumb/..%2F..%2F..%2Fetc%2Fpasswd',
      '/public/files/..%2Fthumb/x.webp',
      `/public/files/thumb/..%2Fthumb%2F${file.name}`,
      `/public/download/${file.name}`,
      '/public/download/00000000-0000-4000-8000-000000000000.pdf',
      '/public/download/..%2F..%2Fdb',
    ];
    for (const url of misses) {
      const res = await t.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 404,
        body: NOT_FOUND_BODY,
      });
    }
  });

  it('serve a document (privately) only while its record exists', async () => {
    const { payload, headers } = multipartFile(tinyPdf(), { filename: 'notes.pdf' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      payload,
      headers: { ...headers, ...bearer(owner.accessToken) },
    });
    const file = json<{ data: TFileData }>(res).data;
    expect((await call('GET', urlOf(file, 'download'), owner.accessToken)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/files/${file.id}`, owner.accessToken)).statusCode).toBe(200);
    expect((await call('GET', urlOf(file, 'download'), owner.accessToken)).statusCode).toBe(404);
    expect(storedFiles(dataDir).filter((f) => f.endsWith(file.name))).toEqual([]);
  });
});
