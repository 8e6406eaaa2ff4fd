import { describe, expect, it } from 'vitest';
import { nextTurn } from './dialogue.ts';
import { parseIntent } from './parse.ts';
import type { TurnResult } from './api.ts';

const TODAY = '2026-03-02';

/** The conversation to its end, each question answered from `answers` (else "not sure"); the slots asked. */
function talk(message: string, answers: Record<string, string>) {
  const asked: string[] = [];
  let turn: TurnResult = nextTurn(null, message, TODAY);
  for (let i = 0; i < 8 && turn.kind === 'question'; i += 1) {
    asked.push(turn.slot);
    turn = nextTurn(turn.state, answers[turn.slot] ?? 'not sure', TODAY);
  }
  if (turn.kind !== 'ready') throw new Error(`no plan for "${message}": ${turn.kind}`);
  return { asked, intent: turn.intent };
}

describe('"every day" says how often, not which days (decision 126)', () => {
  it('"almost every day" leaves the free day to ask, and the answer rules it out', () => {
    const { asked, intent } = talk('I want a study plan for my physics exam in 6 months', {
      sessions_per_week: 'almost every day',
      minutes_per_session: '2 hours',
      level: 'beginner',
      available_days: 'every day except friday',
    });
    expect(asked).toContain('available_days');
    expect(intent.available_days).toEqual([1, 2, 3, 4, 6, 7]);
  });

  it('an hour or more daily asks which days; a short daily habit does not', () => {
    const long = talk('In 2 Wochen hab ich ein Assessment Center bei einer Bank', {
      sessions_per_week: 'täglich',
      minutes_per_session: '2 Stunden',
      available_days: 'außer Samstag',
    });
    expect(long.asked).toContain('available_days');
    expect(long.intent.available_days).toEqual([1, 2, 3, 4, 5, 7]);
    const short = talk('I want to meditate 10 minutes every day', { horizon_weeks: '4 weeks' });
    expect(short.asked).not.toContain('available_days');
  });

  it('asked which days, "every day" is any day', () => {
    const { intent } = talk('I want to learn guitar, 3 times a week, 30 minutes', {
      horizon_weeks: '8 weeks',
      level: 'beginner',
      available_days: 'every day',
    });
    // Any day: none ruled out.
    expect(intent.available_days).toEqual([]);
  });
});

describe('a day named for something else is not every day of the plan (decision 126)', () => {
  it.each([
    ['I want to give a talk in 8 weeks. Just joined Toastmasters, they meet Thursdays.'],
    ['quiero mejorar en ajedrez, el club se reúne los jueves'],
    ['Ich will singen lernen, der Chor trifft sich dienstags'],
  ])('"%s" names no days of the plan', (message) => {
    expect(
      parseIntent(message, TODAY, /[äöü]|ich /i.test(message) ? 'de' : /quiero/.test(message) ? 'es' : 'en')
        .available_days,
    ).toBeNull();
  });

  it('twice a week and one day named for a visit: the day is not the only one', () => {
    const parsed = parseIntent(
      'أبغى أتعلم أطبخ أكلات خليجية قبل ما أتزوج بعد ٤ شهور. أطبخ مرتين بالأسبوع بس، ويوم الخميس أروح لأمي وأتعلم منها',
      TODAY,
      'ar',
    );
    expect([parsed.sessions_per_week, parsed.available_days]).toEqual([2, null]);
    // Said as the days free, they are the days.
    expect(parseIntent('I can run mon and wed, 3 times a week', TODAY).available_days).toEqual([1, 3]);
  });

  it('a range is its own list: "mon-fri, weekends off" keeps the weekdays', () => {
    expect(parseIntent('study mon-fri, weekends off', TODAY).available_days).toEqual([1, 2, 3, 4, 5]);
    expect(parseIntent('mon-wed off', TODAY).available_days).toEqual([4, 5, 6, 7]);
  });
});

describe('the steps of an interval are not a session (decision 126)', () => {
  it.each([
    ['en', "I want to run 5k without stopping. Right now it's 1 min run / 2 min walk."],
    ['es', 'quiero correr 5k, ahora hago 1 min corriendo / 2 min caminando'],
    ['de', 'ich will 5 km laufen, gerade schaffe ich 2 Min laufen, 1 Min gehen'],
  ] as const)('%s: "%s" says no session length', (lang, message) => {
    expect(parseIntent(message, TODAY, lang).minutes_per_session).toBeNull();
  });

  it('a session said beside the intervals is still read', () => {
    const parsed = parseIntent('I want to run 5k, 30 min 3 times a week. Right now I do 1 min run, 2 min walk', TODAY);
    expect([parsed.minutes_per_session, parsed.sessions_per_week]).toEqual([30, 3]);
  });
});
