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

describe('days that belong to something else, and the rest of the week (decision 114)', () => {
  it.each([
    ['en', "I can do 2 hour blocks tue/thu and 4 hrs on sunday, the rest of the week I'm TAing", [2, 4, 7]],
    ['en', 'only thurs and fri work for me', [4, 5]],
    ['en', 'weekdays except friday', [1, 2, 3, 4]],
    ['en', 'I can only run three times a week, 45 min on weekdays and longer on Sunday', [1, 2, 3, 4, 5, 7]],
    ['en', 'I work Saturdays at the garden centre, so not then', [1, 2, 3, 4, 5, 7]],
    ['es', 'el lunes me viene fatal, el resto de días bien', [2, 3, 4, 5, 6, 7]],
    ['de', 'Mittwochs bin ich im Verein, sonst passt alles', [1, 2, 4, 5, 6, 7]],
    ['ar', 'ما عندي وقت إلا يوم السبت', [6]],
  ] as const)('%s "%s"', (language, text, expected) => {
    expect(days(text, language)).toEqual(expected);
  });

  it.each([
    ['en', 'I work Mon-Fri 9 to 5 and want to start running'],
    ['en', 'the race is on a Sunday in October'],
    ['es', 'desde el lunes pasado intento dejar el azúcar'],
    ['de', 'Ich mache schon dienstags Yoga und will jetzt Spanisch lernen'],
    ['de', 'Ich arbeite im Schichtdienst bei der Polizei, keine festen Tage. Sonntag ist aber immer frei.'],
  ] as const)('reads no days in %s "%s"', (language, text) => {
    expect(days(text, language) ?? []).toEqual([]);
  });
});

describe('days given to someone else, days one is no good for, "other than" in Arabic (decision 119)', () => {
  it.each([
    ['en', 'I want to finish my novel. two kids, so weekends are theirs', [1, 2, 3, 4, 5]],
    ['en', 'learn guitar, saturdays are family time', [1, 2, 3, 4, 5, 7]],
    ['en', 'NCLEX in 7 weeks. nights as a CNA, 3x12s Sun/Mon/Tue, so those days I am basically a zombie', [3, 4, 5, 6]],
    ['ar', 'عايز أوصل ٥٠ ضغط، أي يوم غير الجمعة', ALL_BUT_FRIDAY],
    ['ar', 'عايز اتعلم جيتار، كل يوم ماعدى الخميس', [1, 2, 3, 5, 6, 7]],
    ['ar', 'بدي اتعلم انجليزي، كل الايام بخلاف السبت', [1, 2, 3, 4, 5, 7]],
  ] as const)('%s "%s"', (language, text, expected) => {
    expect(days(text, language)).toEqual(expected);
  });
});

describe('days off, a day corrected, a weekend kept free (decision 129)', () => {
  it.each([
    ['en', 'I do night shifts Sunday to Thursday, so I can study Friday and Saturday when I am off', [5, 6]],
    ['en', 'I can run Tuesday - no wait, Wednesday and Friday', [3, 5]],
    ['de', 'Klavier üben am Montag, nein, doch am Dienstag, und Donnerstag', [2, 4]],
    ['en', 'reading on Mon/Wed/Fri at lunch. Weekends I want to keep completely free', [1, 3, 5]],
    ['en', 'gym on tuesday and thursday. Saturdays I would rather not plan anything', [2, 4]],
    ['de', 'Schwimmen geht nur Mo, Mi, Fr. Am Wochenende ist es zu voll, da geh ich nicht hin', [1, 3, 5]],
    ['de', 'Ich arbeite von Mittwoch bis Sonntag in der Gastro. Zum Lernen bleiben nur meine freien Tage', [1, 2]],
    ['ar', 'أنا شغال من الأحد للخميس، يعني ماعنديش غير الجمعة والسبت', [5, 6]],
    ['ar', 'شغلي الحد والتلات والخميس والسبت، عايزة أتمرن في الأيام اللي مش شغالة فيها', [1, 3, 5]],
  ] as const)('%s "%s"', (language, text, expected) => {
    expect(days(text, language)).toEqual(expected);
  });
});
