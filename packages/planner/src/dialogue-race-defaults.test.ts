import { describe, expect, it } from 'vitest';
import type { TIntent } from '@ito/contracts/agent/plan';
import { nextTurn } from './dialogue.ts';

const TODAY = '2026-12-01';

/** The intent the dialogue reaches answering "not sure" to every question, and the first question's replies. */
function unsure(text: string): { intent: TIntent; firstReplies: string[] } {
  let turn = nextTurn(null, text, TODAY);
  const firstReplies = turn.kind === 'question' ? turn.quick_replies.map((r) => r.label) : [];
  for (let i = 0; turn.kind === 'question' && i < 5; i++) turn = nextTurn(turn.state, 'not sure', TODAY);
  if (turn.kind !== 'ready') throw new Error(`no plan for "${text}": ${turn.kind}`);
  return { intent: turn.intent, firstReplies };
}

describe("a race's usual length and load when the person does not say (decision 108)", () => {
  it.each([
    ['I want to run a 5k', 8, 3, 30],
    ['I want to run a 10k', 10, 3, 40],
    ['I want to run a half marathon', 12, 4, 60],
    ['I want to run my first marathon', 18, 4, 75],
  ])('"%s": %d weeks, %d runs a week, up to %d minutes', (text, weeks, sessions, minutes) => {
    const { intent } = unsure(text);
    expect([intent.horizon_weeks, intent.sessions_per_week, intent.minutes_per_session]).toEqual([
      weeks,
      sessions,
      minutes,
    ]);
  });

  it.each([
    ['quiero correr mi primer maratón', 18],
    ['Ich möchte einen Halbmarathon laufen', 12],
    ['أريد أن أركض نصف ماراثون', 12],
  ])('reads the race in other languages too: "%s" is %d weeks', (text, weeks) => {
    expect(unsure(text).intent.horizon_weeks).toBe(weeks);
  });

  it('offers the weeks around a marathon’s usual length, and keeps what the person said', () => {
    expect(unsure('I want to run my first marathon').firstReplies).toEqual(['12 weeks', '16 weeks', '26 weeks']);
    const said = unsure('I want to run a marathon in 14 weeks, 5 times a week for 50 minutes').intent;
    expect([said.horizon_weeks, said.sessions_per_week, said.minutes_per_session]).toEqual([14, 5, 50]);
  });
});
