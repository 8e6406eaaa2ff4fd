import { timeBucket, type CatalogueSample } from './catalogue-data.ts';
import { runLoad, type LoadRequest, type LoadStats } from './load.ts';
import { errorRow, latencyRow, type BenchRow } from './report.ts';

/** DESIGN 12: every catalogue query class over 100,000 programs, p95 <= 30 ms on PostgreSQL. */
export const CATALOGUE_BUDGET_MS = 30;
export const CATALOGUE_PATH = '/api/catalogue/programs';
const BUDGET_CLASS = 'all 10 filters';

export type CatalogueLoadSettings = { connections: number; seconds: number; warmupSeconds: number };

type QueryClass = { name: string; query: (s: CatalogueSample) => Record<string, string> };

const orderClass = (order: string): QueryClass => ({
  name: `order=${order}`,
  query: (s): Record<string, string> => (order === 'relevance' ? { order, search: s.word } : { order }),
});

/**
 * One class per filter-combination shape: none, each filter alone, search, search with three filters, all ten,
 * and each order. Every class replays requests built from real rows (catalogue-data.ts), so the queries vary
 * like real traffic instead of hitting one cached plan and one page of results.
 */
export const QUERY_CLASSES: QueryClass[] = [
  { name: 'no filter', query: () => ({}) },
  { name: 'category', query: (s) => ({ category: s.category }) },
  { name: 'tag', query: (s) => ({ tag: s.tags[0] ?? 'running' }) },
  { name: 'level', query: (s) => ({ level: s.level }) },
  { name: 'signs', query: (s) => ({ signs: s.signs.join(',') }) },
  { name: 'time', query: (s) => ({ time: timeBucket(s.weeks) }) },
  { name: 'access', query: (s) => ({ access: s.access }) },
  { name: 'popular', query: () => ({ popular: '1' }) },
  { name: 'page 50', query: () => ({ page: '50' }) },
  { name: 'search', query: (s) => ({ search: s.word }) },
  {
    name: 'search + 3 filters',
    query: (s) => ({ search: s.word, category: s.category, level: s.level, access: s.access }),
  },
  {
    name: BUDGET_CLASS,
    query: (s) => ({
      category: s.category,
      tag: s.tags[0] ?? 'running',
      level: s.level,
      signs: s.signs.join(','),
      time: timeBucket(s.weeks),
      access: s.access,
      order: 'rating',
      popular: '1',
      search: s.word,
      page: '1',
    }),
  },
  ...['newest', 'popular', 'rating', 'price_asc', 'price_desc', 'relevance'].map(orderClass),
];

function requestsFor(cls: QueryClass, samples: CatalogueSample[]): LoadRequest[] {
  // The all-filters class uses popular rows only, so `popular=1` keeps each request matching its own row.
  const pool = cls.name === BUDGET_CLASS ? samples.filter((s) => s.isPopular) : samples;
  const unique = new Set(
    (pool.length ? pool : samples).map((s) => `${CATALOGUE_PATH}?${new URLSearchParams(cls.query(s))}`),
  );
  return [...unique].map((path) => ({ method: 'GET', path }));
}

/** Section 12 states the budget for PostgreSQL: every class is judged there; PGlite rows are shown as INFO. */
const isJudgedLabel = (label: 'postgres' | 'pglite') => label === 'postgres';

/** A loaded class's row: FAIL on PostgreSQL when its p95 misses the budget, whatever the class. */
export function catalogueLoadRow(name: string, stats: LoadStats, label: 'postgres' | 'pglite', note: string): BenchRow {
  return latencyRow(name, CATALOGUE_BUDGET_MS, stats, { isInformational: !isJudgedLabel(label), note });
}

/** Nearest-rank percentiles of the one-at-a-time probes, each the first request of its filter set. */
function coldRow(name: string, samples: number[], isInformational: boolean): BenchRow {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  const p95 = at(95);
  return {
    name,
    budget: `p95 <= ${CATALOGUE_BUDGET_MS} ms`,
    measured: `p50 ${at(50).toFixed(1)} / p95 ${p95.toFixed(1)} ms over ${sorted.length} first requests, one at a time`,
    status: isInformational ? 'INFO' : p95 <= CATALOGUE_BUDGET_MS ? 'PASS' : 'FAIL',
    note: 'facet counts computed for each request (no cached counts); latency measured by the bench client',
    data: { budget_ms: CATALOGUE_BUDGET_MS, samples_ms: samples },
  };
}

