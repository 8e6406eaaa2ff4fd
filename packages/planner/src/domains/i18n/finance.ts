import type { DomainTexts } from '../../i18n.ts';
import { financeAr } from './finance/ar.ts';
import { financeDe } from './finance/de.ts';
import { financeEs } from './finance/es.ts';

/** The finance template's texts in Arabic, Spanish and German (one table per language beside this file). */
export const financeTexts: DomainTexts = { ar: financeAr, es: financeEs, de: financeDe };
