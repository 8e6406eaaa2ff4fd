import type { TIntent, TPlanDomain } from '@ito/contracts/agent/plan';
import { business } from './domains/business.ts';
import { career } from './domains/career.ts';
import { diabetes } from './domains/diabetes.ts';
import { finance } from './domains/finance.ts';
import { habits } from './domains/habits.ts';
import { learning } from './domains/learning.ts';
import { running } from './domains/running.ts';
import { sleep } from './domains/sleep.ts';
import { strength } from './domains/strength.ts';
import { stress } from './domains/stress.ts';
import type { DomainTemplate } from './domains/types.ts';
import { weight } from './domains/weight.ts';

/** Every plan domain's template (one file per domain under `domains/`). */
export const DOMAIN_TEMPLATES: Record<TPlanDomain, DomainTemplate> = {
  running,
  strength,
  weight,
  sleep,
  stress,
  diabetes,
  learning,
  career,
  business,
  finance,
  habits,
};

export function domainTemplate(domain: TPlanDomain): DomainTemplate {
  return DOMAIN_TEMPLATES[domain];
}

/** Replaces `{goal}`, `{target}` and `{minutes}` in a template text, keeping within `max` characters. */
export function fillText(text: string, intent: TIntent, template: DomainTemplate, max = 300): string {
  const target = intent.target ? `${formatNumber(intent.target.value)} ${intent.target.unit}`.trim() : null;
  const filled = text
    .replaceAll('{goal}', intent.goal.replace(/[.!?\s]+$/, ''))
    .replaceAll('{target}', target ?? template.target_fallback)
    .replaceAll('{minutes}', String(intent.minutes_per_session));
  return filled.length <= max ? filled : `${filled.slice(0, max - 1).trimEnd()}…`;
}

export function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);
}
