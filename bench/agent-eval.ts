import { GROUPS } from '../eval/agent/checks.ts';
import { evaluateServer } from '../eval/agent/evaluate.ts';
import { writeReport } from '../eval/agent/report.ts';
import type { BenchRow } from './report.ts';

/**
 * The agent's evaluation (decision 033) as bench rows: the whole labelled set of eval/agent through the real server
 * the bench started, one row per group judged against its floor (eval/agent/floors.json). The full report (failing
 * cases, by area and language) goes to `resultsFile`, as `npm run eval:agent` writes it.
 */
export async function runAgentEvalBench(url: string, resultsFile: string): Promise<BenchRow[]> {
  const { report, seconds } = await evaluateServer(url, { onProgress: console.log });
  writeReport(resultsFile, report, { url, seconds: Math.round(seconds * 10) / 10 });
  return GROUPS.map((group) => {
    const g = report.groups[group];
    return {
      name: `agent eval: ${group}`,
      budget: `>= ${((g.floor ?? 0) * 100).toFixed(0)}% (floor)`,
      measured: `${g.passed}/${g.total} (${(g.rate * 100).toFixed(1)}%)`,
      status: g.ok ? 'PASS' : 'FAIL',
      note:
        group === 'scope' ? `${report.cases} cases in ${seconds.toFixed(1)} s; failures in ${resultsFile}` : undefined,
      data: { ...g, cases: report.cases },
    };
  });
}
