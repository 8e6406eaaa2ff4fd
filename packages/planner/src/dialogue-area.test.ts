import { describe, expect, it } from 'vitest';
import type { DialogueState, TurnResult } from './api.ts';
import { nextTurn } from './dialogue.ts';

const TODAY = '2026-11-24';

function talk(messages: string[]): TurnResult[] {
  let state: DialogueState | null = null;
  return messages.map((message) => {
    const turn = nextTurn(state, message, TODAY);
    state = turn.state;
    return turn;
  });
}

describe('asking for the area never loops', () => {
  it('stops asking after two unanswered area questions and says what it can plan for', () => {
    const turns = talk(['hmm', 'dunno really', 'whatever', 'blah']);
    const kinds = turns.map((t) => t.kind);
    expect(kinds.slice(0, 2)).toEqual(['question', 'question']);
    expect(kinds.slice(2)).not.toContain('question');
    expect(turns[2]!.kind).toBe('message');
  });
});
