import type { DomainTexts } from '../../i18n.ts';
import { habitsAr } from './habits/ar.ts';
import { habitsDe } from './habits/de.ts';
import { habitsEs } from './habits/es.ts';

/** The habits template's texts in Arabic, Spanish and German (one table per language beside this file). */
export const habitsTexts: DomainTexts = { ar: habitsAr, es: habitsEs, de: habitsDe };
