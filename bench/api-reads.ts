import { login, READER_EMAIL } from './api-client.ts';
import { runLoad, type LoadRequest } from './load.ts';
import { applyHealthRatio, errorRow, latencyRow, type BenchRow } from './report.ts';

export const READ_BUDGET_MS = 25;

export type LoadSettings = { connections: number; seconds: number; warmupSeconds: number };

type ReadTarget = { name: string; request: (token: string) => LoadRequest };

/** The read endpoints that exist today; each is one request shape replayed by every connection. */
const READ_TARGETS: ReadTarget[] = [
  {
    name: 'GET /api/user/get-data',
    request: (token) => ({ method: 'GET', path: '/api/user/get-data', headers: { authorization: `Bearer ${token}` } }),
  },
  {
    name: 'GET /api/sessions',
    request: (token) => ({
      method: 'GET',
      path: '/api/sessions?page=1',
      headers: { authorization: `Bearer ${token}` },
    }),
  },
  {
    name: 'GET /api/core/load',
    request: () => ({ method: 'GET', path: '/api/core/load', headers: { 'x-domain': 'localhost' } }),
  },
  { name: 'GET /api/health', request: () => ({ method: 'GET', path: '/api/health' }) },
];

/**
 * DESIGN 12: API p95 <= 25 ms and <= 3x the health row for reads with 50 concurrent clients on one process, each
 * row reported as a ratio to `/api/health` of the same run. One signed-in reader (the demo
 * follower) shared by all connections: the cost measured is the request path (auth lookup, query, serialisation),
 * which is the same for one user or many on an indexed table.
 */
export async function runReadBenches(baseUrl: string, settings: LoadSettings, label: string): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  let token: string;
  try {
    token = await login(baseUrl, READER_EMAIL);
  } catch (err) {
    return READ_TARGETS.map((t) => errorRow(`${t.name} [${label}]`, `p95 <= ${READ_BUDGET_MS} ms`, err));
  }
  for (const target of READ_TARGETS) {
    const name = `${target.name} [${label}]`;
    try {
      const requests = [target.request(token)];
      // Warm-up is discarded: it pays for JIT, prepared statements and the database's first page reads.
      if (settings.warmupSeconds > 0) {
        await runLoad({ url: baseUrl, connections: settings.connections, seconds: settings.warmupSeconds, requests });
      }
      const stats = await runLoad({
        url: baseUrl,
        connections: settings.connections,
        seconds: settings.seconds,
        requests,
      });
      rows.push(latencyRow(name, READ_BUDGET_MS, stats));
    } catch (err) {
      rows.push(errorRow(name, `p95 <= ${READ_BUDGET_MS} ms`, err));
    }
    console.log(`  ${rows.at(-1)?.name}: ${rows.at(-1)?.measured} ${rows.at(-1)?.status}`);
  }
  // DESIGN 12: every read is also judged as a ratio to the health row of this run.
  applyHealthRatio(rows, () => true);
  return rows;
}
