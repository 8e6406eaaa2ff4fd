import type { DomainTexts } from '../../i18n.ts';
import { careerAr } from './career/ar.ts';
import { careerDe } from './career/de.ts';
import { careerEs } from './career/es.ts';

/** The career template's texts in Arabic, Spanish and German (one table per language beside this file). */
export const careerTexts: DomainTexts = { ar: careerAr, es: careerEs, de: careerDe };
