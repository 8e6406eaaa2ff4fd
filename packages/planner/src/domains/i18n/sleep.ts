import type { DomainTexts } from '../../i18n.ts';
import { sleepAr } from './sleep/ar.ts';
import { sleepDe } from './sleep/de.ts';
import { sleepEs } from './sleep/es.ts';

/** The sleep template's texts in Arabic, Spanish and German (one table per language beside this file). */
export const sleepTexts: DomainTexts = { ar: sleepAr, es: sleepEs, de: sleepDe };
