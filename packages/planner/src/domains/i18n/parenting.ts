import type { DomainTexts } from '../../i18n.ts';
import { parentingAr } from './parenting/ar.ts';
import { parentingDe } from './parenting/de.ts';
import { parentingEs } from './parenting/es.ts';

/** The parenting template's texts in Arabic, Spanish and German (one table per language beside this file). */
export const parentingTexts: DomainTexts = { ar: parentingAr, es: parentingEs, de: parentingDe };
