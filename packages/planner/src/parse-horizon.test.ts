import { describe, expect, it } from 'vitest';
import { canonicalize } from './parse-canonical.ts';
import { readHorizonWeeks } from './parse-horizon.ts';
import { normalize } from './text.ts';
import type { TPlanLanguage } from '@ito/contracts/agent/plan';

const TODAY = '2026-12-01';
const weeks = (text: string, lang: TPlanLanguage = 'en') =>
  readHorizonWeeks(canonicalize(normalize(text), lang), TODAY);

describe('the time to the goal (decision 118)', () => {
  it('reads the date a goal leads to', () => {
    expect(weeks("I'd like to run a half by summer")).toBe(29);
    expect(weeks('run a marathon in october')).toBe(48);
    expect(weeks('in 10 weeks')).toBe(10);
  });

  it('never reads the date a plan starts from as its end', () => {
    expect(weeks('I want to start in september')).toBeNull();
    expect(weeks('quiero arrancar en septiembre que acá es primavera', 'es')).toBeNull();
    // The start is skipped, the deadline after it read.
    expect(weeks('starting in january I want to lose 5 kg by june')).toBe(31);
    expect(weeks('from march 3 I want to train for a 10k on may 10')).toBe(23);
  });

  it('never reads a season said of the weather as a deadline', () => {
    expect(weeks('in summer it gets really hot on my balcony')).toBeNull();
    expect(weeks('والسطح عليه شمس طول اليوم وفي الصيف بيبقى نار', 'ar')).toBeNull();
  });
});

describe('a span the person already went through is no time to the goal (decision 129)', () => {
  it.each([
    ['en', "i've done headspace on and off for years but never stuck with it more than 2 weeks"],
    ['en', 'I want to journal every night. last time I kept it up for 3 weeks then quit'],
    ['en', 'learn guitar. I tried for 2 months last year'],
    ['es', 'quiero meditar cada mañana. nunca aguanté más de 2 semanas seguidas'],
    ['es', 'quiero volver al gimnasio, la última vez duré 3 semanas'],
    ['de', 'ich will jeden Tag meditieren, hab es aber nie länger als 2 Wochen durchgehalten'],
    ['de', 'Tagebuch schreiben, letztes Mal hab ich es 3 Wochen probiert'],
    ['ar', 'بدي اتأمل كل يوم الصبح، بس عمري ما كملت اكتر من اسبوعين'],
    ['ar', 'ابي ارجع للجيم، جربت شهرين وبعدين وقفت'],
  ] as const)('%s: "%s"', (lang, text) => {
    expect(weeks(text, lang)).toBeNull();
  });

  it('still reads the time to the goal said beside the past', () => {
    expect(weeks('I want to run a 10k in 8 weeks, I did a 5k once')).toBe(8);
    expect(weeks('no phone 30 minutes before bed every night for 4 weeks')).toBe(4);
    expect(weeks('nunca aguanté mucho, pero esta vez quiero hacerlo en 6 semanas', 'es')).toBe(6);
    expect(weeks('hab nie durchgehalten, diesmal 8 Wochen lang, jeden Tag', 'de')).toBe(8);
  });
});
