import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { TFileData } from '@ito/contracts/files/file-data';
import { files } from '../../db/schema/files.ts';
import { createLocalStorage, type FileStorage } from '../../platform/storage.ts';
import { uploadFile } from './service.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/harness.ts';
import { registerUser, verifiedUser } from '../../test/identity-helpers.ts';
import { multipartFile, storedFiles, tempDataDir, tinyPdf } from '../../test/files-helpers.ts';

let t: TestApp;
let dataDir: string;
let token: string;
let userId: string;

beforeAll(async () => {
  dataDir = tempDataDir();
  t = await createTestApp({ DATA_DIR: dataDir });
  const user = await verifiedUser(t.app);
  token = user.accessToken;
  userId = user.id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const upload = (data: Buffer, options: Parameters<typeof multipartFile>[1] = {}, auth = token) => {
  const { payload, headers } = multipartFile(data, options);
  return t.app.inject({ method: 'POST', url: '/api/files', payload, headers: { ...headers, ...bearer(auth) } });
};
const rowCount = async () => (await t.app.db.select({ n: count() }).from(files))[0]!.n;
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#5567ff' } })
    .png()
    .toBuffer();

describe('POST /api/files', () => {
  it('stores an image as four webp variants, longest side 150/600/1200/original, served with cache headers', async () => {
    const res = await upload(await png(2000, 1000), { filename: 'cover photo.png', contentType: 'image/png' });
    expect(res.statusCode).toBe(201);
    const { data } = json<{ data: TFileData }>(res);
    expect(data).toMatchObject({
      original_name: 'cover photo.png',
      mime: 'image/webp',
      kind: 'image',
      width: 2000,
      height: 1000,
    });
    expect(data.name).toMatch(/^[0-9a-f-]{36}\.webp$/);
    // The stored name is the capability in the public URL: it must not follow from the id others see (decision 062).
    expect(data.name).not.toContain(data.id);
    expect(data.urls).toEqual({
      thumb: `/public/files/thumb/${data.name}`,
      medium: `/public/files/medium/${data.name}`,
      large: `/public/files/large/${data.name}`,
      original: `/public/files/original/${data.name}`,
    });
    expect(storedFiles(dataDir)).toEqual(
      ['large', 'medium', 'original', 'thumb'].map((size) => `${size}/${data.name}`),
    );

    const expected = { thumb: [150, 75], medium: [600, 300], large: [1200, 600], original: [2000, 1000] };
    for (const [size, [width, height]] of Object.entries(expected)) {
      const served = await t.app.inject({ method: 'GET', url: `/public/files/${size}/${data.name}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers.etag).toBeTruthy();
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
    }

    const thumb = (data.urls as Record<string, string>).thumb!;
    const first = await t.app.inject({ method: 'GET', url: thumb });
    const again = await t.app.inject({
      method: 'GET',
      url: thumb,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('never upscales a small image', async () => {
    const res = await upload(await png(100, 40), { filename: 'small.png' });
    const { data } = json<{ data: TFileData }>(res);
    for (const size of ['thumb', 'medium', 'large', 'original']) {
      const served = await t.app.inject({ method: 'GET', url: `/public/files/${size}/${data.name}` });
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([100, 40]);
    }
  });

  it('turns a photo upright by its EXIF orientation and strips its metadata', async () => {
    // Stored 300x100 with "rotate 90° clockwise to display" (orientation 6): upright it is 100x300.
    const jpeg = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#e0a030' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const { data } = json<{ data: TFileData }>(await upload(jpeg, { filename: 'photo.jpg' }));
    expect([data.width, data.height]).toEqual([100, 300]);
    const served = await t.app.inject({ method: 'GET', url: `/public/files/original/${data.name}` });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([100, 300, undefined, undefined]);
  });

  it('keeps a PDF as it came and serves it privately as an attachment under its original name', async () => {
    const pdf = tinyPdf();
    const res = await upload(pdf, { filename: 'Plan für Woche 1.pdf', contentType: 'application/octet-stream' });
    expect(res.statusCode).toBe(201);
    const { data } = json<{ data: TFileData }>(res);
    expect(data).toMatchObject({ kind: 'document', mime: 'application/pdf', size: pdf.length, width: null });
    expect(data.name).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(data.name).not.toContain(data.id);
    expect(data.urls).toEqual({ download: `/api/media/${data.id}` });

    const served = await t.app.inject({ method: 'GET', url: `/api/media/${data.id}`, headers: bearer(token) });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(pdf)).toBe(true);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['cache-control']).toBe('private, no-cache');
    expect(served.headers.etag).toBeTruthy();
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="Plan f_r Woche 1.pdf"; filename*=UTF-8''Plan%20f%C3%BCr%20Woche%201.pdf`,
    );
  });

  it('saves a download under the extension of its sniffed type, without hidden characters', async () => {
    // A PDF named as a page, with a right-to-left override that would show "invoiceexe.pdf".
    const res = await upload(tinyPdf(), { filename: 'invoice\u202Efdp.html', contentType: 'text/html' });
    expect(res.statusCode).toBe(201);
    const { data } = json<{ data: TFileData }>(res);
    const served = await t.app.inject({ method: 'GET', url: `/api/media/${data.id}`, headers: bearer(token) });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="invoicefdp.pdf"; filename*=UTF-8''invoicefdp.pdf`,
    );
  });

  it('tells the type from the bytes: a text file named .png is refused and nothing is stored', async () => {
    const before = storedFiles(dataDir);
    const rows = await rowCount();
    const res = await upload(Buffer.from('just some text, not an image'), {
      filename: 'picture.png',
      contentType: 'image/png',
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ file: [expect.stringContaining('not accepted')] });
    expect(storedFiles(dataDir)).toEqual(before);
    expect(await rowCount()).toBe(rows);
  });

  it('refuses a damaged image that only starts like a PNG, leaving nothing behind', async () => {
    const before = storedFiles(dataDir);
    const fake = Buffer.concat([(await png(50, 50)).subarray(0, 40), Buffer.alloc(200, 7)]);
    const res = await upload(fake, { filename: 'broken.png' });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ file: [expect.stringContaining('could not be read')] });
    expect(storedFiles(dataDir)).toEqual(before);
  });

  it('refuses an image over 10 MB and any file over 20 MB, storing nothing', async () => {
    const before = storedFiles(dataDir);
    const rows = await rowCount();
    const pngHeader = (await png(10, 10)).subarray(0, 16);
    const bigImage = Buffer.concat([pngHeader, Buffer.alloc(10 * 1024 * 1024 + 1 - pngHeader.length)]);
    const image = await upload(bigImage, { filename: 'big.png' });
    expect(image.statusCode).toBe(422);
    expect(json(image).errors).toEqual({ file: [expect.stringContaining('too large')] });

    const hugePdf = Buffer.concat([tinyPdf(), Buffer.alloc(20 * 1024 * 1024)]);
    const document = await upload(hugePdf, { filename: 'huge.pdf' });
    expect(document.statusCode).toBe(422);
    expect(json(document).errors).toEqual({ file: [expect.stringContaining('too large')] });

    expect(storedFiles(dataDir)).toEqual(before);
    expect(await rowCount()).toBe(rows);
  });

  it('needs a file, a signed-in caller and a verified account', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/files', headers: bearer(token), payload: {} });
    expect(empty.statusCode).toBe(422);
    expect(json(empty).errors).toEqual({ file: ['Choose a file to upload.'] });

    const { payload, headers } = multipartFile(await png(10, 10));
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/files', payload, headers });
    expect(anonymous.statusCode).toBe(401);

    const unverified = await registerUser(t.app);
    expect((await upload(await png(10, 10), {}, unverified.accessToken)).statusCode).toBe(403);
  });

  it('removes the variants already written when a later one fails to store', async () => {
    const before = storedFiles(dataDir);
    const rows = await rowCount();
    const disk = createLocalStorage(`${dataDir}/files`);
    const failing: FileStorage = {
      ...disk,
      async put(area, name, data) {
        if (area === 'large') throw new Error('disk full');
        await disk.put(area, name, data);
      },
    };
    const received = path.join(dataDir, 'received.png');
    fs.writeFileSync(received, await png(700, 700));
    const upload = { filename: 'x.png', type: { kind: 'image', mime: 'image/png' } as const, size: 0, path: received };
    const uploader = { id: userId, isCreator: false };
    await expect(uploadFile(t.app.db, failing, uploader, upload)).rejects.toThrow('disk full');
    fs.rmSync(received);
    expect(storedFiles(dataDir)).toEqual(before);
    expect(await rowCount()).toBe(rows);
  });
});
