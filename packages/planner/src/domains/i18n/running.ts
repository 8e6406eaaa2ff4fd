import type { DomainTexts } from '../../i18n.ts';
import { runningAr } from './running/ar.ts';
import { runningDe } from './running/de.ts';
import { runningEs } from './running/es.ts';

/** The running template's texts in Arabic, Spanish and German (one table per language beside this file). */
export const runningTexts: DomainTexts = { ar: runningAr, es: runningEs, de: runningDe };
