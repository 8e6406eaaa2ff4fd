import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_QUOTA_BYTES, type TFileData } from '@ito/contracts/files/file-data';
import { files } from '../../db/schema/files.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/harness.ts';
import { verifiedUser } from '../../test/identity-helpers.ts';
import { multipartFile, storedFiles, tempDataDir, tinyPdf } from '../../test/files-helpers.ts';

/**
 * Decision 062, over a real socket: an upload is streamed, its type told from the first bytes before the rest is read,
 * inside a process-wide budget of upload bytes in flight and the uploader's storage quota; videos and captions are
 * for creators. Each test sends the first bytes and holds the rest back: the answer must come without them.
 */
const BUDGET = 70 * 1024 * 1024;
const MB = 1024 * 1024;
let t: TestApp;
let dataDir: string;
let port: number;

beforeAll(async () => {
  dataDir = tempDataDir();
  t = await createTestApp({ DATA_DIR: dataDir, UPLOAD_BYTES_IN_FLIGHT: String(BUDGET) });
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Answer = { status: number; headers: Record<string, string>; body: Record<string, unknown> };

/**
 * An upload as a client sends it, by hand: the headers declare a file of `fileBytes`, `first` is sent at once, and
 * the rest (zeros, in 1 MB writes) only when `sendRest` is called. `answer` settles when the server has answered.
 */
function openUpload(token: string, first: Buffer, fileBytes: number) {
  const boundary = 'ito-upload-limits';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="upload.bin"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + fileBytes + tail.length;
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write(
    `POST /api/files HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n` +
      'Connection: close\r\n\r\n',
  );
  socket.write(Buffer.concat([head, first]));
  let sentBytes = first.length;
  let isAnswered = false;
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const answer = new Promise<Answer>((resolve) => {
    const settle = () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [top = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = top.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      const raw = rest.join('\r\n\r\n');
      // A chunked body (no content-length) is one chunk here: its size line, the JSON, then the last chunk.
      const jsonText = headers['transfer-encoding'] === 'chunked' ? raw.split('\r\n')[1]! : raw;
      isAnswered = true;
      resolve({ status: Number(statusLine?.split(' ')[1]), headers, body: JSON.parse(jsonText || '{}') });
    };
    socket.on('close', settle);
  });
  const zeros = Buffer.alloc(MB);
  const sendUpTo = async (bytes: number) => {
    while (sentBytes < Math.min(bytes, fileBytes) && !isAnswered && !socket.destroyed) {
      const size = Math.min(MB, bytes - sentBytes, fileBytes - sentBytes);
      sentBytes += size;
      if (!socket.write(zeros.subarray(0, size))) await new Promise((r) => socket.once('drain', r));
    }
  };
  const sendRest = async () => {
    await sendUpTo(fileBytes);
    if (!socket.destroyed) socket.write(tail);
  };
  return { answer, sendUpTo, sendRest, sent: () => sentBytes };
}

const webmHead = () =>
  Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('\x9f\x42\x82\x84webm'), Buffer.alloc(200)]);
const mp4Head = () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(200)]);
const tempFiles = () =>
  fs.existsSync(path.join(dataDir, 'uploads')) ? fs.readdirSync(path.join(dataDir, 'uploads')) : [];
