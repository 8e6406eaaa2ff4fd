import { describe, expect, it } from 'vitest';
import { composePlan } from './compose.ts';
import { parseIntent } from './parse.ts';
import { intentWith } from './test/intents.ts';

const TODAY = '2026-12-01';
const read = (text: string) => parseIntent(text, TODAY, 'en');

describe('injuries and gear in the person’s words, injuries in the plan’s language (decision 096)', () => {
  it.each([
    ['I get patellar tendinitis flare ups in my right knee, careful with jumps', ['knee']],
    ['golfer’s elbow from too much climbing', ['elbow']],
    ['chronic lower back pain, the physio gave me exercises', ['lower back']],
    ['8 months postpartum with diastasis recti, cleared to rebuild my core', ['diastasis recti']],
    ['shoulder replacement last year, want to swim again', ['shoulder']],
  ] as const)('"%s"', (text, expected) => {
    expect(read(text).injuries).toEqual(expect.arrayContaining([...expected]));
  });

  it.each([
    ['we’ve got a Zoom H5 and a Rode NT1 for the podcast', ['Zoom H5', 'Rode NT1']],
    ['I shoot with my Fujifilm XT30', ['Fujifilm XT30']],
    ['home gym in the shed: barbell, plates and a rack', ['barbell', 'plates', 'rack']],
    ['I walk with a cane since the fall', ['cane']],
  ] as const)('"%s" names %j', (text, expected) => {
    expect(read(text).equipment).toEqual(expect.arrayContaining([...expected]));
  });

  it.each([
    'record an album with my band this spring',
    'I have 10 years of experience in sales',
    'learn guitar with my 2 kids',
  ])('names no gear in "%s"', (text) => {
    expect(read(text).equipment).toEqual([]);
  });

  it('says the injury in the plan’s own language', () => {
    const names = { es: /rodilla/, de: /Knie/, ar: /الركبة/ } as const;
    for (const language of ['es', 'de', 'ar'] as const) {
      const plan = composePlan(intentWith({ domain: 'running', injuries: ['knee'], language }), {
        start_date: TODAY,
        assumptions: [],
        recommendations: [],
      });
      const text = [plan.summary, ...plan.tasks.map((t) => t.description)].join('\n');
      expect(text, language).toMatch(names[language]);
      expect(text, language).not.toMatch(/\bknee\b/);
    }
  });
});

describe('German injuries said as one word (decision 096)', () => {
  it.each([
    ['Kniearthrose rechts, der Physio sagt Radfahren ist gut', 'knee'],
    ['Ich habe Rückenschmerzen vom vielen Sitzen', 'back'],
    ['Hüftarthrose links, ich möchte wieder wandern', 'hip'],
    ['seit der Schulter-OP darf ich wieder schwimmen', 'shoulder'],
  ] as const)('"%s" reads %s', (text, expected) => {
    expect(parseIntent(text, TODAY, 'de').injuries).toContain(expected);
  });
});

describe('things had, in one list (decision 096)', () => {
  it.each([
    ['I have index cards, sleeves and a printer for the prototype', ['index cards', 'printer']],
    ['I have a hangboard and a campus board at home', ['hangboard', 'campus board']],
    ['my mum uses a rollator since her fall', ['rollator']],
  ] as const)('"%s" names %j', (text, expected) => {
    expect(read(text).equipment).toEqual(expect.arrayContaining([...expected]));
  });

  it.each([
    'I have a treadmill and a busy job',
    'I have a garmin and a lot of stress at work',
    'I have a bike and two kids',
    'i have a GoPro and want to film my rides',
  ])('keeps what is not a thing out of "%s"', (text) => {
    expect(read(text).equipment.filter((item) => /job|stress|kids|want|film/u.test(item))).toEqual([]);
  });
});
