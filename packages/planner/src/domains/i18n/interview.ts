import type { DomainTexts } from '../../i18n.ts';
import { interviewAr } from './interview/ar.ts';
import { interviewDe } from './interview/de.ts';
import { interviewEs } from './interview/es.ts';

/** The interview template's texts in Arabic, Spanish and German (one table per language beside this file). */
export const interviewTexts: DomainTexts = { ar: interviewAr, es: interviewEs, de: interviewDe };
