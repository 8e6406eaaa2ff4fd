import fs from 'node:fs';
import os from 'node:os';
import type { LoadStats } from './load.ts';

/**
 * PASS/FAIL compare with a budget; ERROR means the run itself was invalid (failed requests), INFO is shown against a
 * budget but never fails `--strict`, N/A could not be measured on this tree, NOT BUILT is a feature still to come.
 */
export type Status = 'PASS' | 'FAIL' | 'ERROR' | 'INFO' | 'N/A' | 'NOT BUILT';

export type BenchRow = {
  name: string;
  budget: string;
  measured: string;
  status: Status;
  note?: string;
  /** Raw figures for results.json, so a later run can be compared number by number. */
  data?: Record<string, unknown>;
};

export function isMiss(row: BenchRow): boolean {
  return row.status === 'FAIL' || row.status === 'ERROR';
}

const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)}` : '-');

/** A latency row judged on p95; `isInformational` shows the budget without letting it fail the run. */
export function latencyRow(
  name: string,
  budgetMs: number,
  stats: LoadStats,
  options: { isInformational?: boolean; note?: string } = {},
): BenchRow {
  const measured = `p50 ${ms(stats.p50)} / p95 ${ms(stats.p95)} / p99 ${ms(stats.p99)} ms, ${Math.round(stats.rps)} req/s`;
  let status: Status = stats.p95 <= budgetMs ? 'PASS' : 'FAIL';
  const notes = options.note ? [options.note] : [];
  if (stats.requests === 0) {
    status = 'ERROR';
    notes.unshift('no response at all');
  } else if (stats.failures > 0) {
    status = 'ERROR';
    notes.unshift(`${stats.failures} failed requests, status codes ${JSON.stringify(stats.statusCodes)}`);
  } else if (options.isInformational) {
    status = 'INFO';
  }
  return {
    name,
    budget: `p95 <= ${budgetMs} ms`,
    measured,
    status,
    note: notes.join('; ') || undefined,
    data: { budget_ms: budgetMs, ...stats },
  };
}

/** DESIGN 12: an API read's p95 is at most this many times the health row's p95 of the same run. */
export const HEALTH_RATIO_BUDGET = 3;
export const HEALTH_ROW_PREFIX = 'GET /api/health';

/**
 * Adds each API row's p95 as a ratio to the health row measured in the same run (the machine's floor, so figures from
 * a noisy machine compare), and fails a read over HEALTH_RATIO_BUDGET. Writes show their ratio without being judged
 * on it. Rows without a p95 (errors, skipped) and rows that already have a ratio are left alone.
 */
export function applyHealthRatio(rows: BenchRow[], isRead: (row: BenchRow) => boolean): void {
  const health = rows.find((r) => r.name.startsWith(HEALTH_ROW_PREFIX));
  const floor = Number(health?.data?.p95);
  if (!health || !Number.isFinite(floor) || floor <= 0) return;
  for (const row of rows) {
    const p95 = Number(row.data?.p95);
    // Rows with a ratio already (a second call for rows measured later) keep theirs.
    if (!Number.isFinite(p95) || row.data?.health_ratio !== undefined) continue;
    const ratio = p95 / floor;
    row.measured = `${row.measured}, ${ratio.toFixed(1)}x health`;
    row.data = { ...row.data, health_p95: floor, health_ratio: ratio };
    if (row === health || !isRead(row)) continue;
    row.budget = `${row.budget}, <= ${HEALTH_RATIO_BUDGET}x health`;
    row.data.health_ratio_budget = HEALTH_RATIO_BUDGET;
    if (ratio > HEALTH_RATIO_BUDGET && (row.status === 'PASS' || row.status === 'FAIL')) {
      row.status = 'FAIL';
      row.note = [`p95 ${ratio.toFixed(1)}x the health row's ${floor.toFixed(1)} ms`, row.note]
        .filter(Boolean)
        .join('; ');
    }
  }
}

export function errorRow(name: string, budget: string, err: unknown): BenchRow {
  // The table keeps one line; the whole message (with the server's stderr, when it has one) goes to the log.
  console.error(`  ${name}: ${err instanceof Error ? err.message : String(err)}`);
  const message = err instanceof Error ? err.message.split('\n')[0] : String(err);
  return { name, budget, measured: '-', status: 'ERROR', note: message };
}

export function printTable(rows: BenchRow[]): void {
  const headers = ['bench', 'budget', 'measured', 'result'];
  const cells = rows.map((r) => [r.name, r.budget, r.measured, r.status]);
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: string[]) => c.map((v, i) => v.padEnd(widths[i] ?? 0)).join('  ');
  console.log(`\n${line(headers)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const c of cells) console.log(line(c));

  const noted = rows.filter((r) => r.note);
  if (noted.length) {
    console.log('\nNotes:');
    for (const r of noted) console.log(`  ${r.name}: ${r.note}`);
  }
  const misses = rows.filter(isMiss);
  if (misses.length) {
    // Loud on purpose: the exit code stays 0 without --strict, so this is the signal a reader sees.
    console.log(`\n!!! ${misses.length} budget miss(es): ${misses.map((r) => `${r.name} (${r.status})`).join(', ')}`);
  } else {
    console.log('\nAll measured budgets met.');
  }
}

export function writeResults(file: string, rows: BenchRow[], settings: Record<string, unknown>): void {
  const machine = {
    cpus: os.cpus().length,
    cpu_model: os.cpus()[0]?.model ?? 'unknown',
    memory_gb: Math.round(os.totalmem() / 2 ** 30),
    platform: `${os.platform()} ${os.release()}`,
    node: process.version,
  };
  const body = { generated_at: new Date().toISOString(), machine, settings, results: rows };
  fs.writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
}
