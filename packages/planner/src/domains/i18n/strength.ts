import type { DomainTexts } from '../../i18n.ts';
import { strengthAr } from './strength/ar.ts';
import { strengthDe } from './strength/de.ts';
import { strengthEs } from './strength/es.ts';

/** The strength template's texts in Arabic, Spanish and German (one table per language beside this file). */
export const strengthTexts: DomainTexts = { ar: strengthAr, es: strengthEs, de: strengthDe };
