import type { TPlanLanguage } from '@ito/contracts/agent/plan';
import { describe, expect, it } from 'vitest';
import { parseIntent } from './parse.ts';

const equipment = (text: string, language: TPlanLanguage = 'en') => parseIntent(text, '2026-11-30', language).equipment;

describe('what the person has, in their words (decision 093)', () => {
  it.each([
    ['en', 'ten strict chin-ups by spring, have a doorframe bar at home', 'doorframe bar'],
    ['en', 'I have a Singer sewing machine and a few patterns', 'Singer sewing machine'],
    ['en', 'we have a rowing machine and a 20kg kettlebell in the garage', '20kg kettlebell'],
    ['es', 'en el piso tengo una bici estática y unas mancuernas', 'bici estática'],
    ['de', 'Ich habe ein Rudergerät und ein Theraband', 'Theraband'],
    ['de', 'Ich habe ein Rudergerät und ein Theraband', 'Rudergerät'],
    ['ar', 'عندي دراجة ثابتة في البيت', 'دراجة ثابتة'],
  ] as const)('%s: "%s"', (language, text, item) => {
    expect(equipment(text, language)).toContain(item);
  });

  it('names nothing that is not a thing to train or make with, and keeps known items as their label', () => {
    expect(equipment('I have a job interview on friday and a presentation')).toEqual([]);
    expect(equipment('I have a dutch oven, no stand mixer')).toContain('dutch oven');
    expect(equipment('I want to get stronger, I have dumbbells and a pull up bar')).toEqual([
      'dumbbells',
      'pull-up bar',
    ]);
  });
});
