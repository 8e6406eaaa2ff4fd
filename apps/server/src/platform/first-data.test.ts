import fs from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProgramDetail } from '@ito/contracts/catalogue/get-program';
import { programs } from '../db/schema/programs.ts';
import { subprojects } from '../db/schema/tenancy.ts';
import { seedCatalogue, type CatalogueFixture } from '../test/catalogue-fixture.ts';
import { bearer, createTestApp, type TestApp } from '../test/harness.ts';
import { writeWebDist } from '../test/web-dist.ts';
import { BRAND_API_URL, dataBlock, firstApiUrl, firstApiUrls, isSignedOut } from './first-data.ts';

/** The session cookie as the web app writes it (js-cookie: the JSON, URI-encoded). */
const sessionCookie = (session: object) => `other=1; ito_session=${encodeURIComponent(JSON.stringify(session))}`;
const SIGNED_OUT_COOKIE = sessionCookie({ token: null, auth: { isAuthed: 'no', dashboardToken: null }, guestKey: 'k' });

type Answer = { url: string; body: unknown };

/** The answers of a served page's data block, as the web app reads them, or null when it has none. */
function blockOf(html: string): Answer[] | null {
  const match = /<script type="application\/json" id="ito-first-data">(.*?)<\/script>/s.exec(html);
  return match ? (JSON.parse(match[1]!) as Answer[]) : null;
}

/** The answer for `url` in a served page, or undefined. */
const answerIn = (html: string, url: string) => blockOf(html)?.find((answer) => answer.url === url)?.body;

describe('the page’s first API call, as the web app spells it', () => {
  it('the catalogue without filters and a program page; nothing for other pages', () => {
    expect(firstApiUrl('/programs')).toBe('/api/catalogue/programs?page=1&per_page=12');
    expect(firstApiUrl('/programs/')).toBe('/api/catalogue/programs?page=1&per_page=12');
    expect(firstApiUrl('/program/0b7e4c1a-9f7e-4c55-8a0e-1d2c3b4a5f60')).toBe(
      '/api/programs/0b7e4c1a-9f7e-4c55-8a0e-1d2c3b4a5f60',
    );
    for (const path of ['/', '/programs/fitness', '/program/a/b', '/program/%2E%2E', '/program/x?y', '/creators']) {
      expect(firstApiUrl(path), path).toBeNull();
    }
    expect(firstApiUrl(`/program/${'a'.repeat(65)}`)).toBeNull();
    expect(firstApiUrls('/creators')).toEqual([BRAND_API_URL]);
    expect(firstApiUrls('/programs')).toEqual([BRAND_API_URL, '/api/catalogue/programs?page=1&per_page=12']);
  });
});

describe('a signed-out visitor, by the session cookie', () => {
  it('no cookie, a cookie without a token, or one the app cannot read either', () => {
    expect(isSignedOut(undefined)).toBe(true);
    expect(isSignedOut('other=1')).toBe(true);
    expect(isSignedOut(SIGNED_OUT_COOKIE)).toBe(true);
    expect(isSignedOut('ito_session=%7Bbroken')).toBe(true);
    expect(isSignedOut('ito_session=%E0%A4%A')).toBe(true);
  });

  it('a token, or a dashboard token, is a session', () => {
    expect(isSignedOut(sessionCookie({ token: 't' }))).toBe(false);
    expect(isSignedOut(sessionCookie({ token: null, auth: { dashboardToken: 'd' } }))).toBe(false);
  });
});

describe('the data block', () => {
  it('cannot be closed or commented by the answer, and reads back as the same JSON', () => {
    const json = JSON.stringify({ title: '</script><script>alert(1)</script><!--', price: '$& $1' });
    const block = dataBlock([
      { url: '/api/x', json },
      { url: '/api/y', json: '{"data":[]}' },
    ]);
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(block).not.toContain('<!--');
    expect(blockOf(block)).toEqual([
      { url: '/api/x', body: JSON.parse(json) },
      { url: '/api/y', body: { data: [] } },
    ]);
  });
});

