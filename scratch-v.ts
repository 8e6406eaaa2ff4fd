import { nextTurn } from './packages/planner/src/dialogue.ts';
for (const t of process.argv.slice(2)) {
  const r = nextTurn(null, t, '2026-11-22');
  console.log(t, '=>', r.kind, r.kind === 'question' ? r.slot + ' ' + JSON.stringify(r.quick_replies.map(q => q.label)) : r.kind === 'ready' ? r.intent.domain : (r as any).reason ?? (r as any).category, r.state.language, r.state.parsed?.domain_confidence);
}
