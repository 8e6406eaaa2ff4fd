import fs from 'node:fs';
import { languageOf, type EvalCase, type Floors } from './cases.ts';
import { GROUPS, checkCase, type CaseResult, type Group } from './checks.ts';
import type { Transcript } from './run-case.ts';

/** Pass rates of one run: by group (judged against the floors), by area and by language (shown, not judged). */

export type Tally = { passed: number; total: number; rate: number };
export type EvalReport = {
  cases: number;
  groups: Record<Group, Tally & { floor: number | null; ok: boolean }>;
  byArea: Record<string, Tally>;
  byLanguage: Record<string, Tally>;
  /** By kind of request (`tags`: typo, vague, harmful, out-of-scope...); a case counts under each of its tags. */
  byTag: Record<string, Tally>;
  failures: {
    id: string;
    area: string;
    lang: string;
    text: string;
    error: string | null;
    failed: { group: Group; check: string; reason: string }[];
  }[];
  results: (CaseResult & {
    plan_title: string | null;
    asked: string[];
    last_kind: string | null;
    error: string | null;
  })[];
};

const tally = (passed: number, total: number): Tally => ({ passed, total, rate: total === 0 ? 1 : passed / total });

export function buildReport(
  cases: readonly EvalCase[],
  transcripts: readonly Transcript[],
  floors: Floors | null,
): EvalReport {
  const results = cases.map((c, i) => checkCase(c, transcripts[i]!));
  const groups = {} as EvalReport['groups'];
  for (const group of GROUPS) {
    const judged = results.filter((r) => r.groups[group] !== undefined);
    const t = tally(judged.filter((r) => r.groups[group]).length, judged.length);
    const floor = floors?.[group] ?? null;
    groups[group] = { ...t, floor, ok: floor === null || t.rate >= floor };
  }
  const cut = (keys: (c: EvalCase) => readonly string[]) => {
    const out: Record<string, Tally> = {};
    for (const [i, c] of cases.entries()) {
      for (const key of keys(c)) {
        const prev = out[key] ?? tally(0, 0);
        out[key] = tally(prev.passed + (results[i]!.ok ? 1 : 0), prev.total + 1);
      }
    }
    return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
  };
  return {
    cases: cases.length,
    groups,
    byArea: cut((c) => [c.area ?? 'none']),
    byLanguage: cut((c) => [languageOf(c)]),
    byTag: cut((c) => c.tags ?? []),
    failures: cases.flatMap((c, i) => {
      const failed = results[i]!.checks.filter((check) => !check.ok);
      if (failed.length === 0) return [];
      const reasons = failed.map((f) => ({ group: f.group, check: f.check, reason: f.reason ?? '' }));
      const error = transcripts[i]!.error;
      return [{ id: c.id, area: c.area ?? 'none', lang: languageOf(c), text: c.text, error, failed: reasons }];
    }),
    results: results.map((r, i) => ({
      ...r,
      plan_title: transcripts[i]!.plan?.title ?? null,
      asked: transcripts[i]!.asked,
      last_kind: transcripts[i]!.lastKind,
      error: transcripts[i]!.error,
    })),
  };
}

export const belowFloor = (report: EvalReport): Group[] => GROUPS.filter((g) => !report.groups[g].ok);

const pct = (t: Tally) => `${(t.rate * 100).toFixed(1)}%`;

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(headers), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join('\n');
}

export function formatReport(report: EvalReport): string {
  const groupRows = GROUPS.map((g) => {
    const t = report.groups[g];
    const floor = t.floor === null ? '-' : t.floor.toFixed(2);
    return [g, `${t.passed}/${t.total}`, pct(t), floor, t.ok ? 'PASS' : 'BELOW FLOOR'];
  });
  const cutRows = (cut: Record<string, Tally>) =>
    Object.entries(cut).map(([k, t]) => [k, `${t.passed}/${t.total}`, pct(t)]);
  const failures = report.failures.map(
    (f) =>
      `- ${f.id} [${f.area}, ${f.lang}] "${f.text.length > 70 ? `${f.text.slice(0, 67)}...` : f.text}"\n` +
      (f.error
        ? `    ${f.failed.map((x) => `${x.group}/${x.check}`).join(', ')}: no result: ${f.error}`
        : f.failed.map((x) => `    ${x.group}/${x.check}: ${x.reason}`).join('\n')),
  );
  return [
    `Agent evaluation: ${report.cases} cases`,
    '',
    table(['group', 'passed', 'rate', 'floor', 'result'], groupRows),
    '',
    'All checks of a case passed, by language:',
    table(['language', 'passed', 'rate'], cutRows(report.byLanguage)),
    '',
    'All checks of a case passed, by kind of request (tags):',
    table(['tag', 'passed', 'rate'], cutRows(report.byTag)),
    '',
    'All checks of a case passed, by area:',
    table(['area', 'passed', 'rate'], cutRows(report.byArea)),
    '',
    `Failing cases (${report.failures.length}):`,
    ...failures,
  ].join('\n');
}

export function writeReport(file: string, report: EvalReport, meta: Record<string, unknown>): void {
  fs.writeFileSync(file, `${JSON.stringify({ ...meta, ...report }, null, 2)}\n`);
}
