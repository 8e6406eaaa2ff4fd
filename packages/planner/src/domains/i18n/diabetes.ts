import type { DomainTexts } from '../../i18n.ts';
import { diabetesAr } from './diabetes/ar.ts';
import { diabetesDe } from './diabetes/de.ts';
import { diabetesEs } from './diabetes/es.ts';

/** The diabetes template's texts in Arabic, Spanish and German (one table per language beside this file). */
export const diabetesTexts: DomainTexts = { ar: diabetesAr, es: diabetesEs, de: diabetesDe };
