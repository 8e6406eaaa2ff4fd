import type { DomainTexts } from '../../i18n.ts';
import { relationshipsAr } from './relationships/ar.ts';
import { relationshipsDe } from './relationships/de.ts';
import { relationshipsEs } from './relationships/es.ts';

/** The relationships template's texts in Arabic, Spanish and German (one table per language beside this file). */
export const relationshipsTexts: DomainTexts = { ar: relationshipsAr, es: relationshipsEs, de: relationshipsDe };
