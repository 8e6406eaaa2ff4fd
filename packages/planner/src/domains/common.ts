import type { QuestionTemplate } from './types.ts';

/** Check-in questions several domains share. Scores: higher is better (see `QuestionTemplate`). */

export function effortQuestion(noun: string): QuestionTemplate {
  return {
    id: 'effort',
    prompt: `How did the ${noun} feel over the last weeks?`,
    options: [
      { label: 'Too hard, I could not finish them', score: 0 },
      { label: 'Hard, but I got through', score: 1 },
      { label: 'About right', score: 2 },
      { label: 'Easy, I had more in me', score: 3 },
    ],
  };
}

export function consistencyQuestion(noun: string): QuestionTemplate {
  return {
    id: 'consistency',
    prompt: `How many of the planned ${noun} did you do?`,
    options: [
      { label: 'Fewer than half', score: 0 },
      { label: 'About half', score: 1 },
      { label: 'Most of them', score: 2 },
      { label: 'All of them', score: 3 },
    ],
  };
}

export const confidenceQuestion: QuestionTemplate = {
  id: 'confidence',
  prompt: 'How confident are you about keeping this up for the next two weeks?',
  options: [
    { label: 'Not confident', score: 0 },
    { label: 'A little', score: 1 },
    { label: 'Fairly confident', score: 2 },
    { label: 'Very confident', score: 3 },
  ],
};

export const painQuestion: QuestionTemplate = {
  id: 'pain',
  prompt: 'Any pain during or after the sessions?',
  options: [
    { label: 'Sharp or lasting pain', score: 0 },
    { label: 'Some soreness that faded within a day or two', score: 1 },
    { label: 'None', score: 2 },
  ],
};

export const energyQuestion: QuestionTemplate = {
  id: 'energy',
  prompt: 'How is your energy during the day?',
  options: [
    { label: 'Drained most days', score: 0 },
    { label: 'Up and down', score: 1 },
    { label: 'Mostly good', score: 2 },
    { label: 'Great', score: 3 },
  ],
};
