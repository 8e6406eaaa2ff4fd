import { readFileSync } from 'node:fs';
import { nextTurn } from './packages/planner/src/dialogue.ts';
const dev = JSON.parse(readFileSync('/work/shared/agent-eval/dev-set.json', 'utf8'));
for (const c of dev) {
  const t = nextTurn(null, c.text, '2026-11-22');
  const d = t.state.parsed?.domain ?? (t.kind === 'ready' ? t.intent.domain : null);
  console.log(String(c.plan).padEnd(5), t.kind.padEnd(8), ((t as any).reason ?? (t as any).category ?? (t as any).slot ?? '').toString().padEnd(20), String(d).padEnd(10), t.state.language, c.text.slice(0, 60));
}
