import { describe, expect, it } from 'vitest';
import { composePlan } from './compose.ts';
import { readFocus } from './parse-focus.ts';
import { intentWith } from './test/intents.ts';
import { normalize } from './text.ts';

const focus = (text: string) => readFocus(normalize(text));

describe('the parts of the goal the person named (decision 103)', () => {
  it.each([
    ['understand technique - knife skills, sauces, seasoning. I cook for two', ['knife skills', 'sauces', 'seasoning']],
    ['understand aperture/shutter/iso and take good photos of my kids', ['aperture', 'shutter', 'iso']],
    ['quiero aprender a dibujar manga, sobre todo manos y ojos que me salen fatal', ['manos', 'ojos']],
    ['JLPT N3 in december, kanji is my weakness', ['kanji']],
    [
      'Ich will Spanisch lernen, vor allem Begrüßung, Smalltalk und Essen bestellen',
      ['begrüßung', 'smalltalk', 'essen bestellen'],
    ],
    // The events of a test, without their numbers (decision 116).
    [
      'fitness test in 8 weeks: 44 push ups in 2 min, 50 sit ups in 2 min, 2 mile run under 15:54. help',
      ['push ups', 'sit ups', 'mile run'],
    ],
  ])('"%s"', (text, parts) => {
    expect(focus(text)).toEqual(parts);
  });

  it.each([
    'I feel like a beginner at everything',
    'soccer on mon/wed/fri after school',
    'I can train 3 times a week for 45 minutes',
  ])('names no part in "%s"', (text) => {
    expect(focus(text)).toEqual([]);
  });
});

describe('a skill of the hands is practised, not memorised (decision 103)', () => {
  const plan = composePlan(
    intentWith({
      domain: 'learning',
      goal: 'Cook dinner without recipes',
      text: 'want to cook dinner from scratch without recipes, like actually understand technique - knife skills, sauces, seasoning',
      target: null,
      horizon_weeks: 6,
    }),
    { start_date: '2026-12-01', assumptions: [], recommendations: [] },
  );
  const sessions = plan.tasks.filter((t) => t.kind === 'activity');

  it('has techniques, whole pieces and a reference, never flashcards', () => {
    expect(sessions.some((t) => t.title === 'Make a whole piece')).toBe(true);
    expect(sessions.some((t) => /flashcard/i.test(`${t.title} ${t.description}`))).toBe(false);
  });

  it('names the parts of the goal in turn', () => {
    for (const part of ['knife skills', 'sauces', 'seasoning']) {
      expect(sessions.some((t) => t.description.includes(`Focus this time: ${part}.`))).toBe(true);
    }
  });

  it('keeps flashcards for a goal to memorise', () => {
    const vocabulary = composePlan(
      intentWith({
        domain: 'learning',
        goal: 'Learn 500 medical terms',
        text: 'learn 500 medical terms',
        target: null,
      }),
      { start_date: '2026-12-01', assumptions: [], recommendations: [] },
    );
    expect(vocabulary.tasks.some((t) => /flashcard/i.test(t.description))).toBe(true);
  });
});

describe('a list said without a cue (decision 118)', () => {
  it('reads three single words or more as the parts, in four languages', () => {
    expect(focus('I want to grow tomatoes, peppers, mint and basil on my roof')).toEqual([
      'tomatoes',
      'peppers',
      'mint',
      'basil',
    ]);
    expect(focus('quiero mejorar en sentadillas, flexiones y dominadas')).toEqual([
      'sentadillas',
      'flexiones',
      'dominadas',
    ]);
    expect(focus('Ich will Gitarre, Klavier und Gesang lernen')).toEqual(['gitarre', 'klavier', 'gesang']);
    expect(focus('عايز أزرع خضار على سطح البيت، طماطم وفلفل ونعناع وريحان.')).toEqual([
      'طماطم',
      'فلفل',
      'نعناع',
      'ريحان',
    ]);
  });

  it('never reads what the person does, two things, or a cued list twice', () => {
    expect(focus("I work, cook and clean all day so I'm tired")).toEqual([]);
    expect(focus('I have a wife, two kids and a dog')).toEqual([]);
    expect(focus('tomatoes and basil')).toEqual([]);
    expect(focus('learn to cook, especially knife skills, sauces, seasoning')).toEqual([
      'knife skills',
      'sauces',
      'seasoning',
    ]);
  });
});
