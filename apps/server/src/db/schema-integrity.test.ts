import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgDialect, PgTable } from 'drizzle-orm/pg-core';
import { MIGRATIONS_DIR, type Db } from '../platform/db.ts';
import { emptyDatabase, migrationsUpTo, readJournal, rows } from '../test/migrations.ts';
import { refusedValue } from '../platform/database-errors.ts';
import { schema } from './schema/schema.ts';
import { seed } from './seed/seed.ts';

/**
 * Decision 043: migration 0011 adds CHECK constraints and foreign-key indexes to a database that already holds data.
 * It is run here the way a deployment meets it: a database at the previous migration, seeded, with rows that break
 * the new rules (as old code could write them), then upgraded. PGlite by default, PostgreSQL with DATABASE_URL.
 */

const PREVIOUS = '0010_account_deletion';

async function one<T>(db: Db, query: SQL): Promise<T> {
  const [row] = await rows<T>(db, query);
  return row!;
}

/** The SQLSTATE the database answers `query` with (through the same check the API's error handler makes). */
async function refusal(db: Db, query: SQL): Promise<string | undefined> {
  try {
    await db.execute(query);
  } catch (err) {
    return refusedValue(err)?.sqlState ?? `not a refusal: ${String(err)}`;
  }
  return undefined;
}

/**
 * Adds the columns today's schema has and the database at PREVIOUS lacks (later migrations add them), as plain
 * nullable columns, and returns what drops them again. Today's seed names every column of a table it writes (`default`
 * for those it leaves), so it runs on the older database only with them in place; the upgrade then adds them itself.
 */
async function addLaterColumns(db: Db): Promise<SQL[]> {
  const drops: SQL[] = [];
  for (const table of (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable))) {
    const config = getTableConfig(table);
    const present = new Set(await columnsOf(db, config.name));
    if (present.size === 0) continue;
    for (const column of config.columns.filter((c) => !present.has(c.name))) {
      await db.execute(sql.raw(`alter table "${config.name}" add column "${column.name}" ${column.getSQLType()}`));
      drops.push(sql.raw(`alter table "${config.name}" drop column "${column.name}"`));
    }
  }
  return drops;
}

async function publicTables(db: Db): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '%drizzle%'
        order by 1`,
  );
  return found.map((t) => t.name);
}

/** Row count and a digest of every row's text, leaving out the rows the test broke on purpose. */
async function fingerprint(
  db: Db,
  table: string,
  except: string[],
  columns: readonly string[],
): Promise<{ n: number; digest: string | null }> {
  const skip = except.length > 0 ? sql`where t.id::text not in (${sql.join(except, sql`, `)})` : sql``;
  // Only the columns the table had before the upgrade: columns a later migration adds are new, not changed.
  const row = sql`row(${sql.join(
    columns.map((c) => sql`t.${sql.identifier(c)}`),
    sql`, `,
  )})::text`;
  return one(
    db,
    sql`select count(*)::int as n, md5(string_agg(${row}, '|' order by ${row})) as digest
        from ${sql.identifier(table)} t ${skip}`,
  );
}

/** Table -> the columns today's schema gives it. */
const todaysColumns = new Map(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table))
    .map((config) => [config.name, new Set(config.columns.map((column) => column.name))]),
);

async function columnsOf(db: Db, table: string): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
  );
  return found.map((c) => c.name);
}

/** Foreign-key columns no index leads with (single-column keys, which are all this schema has). */
async function unindexedForeignKeys(db: Db): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select c.conrelid::regclass::text || '.' || a.attname as name
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace
          and not exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])
        order by 1`,
  );
  return found.map((r) => r.name);
}

/** Left without an index on purpose; decision 043 says why for each. */
const UNINDEXED_FOREIGN_KEYS = [
  'chat_messages.sender_id',
  'chat_rooms.created_by',
  'contact_messages.user_id',
  'creator_followups.follower_id',
  'creator_followups.protocol_id',
  'programs.tenant_id',
  'protocol_invitations.invited_by',
  'protocol_invitations.tenant_id',
  'protocol_runs.invitation_id',
  'protocol_team.user_id',
  'protocol_versions.published_by',
  'protocols.tenant_id',
  'referrals.referrer_id',
  'reviews.user_id',
  'tenants.owner_id',
];