const rowCount = async () => (await t.app.db.select({ n: count() }).from(files))[0]!.n;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('uploads are streamed and bounded (decision 062)', () => {
  it('refuses junk from its first bytes, before the rest of a 64 MB body is sent, keeping nothing', async () => {
    const follower = await verifiedUser(t.app);
    const rows = await rowCount();
    // The finding: ten concurrent 64 MB junk uploads by one follower, each read whole before it was refused.
    const uploads = Array.from({ length: 10 }, () =>
      openUpload(follower.accessToken, Buffer.alloc(4096, 0x41), 64 * MB),
    );
    const answers = await Promise.all(uploads.map((u) => u.answer));
    for (const [i, a] of answers.entries()) {
      // Refused for its type, or (past one person's share of the budget) told to come back later: never read whole.
      expect([422, 429]).toContain(a.status);
      if (a.status === 422)
        expect(a.body).toMatchObject({
          code: 'files.wrong_type',
          errors: { file: [expect.stringContaining('not accepted')] },
        });
      if (a.status === 429) expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
      expect(uploads[i]!.sent()).toBe(4096);
    }
    expect(answers.filter((a) => a.status === 422).length).toBeGreaterThan(0);
    expect(await rowCount()).toBe(rows);
    expect(tempFiles()).toEqual([]);
  });

  it("refuses a follower's video or captions from the first bytes with 403: only creators upload them", async () => {
    const follower = await verifiedUser(t.app);
    const before = storedFiles(dataDir);
    // The finding: three fake videos stored 192 MB in six seconds.
    for (const first of [
      mp4Head(),
      webmHead(),
      Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nBreathe in slowly, then out through the mouth.\n\n'),
    ]) {
      const upload = openUpload(follower.accessToken, first, 64 * MB);
      const answer = await upload.answer;
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 'files.creators_only' });
      expect(upload.sent()).toBe(first.length);
    }
    expect(storedFiles(dataDir)).toEqual(before);

    const creator = await verifiedUser(t.app, { type: 'expert' });
    const { payload, headers } = multipartFile(Buffer.concat([mp4Head(), Buffer.alloc(1000)]), { filename: 'a.mp4' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      payload,
      headers: { ...headers, ...bearer(creator.accessToken) },
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('writes an upload to disk as it arrives, not to memory, and removes the temporary file when done', async () => {
    const user = await verifiedUser(t.app);
    const upload = openUpload(user.accessToken, tinyPdf(), 16 * MB);
    await upload.sendUpTo(10 * MB);
    // Half-way through the body, most of what was sent is already on disk.
    const tempSize = () => tempFiles().reduce((sum, f) => sum + fs.statSync(path.join(dataDir, 'uploads', f)).size, 0);
    const deadline = Date.now() + 10_000;
    while (tempSize() < 8 * MB && Date.now() < deadline) await delay(20);
    expect(tempSize()).toBeGreaterThanOrEqual(8 * MB);
    void upload.sendRest();
    const answer = await upload.answer;
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ data: { kind: 'document', size: 16 * MB } });
    expect(tempFiles()).toEqual([]);
  });

  it('stops reading at the type limit and removes what it wrote', async () => {
    const creator = await verifiedUser(t.app, { type: 'expert' });
    const before = storedFiles(dataDir);
    const upload = openUpload(creator.accessToken, tinyPdf(), 40 * MB);
    void upload.sendRest();
    const answer = await upload.answer;
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: { file: [expect.stringContaining('too large')] } });
    // Refused at 20 MB and one byte: the connection closes without waiting for the other 20 MB.
    expect(upload.sent()).toBeLessThan(40 * MB);
    expect(storedFiles(dataDir)).toEqual(before);
    expect(tempFiles()).toEqual([]);
  });

  it('answers 429 with Retry-After while the bytes in flight would pass the budget, and takes uploads again after', async () => {
    const [creator, other] = [await verifiedUser(t.app, { type: 'expert' }), await verifiedUser(t.app)];
    // 60 MB declared and held open: 10 MB of the 70 MB budget are left.
    const big = openUpload(creator.accessToken, webmHead(), 60 * MB);
    // Admitted once its temporary file exists.
    while (tempFiles().length === 0) await delay(20);
    const refused = openUpload(other.accessToken, tinyPdf(), 15 * MB);
    const answer = await refused.answer;
    expect(answer.status).toBe(429);
    expect(answer.body).toMatchObject({ code: 'files.uploads_busy' });
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.sent()).toBe(tinyPdf().length);

    const small = openUpload(other.accessToken, tinyPdf(), tinyPdf().length + 5 * MB);
    void small.sendRest();
    expect((await small.answer).status).toBe(201);

    void big.sendRest();
    expect((await big.answer).status).toBe(201);
    const again = openUpload(other.accessToken, tinyPdf(), tinyPdf().length + 15 * MB);
    void again.sendRest();
    expect((await again.answer).status).toBe(201);
    expect(tempFiles()).toEqual([]);
  });
});

describe('storage quota (decision 062)', () => {
  const upload = (token: string, data: Buffer, filename = 'notes.pdf') => {
    const { payload, headers } = multipartFile(data, { filename });
    return t.app.inject({ method: 'POST', url: '/api/files', payload, headers: { ...headers, ...bearer(token) } });
  };

  it('answers a full storage with a 422 that names the quota, at once and as the upload passes the room left', async () => {
    const user = await verifiedUser(t.app);
    const first = json<{ data: TFileData }>(await upload(user.accessToken, tinyPdf())).data;
    // The person's files take all but 1 KB of the quota.
    await t.app.db
      .update(files)
      .set({ size: STORAGE_QUOTA_BYTES - 1024 })
      .where(eq(files.id, first.id));
    const rows = await rowCount();

    const over = await upload(user.accessToken, Buffer.concat([tinyPdf(), Buffer.alloc(2048)]));
    expect(over.statusCode).toBe(422);
    expect(json(over)).toMatchObject({
      errors: { file: [expect.stringContaining('up to 200 MB')] },
      codes: { file: [{ code: 'files.quota_full', params: { quota: '200 MB' } }] },
    });
    expect((await upload(user.accessToken, tinyPdf())).statusCode).toBe(201);

    await t.app.db.update(files).set({ size: STORAGE_QUOTA_BYTES }).where(eq(files.id, first.id));
    const full = await upload(user.accessToken, tinyPdf());
    expect(full.statusCode).toBe(422);
    expect(json(full)).toMatchObject({ codes: { file: [{ code: 'files.quota_full' }] } });
    expect(await rowCount()).toBe(rows + 1);
    expect(tempFiles()).toEqual([]);
  });

  it('counts uploads that finish together one after the other: together they cannot pass the quota', async () => {
    const user = await verifiedUser(t.app);
    const pdf = Buffer.concat([tinyPdf(), Buffer.alloc(600)]);
    const first = json<{ data: TFileData }>(await upload(user.accessToken, pdf)).data;
    // Room for one more of these, not two.
    await t.app.db
      .update(files)
      .set({ size: STORAGE_QUOTA_BYTES - Math.floor(pdf.length * 1.5) })
      .where(eq(files.id, first.id));
    const answers = await Promise.all([upload(user.accessToken, pdf), upload(user.accessToken, pdf)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
  });

  it('gives creators more room', async () => {
    const creator = await verifiedUser(t.app, { type: 'expert' });
    const first = json<{ data: TFileData }>(await upload(creator.accessToken, tinyPdf())).data;
    await t.app.db
      .update(files)
      .set({ size: STORAGE_QUOTA_BYTES + 1 })
      .where(eq(files.id, first.id));
    expect((await upload(creator.accessToken, tinyPdf())).statusCode).toBe(201);
  });
});
