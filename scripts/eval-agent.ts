/**
 * `npm run eval:agent`: the agent's evaluation (decision 033). Starts the real server (production
 * mode, fresh temp PGlite DATA_DIR, as the benches do), drives every case of eval/agent/*-set.json through the API
 * the way the web app does, prints pass rates by group, language and area and the failing cases, writes
 * eval/agent/results.json, and exits 1 when a group is below its floor (eval/agent/floors.json).
 *
 *   --ids a,b,c        only these cases (floors are still applied)
 *   --url http://...   use a server that is already running instead of starting one
 *   --out file         where to write the JSON result (default eval/agent/results.json)
 *
 * Env: EVAL_AGENT_PORT (3190), EVAL_AGENT_CONCURRENCY (4), DATABASE_URL is ignored (the server gets its own PGlite).
 */
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { startServer, type RunningServer } from '../bench/server-process.ts';
import { evaluateServer } from '../eval/agent/evaluate.ts';
import { belowFloor, formatReport, writeReport } from '../eval/agent/report.ts';

const { values } = parseArgs({
  options: { ids: { type: 'string' }, url: { type: 'string' }, out: { type: 'string' } },
});
const out = values.out
  ? path.resolve(values.out)
  : fileURLToPath(new URL('../eval/agent/results.json', import.meta.url));
const port = Number(process.env.EVAL_AGENT_PORT ?? 3190);
const concurrency = Number(process.env.EVAL_AGENT_CONCURRENCY ?? 4);

let server: RunningServer | null = null;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void (server?.stop() ?? Promise.resolve()).finally(() => process.exit(130)));
}

async function main(): Promise<number> {
  let url = values.url;
  if (!url) {
    console.log(`Starting the server on port ${port} (production, fresh PGlite) ...`);
    server = await startServer({ port });
    url = server.url;
  }
  try {
    const ids = values.ids
      ?.split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    const { report, seconds } = await evaluateServer(url, { ids, concurrency, onProgress: console.log });
    console.log(`\n${formatReport(report)}\n`);
    writeReport(out, report, { url, seconds: Math.round(seconds * 10) / 10, finished_at: new Date().toISOString() });
    console.log(`${report.cases} cases in ${seconds.toFixed(1)} s; wrote ${out}`);
    const below = belowFloor(report);
    if (below.length > 0) console.error(`Below the floor: ${below.join(', ')} (eval/agent/floors.json)`);
    return below.length > 0 ? 1 : 0;
  } finally {
    await server?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(2);
  },
);
