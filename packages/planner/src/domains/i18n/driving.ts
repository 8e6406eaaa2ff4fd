import type { DomainTexts } from '../../i18n.ts';
import { drivingAr } from './driving/ar.ts';
import { drivingDe } from './driving/de.ts';
import { drivingEs } from './driving/es.ts';

/** The driving template's texts in Arabic, Spanish and German (one table per language beside this file). */
export const drivingTexts: DomainTexts = { ar: drivingAr, es: drivingEs, de: drivingDe };
