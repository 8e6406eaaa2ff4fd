import { PLAN_LANGUAGES, ZIntent, type TPlanLanguage } from '@ito/contracts/agent/plan';
import { describe, expect, it } from 'vitest';
import type { DialogueState, TurnResult } from './api.ts';
import { nextTurn } from './dialogue.ts';
import { UNSUPPORTED_LANGUAGE } from './dialogue-text.ts';
import { dialogueTexts } from './dialogue-i18n/texts.ts';

const TODAY = '2026-11-22';

function converse(...messages: string[]): TurnResult[] {
  const turns: TurnResult[] = [];
  let state: DialogueState | null = null;
  for (const message of messages) {
    const turn = nextTurn(state, message, TODAY);
    turns.push(turn);
    state = turn.state;
  }
  return turns;
}

const last = (...messages: string[]) => converse(...messages).at(-1)!;

/** Plays a conversation to its plan, answering each question with its first quick reply. */
function toPlan(first: string): TurnResult[] {
  const turns: TurnResult[] = [];
  let turn = nextTurn(null, first, TODAY);
  turns.push(turn);
  for (let i = 0; i < 6 && turn.kind === 'question'; i++) {
    const reply = turn.quick_replies[0];
    if (!reply) break;
    turn = nextTurn(turn.state, reply.value, TODAY);
    turns.push(turn);
  }
  return turns;
}

describe('the dialogue speaks the person’s language (decision 034)', () => {
  it.each([
    ['en', 'I want to run a half marathon'],
    ['es', 'Quiero correr una media maratón'],
    ['de', 'Ich möchte einen Halbmarathon laufen'],
    ['ar', 'أريد أن أركض نصف ماراثون'],
  ] as const)('asks, and plans, in %s with localized quick replies that work', (language, first) => {
    const turns = toPlan(first);
    const question = turns[0];
    if (question?.kind !== 'question') throw new Error(`expected a question, got ${question?.kind}`);
    expect(question.text).toBe(dialogueTexts(language).questions[question.slot]);
    const plan = turns.at(-1);
    if (plan?.kind !== 'ready') throw new Error(`expected a plan, got ${JSON.stringify(plan)}`);
    expect(plan.intent.domain).toBe('running');
    expect(plan.intent.language).toBe(language);
    expect(plan.state.language).toBe(language);
    // Every tapped reply filled its slot: nothing the replies answered is an assumption.
    const weeks = turns.find((t) => t.kind === 'question' && t.slot === 'horizon_weeks');
    const offered = weeks?.kind === 'question' ? Number.parseInt(weeks.quick_replies[0]!.label, 10) : NaN;
    expect(plan.intent.horizon_weeks).toBe(offered);
    expect(() => ZIntent.parse(plan.intent)).not.toThrow();
  });

  it('keeps the language on short and number-only answers', () => {
    const turns = converse('Quiero dormir mejor por las noches', '8', 'ok');
    for (const turn of turns) expect(turn.state.language).toBe('es');
  });

  it('writes the assumptions and the default goal in the language', () => {
    const turn = last('Ich möchte besser schlafen', 'in 8 Wochen');
    if (turn.kind !== 'ready') throw new Error(turn.kind);
    expect(turn.intent.language).toBe('de');
    expect(turn.assumptions.join(' ')).toMatch(/Einheiten pro Woche/);
  });
});

describe('understanding what is asked', () => {
  it.each([
    ['en', 'get in shape'],
    ['es', 'quiero mejorar mi salud y estar más activo'],
    ['de', 'ich will fit werden'],
    ['ar', 'تحسين صحتي ولياقتي'],
  ] as const)('asks one clarifying question naming the closest areas for a vague %s request', (language, text) => {
    const turn = last(text);
    if (turn.kind !== 'question') throw new Error(`expected a question, got ${turn.kind}`);
    expect(turn.slot).toBe('domain');
    expect(turn.quick_replies.length).toBeGreaterThanOrEqual(2);
    expect(turn.quick_replies.length).toBeLessThanOrEqual(3);
    const texts = dialogueTexts(language);
    for (const reply of turn.quick_replies) {
      expect(Object.values(texts.areas)).toContain(reply.label);
      expect(turn.text).toContain(reply.label);
    }
    // Tapping one names that area.
    const picked = nextTurn(turn.state, turn.quick_replies[0]!.value, TODAY);
    expect(picked.state.parsed?.domain).not.toBeNull();
    expect(picked.state.language).toBe(language);
  });

  it('never plans a content-free habit shell for a request it cannot place', () => {
    const turns = converse('help', 'not sure', 'whatever');
    // It asks twice, then says what it can plan for (decision 034): never a plan, never a loop.
    expect(turns.map((turn) => turn.kind)).toEqual(['question', 'question', 'message']);
  });

  it.each([
    ['en', "what's the weather tomorrow"],
    ['en', 'write my essay about the french revolution'],
    ['en', 'who won the champions league'],
    ['es', 'qué tiempo hará mañana en Madrid'],
    ['de', 'erzähl mir einen witz'],
    ['ar', 'كيف سيكون الطقس غدا'],
  ] as const)('answers an out-of-scope %s request with what it does, and no plan', (language, text) => {
    const turn = last(text);
    if (turn.kind !== 'message') throw new Error(`expected a message, got ${turn.kind}`);
    expect(turn.reason).toBe('out_of_scope');
    expect(turn.text).toBe(dialogueTexts(language as TPlanLanguage).outOfScope);
    expect(turn.quick_replies.length).toBeGreaterThan(0);
    expect(turn.state.parsed).toBeNull();
  });

  it('goes on after an out-of-scope question: the next message plans as usual', () => {
    const turns = converse("what's the weather tomorrow", 'I want to sleep better within 4 weeks');
    expect(turns[0]?.kind).toBe('message');
    const plan = turns[1];
    if (plan?.kind !== 'ready') throw new Error(JSON.stringify(plan));
    expect(plan.intent.domain).toBe('sleep');
  });

  it('answers a language it does not speak in English, naming the four', () => {
    for (const text of ['Je voudrais courir un marathon cette année', '我想在三个月内减肥']) {
      const turn = last(text);
      if (turn.kind !== 'message') throw new Error(`expected a message, got ${turn.kind}`);
      expect(turn.reason).toBe('unsupported_language');
      expect(turn.text).toBe(UNSUPPORTED_LANGUAGE);
    }
    expect(UNSUPPORTED_LANGUAGE).toMatch(/English.*Arabic.*Spanish.*German/);
  });

  it('corrects typos before parsing', () => {
    const turn = last('loose 5kg befor my weding in 10 weks');
    expect(turn.state.parsed).toMatchObject({ domain: 'weight', horizon_weeks: 10 });
    expect(turn.state.parsed?.target).toMatchObject({ value: 5, unit: 'kg' });
  });

  it('has every text of the dialogue in every language', () => {
    for (const language of PLAN_LANGUAGES) {
      const texts = dialogueTexts(language);
      expect(Object.keys(texts.questions)).toHaveLength(6);
      for (const replies of Object.values(texts.quickReplies)) expect(replies.length).toBeGreaterThan(0);
      expect(texts.clarify('A')).toContain('A');
    }
  });
});
