import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@ito/contracts/constants';
import type { TFileData } from '@ito/contracts/files/file-data';
import type { TCreatorProgram } from '@ito/contracts/programs/get-creator-program';
import { bearer, createTestApp, json, type TestApp } from '../../test/harness.ts';
import { verifiedUser } from '../../test/identity-helpers.ts';
import { multipartFile, storedFiles, tempDataDir } from '../../test/files-helpers.ts';
import { createProgram, creator, follow } from '../../test/program-helpers.ts';

let t: TestApp;
let dataDir: string;
let owner: Awaited<ReturnType<typeof creator>>;
let follower: { id: string; accessToken: string };
let stranger: { id: string; accessToken: string };
let video: TFileData;
let captions: TFileData;
let program: TCreatorProgram;

// A WebM's EBML header followed by numbered bytes, so that any range can be checked byte for byte.
const VIDEO = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]),
  Buffer.from('webm'),
  Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251)),
]);
const VTT = Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nBreathe in slowly.\n');

async function upload(token: string, data: Buffer, filename: string) {
  const { payload, headers } = multipartFile(data, { filename });
  return t.app.inject({ method: 'POST', url: '/api/files', payload, headers: { ...headers, ...bearer(token) } });
}

const putContent = (programId: string, token: string, lesson: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/creator/programs/${programId}/content`,
    headers: bearer(token),
    payload: { modules: [{ title: 'Week 1', lessons: [{ title: 'Breathing', kind: 'video', ...lesson }] }] },
  });

const media = (id: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/media/${id}`, headers });

