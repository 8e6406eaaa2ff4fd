import { loadCases, loadFloors, type EvalCase, type Floors } from './cases.ts';
import { buildReport, type EvalReport } from './report.ts';
import { httpSend, runCases } from './run-case.ts';

/**
 * The whole evaluation against a running server: every case (or the named ones), checked, reported against the
 * floors. Used by `npm run eval:agent` and by `npm run bench`; the CI test runs the same `runCases` + `buildReport`
 * through `app.inject`.
 */
export async function evaluateServer(
  baseUrl: string,
  options: { ids?: readonly string[]; concurrency?: number; onProgress?: (line: string) => void } = {},
): Promise<{ report: EvalReport; cases: EvalCase[]; floors: Floors; seconds: number }> {
  const all = loadCases();
  const cases = options.ids ? selectCases(all, options.ids) : all;
  const floors = loadFloors();
  const started = performance.now();
  const transcripts = await runCases(httpSend(baseUrl), cases, {
    concurrency: options.concurrency,
    onDone: (_c, _t, done) => {
      if (done % 25 === 0 || done === cases.length) options.onProgress?.(`  ${done}/${cases.length} cases`);
    },
  });
  const seconds = (performance.now() - started) / 1000;
  return { report: buildReport(cases, transcripts, floors), cases, floors, seconds };
}

export function selectCases(all: readonly EvalCase[], ids: readonly string[]): EvalCase[] {
  const byId = new Map(all.map((c) => [c.id, c]));
  return ids.map((id) => {
    const c = byId.get(id);
    if (!c) throw new Error(`no case with id ${id}`);
    return c;
  });
}
