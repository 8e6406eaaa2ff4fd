import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from './locales/en/common.json';
import { setMessageDefaults } from './message-defaults.ts';
import { applyDocumentLanguage, initialLanguage, isLanguage, LANGUAGES, storeLanguage } from './language.ts';

/**
 * English `common` is bundled: every first screen needs it. Every other `locales/<lang>/<namespace>.json` is a
 * small chunk of its own, loaded by the route that declares it (`namespaces` in app/routes.ts, preloaded by the
 * server in the visitor's likely language; decision 031: `landing` too, so the other pages' first visits do not
 * download the landing page's texts), when a screen first asks for its namespace (react-i18next suspends until it
 * has arrived, so no untranslated key is ever painted) or when the language changes (i18next loads the new
 * language's namespaces before it announces the change). Once the first screen is up, the rest of the current
 * language is fetched in the background.
 */
/** The namespace of the message catalogue's translations (`locales/<lang>/errors.json`, decision 045). */
export const MESSAGES_NAMESPACE = 'errors';

const BUNDLED = { en: { common: enCommon } };
const lazyFiles = import.meta.glob<Record<string, unknown>>(['./locales/*/*.json', '!./locales/en/common.json'], {
  import: 'default',
});

/** Every namespace of any language: `./locales/<lang>/<namespace>.json`. */
export const NAMESPACES: readonly string[] = [
  ...new Set([
    'common',
    MESSAGES_NAMESPACE,
    ...Object.keys(lazyFiles).map((path) => /([^/]+)\.json$/.exec(path)?.[1] ?? 'common'),
  ]),
];

const lazyLocales: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, namespace, callback) {
    if (language === 'en' && namespace === MESSAGES_NAMESPACE) {
      // English error texts come from the shared catalogue itself (decision 045), so they cannot drift from it.
      import('./english-messages.ts').then(
        ({ englishMessages, messageDefaults }) => {
          setMessageDefaults(messageDefaults);
          callback(null, englishMessages);
        },
        (error: unknown) => callback(error instanceof Error ? error : String(error), null),
      );
      return;
    }
    const load = lazyFiles[`./locales/${language}/${namespace}.json`];
    // A namespace a language does not have falls back to English (fallbackLng) instead of failing.
    if (!load) return callback(null, {});
    load().then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : String(error), null),
    );
  },
};

const language = initialLanguage();

/** The app's own instance, not i18next's global one: nothing else can change its language or texts. */
const i18n = i18next.createInstance();

/** Resolves once the current language's `common` texts are in; the app renders under a Suspense boundary. */
export const i18nReady: Promise<unknown> = i18n
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    resources: BUNDLED,
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: ['common'],
    defaultNS: 'common',
    // React escapes output itself; escaping twice would show entities.
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

/** Fetches the remaining namespaces of the current language while the browser is idle. */
export function prefetchNamespaces(): void {
  const load = () => void i18n.loadNamespaces([...NAMESPACES]);
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1000);
}

applyDocumentLanguage(language);
i18n.on('languageChanged', (next) => {
  applyDocumentLanguage(next);
  if (isLanguage(next)) storeLanguage(next);
});

export { i18n };
