import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@ito/contracts/constants';
import type { TFollowDashboard } from '@ito/contracts/following/follows';
import type { TFileData } from '@ito/contracts/files/file-data';
import type { TCreatorProgram } from '@ito/contracts/programs/get-creator-program';
import { CONTENT_LIMITS } from '@ito/contracts/programs/replace-program-content';
import { bearer, createTestApp, json, type TestApp } from '../../test/harness.ts';
import { verifiedUser } from '../../test/identity-helpers.ts';
import { multipartFile, tempDataDir, tinyPdf } from '../../test/files-helpers.ts';
import { createProgram, creator, follow } from '../../test/program-helpers.ts';
import { sanitizeLessonHtml } from './lesson-html.ts';

/** Decision 051: lesson text is sanitized HTML; attachments are the creator's own files, for followers only. */
let t: TestApp;
let dataDir: string;
let owner: Awaited<ReturnType<typeof creator>>;
let follower: { id: string; accessToken: string };
let stranger: { id: string; accessToken: string };
let pdf: TFileData;
let program: TCreatorProgram;

type Errors = { errors: Record<string, string[]>; codes: Record<string, { code: string; params: object }[]> };

async function upload(token: string, data: Buffer, filename: string) {
  const { payload, headers } = multipartFile(data, { filename });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/files',
    payload,
    headers: { ...headers, ...bearer(token) },
  });
  return json<{ data: TFileData }>(res).data;
}

const putLesson = (programId: string, lesson: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/creator/programs/${programId}/content`,
    headers: owner.headers,
    payload: { modules: [{ title: 'Week 1', lessons: [{ title: 'Reading', kind: 'text', ...lesson }] }] },
  });

const savedLesson = (res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: TCreatorProgram }>(res as never).data.modules[0]!.lessons[0]!;
};

const HOSTILE =
  '<h2 onclick="x()">Breathe</h2><script>alert(1)</script><p>In <strong>slowly</strong>' +
  '<img src=x onerror="alert(1)"><a href="javascript:alert(1)">bad</a> <a href="java&#x09;script:alert(2)">tab</a> ' +
  '<a href="https://example.com/a" target="_blank" rel="opener">good</a> <a href="/relative">rel</a></p>' +
  '<style>p{}</style><iframe src="https://evil.test"></iframe><ul><li><p>one</p></li></ul><h1>big</h1>';

beforeAll(async () => {
  dataDir = tempDataDir();
  t = await createTestApp({ DATA_DIR: dataDir });
  owner = await creator(t.app);
  follower = await verifiedUser(t.app);
  stranger = await verifiedUser(t.app);
  pdf = await upload(owner.token, tinyPdf(), 'worksheet.pdf');
  program = await createProgram(t.app, owner.headers);
  savedLesson(
    await putLesson(program.id, {
      content: '<p>Read <em>this</em>.</p>',
      attachments: [{ file_id: pdf.id, title: 'Breathing worksheet' }],
    }),
  );
  await follow(t.app, follower.id, program.id);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('sanitizeLessonHtml', () => {
  it('keeps the allow-list and removes scripts, handlers, unsafe links and other tags', () => {
    // A link whose address is refused keeps its text in an `<a>` with no address, which is no link.
    expect(sanitizeLessonHtml(HOSTILE)).toBe(
      '<h2>Breathe</h2><p>In <strong>slowly</strong><a>bad</a> <a>tab</a> ' +
        '<a href="https://example.com/a" rel="noopener nofollow">good</a> <a>rel</a></p><ul><li><p>one</p></li></ul>big',
    );
  });

  it('turns plain text into paragraphs, escaped, and is stable when run again', () => {
    const html = sanitizeLessonHtml('Sit up straight.\nBreathe.\n\nRest <3 & smile');
    expect(html).toBe('<p>Sit up straight.<br />Breathe.</p><p>Rest &lt;3 &amp; smile</p>');
    expect(sanitizeLessonHtml(html)).toBe(html);
    expect(sanitizeLessonHtml('<p></p>')).toBe('');
  });
});

describe('saving lesson text', () => {
  it('stores the sanitized HTML', async () => {
    const draft = await createProgram(t.app, owner.headers, { title: 'Sanitized' });
    const lesson = savedLesson(await putLesson(draft.id, { content: HOSTILE }));
    expect(lesson.content).toBe(sanitizeLessonHtml(HOSTILE));
    expect(lesson.content).not.toMatch(/script|onerror|onclick|javascript|target|iframe|<img/i);
  });

  it('answers 422 on the lesson content path when the text is too long, before or after sanitizing', async () => {
    const draft = await createProgram(t.app, owner.headers, { title: 'Too long' });
    const long = 'a'.repeat(CONTENT_LIMITS.contentMax + 1);
    // Each `&` is stored as `&amp;`: short enough to send, too long to store.
    const grows = '&'.repeat(CONTENT_LIMITS.contentMax - 10);
    for (const content of [long, grows]) {
      const res = await putLesson(draft.id, { content });
      expect(res.statusCode).toBe(422);
      const body = json<Errors>(res);
      expect(body.codes['modules.0.lessons.0.content']?.[0]?.code).toBe('programs.content_too_long');
    }
  });
});

describe('saving a megabyte of lessons', () => {
  it('stores every lesson whole and in its place (the rows go to the database in pieces of about 64 KB)', async () => {
    const created = await createProgram(t.app, owner.headers);
    const text = (n: number) => `<p>${String(n).padStart(4, '0')} ${'slow breath '.repeat(3_500)}</p>`;
    const modules = [0, 1].map((m) => ({
      title: `Week ${m + 1}`,
      lessons: Array.from({ length: 9 }, (_, i) => ({
        title: `Lesson ${m}.${i}`,
        kind: 'text',
        content: text(m * 9 + i),
      })),
    }));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/creator/programs/${created.id}/content`,
      headers: owner.headers,
      payload: { modules },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const saved = json<{ data: TCreatorProgram }>(res).data.modules;
    expect(saved.map((m) => m.lessons.map((l) => [l.title, l.content]))).toEqual(
      modules.map((m) => m.lessons.map((l) => [l.title, sanitizeLessonHtml(l.content)])),
    );
  });
});

