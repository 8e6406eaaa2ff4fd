import type { DomainTexts } from '../../i18n.ts';
import { languageAr } from './language/ar.ts';
import { languageDe } from './language/de.ts';
import { languageEs } from './language/es.ts';

/** The language template's texts in Arabic, Spanish and German (one table per language beside this file). */
export const languageTexts: DomainTexts = { ar: languageAr, es: languageEs, de: languageDe };
