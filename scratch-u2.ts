import { understand } from './packages/planner/src/nlu/understand.ts';
import { classify, features } from './packages/planner/src/nlu/classifier.ts';
import { normalize, tokenize } from './packages/planner/src/text.ts';
const [lang, ...ts] = process.argv.slice(2);
for (const t of ts) { const n = normalize(t); console.log(t, JSON.stringify(features(n, lang as any)), JSON.stringify(classify(n, lang as any).slice(0,4)), JSON.stringify(understand(n, tokenize(n), lang as any))); }
