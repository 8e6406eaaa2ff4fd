import type { DomainTexts } from '../../i18n.ts';
import { socialAr } from './social/ar.ts';
import { socialDe } from './social/de.ts';
import { socialEs } from './social/es.ts';

/** The social life template's texts in Arabic, Spanish and German (one table per language beside this file). */
export const socialTexts: DomainTexts = { ar: socialAr, es: socialEs, de: socialDe };
