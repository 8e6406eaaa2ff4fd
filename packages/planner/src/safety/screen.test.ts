import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PLAN_LANGUAGES, type TPlanLanguage } from '@ito/contracts/agent/plan';
import { confirmsClearance, screenMessage, statedLossRate } from './screen.ts';
import { fold } from './fold.ts';
import { INTENT_CASES } from '../intent-cases.ts';
import { MUST_CATCH, MUST_PASS } from './screen-cases.ts';
import { KIND_CATCH, KIND_PASS } from './screen-cases-kinds.ts';

const caught = [...Object.entries(MUST_CATCH), ...Object.entries(KIND_CATCH)].flatMap(([category, byLanguage]) =>
  Object.entries(byLanguage).flatMap(([language, texts]) => texts.map((text) => ({ category, language, text }))),
);

describe('screenMessage', () => {
  it.each(caught)('$category ($language): $text', ({ category, language, text }) => {
    const verdict = screenMessage(text);
    expect(verdict?.category, text).toBe(category);
    // Without a language given, the reply is in the language the person wrote in.
    expect(verdict?.language).toBe(language);
  });

  it.each(
    PLAN_LANGUAGES.flatMap((language) =>
      [...MUST_PASS[language], ...KIND_PASS[language]].map((text) => ({ language, text })),
    ),
  )('leaves alone ($language): $text', ({ text }) => {
    expect(screenMessage(text)).toBeNull();
  });

  it('leaves alone every intent case and every training utterance of the classifier', async () => {
    const folder = new URL('../nlu/utterances/', import.meta.url);
    const texts = INTENT_CASES.map((c) => c.text);
    for (const file of readdirSync(folder).filter((name) => /^(?!index|types)\w+\.ts$/.test(name))) {
      const module = (await import(new URL(file, folder).href)) as Record<string, unknown>;
      for (const value of Object.values(module))
        for (const list of Object.values(value ?? {}))
          if (Array.isArray(list)) texts.push(...list.filter((x): x is string => typeof x === 'string'));
    }
    expect(texts.length).toBeGreaterThan(1000);
    expect(texts.filter((text) => screenMessage(text) !== null)).toEqual([]);
  });

  it('covers every category with many phrasings in each language', () => {
    for (const byLanguage of Object.values(MUST_CATCH))
      for (const language of PLAN_LANGUAGES) expect(byLanguage[language].length).toBeGreaterThanOrEqual(2);
    expect(MUST_CATCH.distress.en.length).toBeGreaterThanOrEqual(20);
  });

  it('answers distress with support and help resources, never an invented number', () => {
    for (const language of PLAN_LANGUAGES) {
      const verdict = screenMessage(MUST_CATCH.distress[language][0] ?? '', language);
      expect(verdict?.action).toBe('support');
      expect(verdict?.resources.map((r) => r.url)).toContain('https://findahelpline.com');
      expect(verdict?.resources.length).toBeGreaterThanOrEqual(3);
      expect(`${verdict?.text} ${verdict?.resources.map((r) => r.label).join(' ')}`).not.toMatch(/\d{3}/);
    }
    expect(screenMessage('everything feels hopeless', 'en')?.text).toMatch(/crisis line|trust|emergency/);
  });

  it('replies in the language it is given, whatever the message is written in', () => {
    const languages: TPlanLanguage[] = ['ar', 'es', 'de'];
    for (const language of languages) {
      const verdict = screenMessage('I had chest pain on my run', language);
      expect(verdict?.language).toBe(language);
      expect(verdict?.text).not.toMatch(/\bdoctor\b/);
    }
  });

  it('ranks the most serious finding first', () => {
    expect(screenMessage('I want to die, and I have chest pain')?.category).toBe('distress');
    expect(screenMessage('lose 10 kg in a week, I make myself throw up')?.category).toBe('eating_disorder');
    expect(screenMessage('steroids and a 5 day water fast')?.category).toBe('fasting');
  });

  it('reads a stated pace of weight loss in every language', () => {
    expect(statedLossRate(fold('lose 10 kg in one week'))).toBe(10);
    expect(statedLossRate(fold('drop 6 kg in 3 weeks'))).toBe(2);
    expect(statedLossRate(fold('perder 4 kilos en 8 semanas'))).toBe(0.5);
    expect(statedLossRate(fold('in 2 Wochen 8 Kilo verlieren'))).toBe(4);
    expect(statedLossRate(fold('خسارة ٦ كيلو خلال اسبوعين'))).toBe(3);
    expect(statedLossRate(fold('gain 10 kg in 2 weeks'))).toBeNull();
    expect(statedLossRate(fold('I weigh 90 kg and walk 1h a day'))).toBeNull();
  });

  it('hears a doctor’s clearance', () => {
    for (const text of [
      'my doctor cleared me',
      "I've been cleared by my cardiologist",
      'the GP said it is fine to run',
      'el médico me dio el visto bueno',
      'mein Arzt hat grünes Licht gegeben',
      'الطبيب سمح لي بالجري',
    ])
      expect(confirmsClearance(text), text).toBe(true);
    expect(confirmsClearance('3 times a week')).toBe(false);
    expect(confirmsClearance('I have not seen a doctor')).toBe(false);
  });
});
