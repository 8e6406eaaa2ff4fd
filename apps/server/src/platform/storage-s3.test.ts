import fs from 'node:fs';
import { createHash } from 'node:crypto';
import { text } from 'node:stream/consumers';
import sharp from 'sharp';
import { AwsClient } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFileData } from '@ito/contracts/files/file-data';
import { createS3Storage, objectUrl, S3Error, type S3Options } from './storage-s3.ts';
import { createStorage } from './storage.ts';
import { startFakeS3, type FakeS3 } from '../test/fake-s3.ts';
import { bearer, createTestApp, json, testConfig } from '../test/harness.ts';
import { verifiedUser } from '../test/identity-helpers.ts';
import { multipartFile, storedFiles, tempDataDir, tinyPdf } from '../test/files-helpers.ts';

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(() => s3.close());

const optionsFor = (fake: FakeS3, extra: Partial<S3Options> = {}): S3Options => ({
  endpoint: fake.url,
  bucket: fake.bucket,
  region: fake.region,
  accessKeyId: fake.accessKeyId,
  secretAccessKey: fake.secretAccessKey,
  forcePathStyle: true,
  prefix: 'unit/',
  ...extra,
});

describe('S3 storage', () => {
  it('puts, opens, checks and removes objects under <prefix><area>/<name>, with their content type', async () => {
    const storage = createS3Storage(optionsFor(s3));
    const before = Date.now();
    await storage.put('thumb', 'a.webp', Buffer.from('webp bytes'));
    await storage.put('download', 'b.pdf', tinyPdf());

    expect(s3.objects.get('unit/thumb/a.webp')).toMatchObject({
      contentType: 'image/webp',
      body: Buffer.from('webp bytes'),
    });
    expect(s3.objects.get('unit/download/b.pdf')).toMatchObject({ contentType: 'application/pdf', body: tinyPdf() });

    const object = await storage.open('thumb', 'a.webp');
    expect(object?.size).toBe(10);
    expect(object!.modifiedAt.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(await text(object!.stream)).toBe('webp bytes');
    expect(await storage.has('thumb', 'a.webp')).toBe(true);

    await storage.remove('thumb', 'a.webp');
    expect(s3.objects.has('unit/thumb/a.webp')).toBe(false);
    expect(await storage.has('thumb', 'a.webp')).toBe(false);
    expect(await storage.open('thumb', 'a.webp')).toBeNull();
    // Removing what is not there is not an error.
    await storage.remove('thumb', 'a.webp');
    expect(s3.requests).toContain('GET /ito-test/unit/thumb/a.webp -> 404');
  });

  it('replaces an object put again under the same name', async () => {
    const storage = createS3Storage(optionsFor(s3, { prefix: '' }));
    await storage.put('large', 'c.webp', Buffer.from('first'));
    await storage.put('large', 'c.webp', Buffer.from('second'));
    expect(await text((await storage.open('large', 'c.webp'))!.stream)).toBe('second');
    expect(s3.objects.has('large/c.webp')).toBe(true);
  });

  it('refuses names that could leave its prefix, before any request', async () => {
    const storage = createS3Storage(optionsFor(s3));
    const sent = s3.requests.length;
    for (const [area, name] of [
      ['thumb', '../escape.webp'],
      ['..', 'x.webp'],
      ['thumb', 'a/b.webp'],
      ['thumb', '.hidden'],
      ['thumb', 'a\0.webp'],
      ['thumb', 'a?b.webp'],
    ] as const) {
      await expect(storage.put(area, name, Buffer.from('x'))).rejects.toThrow('unsafe storage name');
      await expect(storage.open(area, name)).rejects.toThrow('unsafe storage name');
      await expect(storage.has(area, name)).rejects.toThrow('unsafe storage name');
      await expect(storage.remove(area, name)).rejects.toThrow('unsafe storage name');
    }
    expect(s3.requests.length).toBe(sent);
    expect(() => createS3Storage(optionsFor(s3, { prefix: '../' }))).toThrow('unsafe storage name');
  });

  it("surfaces the store's refusals with S3's error code", async () => {
    const wrongSecret = createS3Storage(optionsFor(s3, { secretAccessKey: 'not-the-secret' }));
    await expect(wrongSecret.put('thumb', 'd.webp', Buffer.from('x'))).rejects.toMatchObject({
      name: 'S3Error',
      status: 403,
      code: 'SignatureDoesNotMatch',
    });
    const wrongKey = createS3Storage(optionsFor(s3, { accessKeyId: 'AKIAUNKNOWN' }));
    await expect(wrongKey.open('thumb', 'd.webp')).rejects.toMatchObject({ code: 'InvalidAccessKeyId' });
    // A missing bucket is a configuration error, not a missing file.
    const wrongBucket = createS3Storage(optionsFor(s3, { bucket: 'no-such-bucket' }));
    await expect(wrongBucket.open('thumb', 'd.webp')).rejects.toThrow(S3Error);
    await expect(wrongBucket.open('thumb', 'd.webp')).rejects.toThrow('404 NoSuchBucket');
    expect(s3.objects.has('unit/thumb/d.webp')).toBe(false);
  });

  it('retries a struggling store a couple of times, then gives up', async () => {
    const storage = createS3Storage(optionsFor(s3));
    s3.failNext(2);
    await storage.put('medium', 'e.webp', Buffer.from('eventually'));
    expect(s3.objects.get('unit/medium/e.webp')?.body.toString()).toBe('eventually');

    s3.failNext(3);
    await expect(storage.put('medium', 'f.webp', Buffer.from('never'))).rejects.toMatchObject({
      status: 500,
      code: 'InternalError',
    });
    expect(s3.objects.has('unit/medium/f.webp')).toBe(false);
  });

  it('streams a file from disk with its length and checksum, retrying with a fresh stream (decision 062)', async () => {
    const storage = createS3Storage(optionsFor(s3));
    const dir = tempDataDir();
    const source = `${dir}/received.part`;
    const bytes = Buffer.concat([tinyPdf(), Buffer.alloc(3 * 1024 * 1024, 7)]);
    fs.writeFileSync(source, bytes);
    try {
      s3.failNext(2);
      await storage.putFile('download', 'g.pdf', source);
      expect(s3.objects.get('unit/download/g.pdf')).toMatchObject({ contentType: 'application/pdf', body: bytes });
      expect(fs.existsSync(source)).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('times out when the store does not answer', async () => {
    const http = await import('node:http');
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const storage = createS3Storage(optionsFor(s3, { endpoint: `http://127.0.0.1:${port}`, timeoutMs: 200 }));
    await expect(storage.has('thumb', 'g.webp')).rejects.toThrow('no answer within 200 ms');
    silent.closeAllConnections();
    silent.close();
  });

  it('is tested against a fake that checks signatures as S3 does', async () => {
    const url = `${s3.url}/${s3.bucket}/unit/thumb/i.webp`;
    const unsigned = await fetch(url, { method: 'PUT', body: 'x' });
    expect(unsigned.status).toBe(403);
    expect(await unsigned.text()).toMatch(/^<\?xml .*<Error><Code>AccessDenied<\/Code>/s);
    const client = new AwsClient({ ...optionsFor(s3), service: 's3', retries: 0 });
    const tampered = await client.fetch(url, {
      method: 'PUT',
      headers: { 'x-amz-content-sha256': createHash('sha256').update('other bytes').digest('hex') },
      body: 'x',
    });
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain('<Code>XAmzContentSHA256Mismatch</Code>');
    expect(s3.objects.has('unit/thumb/i.webp')).toBe(false);
  });

  it('addresses AWS virtual-hosted style by default, and path style when forced or where names cannot resolve', () => {
    const aws = { ...optionsFor(s3), endpoint: undefined, bucket: 'media', region: 'eu-west-1', forcePathStyle: false };
    expect(objectUrl(aws, 'ito/thumb/a.webp')).toBe('https://media.s3.eu-west-1.amazonaws.com/ito/thumb/a.webp');
    expect(objectUrl({ ...aws, forcePathStyle: true }, 'k')).toBe('https://s3.eu-west-1.amazonaws.com/media/k');
    expect(objectUrl({ ...aws, endpoint: 'https://acc.r2.cloudflarestorage.com' }, 'k')).toBe(
      'https://media.acc.r2.cloudflarestorage.com/k',
    );
    expect(objectUrl({ ...aws, endpoint: 'http://127.0.0.1:9000/' }, 'k')).toBe('http://127.0.0.1:9000/media/k');
    expect(objectUrl({ ...aws, endpoint: 'http://localhost:9000' }, 'k')).toBe('http://localhost:9000/media/k');
    expect(objectUrl({ ...aws, bucket: 'media.example.com' }, 'k')).toBe(
      'https://s3.eu-west-1.amazonaws.com/media.example.com/k',
    );
  });

  it('is the storage the app chooses when S3_BUCKET is set', async () => {
    const env = {
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.url,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_PREFIX: 'chosen',
    };
    await createStorage(testConfig(env)).put('thumb', 'h.webp', Buffer.from('x'));
    expect(s3.objects.has('chosen/thumb/h.webp')).toBe(true);
  });
});

describe('the app with S3_* set', () => {
  let dataDir: string;
  let bucket: FakeS3;
  beforeAll(async () => {
    dataDir = tempDataDir();
    bucket = await startFakeS3({ bucket: 'ito-uploads', region: 'eu-central-1' });
  });
  afterAll(async () => {
    await bucket.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores uploads in the bucket, not on local disk, and serves and deletes them from there', async () => {
    const t = await createTestApp({
      DATA_DIR: dataDir,
      S3_ENDPOINT: bucket.url,
      S3_BUCKET: bucket.bucket,
      S3_REGION: bucket.region,
      S3_ACCESS_KEY_ID: bucket.accessKeyId,
      S3_SECRET_ACCESS_KEY: bucket.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'ito/files/',
    });
    try {
      const { accessToken } = await verifiedUser(t.app);
      const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#5567ff' } })
        .png()
        .toBuffer();
      const { payload, headers } = multipartFile(png, { filename: 'cover.png', contentType: 'image/png' });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/files',
        payload,
        headers: { ...headers, ...bearer(accessToken) },
      });
      expect(res.statusCode).toBe(201);
      const { data } = json<{ data: TFileData }>(res);

      expect([...bucket.objects.keys()].sort()).toEqual(
        ['large', 'medium', 'original', 'thumb'].map((size) => `ito/files/${size}/${data.name}`),
      );
      expect(storedFiles(dataDir)).toEqual([]);

      const served = await t.app.inject({ method: 'GET', url: `/public/files/medium/${data.name}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const stored = bucket.objects.get(`ito/files/medium/${data.name}`)!;
      expect(stored.contentType).toBe('image/webp');
      expect(served.rawPayload.equals(stored.body)).toBe(true);
      expect(Number(served.headers['content-length'])).toBe(stored.body.length);
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 600, 300]);

      const missing = await t.app.inject({
        method: 'GET',
        url: `/public/files/thumb/00000000-0000-4000-8000-000000000000.webp`,
      });
      expect(missing.statusCode).toBe(404);

      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/files/${data.id}`,
        headers: bearer(accessToken),
      });
      expect(deleted.statusCode).toBe(200);
      expect(bucket.objects.size).toBe(0);
      expect((await t.app.inject({ method: 'GET', url: `/public/files/medium/${data.name}` })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