beforeAll(async () => {
  dataDir = tempDataDir();
  t = await createTestApp({ DATA_DIR: dataDir });
  owner = await creator(t.app);
  follower = await verifiedUser(t.app);
  stranger = await verifiedUser(t.app);
  video = json<{ data: TFileData }>(await upload(owner.token, VIDEO, 'breathing.webm')).data;
  captions = json<{ data: TFileData }>(await upload(owner.token, VTT, 'breathing.en.vtt')).data;
  program = await createProgram(t.app, owner.headers);
  const res = await putContent(program.id, owner.token, { video_file_id: video.id, captions_file_id: captions.id });
  expect(res.statusCode).toBe(200);
  await follow(t.app, follower.id, program.id);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('uploading lesson media', () => {
  it('stores a WebM video and WebVTT captions as they came, outside the public areas', () => {
    expect(video).toMatchObject({ kind: 'video', mime: 'video/webm', size: VIDEO.length });
    expect(video.urls).toEqual({ stream: `/api/media/${video.id}` });
    expect(captions).toMatchObject({ kind: 'captions', mime: 'text/vtt', original_name: 'breathing.en.vtt' });
    expect(storedFiles(dataDir)).toEqual(expect.arrayContaining([`media/${video.name}`, `media/${captions.name}`]));
  });

  it('shows the lesson its video and captions in the studio', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/creator/programs/${program.id}`,
      headers: owner.headers,
    });
    const lesson = json<{ data: TCreatorProgram }>(res).data.modules[0]!.lessons[0]!;
    expect(lesson.video_file).toEqual({ id: video.id, original_name: 'breathing.webm', url: `/api/media/${video.id}` });
    expect(lesson.captions_file?.url).toBe(`/api/media/${captions.id}`);
  });

  it("refuses someone else's file, a file of the wrong kind, captions without a video, a video on a text lesson", async () => {
    const other = await creator(t.app, 'Other');
    const theirs = json<{ data: TFileData }>(await upload(other.token, VIDEO, 'theirs.webm')).data;
    const draft = await createProgram(t.app, owner.headers, { title: 'Second program' });
    const cases: [Record<string, unknown>, string][] = [
      [{ video_file_id: theirs.id }, 'modules.0.lessons.0.video_file_id'],
      [{ video_file_id: captions.id }, 'modules.0.lessons.0.video_file_id'],
      [{ video_file_id: video.id, captions_file_id: video.id }, 'modules.0.lessons.0.captions_file_id'],
      [{ captions_file_id: captions.id }, 'modules.0.lessons.0.captions_file_id'],
      [{ kind: 'text', video_file_id: video.id }, 'modules.0.lessons.0.kind'],
      [{ video_file_id: video.id, video_url: 'https://vimeo.com/76979871' }, 'modules.0.lessons.0.video_url'],
    ];
    for (const [lesson, path] of cases) {
      const res = await putContent(draft.id, owner.token, lesson);
      expect(res.statusCode, JSON.stringify(lesson)).toBe(422);
      expect(Object.keys(json<{ errors: Record<string, string[]> }>(res).errors)).toContain(path);
    }
  });

  it('keeps a video a lesson uses: deleting it is a 423 naming the lesson', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `/api/files/${video.id}`, headers: owner.headers });
    expect(res.statusCode).toBe(423);
    expect(res.body).toContain('Breathing');
  });
});

describe('GET /api/media/:id', () => {
  const asFollower = () => bearer(follower.accessToken);

  it('sends the whole video to a follower, saying that ranges are accepted', async () => {
    const res = await media(video.id, asFollower());
    expect(res.statusCode).toBe(200);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-type']).toBe('video/webm');
    expect(res.headers['content-length']).toBe(String(VIDEO.length));
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.rawPayload.equals(VIDEO)).toBe(true);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=100-', 100, VIDEO.length - 1],
    ['bytes=-10', VIDEO.length - 10, VIDEO.length - 1],
    ['bytes=1000-999999', 1000, VIDEO.length - 1],
    ['bytes=-999999', 0, VIDEO.length - 1],
  ])('answers %s with 206 and exactly those bytes', async (range, start, end) => {
    const res = await media(video.id, { ...asFollower(), range });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${VIDEO.length}`);
    expect(res.headers['content-length']).toBe(String(end - start + 1));
    expect(res.rawPayload.equals(VIDEO.subarray(start, end + 1))).toBe(true);
  });

  it.each([`bytes=${VIDEO.length}-`, 'bytes=50-10', 'bytes=-0', 'bytes=abc', 'bytes=-'])(
    'answers the unsatisfiable %s with 416 and the size',
    async (range) => {
      const res = await media(video.id, { ...asFollower(), range });
      expect(res.statusCode).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${VIDEO.length}`);
    },
  );

  it('sends the whole file for several ranges, another unit, or an If-Range that no longer matches', async () => {
    const cases: Record<string, string>[] = [
      { range: 'bytes=0-1,5-6' },
      { range: 'items=0-1' },
      { range: 'bytes=0-1', 'if-range': '"x"' },
    ];
    for (const headers of cases) {
      const res = await media(video.id, { ...asFollower(), ...headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.rawPayload.length).toBe(VIDEO.length);
    }
    const matching = await media(video.id, {
      ...asFollower(),
      range: 'bytes=0-1',
      'if-range': `"media-${video.id}-${VIDEO.length.toString(16)}"`,
    });
    expect(matching.statusCode).toBe(206);
  });

  it('is read by a <video> element through the session cookie, which is all it can send', async () => {
    const cookie = `${SESSION_COOKIE}=${encodeURIComponent(JSON.stringify({ token: follower.accessToken }))}`;
    const res = await media(captions.id, { cookie, range: 'bytes=0-5' });
    expect(res.statusCode).toBe(206);
    expect(res.body).toBe('WEBVTT');
    expect(res.headers['content-type']).toContain('text/vtt');
  });

  it('gives the creator their own media, and everyone else the 404 of an unknown file', async () => {
    expect((await media(video.id, owner.headers)).statusCode).toBe(200);
    expect((await media(video.id, bearer(stranger.accessToken))).statusCode).toBe(404);
    expect((await media(captions.id, bearer(stranger.accessToken))).statusCode).toBe(404);
    const strangerCookie = `${SESSION_COOKIE}=${encodeURIComponent(JSON.stringify({ token: stranger.accessToken }))}`;
    expect((await media(video.id, { cookie: strangerCookie })).statusCode).toBe(404);
    expect((await media(video.id, { cookie: `${SESSION_COOKIE}=not-json` })).statusCode).toBe(404);
    expect((await media(video.id)).statusCode).toBe(404);
    expect((await media('not-a-uuid', asFollower())).statusCode).toBe(404);
    expect((await media('00000000-0000-4000-8000-000000000000', asFollower())).statusCode).toBe(404);
  });

  it('gives the follower the lesson with its video and captions on the program dashboard', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/follows/by-program/${program.id}`,
      headers: asFollower(),
    });
    expect(res.statusCode).toBe(200);
    const lesson = json<{ data: { curriculum: { lessons: Record<string, unknown>[] }[] } }>(res).data.curriculum[0]!
      .lessons[0]!;
    expect(lesson).toMatchObject({
      video_file: { id: video.id, url: `/api/media/${video.id}` },
      captions_file: { id: captions.id, original_name: 'breathing.en.vtt' },
    });
  });
});
