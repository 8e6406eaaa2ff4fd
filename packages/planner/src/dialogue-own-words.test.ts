import type { TPlanLanguage } from '@ito/contracts/agent/plan';
import { describe, expect, it } from 'vitest';
import type { DialogueState, ParsedIntent, TurnResult } from './api.ts';
import { nextTurn } from './dialogue.ts';
import { parseIntent } from './parse.ts';
import { readTargetAndBaseline } from './parse-baseline.ts';
import { canonicalize } from './parse-canonical.ts';
import { normalize } from './text.ts';

/**
 * "The person's own words win" (decision 034): multi-turn conversations driven through nextTurn as the
 * server drives them, one test per dialogue bug, and the slots read in English, Spanish, German and Arabic.
 */

const TODAY = '2026-11-22';

function converse(messages: readonly string[], today = TODAY, language?: TPlanLanguage): TurnResult[] {
  const turns: TurnResult[] = [];
  let state: DialogueState | null = null;
  for (const message of messages) {
    const turn = nextTurn(state, message, today, language);
    turns.push(turn);
    state = turn.state;
  }
  return turns;
}

/** What the dialogue holds after the last message. */
function heard(messages: readonly string[], today = TODAY, language?: TPlanLanguage): ParsedIntent {
  const parsed = converse(messages, today, language).at(-1)?.state.parsed;
  if (!parsed) throw new Error('nothing parsed');
  return parsed;
}

/** Plays the messages, then answers "not sure" until a plan is proposed. */
function planFrom(messages: readonly string[], language?: TPlanLanguage) {
  const turns = converse([...messages, 'not sure', 'not sure', 'not sure', 'not sure'], TODAY, language);
  const ready = turns.find((turn) => turn.kind === 'ready');
  if (ready?.kind !== 'ready') throw new Error(`no plan: ${JSON.stringify(turns.at(-1))}`);
  return ready.intent;
}

describe('a later answer never overwrites the goal', () => {
  it('reads "I can do 4 pull-ups now" as the baseline: the target stays 20 and "now" is no horizon', () => {
    const parsed = heard(['I want to do 20 pull-ups', 'I can do 4 pull-ups now']);
    expect(parsed.target).toEqual({ value: 20, unit: 'pull-ups' });
    expect(parsed.baseline).toEqual({ value: 4, unit: 'pull-ups' });
    expect(parsed.horizon_weeks).toBeNull();
    expect(parsed.sessions_per_week).toBeNull();
    const intent = planFrom(['I want to do 20 pull-ups', 'I can do 4 pull-ups now']);
    expect(intent.target).toEqual({ value: 20, unit: 'pull-ups' });
    expect(intent.horizon_weeks).toBeLessThan(53);
    expect(intent.goal).toBe('Do 20 pull-ups');
  });

  it('gives a baseline without a unit the unit of the target, and does not take it as the pending slot', () => {
    // A number to reach asks by when first (decision 102): the second message says how often in words.
    const parsed = heard(['I want to do 20 pull-ups', '3 times a week', 'I can do 4 at the moment']);
    expect(parsed.sessions_per_week).toBe(3);
    expect(parsed.minutes_per_session).toBeNull();
    expect(parsed.baseline).toEqual({ value: 4, unit: 'pull-ups' });
    expect(parsed.target).toEqual({ value: 20, unit: 'pull-ups' });
  });

  it('reads an answer for another slot as that slot, never as the one asked, and stays in the conversation', () => {
    const turns = converse(['I want to run a 10k', '3 times a week']);
    expect(turns.map((turn) => turn.kind)).toEqual(['question', 'question']);
    const parsed = turns.at(-1)?.state.parsed;
    expect(parsed?.sessions_per_week).toBe(3);
    expect(parsed?.horizon_weeks).toBeNull();
    expect(heard(['I want to run a 10k', '20 minutes']).horizon_weeks).toBeNull();
  });

  it('keeps "I squat 50 kg now" as where the lifter starts, not the goal', () => {
    const parsed = heard(['I want to back squat my bodyweight (80 kg) by spring, I squat 50 kg now']);
    expect(parsed.target).toEqual({ value: 80, unit: 'kg' });
    expect(parsed.baseline).toEqual({ value: 50, unit: 'kg' });
    expect(parsed.horizon_weeks).toBe(17);
  });

  it('never makes a weekly volume the person already runs into a target below it', () => {
    const parsed = heard(['I want to run more', 'I run 15 km a week']);
    expect(parsed.target).toBeNull();
    expect(parsed.baseline).toEqual({ value: 15, unit: 'km' });
    expect(planFrom(['I want to run more, currently 15 km a week']).target).toBeNull();
    // A race is another measure than a weekly volume: it stays the target.
    expect(heard(['I run 15 km a week and want to race a 10k']).target).toEqual({ value: 10, unit: 'km' });
  });

  it('does not let a later lower number replace the target once a baseline is known', () => {
    const parsed = heard(['I want to do 20 push-ups, I can do 8 now', 'maybe 6 push-ups']);
    expect(parsed.target).toEqual({ value: 20, unit: 'push-ups' });
  });
});

