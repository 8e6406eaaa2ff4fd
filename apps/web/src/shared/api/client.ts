import { IDEMPOTENCY_HEADER } from '@ito/contracts/common/idempotency-header';
import { NETWORK_ERROR_TEXT } from '@ito/contracts/common/messages';
import { i18n } from '../i18n/i18n.ts';
import { currentLayout } from '../navigation.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { useUiStore } from '../stores/ui-store.ts';
import { ApiError } from './api-error.ts';
import { handleApiFailure } from './handle-api-failure.ts';
import { useValidationStore } from '../stores/validation-store.ts';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The caller shows failures itself: no flash and no navigation (422 errors and 401 logout still apply). */
  silent?: boolean;
  /** Sent as `Idempotency-Key` (see `idempotent.ts`): the write may then be sent again when its answer is lost. */
  idempotencyKey?: string;
}

export type Method = 'GET' | 'POST' | 'DELETE';
export type Override = 'PUT' | 'PATCH';

let baseUrl = '/api/';

/** Tests (and a future separate API host) point the client elsewhere; the default is same-origin /api/. */
export function setApiBaseUrl(url: string): void {
  baseUrl = url.endsWith('/') ? url : `${url}/`;
}

export function getApiBaseUrl(): string {
  return baseUrl;
}

/** The full URL of a call: base + optional tenant scope + path + query (+ method override). */
export function buildApiUrl(path: string, query?: Record<string, QueryValue>, override?: Override): string {
  const [rawPath = '', rawSearch = ''] = path.replace(/^\/+/, '').split('?', 2);
  const params = new URLSearchParams(rawSearch);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const { tenantTokens, isWatchingTenant } = useSessionStore.getState();
  const target = params.get('target');
  const isTenantCall = isWatchingTenant && target !== null && tenantTokens.some((t) => t.cmt === target);
  const scopedPath = isTenantCall ? `_cmt/${encodeURIComponent(target)}/${rawPath}` : rawPath;
  if (override) params.set('_method', override);
  const search = params.toString();
  return `${baseUrl}${scopedPath}${search ? `?${search}` : ''}`;
}

/** By tag rather than instanceof, so a FormData from another realm (iframe, test runtime) counts too. */
function isFormData(body: unknown): body is FormData {
  return Object.prototype.toString.call(body) === '[object FormData]';
}

/** The browser's IANA time zone: the server dates the agent's plans ("today") in it. */
function timeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export function buildHeaders(body: unknown, extra?: Record<string, string>): Headers {
  const { token, dashboardToken, guestKey } = useSessionStore.getState();
  const headers = new Headers({
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    'X-Domain': window.location.host,
    'X-Session-Key': guestKey,
  });
  const zone = timeZone();
  if (zone) headers.set('X-Time-Zone', zone);
  // The app's language, not the browser's: a new account's mails and notifications are written in it (decision 045).
  if (i18n.language) headers.set('Accept-Language', i18n.language);
  // Dashboard screens act with the separate dashboard session when there is one.
  const bearer = currentLayout() === 'dashboard' && dashboardToken ? dashboardToken : token;
  if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
  // FormData sets its own multipart content type with the boundary; JSON needs it said.
  if (body !== undefined && !isFormData(body)) headers.set('Content-Type', 'application/json');
  for (const [key, value] of Object.entries(extra ?? {})) headers.set(key, value);
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const raw = await response.text();
  if (!raw) return null;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(raw);
    } catch {
      return raw;
    }
  }
  return raw;
}

function isAbort(error: unknown, signal?: AbortSignal): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}

function networkMessage(error: unknown): string {
  // fetch() rejects with a TypeError whose text ("Failed to fetch", "fetch failed") means nothing to users.
  if (error instanceof TypeError || !(error instanceof Error) || !error.message) {
    return i18n.t('errors.network', { ns: 'common', defaultValue: NETWORK_ERROR_TEXT });
  }
  return error.message;
}

