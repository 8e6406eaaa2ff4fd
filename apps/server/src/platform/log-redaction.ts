import type { FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';

/**
 * What the logger must never write: credentials in request headers, and the values a failed query carried. Drizzle's
 * `DrizzleQueryError` keeps its parameters in `params` and in its message (`Failed query: ...\nparams: a@b.c,<hash>`,
 * copied into the stack), and PostgreSQL's `detail` names the conflicting value (`Key (email)=(a@b.c) already
 * exists.`). The query text itself stays: it has placeholders only, and it is what makes the log useful.
 */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  // A driver message quoted beside an error names the refused value (`invalid input syntax for type uuid: "a@b.c"`).
  'detail',
];

const DROPPED_ERROR_KEYS = new Set(['params', 'parameters', 'detail']);
const PARAMS_LINE = /\n\s*params: [^\n]*/g;
const EMAIL = /[^\s"'<>(),;:=]+@[^\s"'<>(),;:=]+\.[A-Za-z]{2,}/g;
// Token hashes and raw tokens are long hex or base64url runs; uuids (ids) are shorter per run and stay readable.
const SECRET_RUN = /\b[A-Fa-f0-9]{40,}\b|\b[A-Za-z0-9_-]{43,}\b/g;
const MAX_DEPTH = 6;

function scrubText(text: string): string {
  return text.replace(PARAMS_LINE, '\nparams: [redacted]').replace(EMAIL, '[email]').replace(SECRET_RUN, '[secret]');
}

function scrub(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = DROPPED_ERROR_KEYS.has(key) ? '[redacted]' : scrub(item, depth + 1);
  }
  return out;
}

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

/** pino's error serializer (type, message and stack with causes, own fields), then scrubbed at every depth. */
export function serializeError(err: Error): SerializedError {
  const serialized: unknown = stdSerializers.err(err);
  if (serialized === null || typeof serialized !== 'object')
    return { type: typeof serialized, message: scrubText(String(serialized)), stack: '' };
  return scrub({ ...serialized }, 0) as SerializedError;
}

const SECRET_QUERY = /([?&](?:token|code|key|signature|password)=)[^&#]*/gi;
/**
 * Paths whose next segment is a capability: a secret program link (`/t/...`, `/api/t/...`), an
 * invitation, a team's join code. The OpenAPI walk in log-redaction.test.ts fails for any route with a `:token`,
 * `:secret` or `:code` parameter that this does not mask.
 */
const TOKEN_PATH = /(\/(?:t|protocol-invitations|join)\/)[^/?#]+/g;

/** A link's token in a logged URL is as good as the token itself: mask it. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]').replace(TOKEN_PATH, '$1[redacted]');
}

type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/** Fastify's request fields, with secrets in the URL masked. */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger options the app uses (level aside). */
export const LOG_SAFETY = {
  redact: LOG_REDACT_PATHS,
  serializers: { err: serializeError, error: serializeError, req: serializeRequest },
} satisfies Pick<Exclude<FastifyServerOptions['logger'], boolean | undefined>, 'redact' | 'serializers'>;
