import { parseIntent } from './src/parse.ts';
const texts = process.argv.slice(2);
for (const t of texts) {
  const lang = /[\u0600-\u06ff]/.test(t) ? 'ar' : (process.env.L ?? 'en');
  const r = parseIntent(t, '2026-11-22', lang as 'en');
  console.log(JSON.stringify({ t: t.slice(0, 60), d: r.domain, c: r.domain_confidence, tg: r.target, h: r.horizon_weeks, s: r.sessions_per_week, m: r.minutes_per_session, g: r.goal }));
}
