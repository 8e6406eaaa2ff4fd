import { and, eq, gte, ne, sql } from 'drizzle-orm';
import { POPULAR_THRESHOLD } from '@ito/contracts/catalogue/catalogue-constants';
import { categories } from '../apps/server/src/db/schema/categories.ts';
import { programs } from '../apps/server/src/db/schema/programs.ts';
import { seedBulkPrograms } from '../apps/server/src/db/seed/marketplace-bulk.ts';
import { openDatabase, type DatabaseOptions } from '../apps/server/src/platform/db.ts';

/** A real catalogue row, so every filter combination built from it matches at least that row. */
export type CatalogueSample = {
  category: string;
  tags: string[];
  level: string;
  signs: string[];
  weeks: number;
  access: string;
  isPopular: boolean;
  word: string;
};

const SAMPLE_SIZE = 40;

/**
 * Migrates, seeds and bulk-inserts `rows` synthetic programs in the bench process, before the server starts (PGlite
 * allows one process per folder), then draws sample rows to build the queries from. VACUUM ANALYZE leaves the
 * tables as autovacuum would on a live database.
 */
export async function prepareCatalogue(
  target: DatabaseOptions,
  rows: number,
): Promise<{ samples: CatalogueSample[]; seconds: number }> {
  const database = await openDatabase(target);
  try {
    await database.migrate();
    let lastReport = 0;
    const result = await seedBulkPrograms(database.db, rows, {
      onProgress: (done) => {
        if (done - lastReport >= 25_000 || done === rows) {
          lastReport = done;
          console.log(`    ${done.toLocaleString('en-US')} / ${rows.toLocaleString('en-US')} programs`);
        }
      },
    });
    // As autovacuum would after a bulk load: statistics for the planner, GIN pending lists merged into the indexes,
    // and the visibility map set so that index-only scans skip the table.
    await database.db.execute(sql`VACUUM ANALYZE`);
    return { samples: await drawSamples(database.db), seconds: result.ms / 1000 };
  } finally {
    await database.close();
  }
}

async function drawSamples(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<CatalogueSample[]> {
  const columns = {
    category: categories.slug,
    tags: programs.tags,
    level: programs.level,
    signs: programs.signs,
    weeks: programs.duration_weeks,
    access: programs.access,
    popularity: programs.popularity,
    title: programs.title,
  };
  const visible = and(eq(programs.status, 'published'), ne(programs.access, 'private'));
  // Half from popular rows, so the "all 10 filters" class (popular=1) has rows that match it.
  const draw = (popularOnly: boolean) =>
    db
      .select(columns)
      .from(programs)
      .innerJoin(categories, eq(categories.id, programs.category_id))
      .where(popularOnly ? and(visible, gte(programs.popularity, POPULAR_THRESHOLD)) : visible)
      .orderBy(sql`md5(${programs.id}::text)`)
      .limit(SAMPLE_SIZE / 2);
  const rows = [...(await draw(true)), ...(await draw(false))];
  return rows.map((r) => ({
    category: r.category,
    tags: r.tags,
    level: r.level,
    signs: r.signs,
    weeks: r.weeks ?? 4,
    access: r.access,
    isPopular: r.popularity >= POPULAR_THRESHOLD,
    // The longest title word: a real search term that this row is certain to match.
    word:
      r.title
        .toLowerCase()
        .split(/[^a-z]+/)
        .sort((a, b) => b.length - a.length)[0] ?? 'plan',
  }));
}

/** The `time` filter's buckets (fixed API): short <= 4 weeks, medium 5-8, long 9-12, extended 13+. */
export function timeBucket(weeks: number): string {
  if (weeks <= 4) return 'short';
  if (weeks <= 8) return 'medium';
  if (weeks <= 12) return 'long';
  return 'extended';
}
