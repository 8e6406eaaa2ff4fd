import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CATALOGUE_PAGE_SIZE } from '@ito/contracts/catalogue/catalogue-constants';
import { FIRST_DATA_ELEMENT_ID } from '@ito/contracts/common/first-data';
import { readCookieTokens } from './session-cookie.ts';
import { redactUrl } from './log-redaction.ts';

/**
 * A page's first API answers, put into its `index.html` for a signed-out visitor (decision 031, amendment "the first
 * answers in the page"): the brand (`GET core/load`, every page) and, on the catalogue's pages, the one public GET
 * their first screen shows. On a phone network the web app could only ask once its entry script had arrived and run:
 * one more round trip before the largest paint. The server asks its own API (`inject`: same validation, same
 * serialisation, no session) while it answers for the page, and writes the answers into one
 * `<script type="application/json">` block, which is data and never runs (the CSP stays `script-src 'self'`). The
 * web app takes each answer once, for its URL, while it has no session (apps/web/src/shared/api/first-data.ts);
 * anything else asks the API as before.
 */

/** The brand of the domain: the navbar of every first screen shows it (apps/web/src/shared/subproject). */
export const BRAND_API_URL = '/api/core/load';

/** An answer larger than this stays out of the page: it would delay every file the page loads. */
export const FIRST_DATA_MAX_BYTES = 64 * 1024;
/**
 * How long the page waits for an answer (they take a few milliseconds; the catalogue's first after a start, with its
 * counts to compute, up to 150 ms); later, it goes without it and the web app asks the API.
 */
export const FIRST_DATA_TIMEOUT_MS = 300;

/** A program id as the app's links carry it (a UUID); anything else is left to the app, which asks the API itself. */
const PROGRAM_PAGE = /^\/program\/([\w-]{1,64})\/?$/;

/**
 * The API call the web app makes first on this page, exactly as its API client spells it (base `/api/`, query in the
 * order it sets it): `/programs` without filter segments lists the first catalogue page
 * (features/catalogue/api/catalogue-queries.ts, `programsQuery` with no filters); `/program/{id}` reads the program.
 * Any other page: null (filtered catalogue URLs are left to the app, which parses them).
 */
export function firstApiUrl(pathname: string): string | null {
  if (pathname === '/programs' || pathname === '/programs/') {
    return `/api/catalogue/programs?page=1&per_page=${CATALOGUE_PAGE_SIZE}`;
  }
  const id = PROGRAM_PAGE.exec(pathname)?.[1];
  return id === undefined ? null : `/api/programs/${id}`;
}

/**
 * Whether the web app will start signed out: no session cookie, or one without a token
 * (apps/web/src/shared/session/session-cookie.ts). A signed-in visitor gets no answer in the page: theirs carries
 * their own bookmark and follow state, which only their token can ask for. The app checks again on its side.
 */
export function isSignedOut(cookieHeader: string | undefined): boolean {
  const tokens = readCookieTokens(cookieHeader);
  // The app reads an unreadable cookie as no session too.
  return tokens?.token === undefined && tokens?.dashboardToken === undefined;
}

/** The API calls whose answers a page carries: the brand, then the page's first query if it has one. */
export function firstApiUrls(pathname: string): string[] {
  const page = firstApiUrl(pathname);
  return page ? [BRAND_API_URL, page] : [BRAND_API_URL];
}

export type FirstAnswer = { url: string; json: string };

/**
 * The `<script type="application/json">` block: `[{ url, body }, ...]`. JSON text has `<` only inside strings,
 * where `\u003c` means the same, so the block cannot be closed early (`</script>`) or open a comment.
 */
export function dataBlock(answers: readonly FirstAnswer[]): string {
  const items = answers.map(({ url, json }) => `{"url":${JSON.stringify(url)},"body":${json}}`);
  const body = `[${items.join(',')}]`.replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${body}</script>`;
}

const timeout = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms).unref());

/** The API's answer to a signed-out GET from this page's host, or null (refused, not JSON, too large, too slow). */
async function answerOf(app: FastifyInstance, request: FastifyRequest, url: string): Promise<FirstAnswer | null> {
  const answer = app
    // The host the page was asked for is the one the app sends as X-Domain (the brand is per domain).
    .inject({ method: 'GET', url, headers: { accept: 'application/json', 'x-domain': request.host } })
    .then((res) => {
      const isJson = (res.headers['content-type'] ?? '').toString().startsWith('application/json');
      const isKept = res.statusCode === 200 && isJson && res.payload.length <= FIRST_DATA_MAX_BYTES;
      return isKept ? { url, json: res.payload } : null;
    })
    .catch((error: unknown) => {
      request.log.warn({ err: error, url: redactUrl(url) }, 'first data for the page failed');
      return null;
    });
  return Promise.race([answer, timeout(FIRST_DATA_TIMEOUT_MS)]);
}

/**
 * The data block for this page request, or null: the visitor has a session, or the API had nothing to give (a
 * missing program: the app shows its 404 page). Asked fresh for every request, like the API calls it replaces: the
 * page is never kept with answers in it.
 */
export async function firstDataBlock(
  app: FastifyInstance,
  request: FastifyRequest,
  pathname: string,
): Promise<string | null> {
  if (request.method !== 'GET' || !isSignedOut(request.headers.cookie)) return null;
  const answers = await Promise.all(firstApiUrls(pathname).map((url) => answerOf(app, request, url)));
  const kept = answers.filter((answer): answer is FirstAnswer => answer !== null);
  return kept.length > 0 ? dataBlock(kept) : null;
}
