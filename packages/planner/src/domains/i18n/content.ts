import type { DomainTexts } from '../../i18n.ts';
import { contentAr } from './content/ar.ts';
import { contentDe } from './content/de.ts';
import { contentEs } from './content/es.ts';

/** The content template's texts in Arabic, Spanish and German (one table per language beside this file). */
export const contentTexts: DomainTexts = { ar: contentAr, es: contentEs, de: contentDe };
