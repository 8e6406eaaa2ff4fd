import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { schema, type Schema } from '../db/schema/schema.ts';

/**
 * The database or a transaction: Drizzle's `PgTransaction` extends `PgDatabase`, so a service function that takes a
 * `Db` runs unchanged inside `db.transaction((tx) => ...)` when handed `tx` (no cast; decision 043).
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations not yet applied; `migrationsFolder` (tests) stops at an earlier one. */
  migrate(migrationsFolder?: string): Promise<void>;
  close(): Promise<void>;
};

export const MIGRATIONS_DIR = fileURLToPath(new URL('../db/migrations', import.meta.url));

export type DatabaseOptions =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/** PGlite (embedded, persisted under DATA_DIR/db) by default; PostgreSQL when DATABASE_URL is set. One schema for both. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle client can be cut off (server restart, admin command). Without a listener that would crash the
    // process; the pool replaces the client and the next query reports any lasting problem.
    pool.on('error', (err: Error & { code?: string }) => {
      if (err.code !== '57P01') console.error(`PostgreSQL idle client error: ${err.message}`);
    });
    const db: Db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: (migrationsFolder = MIGRATIONS_DIR) => migratePg(drizzlePg(pool), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  let dir: string | undefined;
  if (options.dataDir) {
    dir = path.join(options.dataDir, 'db');
    fs.mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir: dir, loadDataDir: options.loadDataDir });
  const db: Db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: (migrationsFolder = MIGRATIONS_DIR) => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
  };
}

export async function dumpPglite(database: Database): Promise<Blob> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir('none');
}
