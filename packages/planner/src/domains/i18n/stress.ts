import type { DomainTexts } from '../../i18n.ts';
import { stressAr } from './stress/ar.ts';
import { stressDe } from './stress/de.ts';
import { stressEs } from './stress/es.ts';

/** The stress template's texts in Arabic, Spanish and German (one table per language beside this file). */
export const stressTexts: DomainTexts = { ar: stressAr, es: stressEs, de: stressDe };
