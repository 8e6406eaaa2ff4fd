import type { TurnResult } from './api.ts';
import { nextTurn } from './dialogue.ts';

type Question = Extract<TurnResult, { kind: 'question' }>;

/**
 * The turn a first message settles on when each question gets `answer` ("not sure" unless told): what the
 * helper-written case sets of decision 113 drive the dialogue with. At most 8 questions.
 */
export function settle(text: string, today: string, answer: (q: Question) => string = () => 'not sure'): TurnResult {
  let turn = nextTurn(null, text, today);
  for (let i = 0; i < 8 && turn.kind === 'question'; i++) turn = nextTurn(turn.state, answer(turn), today);
  return turn;
}

/** The area a first message settles on, or the kind of answer when it gets no plan. */
export function settledArea(text: string, today: string): string {
  const turn = settle(text, today);
  return turn.kind === 'ready' ? turn.intent.domain : turn.kind;
}
