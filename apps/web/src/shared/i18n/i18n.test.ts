import { afterEach, describe, expect, it } from 'vitest';
import enAuth from './locales/en/auth.json';
import arCommon from './locales/ar/common.json';
import { i18n, i18nReady, NAMESPACES } from './i18n.ts';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('i18n', () => {
  it('has English common texts from the start, and nothing else', async () => {
    await i18nReady;
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    // The landing page's texts come with its route (decision 031), not with every page's first download.
    expect(i18n.hasResourceBundle('en', 'landing')).toBe(false);
    expect(i18n.hasResourceBundle('ar', 'common')).toBe(false);
    expect(NAMESPACES).toEqual(expect.arrayContaining(['common', 'landing', 'auth', 'forms', 'content']));
  });

  it('loads a namespace when it is first asked for', async () => {
    await i18n.loadNamespaces('auth');
    expect(i18n.getResourceBundle('en', 'auth')).toEqual(enAuth);
  });

  it('switches language only once the new texts are in, then flips the direction', async () => {
    const switching = i18n.changeLanguage('ar');
    // Until Arabic has loaded, the page stays English and left to right: no untranslated keys, no half flip.
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18n.language).toBe('en');
    await switching;
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(i18n.t('skipToContent')).toBe(arCommon.skipToContent);
    // Namespaces already in use come along with the language.
    expect(i18n.hasResourceBundle('ar', 'auth')).toBe(true);
  });
});
