import { describe, expect, it } from 'vitest';
import type { TIntent } from '@ito/contracts/agent/plan';
import { composePlan } from '../compose.ts';
import { checkPlan } from './check-plan.ts';
import { heldFor } from './held-for.ts';
import { clausesOf } from './screen.ts';
import { intentWith } from '../test/intents.ts';

const options = { start_date: '2026-11-23', assumptions: [], recommendations: [] };

function runningIntent(text: string, goal: string): TIntent {
  return intentWith({ text, goal, target: { value: 5, unit: 'km' }, horizon_weeks: 10, language: 'en' });
}

describe('a medicine that stays as it is (decision 117)', () => {
  it.each([
    ['en', 'on lamotrigine, doing well on it and my neurologist is happy. I want to start climbing twice a week'],
    ['es', 'tomo sertralina y la psiquiatra está contenta con cómo voy, quiero empezar a nadar 2 veces por semana'],
    ['de', 'ich nehme Tabletten gegen Bluthochdruck, die Dosis bleibt, und will jetzt 3x die Woche walken'],
    ['ar', 'باخد حبوب منع الحمل وما رح غير شي، بدي خطة جري للمبتدئين'],
  ] as const)('%s: "%s"', (language, text) => {
    expect(heldFor(text, language)).not.toBe('medication');
  });

  it.each([
    ['en', "I'm doing well on sertraline so I want to stop taking it and run instead"],
    ['es', 'me va bien con la sertralina, así que quiero dejarla y hacer deporte'],
  ] as const)('still holds a change to the medicine: %s "%s"', (language, text) => {
    expect(heldFor(text, language)).toBe('medication');
  });
});

describe('words that only look like a risk (decision 117)', () => {
  it.each([
    ['en', 'I want a 20% margin in my shop next year without killing myself working every weekend'],
    ['en', 'ultra in 10 weeks and there is no water on the course until 20k, so I want to practise carrying mine'],
    ['en', 'my brother is a bit intimidated by the gym, I want a beginner plan we can both follow'],
    ['de', 'Dachboden ausmisten und 40 Teile auf Kleinanzeigen verkaufen, bis Ostern'],
    ['es', 'mi madre tuvo un ictus y no quiero seguir el mismo camino, quiero caminar 30 minutos al día'],
  ] as const)('%s: "%s"', (language, text) => {
    expect(heldFor(text, language)).toBeNull();
  });

  it.each([
    ['en', "I'm useless with money, I want to save 300 a month"],
    ['ar', 'أنا فاشلة في الطبخ، بدي أتعلم 5 أكلات قبل رمضان'],
  ] as const)('an insult the person says of themselves is no abuse: %s "%s"', (language, text) => {
    expect(heldFor(text, language)).not.toBe('abusive');
  });

  it.each([
    ['en', "you're useless, just give me a running plan"],
    ['de', 'du bist so dumm, mach mir einen Laufplan'],
  ] as const)('abuse of the agent still is: %s "%s"', (language, text) => {
    expect(heldFor(text, language)).toBe('abusive');
  });
});

describe('what a clinician cleared is planned (decision 117)', () => {
  it('plans the running a physiotherapist cleared after a torn ligament', () => {
    const text = 'Torn ACL two years ago, surgery and rehab done, my physio cleared me for running. I want to run 5 km';
    const check = checkPlan(composePlan(runningIntent(text, 'Run 5 km'), options));
    expect(check.status).not.toBe('refused');
  });

  it('still leaves running out for a new joint, cleared or not', () => {
    const text = 'I had a knee replacement last year and my surgeon cleared me. I want to start running 5 km';
    const check = checkPlan(composePlan(runningIntent(text, 'Run 5 km'), options));
    expect(check.status).toBe('refused');
  });

  it('still leaves it out when the clearance has a limit', () => {
    const text = 'Torn ACL in spring, my physio cleared me for walking only but I want to start running 5 km';
    const check = checkPlan(composePlan(runningIntent(text, 'Run 5 km'), options));
    expect(check.status).toBe('refused');
  });
});

describe('a discharge, a happy midwife or a repair that holds is clearance (decision 119)', () => {
  it.each([
    ['de', 'Meniskus rechts vor 3 Jahren operiert, hält aber. Ich will 5 km laufen können'],
    ['en', 'Broke my ankle two years ago, it has held up fine since. I want to run a 10k'],
    ['en', 'My PT signed me off after the shoulder surgery, I want to get back to swimming 2 km'],
  ] as const)('%s: "%s"', (language, text) => {
    expect(heldFor(text, language)).toBeNull();
  });

  it.each([
    ['en', 'Meniscus surgery 2 years ago, it holds up fine but my surgeon said no running ever. I want to run 5 km'],
    ['en', 'My physio discharged me last week but my knee still hurts when I run. I want to run 10k'],
    ['de', 'Meniskus vor 2 Monaten operiert, hält aber noch nicht richtig. Ich will 10 km laufen'],
  ] as const)('still holds a limit, pain or a fresh repair: %s "%s"', (language, text) => {
    expect(heldFor(text, language)).not.toBeNull();
  });
});

describe('more water a day is no fast, and a decimal point is no sentence end (decision 123)', () => {
  it.each([
    ['en', 'get up to 3.5 L of water a day, right now maybe a litre plus coffee'],
    ['en', 'hydrate better: 2.5 L of water a day, I do night shifts'],
    ['es', 'quiero tomar 2.5 litros de agua al día, ahora tomo casi nada'],
    ['de', 'ich will 2.5 L Wasser am Tag trinken, grad eher 1 L'],
  ] as const)('%s: "%s"', (language, text) => {
    expect(heldFor(text, language)).toBeNull();
  });

  it.each([
    ['en', 'I want to do a 7 day water fast, 3 litres of water a day and nothing else'],
    ['es', 'quiero tomar solo agua, 3 litros al día, durante una semana para bajar de peso'],
    ['de', 'eine Woche nur Wasser trinken, 3 Liter am Tag, um schnell abzunehmen'],
    ['en', 'drink 3 L of water a day and eat nothing until my weigh-in on friday'],
  ] as const)('still holds a fast with its water: %s "%s"', (language, text) => {
    expect(heldFor(text, language)).toBe('fasting');
  });
});

describe('the clauses the classifier reads (decision 123)', () => {
  it('keeps "2.5 L" and "6:30" whole, and splits at the end of a sentence', () => {
    expect(
      clausesOf('I want to walk 2.5 km a day at 6:30 in the morning. Work has been a lot these past weeks'),
    ).toEqual(['I want to walk 2.5 km a day at 6:30 in the morning', 'Work has been a lot these past weeks']);
  });
});
