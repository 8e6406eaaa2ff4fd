import type { TPlanLanguage } from '@ito/contracts/agent/plan';
import { describe, expect, it } from 'vitest';
import { parseIntent } from './parse.ts';

const days = (text: string, language: TPlanLanguage = 'en') => parseIntent(text, '2026-11-30', language).available_days;
const ALL_BUT_FRIDAY = [1, 2, 3, 4, 6, 7];
const ALL_BUT_MONDAY_AND_FRIDAY = [2, 3, 4, 6, 7];

describe('days ruled out, in the four languages (decision 102)', () => {
  it.each([
    ['ar', 'عايز أتمرن ٤ أيام في الأسبوع بس الجمعة لأ', ALL_BUT_FRIDAY],
    ['ar', 'أتمرن الصبح، الجمعة إجازة عائلية ما أقدر', ALL_BUT_FRIDAY],
    ['ar', 'أبي أجري ٥ كيلو، أقدر أتمرن كل يوم ما عدا الجمعة', ALL_BUT_FRIDAY],
    ['de', 'Mo und Fr hab ich keine Zeit', ALL_BUT_MONDAY_AND_FRIDAY],
    ['de', 'Training jeden Tag außer Montag und Freitag', ALL_BUT_MONDAY_AND_FRIDAY],
    ['es', 'puedo entrenar todos los días menos los lunes', [2, 3, 4, 5, 6, 7]],
    ['en', 'no sessions on mondays or fridays please', ALL_BUT_MONDAY_AND_FRIDAY],
  ] as const)('%s "%s"', (language, text, expected) => {
    expect(days(text, language)).toEqual(expected);
  });

  it.each([
    ['ar', 'أتمرن الاثنين والخميس بعد الشغل', [1, 4]],
    ['ar', 'أقدر الأحد والثلاثاء والخميس', [2, 4, 7]],
    ['en', 'I can do mondays and thursdays, no weekends', [1, 4]],
  ] as const)('keeps the days named in %s "%s"', (language, text, expected) => {
    expect(days(text, language)).toEqual(expected);
  });
});

describe('sessions times minutes (decision 102)', () => {
  it.each([
    ['de', 'Ich will ein bisschen syrisches Arabisch lernen. 3x15 Minuten', 3, 15],
    ['en', 'learn guitar, 4 x 30 min a week', 4, 30],
    ['es', 'quiero aprender inglés, 5x20 minutos', 5, 20],
  ] as const)('%s "%s"', (language, text, sessions, minutes) => {
    const parsed = parseIntent(text, '2026-11-30', language);
    expect([parsed.sessions_per_week, parsed.minutes_per_session]).toEqual([sessions, minutes]);
  });

  it('never reads sets and reps as sessions', () => {
    expect(parseIntent('I want to do 3x10 pushups every morning', '2026-11-30').minutes_per_session).toBeNull();
  });
});
