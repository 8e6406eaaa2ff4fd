import { describe, expect, it } from 'vitest';
import type { TPlanLanguage } from '@ito/contracts/agent/plan';
import type { DialogueState, SlotName } from './api.ts';
import { nextTurn } from './dialogue.ts';
import cases from './dialogue-answer-cases.json' with { type: 'json' };

/**
 * Free answers to the agent's questions are read again (decision 106), on replies a helper wrote without reading the
 * dialogue: "half a year", "prob 4ish", "forty five minutes", "un cuarto de hora", "من الأحد للخميس", "not a
 * beginner anymore but not advanced either", "no idea". Every fourth case is held out of development.
 */
type Case = {
  id: string;
  slot: string;
  asked?: string;
  language: TPlanLanguage;
  answer: string;
  expected: number | [number, number] | string | number[] | null;
};

const FIRST: Record<TPlanLanguage, string> = {
  en: 'I want to get stronger',
  es: 'quiero ponerme más fuerte',
  de: 'ich will stärker werden',
  ar: 'أبي أصير أقوى',
};
const SLOTS: Record<string, SlotName> = {
  horizon: 'horizon_weeks',
  sessions_per_week: 'sessions_per_week',
  minutes_per_session: 'minutes_per_session',
  level: 'level',
  days: 'available_days',
};
const TODAY = '2026-12-01';

/** Whether the dialogue, having asked the case's question, reads the case's answer as expected. */
function reads(c: Case): boolean {
  const slot = SLOTS[c.slot === 'unsure' ? c.asked! : c.slot]!;
  const first = nextTurn(null, FIRST[c.language], TODAY, c.language);
  const state: DialogueState = { ...first.state!, pending: slot, asked: [slot] };
  const turn = nextTurn(state, c.answer, TODAY, c.language);
  if (turn.kind !== 'question' && turn.kind !== 'ready') return false;
  const got: unknown = turn.state.parsed?.[slot] ?? null;
  const expected = c.expected;
  if (c.slot === 'unsure') return got === null;
  if (c.slot === 'days') {
    const days = Array.isArray(got) ? [...(got as number[])].sort() : null;
    const want = [...(expected as number[])].sort();
    return JSON.stringify(days) === JSON.stringify(want) || (want.length === 0 && days?.length === 7);
  }
  if (Array.isArray(expected)) return typeof got === 'number' && got >= expected[0]! && got <= expected[1]!;
  if (typeof expected === 'number')
    return typeof got === 'number' && Math.abs(got - expected) <= (c.slot === 'horizon' ? 1 : 0);
  return got === expected;
}

const all = cases.cases as Case[];
const slice = (held: boolean) => all.filter((_, i) => (i % 4 === 3) === held);

describe('free answers to the questions are read again (decision 106)', () => {
  it('reads the development slice', () => {
    // Before: 173 of 201.
    const missed = slice(false)
      .filter((c) => !reads(c))
      .map((c) => `${c.id} ${c.slot} "${c.answer}"`);
    expect(missed.length, missed.join('\n')).toBeLessThanOrEqual(1);
  });

  it('reads the held-out slice', () => {
    // Before: 57 of 66.
    const read = slice(true).filter(reads).length;
    expect(read).toBeGreaterThanOrEqual(59);
  });
});

describe('an answer to a question is not taken for abuse unless it says something to the agent (decision 106)', () => {
  const asked = (language: TPlanLanguage, slot: SlotName): DialogueState => ({
    ...nextTurn(null, FIRST[language], TODAY, language).state!,
    pending: slot,
    asked: [slot],
  });

  it.each([
    ['en', 'level', "I've made 3 dense bricks"],
    ['es', 'sessions_per_week', 'lo que tú digas'],
  ] as const)('%s: to the %s question, "%s" goes on', (language, slot, answer) => {
    const turn = nextTurn(asked(language, slot), answer, TODAY, language);
    expect(turn.kind === 'question' || turn.kind === 'ready').toBe(true);
  });

  it('still answers abuse said to the agent', () => {
    const turn = nextTurn(asked('en', 'level'), 'you are a useless stupid bot', TODAY, 'en');
    expect(turn.kind).toBe('message');
  });
});