describe('a day for one kind of session', () => {
  it('"longer on sundays" keeps 4 runs a week and the days given', () => {
    const parsed = heard(['I want to run a 10k in 12 weeks, 4 runs a week on mon tue thu sat', 'longer on sundays']);
    expect(parsed.sessions_per_week).toBe(4);
    expect(parsed.available_days).toEqual([1, 2, 4, 6, 7]);
    expect(parsed.preferred_days).toEqual([7]);
    const intent = planFrom(['I want to run a 10k in 12 weeks, 4 runs a week', 'my long run on sundays please']);
    expect(intent.sessions_per_week).toBe(4);
  });

  it('still reads named days as the days available', () => {
    expect(heard(['I want to run a 10k in 12 weeks', 'tuesdays and saturdays']).sessions_per_week).toBe(2);
  });
});

describe('days, "a day" and "daily"', () => {
  it('maps a days horizon to whole weeks, at least one', () => {
    expect(heard(['I want to learn to juggle', '10 days']).horizon_weeks).toBe(2);
    expect(heard(['I want to learn to juggle', 'within 5 days']).horizon_weeks).toBe(1);
    const challenge = heard(['I want to do a 10 day meditation challenge']);
    expect(challenge.horizon_weeks).toBe(2);
    expect(challenge.goal).toBe('Do a 10 day meditation challenge');
  });

  it('"15 minutes a day" is daily sessions of 15 minutes, never 14 sessions', () => {
    const parsed = heard(['I want to meditate', '15 minutes a day']);
    expect(parsed.sessions_per_week).toBe(7);
    expect(parsed.minutes_per_session).toBe(15);
  });

  it('"15 a day" of push-ups or pages is the target, not minutes or 14 sessions', () => {
    const pushUps = heard(['I want to do more push ups', '3 times a week', '15 a day']);
    expect(pushUps.target).toEqual({ value: 15, unit: 'push-ups' });
    expect(pushUps.minutes_per_session).toBeNull();
    const pages = parseIntent('read 15 pages a day', TODAY);
    expect(pages.sessions_per_week).toBe(7);
    expect(pages.target).toEqual({ value: 15, unit: 'pages' });
    expect(parseIntent('every day, 15 a day', TODAY).sessions_per_week).toBe(7);
    expect(parseIntent('twice a day', TODAY).sessions_per_week).toBe(14);
  });
});

describe('every goal of a multi-goal request stays', () => {
  it.each([
    ['lose weight and run a 5k', /lose weight/i, /5k/i],
    ['Sleep better and stop snacking at night', /sleep/i, /snack/i],
    ['I want to save money and pay off my card', /save/i, /pay off/i],
  ])('%s', (message, first, second) => {
    const intent = planFrom([message]);
    expect(intent.goal).toMatch(first);
    expect(intent.goal).toMatch(second);
  });
});

describe("dates resolve from the person's own calendar day", () => {
  it.each([
    ['I want to run a 10k by July', TODAY, 36],
    ['I want to run a half marathon before Ramadan', TODAY, 12],
    ['I want to run a half marathon before Ramadan', '2027-03-01', 48],
    ['I want to lose 4 kg by Christmas', TODAY, 5],
    ['I want to lose 4 kg in 3 months', TODAY, 13],
    ['I want to lose 5 kg by my wedding on 12 June', TODAY, 29],
    ['I want to be able to swim 1 km by summer', TODAY, 31],
    ['I want to read the Quran by eid', TODAY, 16],
  ])('%s (today %s) -> %i weeks', (message, today, weeks) => {
    expect(parseIntent(message, today).horizon_weeks).toBe(weeks);
  });

  it('reads "now" and "today" as where the person is, not a date', () => {
    expect(parseIntent('I can do 4 pull-ups today', TODAY).horizon_weeks).toBeNull();
  });
});

