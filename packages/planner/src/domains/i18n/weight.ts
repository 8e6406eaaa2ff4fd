import type { DomainTexts } from '../../i18n.ts';
import { weightAr } from './weight/ar.ts';
import { weightDe } from './weight/de.ts';
import { weightEs } from './weight/es.ts';

/** The weight template's texts in Arabic, Spanish and German (one table per language beside this file). */
export const weightTexts: DomainTexts = { ar: weightAr, es: weightEs, de: weightDe };
