import { readMinutesPerSession } from './src/parse-schedule.ts';
import { correctTypos } from './src/nlu/spell.ts';
console.log(readMinutesPerSession('no phone 30 minutes before bed every night for 4 weeks', 7));
console.log(correctTypos('presnetation skills, i freeze'), correctTypos('no phone 30 minutes before bed'));
