import { describe, expect, it } from 'vitest';
import { catalogueLoadRow } from './catalogue.ts';
import type { LoadStats } from './load.ts';
import { applyHealthRatio, latencyRow } from './report.ts';

const stats = (p95: number): LoadStats => ({
  requests: 1000,
  seconds: 4,
  rps: 250,
  p50: p95 / 2,
  p95,
  p99: p95 * 1.5,
  max: p95 * 2,
  failures: 0,
  statusCodes: { '200': 1000 },
});

describe('bench rows', () => {
  it('judges every catalogue class against 30 ms on PostgreSQL, and shows PGlite rows as INFO', () => {
    expect(catalogueLoadRow('catalogue tag [postgres]', stats(29), 'postgres', '').status).toBe('PASS');
    expect(catalogueLoadRow('catalogue search [postgres]', stats(31), 'postgres', '').status).toBe('FAIL');
    expect(catalogueLoadRow('catalogue search [pglite]', stats(300), 'pglite', '').status).toBe('INFO');
  });

  it('shows every API row as a ratio to the health row of the same run and fails a read over 3x', () => {
    const rows = [
      latencyRow('GET /api/user/get-data [postgres]', 25, stats(9)),
      latencyRow('GET /api/sessions [postgres]', 25, stats(13)),
      latencyRow('GET /api/health [postgres]', 25, stats(4)),
    ];
    applyHealthRatio(rows, () => true);
    expect(rows.map((r) => r.status)).toEqual(['PASS', 'FAIL', 'PASS']);
    expect(rows[0]?.measured).toContain('2.3x health');
    expect(rows[1]?.note).toContain('3.3x');
    expect(rows[2]?.measured).toContain('1.0x health');
    // A write measured later shows its ratio without being judged on it; the rows already done keep theirs.
    rows.push(latencyRow('GET /api/logout [postgres]', 60, stats(20)));
    applyHealthRatio(rows, () => false);
    expect(rows[3]?.measured).toContain('5.0x health');
    expect(rows[3]?.status).toBe('PASS');
    expect(rows[0]?.measured.match(/x health/g)).toHaveLength(1);
  });
});