describe('lesson attachments', () => {
  it('lists the attachment with its title, name, size and access-checked address', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/creator/programs/${program.id}`,
      headers: owner.headers,
    });
    expect(savedLesson(res).attachments).toEqual([
      {
        id: pdf.id,
        title: 'Breathing worksheet',
        original_name: 'worksheet.pdf',
        mime: 'application/pdf',
        size: pdf.size,
        url: `/api/media/${pdf.id}`,
      },
    ]);
  });

  it("refuses another person's file, a video, an unknown id, a file twice and more than the limit", async () => {
    const other = await creator(t.app, 'Other');
    const theirs = await upload(other.token, tinyPdf(), 'theirs.pdf');
    const video = await upload(
      owner.token,
      Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]), Buffer.from('webm')]),
      'clip.webm',
    );
    const draft = await createProgram(t.app, owner.headers, { title: 'Attachments' });
    const cases: [unknown[], string, string][] = [
      [[{ file_id: theirs.id }], 'attachments.0.file_id', 'programs.attachment_invalid'],
      [[{ file_id: pdf.id }, { file_id: video.id }], 'attachments.1.file_id', 'programs.attachment_invalid'],
      [[{ file_id: '00000000-0000-4000-8000-000000000000' }], 'attachments.0.file_id', 'programs.attachment_invalid'],
      [[{ file_id: pdf.id }, { file_id: pdf.id }], 'attachments.1.file_id', 'programs.attachment_twice'],
      [Array.from({ length: 6 }, () => ({ file_id: pdf.id })), 'attachments', 'programs.attachments_max'],
    ];
    for (const [attachments, path, code] of cases) {
      const res = await putLesson(draft.id, { attachments });
      expect(res.statusCode, path).toBe(422);
      expect(json<Errors>(res).codes[`modules.0.lessons.0.${path}`]?.[0]?.code, path).toBe(code);
    }
  });

  it('gives the uploaded name as the title when none is given', async () => {
    const draft = await createProgram(t.app, owner.headers, { title: 'Untitled attachment' });
    const lesson = savedLesson(await putLesson(draft.id, { attachments: [{ file_id: pdf.id }] }));
    expect(lesson.attachments.map((a) => a.title)).toEqual(['worksheet.pdf']);
  });

  it('shows the follower the sanitized text and the attachment on the dashboard', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/follows/by-program/${program.id}`,
      headers: bearer(follower.accessToken),
    });
    expect(res.statusCode).toBe(200);
    const lesson = json<{ data: TFollowDashboard }>(res).data.curriculum[0]!.lessons[0]!;
    expect(lesson.content).toBe('<p>Read <em>this</em>.</p>');
    expect(lesson.attachments.map((a) => [a.title, a.url])).toEqual([['Breathing worksheet', `/api/media/${pdf.id}`]]);
  });

  it('lets the owner and a follower (bearer or cookie) download it, with its name', async () => {
    const cookie = `${SESSION_COOKIE}=${encodeURIComponent(JSON.stringify({ token: follower.accessToken }))}`;
    for (const headers of [owner.headers, bearer(follower.accessToken), { cookie }]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/media/${pdf.id}`, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain('worksheet.pdf');
      expect(res.rawPayload.equals(tinyPdf())).toBe(true);
    }
  });

  it('answers 404 to another user, to no one signed in, and for a PDF no lesson carries', async () => {
    const loose = await upload(owner.token, tinyPdf(), 'loose.pdf');
    const asked: [string, Record<string, string>][] = [
      [pdf.id, bearer(stranger.accessToken)],
      [pdf.id, {}],
      [loose.id, bearer(follower.accessToken)],
    ];
    for (const [id, headers] of asked) {
      const res = await t.app.inject({ method: 'GET', url: `/api/media/${id}`, headers });
      expect(res.statusCode).toBe(404);
    }
  });

  it('keeps an attached file: deleting it is a 423 naming the lesson', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `/api/files/${pdf.id}`, headers: owner.headers });
    expect(res.statusCode).toBe(423);
    expect(res.body).toContain('Reading');
  });
});
