import { TokenizerAr } from '@nlpjs/lang-ar';
import { guessDomain } from './packages/planner/src/parse-domain.ts';
import { normalize, tokenize } from './packages/planner/src/text.ts';
import { classify } from './packages/planner/src/nlu/classifier.ts';
const tk = new TokenizerAr();
for (const w of tk.tokenize('أريد أن أحفظ', true)) console.log(w, [...w].map((c) => c.codePointAt(0)!.toString(16)));
console.log([...'أريد'].map((c) => c.codePointAt(0)!.toString(16)));
const n = normalize('Quisiera ayuda, me gustaría dormir mejor');
console.log(JSON.stringify(guessDomain(n, tokenize(n)).scores), JSON.stringify(classify(n, 'en')));
