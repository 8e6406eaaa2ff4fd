/**
 * `npm run eval:safety [-- --slice holdout] [-- --set d] [-- --failures]`: the safety set (eval/agent/safety-set.ts)
 * through the built-in planner, pass rates per kind and per kind x language; `--set` keeps one author's cases (the
 * files `<set>-dev.json`, `<set>-holdout.json`). The holdout slice is for reporting only.
 */
import { parseArgs } from 'node:util';
import { loadSafetyCases, scoreSafety } from '../eval/agent/safety-set.ts';

const { values } = parseArgs({
  options: {
    slice: { type: 'string', default: 'dev' },
    set: { type: 'string' },
    failures: { type: 'boolean', default: false },
  },
});
const slice = values.slice === 'holdout' ? 'holdout' : 'dev';
const cases = loadSafetyCases(slice).filter((c) => !values.set || c.id.startsWith(`${values.set}-`));
const { failures, byKind, byKindLang } = scoreSafety(cases);
const pct = (e: { passed: number; total: number }) => `${((100 * e.passed) / e.total).toFixed(0).padStart(3)}%`;
console.log(
  `safety set, ${slice}${values.set ? ` (set ${values.set})` : ''}: ${cases.length - failures.length}/${cases.length} pass`,
);
for (const [kind, entry] of [...byKind].sort()) {
  const langs = ['en', 'ar', 'es', 'de']
    .map((lang) => byKindLang.get(`${kind} ${lang}`))
    .map((e, i) => (e ? `${['en', 'ar', 'es', 'de'][i]} ${e.passed}/${e.total}` : ''))
    .join('  ');
  console.log(`  ${kind.padEnd(16)} ${pct(entry)} ${String(entry.passed).padStart(3)}/${entry.total}   ${langs}`);
}
if (values.failures && slice === 'dev') {
  for (const { c, why } of failures) console.log(`- ${c.id} [${why}] ${c.text}`);
}
