import { describe, expect, it } from 'vitest';
import { makeSlug } from './slug.ts';

describe('makeSlug', () => {
  it('lowercases words and joins them with a dash', () => {
    expect(makeSlug('Mindful Mornings')).toBe('mindful-mornings');
  });

  it('strips punctuation and symbols between and around words', () => {
    expect(makeSlug('  Sleep, Reset & Recover!  ')).toBe('sleep-reset-recover');
    expect(makeSlug('Strength -- for -- runners...')).toBe('strength-for-runners');
  });

  it('drops apostrophes inside a word instead of splitting it', () => {
    expect(makeSlug("Don't Quit: a Beginner’s Guide")).toBe('dont-quit-a-beginners-guide');
  });

  it('keeps letters of other scripts, with their marks', () => {
    expect(makeSlug('برنامج النوم الصحي')).toBe('برنامج-النوم-الصحي');
    expect(makeSlug('Café Crème Résumé')).toBe('café-crème-résumé');
    expect(makeSlug('Здоровый СОН')).toBe('здоровый-сон');
  });

  it('keeps digits, which tell titles apart', () => {
    expect(makeSlug('Couch to 5K in 9 weeks')).toBe('couch-to-5k-in-9-weeks');
  });

  it('normalises compatibility forms', () => {
    expect(makeSlug('ＦＵＬＬ width')).toBe('full-width');
  });

  it('is empty when there is nothing to keep', () => {
    expect(makeSlug('!!! --- ???')).toBe('');
    expect(makeSlug('')).toBe('');
  });

  it('cuts long titles at a word boundary', () => {
    const slug = makeSlug('alpha beta gamma delta', 16);
    expect(slug).toBe('alpha-beta-gamma');
    expect(makeSlug('a'.repeat(100), 10)).toBe('a'.repeat(10));
    expect(makeSlug('word '.repeat(40)).length).toBeLessThanOrEqual(80);
  });
});
