/**
 * Lighthouse on a simulated phone (its default config: Moto G Power-class CPU slowdown, slow 4G, simulated
 * throttling) for `/`, `/programs` and one seeded published program, against the built app served by the real server
 * with seed data, in the system Chromium. `node bench/lighthouse.ts` runs it alone (builds the web app if missing).
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import type { BenchRow, Status } from './report.ts';

export const LIGHTHOUSE_BUDGET = { performance: 90, accessibility: 100, lcpMs: 2500 };
const BUDGET = `perf >= ${LIGHTHOUSE_BUDGET.performance}, a11y ${LIGHTHOUSE_BUDGET.accessibility}, LCP <= ${(LIGHTHOUSE_BUDGET.lcpMs / 1000).toFixed(1)} s`;

/** The flags of `apps/web/playwright.config.ts`: Debian's Chromium, headless, no sandbox (containers). */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type PageScore = { performance: number; accessibility: number; lcpMs: number; fcpMs: number; tbtMs: number };

/** A listed program of the seed: the catalogue's first page, newest first. */
export async function seededProgramPath(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/catalogue/programs`, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`GET /api/catalogue/programs answered ${res.status}`);
  const body = (await res.json()) as { data?: { id: string }[] };
  const id = body.data?.[0]?.id;
  if (!id) throw new Error('the seed lists no published program');
  return `/program/${encodeURIComponent(id)}`;
}

/** Trace hiccups Lighthouse itself says to run again for ("Please run Lighthouse again"); anything else fails. */
const RETRYABLE = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP']);
const ATTEMPTS = 3;

async function scorePage(url: string, port: number): Promise<PageScore> {
  let result: Awaited<ReturnType<typeof lighthouse>>;
  for (let attempt = 1; ; attempt++) {
    result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const code = result?.lhr.runtimeError?.code;
    if (!code || !RETRYABLE.has(code) || attempt === ATTEMPTS) break;
    console.log(`  ${url}: ${code}, running Lighthouse again`);
  }
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

function rowOf(path: string, runs: PageScore[]): BenchRow {
  const score: PageScore = {
    performance: median(runs.map((r) => r.performance)),
    accessibility: median(runs.map((r) => r.accessibility)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    fcpMs: median(runs.map((r) => r.fcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
  };
  const misses = [
    score.performance < LIGHTHOUSE_BUDGET.performance ? 'performance' : '',
    score.accessibility < LIGHTHOUSE_BUDGET.accessibility ? 'accessibility' : '',
    !(score.lcpMs <= LIGHTHOUSE_BUDGET.lcpMs) ? 'LCP' : '',
  ].filter(Boolean);
  const status: Status = misses.length ? 'FAIL' : 'PASS';
  return {
    name: `Lighthouse ${path} (simulated phone)`,
    budget: BUDGET,
    measured:
      `perf ${score.performance}, a11y ${score.accessibility}, LCP ${(score.lcpMs / 1000).toFixed(1)} s ` +
      `(FCP ${(score.fcpMs / 1000).toFixed(1)} s, TBT ${Math.round(score.tbtMs)} ms)`,
    status,
    note: misses.length ? `below budget: ${misses.join(', ')}` : undefined,
    data: { budget: LIGHTHOUSE_BUDGET, median: score, runs },
  };
}

/**
 * One row per page; `runs` Lighthouse passes per page, the median of each figure is judged. `chromePort` is the
 * browser's debugging port (default: any free one).
 */
export async function runLighthouseBench(baseUrl: string, runs: number, chromePort?: number): Promise<BenchRow[]> {
  const paths = ['/', '/programs', await seededProgramPath(baseUrl)];
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    ...(chromePort ? { port: chromePort } : {}),
  });
  try {
    const rows: BenchRow[] = [];
    for (const path of paths) {
      const scores: PageScore[] = [];
      for (let run = 0; run < runs; run++) scores.push(await scorePage(`${baseUrl}${path}`, chrome.port));
      rows.push(rowOf(path, scores));
      console.log(`  ${rows.at(-1)?.name}: ${rows.at(-1)?.measured} ${rows.at(-1)?.status}`);
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

if (import.meta.main) {
  const { measureInitialJs } = await import('./initial-js.ts');
  const { startServer } = await import('./server-process.ts');
  const { printTable } = await import('./report.ts');
  const rows: BenchRow[] = [measureInitialJs({ build: process.argv.includes('--build') ? 'always' : 'if-missing' })];
  // BENCH_PORT: the server listens there and the browser's debugging port is the next one (default: free ports).
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
  const server = await startServer({ port });
  try {
    const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
    rows.push(...(await runLighthouseBench(server.url, runs, port === undefined ? undefined : port + 1)));
  } finally {
    await server.stop();
  }
  printTable(rows);
}
