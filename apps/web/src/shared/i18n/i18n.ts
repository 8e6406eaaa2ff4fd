import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyDocumentLanguage, initialLanguage, isLanguage, LANGUAGES, storeLanguage } from './language.ts';

/**
 * Every `locales/<lang>/<namespace>.json` is bundled: the texts are small and bundling them avoids a
 * loading flash and a request waterfall on first paint.
 */
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });

function buildResources(): { resources: Resource; namespaces: string[] } {
  const resources: Resource = {};
  const namespaces = new Set<string>(['common']);
  for (const [path, content] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language = '', namespace = ''] = match;
    resources[language] ??= {};
    resources[language][namespace] = content;
    namespaces.add(namespace);
  }
  return { resources, namespaces: [...namespaces] };
}

const { resources, namespaces } = buildResources();
const language = initialLanguage();

void i18n.use(initReactI18next).init({
  resources,
  lng: language,
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: namespaces,
  defaultNS: 'common',
  // React escapes output itself; escaping twice would show entities.
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
});

applyDocumentLanguage(language);
i18n.on('languageChanged', (next) => {
  applyDocumentLanguage(next);
  if (isLanguage(next)) storeLanguage(next);
});

export { i18n };
