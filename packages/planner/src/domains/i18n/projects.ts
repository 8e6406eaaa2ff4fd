import type { DomainTexts } from '../../i18n.ts';
import { projectsAr } from './projects/ar.ts';
import { projectsDe } from './projects/de.ts';
import { projectsEs } from './projects/es.ts';

/** The projects template's texts in Arabic, Spanish and German (one table per language beside this file). */
export const projectsTexts: DomainTexts = { ar: projectsAr, es: projectsEs, de: projectsDe };
