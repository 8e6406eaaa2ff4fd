import { describe, expect, it } from 'vitest';
import { nextTurn } from './dialogue.ts';
import { parseIntent } from './parse.ts';
import { readSessionsPerWeek } from './parse-schedule.ts';
import type { TurnResult } from './api.ts';

const TODAY = '2026-03-02';

/** The slots the dialogue asks before it is ready, each answered from `answers` or "not sure". */
function askedFor(message: string, answers: Record<string, string> = {}) {
  let turn: TurnResult = nextTurn(null, message, TODAY);
  const asked: string[] = [];
  for (let i = 0; i < 8 && turn.kind === 'question'; i += 1) {
    asked.push(turn.slot);
    turn = nextTurn(turn.state, answers[turn.slot] ?? 'not sure', TODAY);
  }
  return { asked, turn };
}

describe('a total to build up is cut into the sessions the person can give it (decision 127)', () => {
  it('asks how often for a total in an area done daily by nature, and keeps the answer', () => {
    const { asked, turn } = askedFor(
      'Need to send 300 cold emails for my small design agency in the next 6 weeks, I keep putting it off',
      { sessions_per_week: '4', minutes_per_session: '45 minutes' },
    );
    expect(asked).toContain('sessions_per_week');
    expect(turn.kind === 'ready' && turn.intent.sessions_per_week).toBe(4);
  });

  it('does not ask how often for an amount a day, which is daily by nature', () => {
    for (const message of [
      'I drink 5 coffees a day and want to get down to 2',
      'I want to drink 2.5 litres of water a day',
      'I want to walk 10000 steps a day',
    ]) {
      expect(askedFor(message).asked, message).not.toContain('sessions_per_week');
    }
  });

  it('reads the whole week in Arabic as every day', () => {
    expect(parseIntent('أمشي كل أيام الأسبوع عدا الجمعة', TODAY, 'ar').available_days).toEqual([1, 2, 3, 4, 6, 7]);
  });
});

describe('the weekdays and the weekend time said beside them are the week (decision 127)', () => {
  it.each([
    ['40ish weekdays, 2-3 hours on sat/sun on the downs', 7],
    ['30 min on weekdays and an hour on weekends', 7],
    ['weekdays 20 minutes, saturday 1 hour', 6],
    ['weekdays and sundays', 6],
    ['weekdays only, weekends off', 5],
    ['weekdays, sunday is rest', 5],
    ['weekdays before work, sometimes saturday', 5],
  ] as const)('"%s" is %i sessions', (text, sessions) => {
    expect(readSessionsPerWeek(text)).toBe(sessions);
  });
});

describe('a span and a half is a duration (decision 127)', () => {
  it.each([
    ['en', 'a month and a half', 7],
    ['en', 'in 2 and a half months', 11],
    ['es', 'un mes y medio', 7],
    ['de', 'in eineinhalb Monaten', 7],
    ['de', '2,5 Monate', 11],
    ['ar', 'شهر ونص', 7],
    ['ar', '٣ شهور ونص', 15],
  ] as const)('%s "%s" is %i weeks', (language, text, weeks) => {
    expect(parseIntent(text, TODAY, language).horizon_weeks).toBe(weeks);
  });
});

describe("a place's opening hours are not the person's session (decision 127)", () => {
  it.each([
    ['en', 'our pool only has lane swim mon/wed/fri 6-8am and saturday mornings', null],
    ['en', 'the gym opens 6-10pm on weekdays', null],
    ['es', 'la cancha abre de 7 a 11h', null],
    ['en', 'I can practice from 7 to 9pm', 120],
    ['es', 'puedo de 7 a 9h', 120],
  ] as const)('%s "%s"', (language, text, minutes) => {
    expect(parseIntent(text, TODAY, language).minutes_per_session).toBe(minutes);
  });
});
