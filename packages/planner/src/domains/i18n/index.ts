import type { TPlanDomain } from '@ito/contracts/agent/plan';
import type { DomainTexts } from '../../i18n.ts';

/**
 * Each domain's translations (one file per domain beside this one, named like its template). `i18n.test.ts`
 * requires a complete entry for every domain of PLAN_DOMAINS.
 */
export const DOMAIN_TEXTS: Partial<Record<TPlanDomain, DomainTexts>> = {};
