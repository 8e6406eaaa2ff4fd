import type { TPlanLanguage } from '@ito/contracts/agent/plan';
import { describe, expect, it } from 'vitest';
import type { DialogueState, TurnResult } from './api.ts';
import { nextTurn } from './dialogue.ts';
import { isUnsureReply } from './dialogue-unsure.ts';

const TODAY = '2026-11-30';

function converse(language: TPlanLanguage, ...messages: string[]): TurnResult[] {
  const turns: TurnResult[] = [];
  let state: DialogueState | null = null;
  for (const message of messages) {
    const turn = nextTurn(state, message, TODAY, language);
    turns.push(turn);
    state = turn.state;
  }
  return turns;
}

/** Answers every question with `reply` until the dialogue stops asking (at most eight answers). */
function answerAll(language: TPlanLanguage, first: string, reply: string): TurnResult[] {
  const turns = converse(language, first);
  while (turns.at(-1)?.kind === 'question' && turns.length < 9) {
    const state = turns.at(-1)!.state;
    turns.push(nextTurn(state, reply, TODAY, language));
  }
  return turns;
}

describe('"not sure" (decision 093)', () => {
  it('is read in every language, and only as a short reply without numbers', () => {
    for (const reply of [
      'not sure',
      'idk',
      "I don't know",
      'no idea tbh',
      'up to you',
      'no sé',
      'ni idea',
      'me da igual',
      'weiß nicht',
      'keine Ahnung',
      'egal',
      'مش عارف',
      'ما أدري',
      'لست متأكدا',
    ]) {
      expect(isUnsureReply(reply), reply).toBe(true);
    }
    for (const reply of [
      'not sure, maybe 3 times',
      'I want to run a marathon but I am not sure I can do it in time for April',
      'mornings',
      'running',
      '3',
    ]) {
      expect(isUnsureReply(reply), reply).toBe(false);
    }
  });

  it('offers the closest areas as a choice, then plans the closest and says so, never "I can\'t help"', () => {
    // Requests whose area is unclear: the agent asks which.
    for (const [language, first, reply] of [
      ['en', 'get my life back on track this year', 'not sure'],
      ['es', 'quiero mejorar en el trabajo y dormir mejor', 'no sé'],
      ['de', 'ich will dieses Jahr mein Leben in den Griff bekommen', 'keine Ahnung'],
    ] as const) {
      const turns = answerAll(language, first, reply);
      const last = turns.at(-1)!;
      expect(
        turns.some((t) => t.kind === 'message'),
        `${language}: ${JSON.stringify(last)}`,
      ).toBe(false);
      const [asked, guided] = turns;
      if (asked?.kind !== 'question' || guided?.kind !== 'question') throw new Error(JSON.stringify(turns));
      expect(asked.slot).toBe('domain');
      expect(guided.slot).toBe('domain');
      expect(guided.quick_replies.length).toBeGreaterThanOrEqual(2);
      expect(last.kind, language).toBe('ready');
      if (last.kind === 'ready') {
        // An unsure answer is never the goal, and the plan says what it assumed.
        expect(last.intent.goal.toLowerCase()).not.toMatch(/not sure|no s[eé]|keine ahnung/);
        expect(last.assumptions.length).toBeGreaterThan(0);
      }
    }
  });

  it('starts a goal too wide to place with one part of it, never "I can\'t help" (decision 099)', () => {
    for (const [language, first, reply, words] of [
      ['es', 'quiero poner mi vida en orden este año', 'no sé', /empecemos por una parte/],
      ['de', 'ich will mein Leben ordnen', 'keine Ahnung', /mit einem Teil an/],
    ] as const) {
      const last = answerAll(language, first, reply).at(-1)!;
      expect(last.kind, language).toBe('message');
      if (last.kind !== 'message') continue;
      expect(last.text).toMatch(words);
      expect(last.text).not.toMatch(/no puedo ayudarte|nicht helfen/);
      expect(last.quick_replies.length).toBeGreaterThanOrEqual(4);
    }
    // A request with no goal in it still hears what the agent plans for.
    const empty = answerAll('en', 'help', 'not sure').at(-1)!;
    expect(empty.kind).toBe('message');
    expect(empty.kind === 'message' ? empty.text : '').toMatch(/What I do is turn a goal/);
  });

  it('takes the closest area after a second "not sure" and states it as an assumption in the plan\'s language', () => {
    const state: DialogueState = {
      parsed: {
        text: 'help me with my spending and saving',
        domain: null,
        domain_confidence: 0.3,
        request: 'vague',
        candidates: ['finance', 'business', 'career'],
        goal: null,
        target: null,
        horizon_weeks: null,
        sessions_per_week: 2,
        minutes_per_session: 30,
        level: 'beginner',
        available_days: [],
        injuries: [],
        equipment: [],
        budget_minor: null,
      },
      asked: ['domain'],
      pending: 'domain',
      language: 'es',
    };
    const guided = nextTurn(state, 'no sé', TODAY, 'es');
    if (guided.kind !== 'question') throw new Error(JSON.stringify(guided));
    expect(guided.text).toMatch(/elijamos juntos/);
    const decided = nextTurn(guided.state, 'ni idea', TODAY, 'es');
    const ready = decided.kind === 'question' ? nextTurn(decided.state, 'ni idea', TODAY, 'es') : decided;
    if (ready.kind !== 'ready') throw new Error(JSON.stringify(ready));
    expect(ready.intent.domain).toBe('finance');
    expect(ready.assumptions.join(' ')).toMatch(/Como no tenías claro qué área encaja/);
    expect(ready.assumptions_in?.en?.join(' ')).toMatch(/You weren't sure which area fits/);
  });

  it('says what it plans for when nothing in the request points to an area, never a content-free plan', () => {
    const turns = answerAll('es', 'quiero poner orden en mi vida este año', 'no sé');
    expect(turns.map((t) => t.kind)).toEqual(['question', 'question', 'message']);
  });

  it('moves on from another slot with its default, and the reply never fills a slot', () => {
    const turns = converse('en', 'I want to run a 10k', 'not sure');
    const second = turns[1]!;
    if (second.kind === 'question') expect(second.slot).not.toBe(turns[0]?.kind === 'question' && turns[0].slot);
    const parsed = second.state.parsed!;
    expect(parsed.goal).not.toMatch(/not sure/i);
    expect(parsed.text).not.toMatch(/not sure/);
  });
});