describe('migration 0011 on a copy of seeded data', () => {
  let handle: Awaited<ReturnType<typeof emptyDatabase>>;
  let db: Db;
  let legacy: Record<string, string>;
  const before = new Map<string, { n: number; digest: string | null }>();
  const columnsBefore = new Map<string, string[]>();
  // Rows the test breaks on purpose, by table; every other row must come through the upgrade byte for byte.
  const broken: Record<string, string[]> = {};

  beforeAll(async () => {
    handle = await emptyDatabase();
    db = handle.database.db;
    const previous = migrationsUpTo(PREVIOUS);
    try {
      await handle.database.migrate(previous);
    } finally {
      fs.rmSync(previous, { recursive: true, force: true });
    }
    const laterColumns = await addLaterColumns(db);
    await seed(db);
    for (const drop of laterColumns) await db.execute(drop);

    // What old code could write while the columns were free text.
    const follower = await one<{ id: string }>(db, sql`select id from users where email = 'follower@demo.test'`);
    const protocol = await one<{ id: string; owner_id: string }>(
      db,
      sql`select p.id, p.owner_id from protocols p join protocol_versions v on v.protocol_id = p.id limit 1`,
    );
    const program = await one<{ id: string }>(
      db,
      sql`insert into programs (creator_id, title, slug, shortcode, secret, level, access, price_minor, currency, status)
          select creator_id, 'Legacy', 'legacy', 'legacy01', 'legacy-secret-01', 'expert', 'vip', -500, 'usd', 'bogus'
          from programs limit 1 returning id`,
    );
    const legacyProtocol = await one<{ id: string }>(
      db,
      sql`insert into protocols (owner_id, name, access, price_minor, currency, status)
          values (${protocol.owner_id}, 'Legacy protocol', 'gift', -1, 'EURO', 'live') returning id`,
    );
    await db.execute(sql`update users set locale = 'fr' where id = ${follower.id}`);
    // Anonymised by an erasure but no longer hidden: what clearing `deleted_at` after the erase would leave.
    const erased = await one<{ id: string }>(
      db,
      sql`insert into users (full_name, email, referral_code) values ('Deleted user', 'deleted-1@deleted.invalid', 'legacy-erased')
          returning id`,
    );
    const notification = await one<{ id: string }>(
      db,
      sql`insert into notifications (user_id, type, delivery) values (${follower.id}, 'message', 'later') returning id`,
    );
    await db.execute(
      sql`insert into notification_preferences (user_id, type, channel)
          values (${follower.id}, 'gone', 'live'), (${follower.id}, 'chat_message', 'sometimes')`,
    );
    const zombie = await one<{ id: string }>(
      db,
      sql`insert into protocol_runs (protocol_id, version, user_id, status, state, next_wake_at)
          values (${protocol.id}, 1, ${follower.id}, 'zombie', '{}'::jsonb, now()) returning id`,
    );
    const event = await one<{ id: string }>(
      db,
      sql`insert into run_events (run_id, protocol_id, kind, at) values (${zombie.id}, ${protocol.id}, 'legacy', now())
          returning id`,
    );
    await db.execute(
      sql`insert into applied_effects (key, run_id, kind) values (${`${zombie.id}:legacy:0`}, ${zombie.id}, 'legacy_effect')`,
    );
    const room = await one<{ id: string }>(
      db,
      sql`insert into chat_rooms (kind, name) values ('three-way', 'Old room') returning id`,
    );
    const file = await one<{ id: string }>(
      db,
      sql`insert into files (name, original_name, mime, size, kind) values ('legacy.png', 'a.png', 'image/png', 1, 'video')
          returning id`,
    );
    const member = await one<{ id: string }>(
      db,
      sql`insert into protocol_team (protocol_id, email, role, status)
          values (${protocol.id}, 'old@example.test', 'boss', 'maybe') returning id`,
    );
    const token = await one<{ id: string }>(
      db,
      sql`insert into auth_tokens (user_id, purpose, token_hash, expires_at)
          values (${follower.id}, 'unlock', 'legacy-hash', now()) returning id`,
    );
    legacy = {
      follower: follower.id,
      erased: erased.id,
      program: program.id,
      protocol: legacyProtocol.id,
      notification: notification.id,
      run: zombie.id,
      event: event.id,
      room: room.id,
      file: file.id,
      member: member.id,
    };
    Object.assign(broken, {
      users: [follower.id, erased.id],
      programs: [program.id],
      protocols: [legacyProtocol.id],
      notifications: [notification.id],
      protocol_runs: [zombie.id],
      chat_rooms: [room.id],
      files: [file.id],
      protocol_team: [member.id],
      auth_tokens: [token.id],
    });

    for (const table of await publicTables(db)) {
      // notification_preferences has no id; its broken rows are checked by count below.
      if (table === 'notification_preferences') continue;
      // Columns a later migration drops (notification_settings.time_zone, decision 072) are gone, not changed.
      const today = todaysColumns.get(table);
      columnsBefore.set(
        table,
        (await columnsOf(db, table)).filter((column) => !today || today.has(column)),
      );
      before.set(table, await fingerprint(db, table, broken[table] ?? [], columnsBefore.get(table)!));
    }
    await handle.database.migrate();
  }, 180_000);

  afterAll(() => handle?.dispose());

  it('keeps every row it did not have to correct, unchanged', async () => {
    expect(before.size).toBeGreaterThan(30);
    for (const [table, was] of before) {
      expect(await fingerprint(db, table, broken[table] ?? [], columnsBefore.get(table)!), table).toEqual(was);
    }
    expect(before.get('programs')!.n).toBeGreaterThanOrEqual(63);
  });

  it('brings the rows that broke a new rule inside it, granting nothing', async () => {
    expect(
      await one(
        db,
        sql`select level, access, price_minor, currency, status from programs where id = ${legacy.program!}`,
      ),
    ).toEqual({ level: 'all', access: 'private', price_minor: 0, currency: 'USD', status: 'draft' });
    expect(
      await one(db, sql`select access, price_minor, currency, status from protocols where id = ${legacy.protocol!}`),
    ).toEqual({ access: 'paid', price_minor: 0, currency: 'USD', status: 'draft' });
    expect(await one(db, sql`select locale from users where id = ${legacy.follower!}`)).toEqual({ locale: 'en' });
    expect(await one(db, sql`select deleted_at is not null as hidden from users where id = ${legacy.erased!}`)).toEqual(
      { hidden: true },
    );
    expect(await one(db, sql`select type, delivery from notifications where id = ${legacy.notification!}`)).toEqual({
      type: 'system',
      delivery: 'muted',
    });
    expect(
      await rows(
        db,
        sql`select type, channel from notification_preferences where user_id = ${legacy.follower!} order by type`,
      ),
    ).toEqual([{ type: 'chat_message', channel: 'live' }]);
    const run = await one<{ status: string; next_wake_at: unknown; ended: boolean }>(
      db,
      sql`select status, next_wake_at, ended_at is not null as ended from protocol_runs where id = ${legacy.run!}`,
    );
    expect(run).toEqual({ status: 'failed', next_wake_at: null, ended: true });
    expect(await one(db, sql`select kind from chat_rooms where id = ${legacy.room!}`)).toEqual({ kind: 'group' });
    expect(await one(db, sql`select kind from files where id = ${legacy.file!}`)).toEqual({ kind: 'image' });
    expect(await one(db, sql`select role, status from protocol_team where id = ${legacy.member!}`)).toEqual({
      role: 'viewer',
      status: 'removed',
    });
    expect(await rows(db, sql`select id from auth_tokens where purpose = 'unlock'`)).toEqual([]);
  });

  it('keeps the audit trail as written, and checks only what is written after', async () => {
    expect(await one(db, sql`select kind from run_events where id = ${legacy.event!}`)).toEqual({ kind: 'legacy' });
    expect(await one(db, sql`select kind from applied_effects where run_id = ${legacy.run!}`)).toEqual({
      kind: 'legacy_effect',
    });
    const [protocol] = await rows<{ id: string }>(db, sql`select protocol_id as id from run_events limit 1`);
    expect(
      await refusal(
        db,
        sql`insert into run_events (run_id, protocol_id, kind, at) values (${legacy.run!}, ${protocol!.id}, 'legacy', now())`,
      ),
    ).toBe('23514');
  });

  it('refuses a bad status, a negative price and a malformed currency (SQLSTATE 23514, answered 422)', async () => {
    const id = legacy.program!;
    expect(await refusal(db, sql`update programs set price_minor = -1 where id = ${id}`)).toBe('23514');
    expect(await refusal(db, sql`update programs set status = 'bogus' where id = ${id}`)).toBe('23514');
    expect(await refusal(db, sql`update programs set currency = 'usd1' where id = ${id}`)).toBe('23514');
    expect(await refusal(db, sql`update protocols set currency = 'usd' where id = ${legacy.protocol!}`)).toBe('23514');
    expect(await refusal(db, sql`update protocol_nodes set type = 'teleport'`)).toBe('23514');
    expect(await refusal(db, sql`update users set locale = 'fr' where id = ${legacy.follower!}`)).toBe('23514');
    // `deleted_at` (decision 043): an erased account cannot be made visible again.
    expect(await refusal(db, sql`update users set deleted_at = null where id = ${legacy.erased!}`)).toBe('23514');
    // The rules refuse only what is wrong.
    expect(await refusal(db, sql`update programs set currency = 'EUR', price_minor = 0 where id = ${id}`)).toBe(
      undefined,
    );
  });

  it('indexes the queried foreign keys, and leaves only the documented ones without', async () => {
    expect(await unindexedForeignKeys(db)).toEqual(UNINDEXED_FOREIGN_KEYS);
  });

  it('seeds the upgraded database again without a refusal or a second copy', async () => {
    const programs = before.get('programs')!.n + 1;
    await seed(db);
    expect(await one(db, sql`select count(*)::int as n from programs`)).toEqual({ n: programs });
  }, 120_000);
});

