import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import { MIGRATIONS_DIR, openDatabase, type Database, type Db } from '../platform/db.ts';

/* Migration tests meet a migration the way a deployment does: a database at the one before, holding data, upgraded. */

export type Journal = { entries: { idx: number; tag: string }[] };
export const readJournal = (dir: string): Journal =>
  JSON.parse(fs.readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as Journal;

/** A copy of the migrations folder whose journal stops at `tag`: the migrator applies nothing after it. */
export function migrationsUpTo(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ito-migrations-'));
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journal = readJournal(dir);
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  if (end < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, end + 1);
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  return dir;
}

/** An empty database (the shared test template is already at the newest migration). */
export async function emptyDatabase(): Promise<{ database: Database; dispose(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ kind: 'pglite' });
    return { database, dispose: () => database.close() };
  }
  const name = `ito_migration_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: target.toString() });
  return {
    database,
    async dispose() {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
