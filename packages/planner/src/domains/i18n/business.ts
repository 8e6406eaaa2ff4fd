import type { DomainTexts } from '../../i18n.ts';
import { businessAr } from './business/ar.ts';
import { businessDe } from './business/de.ts';
import { businessEs } from './business/es.ts';

/** The business template's texts in Arabic, Spanish and German (one table per language beside this file). */
export const businessTexts: DomainTexts = { ar: businessAr, es: businessEs, de: businessDe };
