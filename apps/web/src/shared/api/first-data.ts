import { FIRST_DATA_ELEMENT_ID } from '@ito/contracts/common/first-data';
import { useSessionStore } from '../stores/session-store.ts';
import { buildApiUrl, type QueryValue } from './client.ts';

/**
 * The first API answers the server may write into the page (`<script type="application/json">`, decision 031 and
 * apps/server/src/platform/first-data.ts): for a signed-out visitor, the brand and, on a catalogue page, its first
 * query, so the first screen need not wait for the entry script to run before it can ask. Each is used once, for
 * the URL it answers, and only:
 * - while the app has no session: the server asked as nobody, and a signed-in visitor's answer is their own;
 * - within `FIRST_DATA_MAX_AGE_MS` of the page's request, and dated at that request: it is then no older than an
 *   answer the query cache would still show without asking again (`staleTime`, query-client.ts).
 */
export const FIRST_DATA_MAX_AGE_MS = 30_000;

type FirstAnswer = { url: string; body: unknown };

function read(element: HTMLElement): FirstAnswer[] {
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item: unknown): item is FirstAnswer =>
        typeof item === 'object' && item !== null && typeof (item as FirstAnswer).url === 'string' && 'body' in item,
    );
  } catch {
    return [];
  }
}

/**
 * The page's answer for `GET path?query` and when it was asked for (the page's request: `updatedAt` for the query
 * cache), or undefined: the caller then asks the API. The answer is the server's JSON as the API sends it. It leaves
 * the page as it is taken (the element goes with the last one), so each serves once.
 */
export function takeFirstData<T>(
  path: string,
  query?: Record<string, QueryValue>,
): { data: T; updatedAt: number } | undefined {
  const element = document.getElementById(FIRST_DATA_ELEMENT_ID);
  if (!element) return undefined;
  const answers = read(element);
  const url = buildApiUrl(path, query);
  const found = answers.find((answer) => answer.url === url);
  const rest = answers.filter((answer) => answer !== found);
  if (rest.length > 0) element.textContent = JSON.stringify(rest);
  else element.remove();
  const { token, dashboardToken } = useSessionStore.getState();
  const askedAt = performance.timeOrigin;
  if (!found || token || dashboardToken || Date.now() - askedAt > FIRST_DATA_MAX_AGE_MS) return undefined;
  return { data: found.body as T, updatedAt: askedAt };
}
