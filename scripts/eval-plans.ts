/**
 * `npm run eval:plans`: plan quality (decision 092). Starts the real server as `eval:agent` does, drives every
 * case of eval/plan-quality/intents.json through the agent's API, scores each proposed plan 0-5 on relevance,
 * concreteness, constraints and progression (eval/plan-quality/checks.ts), and prints the means of the development
 * and the held-out slices apart, by kind and language, with each check's pass rate. Writes
 * eval/plan-quality/results.json. Report only: no floor yet.
 *
 *   --url http://...   use a server that is already running instead of starting one
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { startServer, type RunningServer } from '../bench/server-process.ts';
import type { EvalCase } from '../eval/agent/cases.ts';
import { httpSend, runCases } from '../eval/agent/run-case.ts';
import {
  checkPlan,
  DIMENSIONS,
  loadPlanCases,
  PLAN_SETS,
  scoreChecks,
  type PlanCase,
  type PlanSet,
} from '../eval/plan-quality/checks.ts';

const { values } = parseArgs({ options: { url: { type: 'string' } } });
const port = Number(process.env.EVAL_PLANS_PORT ?? 3195);
let server: RunningServer | null = null;

type Scored = { c: PlanCase; scores: ReturnType<typeof scoreChecks>; failed: string[] };

function means(rows: readonly Scored[]): string {
  return DIMENSIONS.map((d) => {
    const values = rows.map((r) => r.scores[d]).filter((v): v is number => v !== null);
    return `${d} ${values.length ? (values.reduce((a, b) => a + b, 0) / values.length).toFixed(2) : '-'}`;
  }).join('  ');
}

async function main(): Promise<void> {
  let url = values.url;
  if (!url) {
    console.log(`Starting the server on port ${port} (production, fresh PGlite) ...`);
    server = await startServer({ port });
    url = server.url;
  }
  try {
    const cases = loadPlanCases();
    const started = performance.now();
    const transcripts = await runCases(httpSend(url), cases as unknown as EvalCase[], { concurrency: 4 });
    const scored: Scored[] = cases.map((c, i) => {
      const checks = checkPlan(c, transcripts[i]!.plan);
      return {
        c,
        scores: scoreChecks(checks),
        failed: checks.filter((k) => !k.pass).map((k) => `${k.name}: ${k.detail}`),
      };
    });
    const lines: string[] = [];
    const slices = [
      ...(['dev', 'held'] as const).map((split) => ({ name: split, rows: scored.filter((s) => s.c.split === split) })),
      ...(Object.keys(PLAN_SETS) as PlanSet[]).flatMap((set) =>
        (['dev', 'held'] as const).map((split) => ({
          name: `${set} ${split}`,
          rows: scored.filter((s) => s.c.split === split && s.c.set === set),
        })),
      ),
    ];
    for (const { name, rows } of slices) {
      lines.push(`${name} (${rows.length}): ${means(rows)}`);
      if (name.includes(' ')) continue;
      for (const kind of [...new Set(rows.map((r) => r.c.kind))].sort()) {
        lines.push(`  ${kind.padEnd(12)} ${means(rows.filter((r) => r.c.kind === kind))}`);
      }
      for (const lang of ['en', 'ar', 'es', 'de']) {
        lines.push(`  ${lang.padEnd(12)} ${means(rows.filter((r) => r.c.lang === lang))}`);
      }
    }
    const checkNames = new Map<string, { pass: number; all: number }>();
    for (const [i, c] of cases.entries()) {
      for (const check of checkPlan(c, transcripts[i]!.plan)) {
        const entry = checkNames.get(check.name) ?? { pass: 0, all: 0 };
        entry.all += 1;
        if (check.pass) entry.pass += 1;
        checkNames.set(check.name, entry);
      }
    }
    const endings = new Map<string, number>();
    for (const t of transcripts)
      if (!t.plan) endings.set(t.lastKind ?? 'text', (endings.get(t.lastKind ?? 'text') ?? 0) + 1);
    lines.push(`no plan: ${[...endings].map(([kind, count]) => `${count} ended with ${kind}`).join(', ') || 'none'}`);
    lines.push('checks: ' + [...checkNames].map(([name, e]) => `${name} ${e.pass}/${e.all}`).join(', '));
    console.log(lines.join('\n'));
    const out = fileURLToPath(new URL('../eval/plan-quality/results.json', import.meta.url));
    fs.writeFileSync(
      out,
      JSON.stringify(
        {
          finished_at: new Date().toISOString(),
          seconds: Math.round((performance.now() - started) / 100) / 10,
          summary: lines,
          cases: scored.map((s, i) => ({
            id: s.c.id,
            set: s.c.set,
            split: s.c.split,
            scores: s.scores,
            failed: s.failed,
            ended_with: transcripts[i]!.lastKind,
            error: transcripts[i]!.error,
          })),
        },
        null,
        2,
      ),
    );
    console.log(`${cases.length} cases; wrote ${out}`);
  } finally {
    await server?.stop();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    void server?.stop();
    process.exit(1);
  },
);
