import type { DomainTexts } from '../../i18n.ts';
import { speakingAr } from './speaking/ar.ts';
import { speakingDe } from './speaking/de.ts';
import { speakingEs } from './speaking/es.ts';

/** The public speaking template's texts in Arabic, Spanish and German (one table per language beside this file). */
export const speakingTexts: DomainTexts = { ar: speakingAr, es: speakingEs, de: speakingDe };
