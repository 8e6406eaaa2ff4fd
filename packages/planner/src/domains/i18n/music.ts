import type { DomainTexts } from '../../i18n.ts';
import { musicAr } from './music/ar.ts';
import { musicDe } from './music/de.ts';
import { musicEs } from './music/es.ts';

/** The music template's texts in Arabic, Spanish and German (one table per language beside this file). */
export const musicTexts: DomainTexts = { ar: musicAr, es: musicEs, de: musicDe };
