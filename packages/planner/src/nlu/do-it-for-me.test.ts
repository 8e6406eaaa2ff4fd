import { describe, expect, it } from 'vitest';
import { nextTurn } from '../dialogue.ts';

const TODAY = '2026-11-24';

describe('a task to do for the person is not a goal to plan', () => {
  it.each([
    'solve this for me: integral of x^2 sin(x) dx',
    "TypeError: Cannot read properties of undefined (reading 'map') how do i fix this",
    'Schreib mir bitte meine Hausarbeit über Goethes Faust, 10 Seiten',
    'write my history essay for me',
    'hazme la tarea de matemáticas',
    'اكتب لي مقالا عن التلوث',
  ])('%s: says what the agent does, no plan', (text) => {
    const turn = nextTurn(null, text, TODAY);
    expect(turn.kind === 'message' && turn.reason).toBe('out_of_scope');
  });

  it.each([
    'I want to finish my thesis in 6 months',
    'I want to write a novel this year',
    'help me solve my money problems',
  ])('%s: a goal of the person’s own, planned', (text) => {
    expect(nextTurn(null, text, TODAY).kind).not.toBe('message');
  });
});
