import type { DomainTexts } from '../../i18n.ts';
import { examsAr } from './exams/ar.ts';
import { examsDe } from './exams/de.ts';
import { examsEs } from './exams/es.ts';

/** The exams template's texts in Arabic, Spanish and German (one table per language beside this file). */
export const examsTexts: DomainTexts = { ar: examsAr, es: examsEs, de: examsDe };