describe('digits and number words', () => {
  it('reads Arabic-Indic and Persian digits', () => {
    expect(parseIntent('I want to run 3 times a week for ٤٥ minutes', TODAY).minutes_per_session).toBe(45);
    expect(parseIntent('I want to run ۵ km in ۱۰ weeks', TODAY)).toMatchObject({
      horizon_weeks: 10,
      target: { value: 5, unit: 'km' },
    });
  });

  it.each([
    ['es', 'quiero nadar dos veces por semana, veinticinco minutos', 2, 25],
    ['es', 'quiero aprender guitarra, cuatro veces por semana, treinta y cinco minutos', 4, 35],
    ['de', 'ich möchte zweimal pro Woche schwimmen, fünfundzwanzig Minuten', 2, 25],
    ['de', 'ich will Gitarre lernen, vier mal die Woche, zwanzig Minuten', 4, 20],
    ['ar', 'أريد أن أتعلم العزف على العود أربع مرات في الأسبوع لمدة خمسة وعشرين دقيقة', 4, 25],
    ['ar', 'أريد أن أسبح مرتين في الأسبوع، عشرين دقيقة', 2, 20],
    ['ar', 'أريد أن أتعلم الخط العربي مرة في الأسبوع لمدة ساعة', 1, 60],
    ['es', 'quiero ir a nadar una vez por semana, una hora', 1, 60],
    ['de', 'ich will einmal pro Woche klettern, eine halbe Stunde', 1, 30],
  ] as const)('%s: %s', (language, message, sessions, minutes) => {
    const parsed = parseIntent(message, TODAY, language);
    expect(parsed.sessions_per_week).toBe(sessions);
    expect(parsed.minutes_per_session).toBe(minutes);
  });
});

describe('slots in Spanish, German and Arabic', () => {
  it.each([
    ['es', 'quiero correr 10 km en 8 semanas', 8],
    ['es', 'quiero bajar de peso en tres meses', 13],
    ['es', 'quiero correr 5 km para julio', 36],
    ['de', 'ich will in 10 Wochen 5 km laufen', 10],
    ['de', 'ich möchte in drei Monaten 6 Kilo abnehmen', 13],
    ['de', 'ich will bis Weihnachten fitter werden', 5],
    ['ar', 'أريد أن أجري ٥ كيلومتر خلال ٨ أسابيع', 8],
    ['ar', 'أريد أن أحفظ سورة الملك خلال ثلاثة أشهر', 13],
    ['ar', 'أريد أن أخسر ٤ كيلو قبل رمضان', 12],
  ] as const)('horizon: %s "%s"', (language, message, weeks) => {
    expect(parseIntent(message, TODAY, language).horizon_weeks).toBe(weeks);
  });

  it.each([
    ['es', 'soy principiante, puedo lunes, miércoles y viernes', 'beginner', [1, 3, 5]],
    ['es', 'nivel intermedio, de lunes a viernes', 'intermediate', [1, 2, 3, 4, 5]],
    ['de', 'ich bin Anfänger und kann montags und donnerstags', 'beginner', [1, 4]],
    ['de', 'fortgeschritten, am Wochenende', 'advanced', [6, 7]],
    ['ar', 'أنا مبتدئ وأستطيع السبت والاثنين والأربعاء', 'beginner', [1, 3, 6]],
    ['ar', 'مستواي متوسط، يوم الجمعة فقط', 'intermediate', [5]],
  ] as const)('level and days: %s "%s"', (language, message, level, days) => {
    const parsed = parseIntent(message, TODAY, language);
    expect(parsed.level).toBe(level);
    expect(parsed.available_days).toEqual(days);
  });

  it.each([
    ['es', 'quiero correr 10 kilómetros', 'running', { value: 10, unit: 'km' }],
    ['es', 'quiero bajar 6 kilos en 3 meses', 'weight', { value: 6, unit: 'kg' }],
    ['de', 'ich möchte 8 Kilo abnehmen', 'weight', { value: 8, unit: 'kg' }],
    ['ar', 'أريد أن أخسر ٧ كيلو', 'weight', { value: 7, unit: 'kg' }],
    ['ar', 'أريد أن أجري ١٠ كيلومتر', 'running', { value: 10, unit: 'km' }],
  ] as const)('target: %s "%s"', (language, message, domain, target) => {
    // The area is the classifier's (nlu/): the unit reading is checked for the area meant.
    expect(readTargetAndBaseline(canonicalize(normalize(message), language), domain).target).toEqual(target);
  });

  it.each([
    ['es', 'Quiero bajar 6 kilos en 3 meses caminando', 'Bajar 6 kilos caminando'],
    ['de', 'Ich will in 10 Wochen 5 km laufen, dreimal pro Woche', '5 km laufen'],
    ['ar', 'أريد أن أجري ٥ كيلومتر بدون توقف خلال ٨ أسابيع، ثلاث مرات في الأسبوع', 'أجري ٥ كيلومتر بدون توقف'],
  ] as const)('goal in the own words: %s', (language, message, goal) => {
    expect(parseIntent(message, TODAY, language).goal).toBe(goal);
  });

  it('an Arabic answer "٢٠ دقيقة" fills the minutes, never the goal or the weeks', () => {
    const turns = converse(['أريد أن أتعلم العزف على البيانو', '٢٠ دقيقة'], TODAY, 'ar');
    const parsed = turns.at(-1)?.state.parsed;
    expect(parsed?.goal).toBe('أتعلم العزف على البيانو');
    expect(parsed?.horizon_weeks ?? null).not.toBe(20);
    const answered = converse(['أريد أن أتعلم العزف على البيانو', '8 أسابيع', '٢٠ دقيقة'], TODAY, 'ar').at(-1);
    expect(answered?.state.parsed?.minutes_per_session).toBe(20);
    expect(answered?.state.parsed?.goal).toBe('أتعلم العزف على البيانو');
  });
});

