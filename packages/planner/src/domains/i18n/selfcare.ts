import type { DomainTexts } from '../../i18n.ts';
import { selfcareAr } from './selfcare/ar.ts';
import { selfcareDe } from './selfcare/de.ts';
import { selfcareEs } from './selfcare/es.ts';

/** The self-care template's texts in Arabic, Spanish and German (one table per language beside this file). */
export const selfcareTexts: DomainTexts = { ar: selfcareAr, es: selfcareEs, de: selfcareDe };
