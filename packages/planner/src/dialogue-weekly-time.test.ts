import { describe, expect, it } from 'vitest';
import { nextTurn } from './dialogue.ts';
import { parseIntent } from './parse.ts';
import type { TurnResult } from './api.ts';

const TODAY = '2026-03-02';

/** Answers every question "not sure" and returns the intent the dialogue settles on. */
function settle(message: string, answers: Record<string, string> = {}) {
  let turn: TurnResult = nextTurn(null, message, TODAY);
  for (let i = 0; i < 6 && turn.kind === 'question'; i += 1) {
    turn = nextTurn(turn.state, answers[turn.slot] ?? 'not sure', TODAY);
  }
  if (turn.kind !== 'ready') throw new Error(`no plan for "${message}": ${turn.kind}`);
  return turn;
}

describe('a week of time, shared over the sessions (decision 109)', () => {
  it.each([
    ['my cardiologist wants 150 minutes of moderate exercise a week after my stent', 5, 30],
    ['I have about 4 hours a week for guitar, 4 times a week', 4, 60],
    ['quiero aprender alemán, tengo 3 horas a la semana, 3 veces por semana', 3, 60],
    ['Ich will Spanisch lernen, 2 Stunden pro Woche, viermal pro Woche', 4, 30],
    ['أريد أن أتعلم البرمجة، عندي 3 ساعات في الأسبوع، 3 مرات في الأسبوع', 3, 60],
  ])('"%s" gives %i sessions of %i minutes', (message, sessions, minutes) => {
    const ready = settle(message);
    if (ready.kind !== 'ready') return;
    expect([ready.intent.sessions_per_week, ready.intent.minutes_per_session]).toEqual([sessions, minutes]);
  });

  it('splits the week once the person says how often, and says so', () => {
    const ready = settle('I can give learning piano 3 hours a week', { sessions_per_week: '6' });
    if (ready.kind !== 'ready') return;
    expect([ready.intent.sessions_per_week, ready.intent.minutes_per_session]).toEqual([6, 30]);
    expect(ready.assumptions.join(' ')).toContain('180 minutes a week');
  });

  it('does not ask how long each session is when the week is known', () => {
    let turn: TurnResult = nextTurn(null, 'learn python, I have 5 hours a week for it', TODAY);
    const asked: string[] = [];
    for (let i = 0; i < 6 && turn.kind === 'question'; i += 1) {
      asked.push(turn.slot);
      turn = nextTurn(turn.state, 'not sure', TODAY);
    }
    expect(asked).not.toContain('minutes_per_session');
  });

  it.each([
    'run 30 minutes three times a week',
    '45 minutes, 4 sessions a week',
    'i spend 20 hours a week on my phone and want to cut it to 10',
    'I work 40 hours a week and want to get fit',
    'I sleep 6 hours a night and want 8',
  ])('leaves "%s" alone as a weekly budget', (message) => {
    expect(parseIntent(message, TODAY).minutes_per_week ?? null).toBeNull();
  });

  it('keeps a session length said beside the week', () => {
    const parsed = parseIntent('3 hours a week, sessions of 45 minutes', TODAY);
    expect(parsed.minutes_per_session).toBe(45);
  });

  it.each([
    'I order ubereats 5 times a week and want to cook more',
    'I want to cut takeout to once a week',
    'i smoke twice a day at work and want to quit',
    'get my drinking down to 2 days a week',
  ])('does not take how often a habit happens for sessions: "%s"', (message) => {
    expect(parseIntent(message, TODAY).sessions_per_week).toBeNull();
  });

  it.each([
    ['I can only run three times a week, 45 minutes', 3],
    ['I want to lift 4 times a week', 4],
  ])('still reads the plan\'s own sessions: "%s"', (message, sessions) => {
    expect(parseIntent(message, TODAY).sessions_per_week).toBe(sessions);
  });
});

describe('how often is asked when the person said nothing of their time (decision 112)', () => {
  const firstQuestions = (message: string) => {
    let turn: TurnResult = nextTurn(null, message, TODAY);
    const asked: string[] = [];
    for (let i = 0; i < 6 && turn.kind === 'question'; i += 1) {
      asked.push(turn.slot);
      turn = nextTurn(turn.state, 'not sure', TODAY);
    }
    return asked;
  };

  it.each([
    'I want to open an Etsy shop for my candles by March',
    'Quiero montar mi tienda online de cerámica en Shopify en 10 semanas',
    'Ich will in 8 Wochen einen Onlineshop für Holzspielzeug mit WooCommerce starten',
  ])('asks how often for "%s"', (message) => {
    expect(firstQuestions(message)).toContain('sessions_per_week');
  });

  it('does not ask when the person gave their time', () => {
    expect(firstQuestions('I want to open an Etsy shop for my candles by March, 3 evenings a week')).not.toContain(
      'sessions_per_week',
    );
  });
});

describe('how long, asked when only how often was said (decision 113)', () => {
  it.each([
    ['tengo que entregar el TFG de informática en 12 semanas, trabajo de lunes a jueves', 180, '3 horas'],
    ['finish my novel draft in 10 weeks, I write 4 days a week', 90, '90 minutes'],
  ])('"%s" is asked how long each session is', (message, minutes, answer) => {
    const first = nextTurn(null, message, TODAY);
    expect(first.kind).toBe('question');
    if (first.kind !== 'question') return;
    expect(first.slot).toBe('minutes_per_session');
    expect(settle(message, { minutes_per_session: answer }).intent.minutes_per_session).toBe(minutes);
  });

  it('asks nothing more when how long was said too, or a week of time', () => {
    expect(nextTurn(null, 'finish my novel draft in 10 weeks, 4 days a week, 45 minutes each', TODAY).kind).toBe(
      'ready',
    );
    expect(nextTurn(null, 'finish my novel draft in 10 weeks, 4 hours a week, 4 times a week', TODAY).kind).toBe(
      'ready',
    );
  });
});
