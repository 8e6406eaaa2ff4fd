import type { TPlanLanguage } from '@ito/contracts/agent/plan';
import { describe, expect, it } from 'vitest';
import { nextTurn } from './dialogue.ts';
import { parseIntent } from './parse.ts';

const TODAY = '2026-11-30';
const days = (text: string, language: TPlanLanguage = 'en') => parseIntent(text, TODAY, language).available_days;

describe('days ruled out after they are named (decision 093)', () => {
  it.each([
    ['en', 'an hour a day, fridays off', [1, 2, 3, 4, 6, 7]],
    ['en', 'she has swim club tue/thu after school so those days are gone', [1, 3, 5, 6, 7]],
    ['en', 'weekends are out for me, family stuff', [1, 2, 3, 4, 5]],
    ['es', 'los lunes imposible, tengo guardia', [2, 3, 4, 5, 6, 7]],
    ['de', 'Sonntag ist frei, da mach ich nix.', [1, 2, 3, 4, 5, 6]],
    ['ar', 'عندي ساعة كل يوم ما عدا يوم الخميس', [1, 2, 3, 5, 6, 7]],
    ['ar', 'أقدر أذاكر يوميا ما عدا السبت', [1, 2, 3, 4, 5, 7]],
  ] as const)('%s: "%s"', (language, text, expected) => {
    expect(days(text, language)).toEqual(expected);
  });

  it.each([
    ['en', 'I can run Tuesday, Thursday and Saturday, not Monday', [2, 4, 6]],
    ['en', 'I swim on sunday and cannot on wednesday', [7]],
    ['en', 'I can train mon wed fri', [1, 3, 5]],
    ['de', 'Das Bad hat nur Sa und So offen', [6, 7]],
    ['de', 'Mo-Fr abends nach der Arbeit', [1, 2, 3, 4, 5]],
    ['es', 'puedo martes y viernes', [2, 5]],
  ] as const)('keeps the days a person can: %s "%s"', (language, text, expected) => {
    expect(days(text, language)).toEqual(expected);
  });
});

describe('amounts grouped with a point in Spanish and German (decision 093)', () => {
  it('reads "3.000 €" as three thousand, never three', () => {
    expect(parseIntent('Quiero ahorrar 4.500 euros para la entrada de un coche', TODAY, 'es').target).toEqual({
      value: 4500,
      unit: 'EUR',
    });
    expect(parseIntent('Ich will 12.000 € für eine Weltreise sparen', TODAY, 'de').target).toEqual({
      value: 12000,
      unit: 'EUR',
    });
    // A decimal stays a decimal.
    expect(parseIntent('quiero correr 7.5 km sin parar', TODAY, 'es').target?.value).toBe(7.5);
  });

  it('keeps the whole amount in the goal in the person words', () => {
    const turn = nextTurn(null, 'Quiero ahorrar 4.500 euros para la entrada de un coche en 10 meses', TODAY, 'es');
    const goal = turn.state.parsed?.goal ?? '';
    expect(goal).toContain('4.500');
  });
});

describe('totals and prices are not sessions (decision 093)', () => {
  it.each([
    ["I want 100 hours of meditation this year, I've logged 12 hours so far, 20-30 min sittings", 30],
    ['I read about 25 pages an hour, and I can give it 2 hours a day', 120],
    ['hold a plank for 3 minutes by spring, I can train 20 minutes a day', 20],
  ])('minutes in "%s"', (text, minutes) => {
    expect(parseIntent(text, TODAY).minutes_per_session).toBe(minutes);
  });

  it.each([
    ['en', 'plank 4 min, currently 1:30'],
    ['es', 'tengo que dar un discurso de 3 minutos en la boda'],
    ['de', 'eine Rede von ca. 5 Minuten halten'],
  ] as const)('never reads a hold or a speech as the session: %s "%s"', (language, text) => {
    expect(parseIntent(text, TODAY, language).minutes_per_session).toBeNull();
  });

  it('never reads a weekly price or a weekly count of something else as sessions', () => {
    expect(parseIntent('learn to cook, grocery budget is ~$60/week', TODAY).sessions_per_week).toBeNull();
    expect(parseIntent('smoking 40 a week, want zero', TODAY).sessions_per_week).toBeNull();
    expect(parseIntent('swim 3 times a week', TODAY).sessions_per_week).toBe(3);
  });
});