/** One request per class before any load: answers what the endpoint returns (total) and whether it exists at all. */
async function probe(baseUrl: string, path: string): Promise<{ status: number; total?: number; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(30_000) });
  if (!res.ok) return { status: res.status, ms: performance.now() - started };
  const body = (await res.json()) as { meta?: { total?: number } };
  return { status: res.status, total: body.meta?.total, ms: performance.now() - started };
}

/**
 * Runs every class against the real `GET /api/catalogue/programs`. On PostgreSQL every class is judged against the
 * budget of section 12 (a class that misses it is a FAIL row, and `--strict` exits 1); on PGlite the rows are INFO.
 * Until the endpoint exists the probe sees a 404 and every row is ERROR without spending time on load.
 */
export async function runCatalogueBench(
  baseUrl: string,
  samples: CatalogueSample[],
  settings: CatalogueLoadSettings,
  label: 'postgres' | 'pglite',
  rows: number,
): Promise<BenchRow[]> {
  const budget = `p95 <= ${CATALOGUE_BUDGET_MS} ms`;
  const rowName = (cls: QueryClass) => `catalogue ${cls.name} [${label}, ${rows.toLocaleString('en-US')}]`;
  const first = await probe(baseUrl, CATALOGUE_PATH).catch((err: unknown) => ({ status: 0, error: err }));
  if (first.status !== 200) {
    const why = new Error(`GET ${CATALOGUE_PATH} answered ${first.status || 'nothing'}: endpoint not built or broken`);
    return QUERY_CLASSES.map((cls) => errorRow(rowName(cls), budget, why));
  }
  const result: BenchRow[] = [];
  for (const cls of QUERY_CLASSES) {
    const name = rowName(cls);
    try {
      const requests = requestsFor(cls, samples);
      // Every filter set's first request, one at a time (PGlite answers queries serially, and a burst of probes would
      // only measure the queue): these compute the counts and rankings that the loaded run then finds cached, as
      // visitors find them on a live site. Their latency is the cold figure in the note (judged for the budget class).
      const totals = [];
      for (const r of requests) totals.push(await probe(baseUrl, r.path ?? CATALOGUE_PATH));
      const bad = totals.find((t) => t.status !== 200);
      if (bad) throw new Error(`a ${cls.name} request answered ${bad.status}`);
      const counts = totals.map((t) => t.total ?? 0);
      // Unloaded latency of one request at a time: still meaningful when the loaded run times out.
      const cold = [...totals.map((t) => t.ms)].sort((a, b) => a - b);
      const coldAt = (p: number) => cold[Math.min(cold.length - 1, Math.ceil((p / 100) * cold.length) - 1)] ?? NaN;
      const matches = `cold p50 ${coldAt(50).toFixed(0)} / p95 ${coldAt(95).toFixed(0)} / max ${coldAt(100).toFixed(0)} ms over ${totals.length} first requests; matches ${Math.min(...counts).toLocaleString('en-US')}-${Math.max(...counts).toLocaleString('en-US')} rows`;
      if (settings.warmupSeconds > 0) {
        await runLoad({ url: baseUrl, connections: settings.connections, seconds: settings.warmupSeconds, requests });
      }
      const stats = await runLoad({
        url: baseUrl,
        connections: settings.connections,
        seconds: settings.seconds,
        requests,
      });
      const isJudged = isJudgedLabel(label);
      // The probes are each filter set's first request, so the server computes its facet counts (nothing cached):
      // for the budget class that cold latency is judged too, one request at a time.
      if (cls.name === BUDGET_CLASS)
        result.push(
          coldRow(
            `${name} cold`,
            totals.map((t) => t.ms),
            !isJudged,
          ),
        );
      const row = catalogueLoadRow(name, stats, label, matches);
      // The all-filters class must narrow to the sampled rows; an empty answer means filters are ignored or wrong.
      if (cls.name === BUDGET_CLASS && Math.min(...counts) < 1) {
        row.status = 'ERROR';
        row.note = `a query built from an existing row found nothing; ${matches}`;
      }
      row.data = {
        ...row.data,
        totals: counts,
        single_request_ms: totals.map((t) => t.ms),
        connections: settings.connections,
      };
      result.push(row);
    } catch (err) {
      result.push(errorRow(name, budget, err));
    }
    console.log(`  ${result.at(-1)?.name}: ${result.at(-1)?.measured} ${result.at(-1)?.status}`);
  }
  return result;
}