describe('schema and migrations agree', () => {
  const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
    is(value, PgTable),
  );
  const dialect = new PgDialect();

  it('gives every column with a closed set of values a CHECK built from that set', () => {
    const missing: string[] = [];
    for (const table of tables) {
      const config = getTableConfig(table);
      const checks = new Set(config.checks.map((c) => c.name));
      for (const column of config.columns) {
        if (column.enumValues?.length && !checks.has(`${config.name}_${column.name}_check`)) {
          missing.push(`${config.name}.${column.name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('leaves free text only where the value is open by design (decision 043)', () => {
    const open: string[] = [];
    for (const table of tables) {
      const config = getTableConfig(table);
      for (const column of config.columns) {
        const named = /(status|kind|type|role|level|access|purpose|transport|delivery|channel|target|audience|locale)/;
        if (column.columnType === 'PgText' && !column.enumValues?.length && named.test(column.name)) {
          open.push(`${config.name}.${column.name}`);
        }
      }
    }
    expect(open.sort()).toEqual([
      // A tenant's cmt or 'main'.
      'follows.target',
      // An HTTP content type of a replayed answer.
      'idempotency_keys.content_type',
      // A creator's own words for who runs the module.
      'recurring_modules.role',
      // Abuse-limit counters name their own keys.
      'throttle_events.kind',
    ]);
  });

  it('matches the newest migration snapshot, so a changed constant without a migration fails here', () => {
    const journal = readJournal(MIGRATIONS_DIR);
    const last = journal.entries.at(-1)!;
    const snapshot = JSON.parse(
      fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', `${String(last.idx).padStart(4, '0')}_snapshot.json`), 'utf8'),
    ) as { tables: Record<string, { checkConstraints: Record<string, { value: string }> }> };
    for (const table of tables) {
      const config = getTableConfig(table);
      const inSchema = Object.fromEntries(config.checks.map((c) => [c.name, dialect.sqlToQuery(c.value).sql]));
      const inSnapshot = Object.fromEntries(
        Object.entries(snapshot.tables[`public.${config.name}`]?.checkConstraints ?? {}).map(([name, c]) => [
          name,
          c.value,
        ]),
      );
      expect(inSchema, config.name).toEqual(inSnapshot);
    }
  });
});