// A keyed write whose answer was lost (no response, a gateway fault) or that is still running (409) is sent again:
// the server does it once and replays the answer. Decision 029.
const RETRY_DELAYS_MS = [400, 1200];
// 429 too, when it asks for a short wait: a keyed write's retry is not a new request.
const RETRY_STATUSES = new Set([409, 429, 502, 503, 504]);
const MAX_RETRY_AFTER_MS = 3000;

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}

function retryDelay(response: Response, attempt: number): number {
  const seconds = Number(response.headers.get('retry-after'));
  return seconds > 0 ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS) : RETRY_DELAYS_MS[attempt]!;
}

async function fetchWithRetries(url: string, init: RequestInit, opts: RequestOptions): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const canRetry = opts.idempotencyKey !== undefined && attempt < RETRY_DELAYS_MS.length;
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (cause) {
      if (!canRetry || isAbort(cause, opts.signal)) throw cause;
      await pause(RETRY_DELAYS_MS[attempt]!, opts.signal);
      continue;
    }
    if (!canRetry || !RETRY_STATUSES.has(response.status)) return response;
    // A longer wait is the person's to decide: the answer goes back, the key stays unsettled (idempotent.ts).
    if (response.status === 429 && Number(response.headers.get('retry-after')) * 1000 > MAX_RETRY_AFTER_MS) {
      return response;
    }
    await response.body?.cancel();
    await pause(retryDelay(response, attempt), opts.signal);
  }
}

/** One call: every failure throws an `ApiError` after SPEC section 8's handling (flash, field errors, logout). */
export async function send<T>(
  method: Method,
  path: string,
  body: unknown,
  opts: RequestOptions = {},
  override?: Override,
): Promise<T> {
  if (method === 'POST') useValidationStore.getState().reset();
  const url = buildApiUrl(path, opts.query, override);
  const headers = buildHeaders(body, {
    ...opts.headers,
    ...(opts.idempotencyKey === undefined ? {} : { [IDEMPOTENCY_HEADER]: opts.idempotencyKey }),
  });
  const init: RequestInit = {
    method,
    headers,
    signal: opts.signal,
    body: body === undefined ? undefined : isFormData(body) ? body : JSON.stringify(body),
  };
  const failure = {
    method: override ?? method,
    isSilent: opts.silent === true,
    hadBearer: headers.has('Authorization'),
  };
  const ui = useUiStore.getState();
  ui.startRequest();
  try {
    let response: Response;
    try {
      response = await fetchWithRetries(url, init, opts);
    } catch (cause) {
      const aborted = isAbort(cause, opts.signal);
      const error = new ApiError(0, null, aborted ? 'Request aborted' : networkMessage(cause), aborted);
      handleApiFailure(error, failure);
      throw error;
    }
    const payload = await readBody(response);
    if (!response.ok) {
      const message =
        payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string'
          ? payload.message
          : response.statusText || `HTTP ${response.status}`;
      const retryAfter = Number(response.headers.get('retry-after'));
      const error = new ApiError(response.status, payload, message, false, retryAfter > 0 ? retryAfter : null);
      handleApiFailure(error, failure);
      throw error;
    }
    return payload as T;
  } finally {
    ui.finishRequest();
  }
}

/**
 * The string-path client of SPEC section 7 (paths relative to /api/), for calls not yet moved to their contract:
 * new code calls `call(endpoint, ...)` (`call.ts`). Every method throws an `ApiError` on failure (decision 042).
 */
export const api = {
  get: <T>(path: string, opts?: RequestOptions): Promise<T> => send<T>('GET', path, undefined, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T> => send<T>('POST', path, body, opts),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T> => send<T>('POST', path, body, opts, 'PUT'),
  patch: <T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T> =>
    send<T>('POST', path, body, opts, 'PATCH'),
  del: <T>(path: string, opts?: RequestOptions): Promise<T> => send<T>('DELETE', path, undefined, opts),
};
