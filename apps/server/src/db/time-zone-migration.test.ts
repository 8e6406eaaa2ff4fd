import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db.ts';
import { emptyDatabase, migrationsUpTo, rows } from '../test/migrations.ts';

/**
 * Decision 072: migration 0018 moves the person's time zone from `notification_settings` to the profile
 * (`users.time_zone`). Met the way a deployment meets it: a database at 0017 holding people with and without settings,
 * then upgraded. PGlite by default, PostgreSQL with DATABASE_URL.
 */
const PREVIOUS = '0017_task_finish_keys';

let handle: Awaited<ReturnType<typeof emptyDatabase>>;
let db: Db;

async function person(name: string): Promise<string> {
  // Plain SQL: today's schema names columns the database at 0017 does not have yet.
  const [row] = await rows<{ id: string }>(
    db,
    sql`insert into users (full_name, referral_code) values (${name}, ${`TZ-${name}`}) returning id`,
  );
  return row!.id;
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  handle = await emptyDatabase();
  db = handle.database.db;
  await handle.database.migrate(migrationsUpTo(PREVIOUS));
  for (const name of ['dubai', 'chosen-utc', 'quiet-only', 'none']) ids[name] = await person(name);
  await db.execute(sql`insert into notification_settings (user_id, time_zone, quiet_start, quiet_end)
    values (${ids.dubai}, 'Asia/Dubai', '22:00', '07:00'), (${ids['chosen-utc']}, 'UTC', null, null)`);
  // A row written before any zone was chosen takes the column's default, as the old code left it.
  await db.execute(sql`insert into notification_settings (user_id, hourly_budget) values (${ids['quiet-only']}, 9)`);
  await handle.database.migrate();
}, 120_000);

afterAll(() => handle?.dispose());

describe('migration 0018: the time zone moves to the profile', () => {
  it('copies every stored zone onto its person and leaves people without settings with none', async () => {
    const zones = await rows<{ full_name: string; time_zone: string | null }>(
      db,
      sql`select full_name, time_zone from users where id in (${sql.join(Object.values(ids), sql`, `)})`,
    );
    expect(Object.fromEntries(zones.map((z) => [z.full_name, z.time_zone]))).toEqual({
      dubai: 'Asia/Dubai',
      'chosen-utc': 'UTC',
      'quiet-only': 'UTC',
      none: null,
    });
  });

  it('drops the old column and keeps the rest of the settings', async () => {
    const columns = await rows<{ name: string }>(
      db,
      sql`select column_name as name from information_schema.columns
          where table_schema = 'public' and table_name = 'notification_settings' order by 1`,
    );
    expect(columns.map((c) => c.name)).toEqual(['hourly_budget', 'quiet_end', 'quiet_start', 'updated_at', 'user_id']);
    const [kept] = await rows<{ quiet_start: string; hourly_budget: number }>(
      db,
      sql`select quiet_start, hourly_budget from notification_settings where user_id = ${ids.dubai}`,
    );
    expect(kept).toEqual({ quiet_start: '22:00', hourly_budget: 6 });
  });
});
