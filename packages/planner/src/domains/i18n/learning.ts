import type { DomainTexts } from '../../i18n.ts';
import { learningAr } from './learning/ar.ts';
import { learningDe } from './learning/de.ts';
import { learningEs } from './learning/es.ts';

/** The learning template's texts in Arabic, Spanish and German (one table per language beside this file). */
export const learningTexts: DomainTexts = { ar: learningAr, es: learningEs, de: learningDe };
