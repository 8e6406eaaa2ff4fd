import type { TPlanLanguage } from '@ito/contracts/agent/plan';
import { describe, expect, it } from 'vitest';
import { parseIntent } from './parse.ts';

const goalOf = (text: string, language: TPlanLanguage = 'en') => parseIntent(text, '2026-11-30', language).goal;

describe('a long message that opens with its goal keeps it in the person words (decision 114)', () => {
  it.each([
    ["best man speech for my brother's wedding, it's 5 weeks away. max 5 mins. I hate public speaking", /best man/i],
    ['opening an etsy shop selling digital planners, i have canva pro. goal is 20 listings in 6 weeks', /etsy/i],
  ])('"%s"', (text, words) => {
    expect(goalOf(text)).toMatch(words);
  });

  it('never takes an opening that reads as advice a plan must not give', () => {
    const goal = goalOf('fasting two days a week and running every morning, I want to get leaner for summer');
    expect(goal ?? '').not.toMatch(/fasting/i);
  });
});

describe('a goal said as not wanted is not the goal (decision 114)', () => {
  it('reads past "not trying to lose weight"', () => {
    const goal = goalOf(
      'cut added sugar. I have 2 cans of coke a day. not trying to lose weight, my dentist just yelled at me',
    );
    expect(goal ?? '').not.toMatch(/lose weight/i);
    expect(goal).toMatch(/sugar/i);
  });

  it('reads past "ich will NICHT abnehmen"', () => {
    const goal = goalOf(
      'Ich ess jeden Tag Süßkram im Büro. Will auf max. 2x pro Woche runter. Und nein, ich will NICHT abnehmen',
      'de',
    );
    expect(goal ?? '').not.toMatch(/abnehmen/i);
  });

  it('keeps a name with a point in it whole', () => {
    expect(goalOf('Get my chess.com rapid rating from 1150 to 1500. been playing about 2 years, mostly blitz')).toMatch(
      /chess\.com rapid rating/i,
    );
  });
});

describe('a wish said with "no" before it (decision 114)', () => {
  it('is not the goal in Spanish', () => {
    const goal = goalOf(
      'Estoy embarazada de 14 semanas y antes corría 3 veces por semana. No quiero perder peso ni hacer dieta.',
      'es',
    );
    expect(goal ?? '').not.toMatch(/perder peso/i);
  });
});

describe('the goal in spoken German and Arabic, never what the person says of themselves (decision 116)', () => {
  it.each([
    [
      'Ich bin 19, grad in die WG gezogen. Will 5 günstige Gerichte lernen, nur 2 Herdplatten',
      'de',
      /5 günstige Gerichte/,
    ],
    ['عايز أتعلم بايثون عشان أعمل بوت تيليجرام لمحل أبويا، معنديش خبرة', 'ar', /بايثون/],
    ['بدي اتعلم اطبخ اكل صحي، فيني اطبخ ٣ مرات بالجمعة', 'ar', /اطبخ/],
    [
      'osteopenia dx. rheumatologist recommends resistance training. I already do yoga and want to keep that',
      'en',
      /^(?!Keep that)/,
    ],
  ] as const)('"%s"', (text, language, words) => {
    expect(goalOf(text, language) ?? '').toMatch(words);
  });

  it.each([
    ['i have to get through my reading list for comps, roughly 3,200 pages, and the exam is in 11 weeks', /comps/],
    ['Draw realistic portraits in graphite. I have an iPad but I want to do this with pencil and paper', /portraits/],
    [
      "compile my grandmother's recipes into a family cookbook. I need to cook with her and write them down",
      /cookbook$/,
    ],
    ['I play club volleyball and want +8cm on my vertical before tryouts in 10 weeks', /vertical/],
  ])('reads the goal the message opens with, or says with "have to" or "and want": "%s"', (text, words) => {
    expect(goalOf(text) ?? '').toMatch(words);
  });

  it('reads "und will ... lernen" in German', () => {
    const text = 'Ich gebe Deutschkurse für Geflüchtete und will selbst ein bisschen syrisches Arabisch lernen';
    expect(goalOf(text, 'de') ?? '').toMatch(/syrisches Arabisch/);
  });

  it('is no number alone: "auf max. 2x pro Woche runter" leaves the goal to what is counted', () => {
    expect(goalOf('Ich ess jeden Tag Süßkram im Büro. Will auf max. 2x pro Woche runter.', 'de') ?? '').not.toMatch(
      /^Auf max/,
    );
  });
});
