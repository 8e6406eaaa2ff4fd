import pg from 'pg';

export type ThrowawayDatabase = { url: string; drop(): Promise<void> };

// The local server of the dev machines and CI: trust auth on loopback, as root or as postgres.
const DEFAULT_ADMIN_URLS = ['postgres://root@127.0.0.1:5432/postgres', 'postgres://postgres@127.0.0.1:5432/postgres'];

/**
 * Creates an empty database for one bench run (the server migrates and seeds it on start) and returns its URL.
 * BENCH_PG_ADMIN_URL names another server or user; it must be allowed to CREATE DATABASE.
 */
export async function createThrowawayDatabase(): Promise<ThrowawayDatabase> {
  const candidates = process.env.BENCH_PG_ADMIN_URL ? [process.env.BENCH_PG_ADMIN_URL] : DEFAULT_ADMIN_URLS;
  let lastError: unknown;
  for (const adminUrl of candidates) {
    try {
      await withClient(adminUrl, async () => undefined);
    } catch (err) {
      lastError = err;
      continue;
    }
    // A name of our own making, so it needs no quoting beyond the identifier quotes.
    const name = `ito_bench_${process.pid}_${Date.now().toString(36)}`;
    await withClient(adminUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      // FORCE ends the server's pool connections should the server still hold any.
      drop: () =>
        withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
    };
  }
  throw new Error(`no PostgreSQL reachable at ${candidates.join(' or ')}: ${String(lastError)}`);
}

export async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