describe('index.html with its first answer', () => {
  let t: TestApp;
  let f: CatalogueFixture;
  let dist: string;
  beforeAll(async () => {
    dist = writeWebDist();
    t = await createTestApp({ WEB_DIST: dist });
    f = await seedCatalogue(t.app);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string, cookie?: string, encoding = 'identity') =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding, ...(cookie ? { cookie } : {}) } });

  it('/programs carries the answer the API gives for the app’s first call, compressed, never cached', async () => {
    // The catalogue's first answer after a start computes its counts cold; on a saturated machine that can pass the
    // page's wait (FIRST_DATA_TIMEOUT_MS), which is not what this test is about: warm it first.
    await t.app.inject({ method: 'GET', url: '/api/catalogue/programs?page=1&per_page=12' });
    const res = await page('/programs', undefined, 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('accept-encoding, accept-language, cookie');
    // Data, not script: the page keeps the policy without inline script.
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    const block = blockOf(brotliDecompressSync(res.rawPayload).toString());
    const api = await t.app.inject({ method: 'GET', url: '/api/catalogue/programs?page=1&per_page=12' });
    const brand = await t.app.inject({ method: 'GET', url: '/api/core/load', headers: { 'x-domain': 'localhost:80' } });
    expect(block).toEqual([
      { url: BRAND_API_URL, body: brand.json() },
      { url: '/api/catalogue/programs?page=1&per_page=12', body: api.json() },
    ]);
    expect((block?.[1]?.body as { data: unknown[] }).data).toHaveLength(6);
    const gz = await page('/programs', SIGNED_OUT_COOKIE, 'gzip');
    expect(blockOf(gunzipSync(gz.rawPayload).toString())).toEqual(block);
  });

  it('/program/{id} carries the signed-out answer, and a signed-in visitor gets none', async () => {
    const id = f.programs.strength.id;
    const mine = await t.app.inject({ method: 'GET', url: `/api/programs/${id}`, headers: bearer(f.anaToken) });
    expect((mine.json() as { data: TProgramDetail }).data.is_owner).toBe(true);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/programs/${id}` });
    const res = await page(`/program/${id}`);
    expect(answerIn(res.body, `/api/programs/${id}`)).toEqual(anonymous.json());
    expect((answerIn(res.body, `/api/programs/${id}`) as { data: TProgramDetail }).data.is_owner).toBe(false);
    const signedIn = await page(`/program/${id}`, sessionCookie({ token: f.anaToken }));
    expect(signedIn.statusCode).toBe(200);
    expect(blockOf(signedIn.body)).toBeNull();
    expect(signedIn.body).toContain('<div id="root"></div>');
  });

  it('is asked for each time: a change shows on the next page', async () => {
    const { id } = f.programs.marathon;
    await t.app.db.update(programs).set({ title: 'Marathon, renamed' }).where(eq(programs.id, id));
    const res = await page(`/program/${id}`);
    expect((answerIn(res.body, `/api/programs/${id}`) as { data: TProgramDetail }).data.title).toBe(
      'Marathon, renamed',
    );
  });

  it('every page carries the brand of the host it was asked for; no page answer when the API has none', async () => {
    const other = await page('/creators');
    expect(other.headers.vary).toBe('accept-encoding, accept-language, cookie');
    expect(blockOf(other.body)?.map((answer) => answer.url)).toEqual([BRAND_API_URL]);
    for (const url of [
      '/program/no-such-program',
      `/program/${f.hidden.draft.id}`,
      '/programs/fitness',
      '/creators',
      '/',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(
        blockOf(res.body)?.map((answer) => answer.url),
        url,
      ).toEqual([BRAND_API_URL]);
    }
  });

  it('the brand is the host’s: a subproject domain gets its own', async () => {
    await t.app.db.insert(subprojects).values({ domain: 'northwind.example', name: 'Northwind', logo: '/n.svg' });
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'northwind.example:8080' } });
    expect(answerIn(res.body, BRAND_API_URL)).toMatchObject({ data: { name: 'Northwind', logo: '/n.svg' } });
    const elsewhere = await page('/');
    expect(answerIn(elsewhere.body, BRAND_API_URL)).not.toMatchObject({ data: { name: 'Northwind' } });
  });

  it('nothing for a signed-in visitor, or for HEAD', async () => {
    const signedIn = await page('/', sessionCookie({ token: f.anaToken }));
    expect(blockOf(signedIn.body)).toBeNull();
    const head = await t.app.inject({ method: 'HEAD', url: '/programs' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });
});
