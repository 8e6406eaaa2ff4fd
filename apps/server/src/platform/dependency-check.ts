import pg from 'pg';
import { Redis } from 'ioredis';

/** A dependency the configuration names cannot be used: `main.ts` prints the message alone and exits 1. */
export class StartupError extends Error {}

const CONNECT_TIMEOUT_MS = 5000;

type Endpoint = { host: string; port: string };

function endpointOf(url: string, defaultPort: string): Endpoint {
  const parsed = new URL(url);
  return { host: parsed.hostname || 'localhost', port: parsed.port || defaultPort };
}

/**
 * One readable cause for a failed connection. It names the host and port, never the URL (which may hold a
 * password), and ends with the error code so that it can be searched for.
 */
function describe(err: unknown, at: Endpoint, what: { user?: string; database?: string } = {}): string {
  const e = err as { code?: string; message?: string };
  const code = e.code ?? '';
  const message = (e.message ?? String(err)).split('\n')[0]!;
  const where = `${at.host}:${at.port}`;
  if (code === 'ECONNREFUSED') return `cannot connect to ${where} (ECONNREFUSED)`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `host not found: ${at.host} (${code})`;
  if (code === 'ETIMEDOUT' || /timeout/i.test(message)) {
    return `no answer from ${where} within ${CONNECT_TIMEOUT_MS / 1000} s (ETIMEDOUT)`;
  }
  if (code === '28P01') return `authentication failed for user "${what.user ?? ''}" at ${where} (28P01)`;
  if (code === '28000') return `${where} refuses user "${what.user ?? ''}" (28000: ${message})`;
  if (code === '3D000') return `database "${what.database ?? ''}" does not exist at ${where} (3D000)`;
  if (/^WRONGPASS/.test(message)) return `authentication failed at ${where} (WRONGPASS)`;
  if (/^NOAUTH/.test(message)) return `${where} needs a password (NOAUTH)`;
  if (/DB index is out of range/i.test(message)) return `no such database number at ${where} (${message})`;
  return `cannot use ${where}: ${message}${code ? ` (${code})` : ''}`;
}

/** Connects once with DATABASE_URL and runs `select 1`. */
export async function checkDatabaseUrl(url: string): Promise<void> {
  const at = endpointOf(url, '5432');
  const parsed = new URL(url);
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A connection that fails after connecting would otherwise be an unhandled 'error' event.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
  } catch (err) {
    const user = decodeURIComponent(parsed.username) || process.env.PGUSER || process.env.USER;
    const database = decodeURIComponent(parsed.pathname.slice(1)) || user;
    throw new StartupError(`DATABASE_URL: ${describe(err, at, { user, database })}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Connects once with REDIS_URL (password and database number included) and sends PING; no retries. */
export async function checkRedisUrl(url: string): Promise<void> {
  const at = endpointOf(url, '6379');
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
  });
  let lastError: unknown;
  client.on('error', (err) => (lastError = err));
  try {
    await client.connect();
    await client.ping();
    // A refused SELECT (a database number the server does not have) is only reported as an 'error' event.
    if (lastError) throw lastError;
  } catch (err) {
    // ioredis rejects `connect` with "Connection is closed." when the cause came through the 'error' event.
    throw new StartupError(`REDIS_URL: ${describe(lastError ?? err, at)}`);
  } finally {
    client.disconnect();
  }
}

/** Checks the external services the configuration names, before anything is opened. */
export async function checkDependencies(config: { DATABASE_URL?: string; REDIS_URL?: string }): Promise<void> {
  const checks = [
    config.DATABASE_URL ? checkDatabaseUrl(config.DATABASE_URL) : undefined,
    config.REDIS_URL ? checkRedisUrl(config.REDIS_URL) : undefined,
  ];
  const failures = (await Promise.allSettled(checks)).flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
  if (failures.length === 0) return;
  if (failures.every((f) => f instanceof StartupError)) {
    throw new StartupError(failures.map((f: StartupError) => f.message).join('\n'));
  }
  throw failures.find((f) => !(f instanceof StartupError));
}
