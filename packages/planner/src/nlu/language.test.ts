import { describe, expect, it } from 'vitest';
import { conversationLanguage, detectLanguage } from './language.ts';

describe('detectLanguage', () => {
  it.each([
    ['I want to run a half marathon in the spring', 'en'],
    ['loose 5kg befor my weding in 10 weks', 'en'],
    ['Quiero bajar de peso antes del verano', 'es'],
    ['quiero dormir mejor', 'es'],
    ['tres veces por semana', 'es'],
    ['Ich möchte in acht Wochen zehn Kilo abnehmen', 'de'],
    ['dreimal pro Woche', 'de'],
    ['أريد أن أخسر وزني قبل الصيف', 'ar'],
    ['Je voudrais courir un marathon cette année', 'other'],
    ['Eu quero perder peso e dormir melhor', 'other'],
    ['voglio imparare a suonare il pianoforte', 'other'],
    ['我想在三个月内跑完马拉松', 'other'],
    ['Я хочу бегать каждое утро', 'other'],
    ['می خواهم وزن کم کنم و بهتر بخوابم', 'other'],
  ])('reads "%s" as %s', (text, language) => {
    const guess = detectLanguage(text);
    expect(guess.language).toBe(language);
    expect(guess.confidence).toBeGreaterThan(0.3);
  });

  it.each(['3', '45', 'ok', '12.5', '👍'])('has no confidence in "%s"', (text) => {
    expect(detectLanguage(text).confidence).toBeLessThan(0.3);
  });

  it('gives the same answer every time', () => {
    const text = 'Quiero correr una maratón en octubre';
    expect(detectLanguage(text)).toEqual(detectLanguage(text));
  });
});

describe('conversationLanguage', () => {
  it('takes the first message language, English when unsure', () => {
    expect(conversationLanguage(null, 'Quiero correr una maratón')).toEqual({ language: 'es', unsupported: false });
    expect(conversationLanguage(null, 'أريد أن أنام أفضل')).toEqual({ language: 'ar', unsupported: false });
    expect(conversationLanguage(null, 'gym')).toEqual({ language: 'en', unsupported: false });
  });

  it.each(['3', '45 min', 'ok', 'gym', 'yoga', 'Anfänger', 'marathon'])(
    'keeps a Spanish conversation Spanish on the short answer "%s"',
    (text) => {
      expect(conversationLanguage('es', text)).toEqual({ language: 'es', unsupported: false });
    },
  );

  it('switches only when a later message is clearly another supported language', () => {
    expect(conversationLanguage('en', 'Ich möchte lieber auf Deutsch weiterschreiben, bitte')).toEqual({
      language: 'de',
      unsupported: false,
    });
    expect(conversationLanguage('de', 'in 8 weeks')).toEqual({ language: 'de', unsupported: false });
  });

  it('calls a clear unsupported language unsupported, first or later', () => {
    expect(conversationLanguage(null, 'Bonjour, je voudrais mieux dormir')).toEqual({
      language: 'en',
      unsupported: true,
    });
    expect(conversationLanguage('es', 'je voudrais courir plus souvent le matin')).toEqual({
      language: 'es',
      unsupported: true,
    });
    expect(conversationLanguage(null, '我想跑步').unsupported).toBe(true);
  });
});
