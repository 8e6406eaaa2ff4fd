import { PLAN_DOMAINS } from '@ito/contracts/agent/plan';
import { describe, expect, it } from 'vitest';
import { domainTemplate } from './domains.ts';
import { DOMAIN_TEXTS } from './domains/i18n/registry.ts';
import { PLAN_LANGUAGES, localize, templateTexts } from './i18n.ts';

const PLACEHOLDER = /\{(?:goal|target|minutes|unit)\}/g;
const others = PLAN_LANGUAGES.filter((l) => l !== 'en');

describe('domain translations', () => {
  it.each(PLAN_DOMAINS)('%s: every text has a translation in every language, with the same placeholders', (domain) => {
    const texts = DOMAIN_TEXTS[domain];
    expect(texts, `domains/i18n/${domain}.ts is missing`).toBeDefined();
    const sources = templateTexts(domainTemplate(domain));
    for (const language of others) {
      const table = texts![language];
      const missing = sources.filter((source) => !(source in table));
      expect(missing, `${domain} ${language}`).toEqual([]);
      for (const source of sources) {
        const translated = table[source]!;
        expect(translated.trim(), `${domain} ${language}: ${source}`).not.toBe('');
        const want = (source.match(PLACEHOLDER) ?? []).sort();
        expect((translated.match(PLACEHOLDER) ?? []).sort(), `${domain} ${language}: ${source}`).toEqual(want);
      }
      const stale = Object.keys(table).filter((key) => !sources.includes(key));
      expect(stale, `${domain} ${language}: entries no text uses`).toEqual([]);
    }
  });

  it('falls back to the English source for English and for a missing entry', () => {
    const texts = { ar: { Hello: 'مرحبا' }, es: {}, de: {} };
    expect(localize(texts, 'ar', 'Hello')).toBe('مرحبا');
    expect(localize(texts, 'en', 'Hello')).toBe('Hello');
    expect(localize(texts, 'es', 'Hello')).toBe('Hello');
  });
});