describe('time already spent is not a horizon, in any language', () => {
  it.each([
    ['de', 'Ich rauche seit 15 Jahren etwa 10 Zigaretten am Tag und will endlich aufhören'],
    ['ar', 'أدخن علبة سجائر يوميا منذ عشر سنوات وأريد أن أقلع عن التدخين'],
    ['ar', 'أريد أن أعوّد ابنتي ذات الست سنوات على النوم مبكرا'],
    ['es', 'Tuve a mi bebé hace seis meses y quiero recuperar mi peso'],
    ['es', 'Llevo cuatro meses sin trabajo y quiero encontrar empleo'],
    ['en', "I've been smoking for 15 years and want to quit"],
  ] as const)('%s: %s', (language, text) => {
    expect(parseIntent(text, '2026-11-24', language).horizon_weeks).toBeNull();
  });

  it.each([
    ['es', 'quiero correr 10 km en 3 meses', 13],
    ['ar', 'أريد أن أجري ٥ كيلومتر خلال ٨ أسابيع', 8],
    ['de', 'Ich will in 10 Wochen 5 km laufen', 10],
  ] as const)('%s: a horizon still reads: %s', (language, text, weeks) => {
    expect(parseIntent(text, '2026-11-24', language).horizon_weeks).toBe(weeks);
  });
});

describe('the weekdays in an answer about how long say when it holds (decision 123)', () => {
  it.each([
    [
      'de',
      '10 km unter 50 Minuten, aktuell 54:30. Frühjahrslauf in 14 Wochen. Kann Di, Do und Sa laufen.',
      'unter der Woche max 60 min',
      [2, 4, 6],
    ],
    [
      'en',
      'I want to run a 10k in 12 weeks, I can run Tuesdays, Thursdays and Sundays',
      'weekdays 45 minutes max',
      [2, 4, 7],
    ],
  ] as const)('%s: the days named stay', (language, first, answer, days) => {
    let turn: TurnResult = nextTurn(null, first, TODAY, language);
    for (let i = 0; turn.kind === 'question' && turn.state.pending !== 'minutes_per_session' && i < 4; i++) {
      turn = nextTurn(turn.state, turn.quick_replies[0]?.value ?? 'not sure', TODAY);
    }
    expect(turn.kind === 'question' && turn.state.pending).toBe('minutes_per_session');
    if (turn.kind !== 'question') return;
    const answered = nextTurn(turn.state, answer, TODAY);
    const parsed = answered.kind === 'question' ? answered.state.parsed : null;
    const intent = answered.kind === 'ready' ? answered.intent : null;
    expect(parsed?.available_days ?? intent?.available_days).toEqual([...days]);
    expect(parsed?.sessions_per_week ?? intent?.sessions_per_week).toBe(3);
  });
});