describe('how long the plan has, and what is only where the person is (decision 093)', () => {
  it.each([
    ['en', 'IELTS in march, about 14 weeks from now, need a 7', 14],
    ['en', 'bar exam retake in July, 12 weeks out', 12],
    ['en', 'the Valencia marathon in december (10 wks) and I want sub 4', 10],
    ['es', 'boda en septiembre, faltan unas 25 semanas', 25],
    ['en', 'run a marathon in 16 weeks', 16],
  ] as const)('%s: "%s" has %i weeks', (language, text, weeks) => {
    expect(parseIntent(text, TODAY, language).horizon_weeks).toBe(weeks);
  });

  it.each([
    ['en', '5 months post meniscus surgery, physio cleared me for running'],
    ['en', '4 months postpartum and want my core back'],
    ['en', "I'm 18 weeks pregnant and want to keep swimming"],
    ['es', 'estoy embarazada de 16 semanas y quiero seguir caminando'],
  ] as const)('never reads "%s" as the plan length', (language, text) => {
    expect(parseIntent(text, TODAY, language).horizon_weeks).toBeNull();
  });
});

describe('days said no to, lists of German abbreviations, and the days question (decision 096)', () => {
  it.each([
    ['es', 'quiero estudiar por la mañana. Los sábados y domingos no, duermo', [1, 2, 3, 4, 5]],
    ['es', 'los martes ni lo intentes, trabajo doble turno', [1, 3, 4, 5, 6, 7]],
    ['en', 'mondays never, I have the kids', [2, 3, 4, 5, 6, 7]],
    ['de', 'Wir können nur samstags, sonntags ist Familientag.', [6]],
    ['de', 'Training Di/Do/Sa im Verein', [2, 4, 6]],
    ['en', 'only saturday, sunday is church day', [6]],
  ] as const)('%s: "%s"', (language, text, expected) => {
    expect(days(text, language)).toEqual(expected);
  });

  it.each([
    ['en', 'monday is the best day for me', [1]],
    ['en', 'tuesday no problem, thursday too', [2, 4]],
    ['es', 'mi hermana y yo entrenamos juntos', null],
  ] as const)('keeps what is not a no: %s "%s"', (language, text, expected) => {
    expect(days(text, language)).toEqual(expected);
  });

  it('asks which days once a question is needed and a few sessions a week are planned, after the date', () => {
    let turn = nextTurn(null, 'I want to finish my thesis, 4 times a week', TODAY);
    const asked: string[] = [];
    for (let i = 0; i < 4 && turn.kind === 'question'; i++) {
      asked.push(turn.slot);
      const answers: Record<string, string> = {
        horizon_weeks: '12 weeks',
        available_days: 'mon tue thu fri',
        minutes_per_session: '90 minutes',
      };
      turn = nextTurn(turn.state, answers[turn.slot] ?? 'not sure', TODAY);
    }
    expect(asked).toEqual(['horizon_weeks', 'available_days', 'minutes_per_session']);
    expect(turn.kind === 'ready' && turn.intent.available_days).toEqual([1, 2, 4, 5]);
    // Every day of the week leaves nothing to choose.
    const daily = nextTurn(null, 'floss every night', TODAY);
    expect(daily.kind === 'question' ? daily.slot : null).not.toBe('available_days');
  });
});

describe('a window of the day is the session, a talk’s length is not (decision 097)', () => {
  const minutes = (text: string, language: TPlanLanguage = 'en') =>
    parseIntent(text, TODAY, language).minutes_per_session;
  it.each([
    ['en', 'I can study 6am-7:30am before work', 90],
    ['en', 'practice 8-9pm most evenings', 60],
    ['es', 'puedo de 18 a 20h los martes', 120],
    ['de', 'ich habe von 19 bis 21 Uhr Zeit', 120],
  ] as const)('%s: "%s"', (language, text, expected) => {
    expect(minutes(text, language)).toBe(expected);
  });

  it.each([
    ['en', 'wedding toast for my sister in 6 weeks, about 4 minutes long', null],
    ['de', 'Ich halte eine Ansprache zur Hochzeit, maximal 3 Minuten', null],
    ['en', 'I have 2 kids aged 3 and 5', null],
  ] as const)('not a session: %s "%s"', (language, text, expected) => {
    expect(minutes(text, language)).toBe(expected);
  });
});
