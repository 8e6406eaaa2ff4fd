export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export type TextDirection = 'ltr' | 'rtl';

const STORAGE_KEY = 'ito_language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(language: string): TextDirection {
  return language.startsWith('ar') ? 'rtl' : 'ltr';
}

/** The saved choice, else the browser's preference when we support it, else English. */
export function initialLanguage(): Language {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    // Storage can be blocked (privacy mode); fall through to the browser language.
  }
  const preferred = navigator.language.slice(0, 2);
  return isLanguage(preferred) ? preferred : 'en';
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not being able to remember the choice is not worth an error.
  }
}

/** `<html lang dir>` drive screen readers, the browser's bidi layout and Mantine's RTL styles. */
export function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}
