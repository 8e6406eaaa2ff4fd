import { randomBytes } from 'node:crypto';
import { arrayContains, count, isNull, like } from 'drizzle-orm';
import { POPULAR_THRESHOLD } from '@ito/contracts/catalogue/catalogue-constants';
import type { Db } from '../../platform/db.ts';
import { users } from '../schema/auth.ts';
import { programs } from '../schema/programs.ts';
import { categories } from '../schema/categories.ts';
import { BULK_TOPICS, LEVELS, SHARED_WORDS, TITLE_FORMATS, TITLE_OPENERS } from './marketplace-bulk-words.ts';
import { slugify } from './marketplace.ts';
import { seed } from './seed.ts';
import { millisecondsInDay } from 'date-fns/constants';

/** Synthetic programs are marked by this shortcode prefix: a rerun numbers after them, `replace` deletes them. */
export const BULK_SHORTCODE_PREFIX = 'bulk';
// 1,000 rows x 21 columns stays well under PostgreSQL's 65,535 bind parameters per statement.
const BATCH_SIZE = 1000;

export type BulkResult = { inserted: number; first: number; last: number; ms: number; replaced: number };

/**
 * Inserts `total` published synthetic programs spread over the global categories and the seeded creators (the demo
 * seed runs first, idempotently, so both exist). Values are drawn from a PRNG seeded by the row number: the same
 * numbers produce the same catalogue, which keeps benchmark runs comparable.
 */
export async function seedBulkPrograms(
  db: Db,
  total: number,
  options: { replace?: boolean; onProgress?: (done: number) => void } = {},
): Promise<BulkResult> {
  const started = performance.now();
  await seed(db);
  const bulkRows = like(programs.shortcode, `${BULK_SHORTCODE_PREFIX}%`);
  let replaced = 0;
  if (options.replace) {
    replaced = (await db.delete(programs).where(bulkRows).returning({ id: programs.id })).length;
  }
  const [existing] = await db.select({ n: count() }).from(programs).where(bulkRows);
  const first = (existing?.n ?? 0) + 1;

  const categoryRows = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(isNull(categories.owner_id));
  const pool = categoryRows.filter((c) => BULK_TOPICS[c.slug]);
  const creatorIds = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(arrayContains(users.roles, ['expert']))
  ).map((u) => u.id);
  if (pool.length === 0 || creatorIds.length === 0) throw new Error('no global categories or creators to attach to');

  const now = Date.now();
  for (let offset = 0; offset < total; offset += BATCH_SIZE) {
    const rows = [];
    for (let i = offset; i < Math.min(total, offset + BATCH_SIZE); i++) {
      rows.push(syntheticProgram(first + i, now, pool, creatorIds));
    }
    await db.insert(programs).values(rows);
    options.onProgress?.(Math.min(total, offset + BATCH_SIZE));
  }
  return { inserted: total, first, last: first + total - 1, ms: performance.now() - started, replaced };
}

type Pick = <T>(list: readonly T[]) => T;

function syntheticProgram(n: number, now: number, pool: { id: string; slug: string }[], creatorIds: string[]) {
  const random = mulberry32(n);
  const pick: Pick = (list) => list[Math.floor(random() * list.length)]!;
  // Skewed pick: u^1.6 crowds the low (common) indexes, as word frequencies do in real text.
  const skewed = () => SHARED_WORDS[Math.floor(random() ** 1.6 * SHARED_WORDS.length)]!;
  const category = pool[n % pool.length]!;
  const vocab = BULK_TOPICS[category.slug]!;
  const topic = pick(vocab.topics);
  const title = `${pick(TITLE_OPENERS)} ${capitalise(topic)} ${pick(TITLE_FORMATS)}: ${capitalise(skewed())} ${skewed()}`;
  const words = (k: number) => Array.from({ length: k }, skewed).join(' ');
  const summary = `A ${pick(vocab.topics)} ${pick(TITLE_FORMATS).toLowerCase()} with ${words(5)}.`;
  const description = [
    `Learn ${topic} with ${words(6)}.`,
    `Each week covers ${pick(vocab.topics)}, ${words(5)} and ${words(3)}.`,
    `Made for ${words(4)}.`,
  ].join(' ');

  const roll = random();
  const access = roll < 0.4 ? 'free' : roll < 0.85 ? 'paid' : roll < 0.97 ? 'subscription' : 'private';
  const isPriced = access === 'paid' || access === 'subscription';
  const tags = unique([pick(vocab.tags), pick(vocab.tags), ...(random() < 0.5 ? [pick(vocab.tags)] : [])]);
  const signs = unique([pick(vocab.signs), ...(random() < 0.6 ? [pick(vocab.signs)] : [])]);
  const code = n.toString().padStart(7, '0');
  return {
    creator_id: creatorIds[Math.floor(random() * creatorIds.length)]!,
    title,
    slug: `${slugify(title)}-${code}`,
    summary,
    description,
    category_id: category.id,
    tags,
    level: pick(LEVELS),
    signs,
    duration_weeks: 1 + Math.floor(random() * 16),
    access,
    price_minor: isPriced ? 900 + 500 * Math.floor(random() * 29) : 0,
    status: 'published' as const,
    // A long tail: the median is a couple of followers and about a quarter reach POPULAR_THRESHOLD (u >= 0.05^0.1),
    // the same share as the demo seed.
    popularity: Math.floor(20 * POPULAR_THRESHOLD * random() ** 10),
    rating: Math.round((3.5 + random() * 1.5) * 100) / 100,
    rating_count: Math.floor(500 * random() ** 3),
    shortcode: `${BULK_SHORTCODE_PREFIX}${code}`,
    secret: randomBytes(16).toString('hex'),
    published_at: new Date(now - Math.floor(random() * 365 * millisecondsInDay)),
  } as const;
}

/** Small, fast, seedable PRNG; quality is ample for test data. */
function mulberry32(seedValue: number): () => number {
  let a = seedValue >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const capitalise = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
const unique = (list: string[]) => [...new Set(list)];
