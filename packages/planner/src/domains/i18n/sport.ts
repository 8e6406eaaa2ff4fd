import type { DomainTexts } from '../../i18n.ts';
import { sportAr } from './sport/ar.ts';
import { sportDe } from './sport/de.ts';
import { sportEs } from './sport/es.ts';

/** The sport template's texts in Arabic, Spanish and German (one table per language beside this file). */
export const sportTexts: DomainTexts = { ar: sportAr, es: sportEs, de: sportDe };
