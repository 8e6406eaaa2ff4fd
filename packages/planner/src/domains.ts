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
import { totalKm, type DomainTemplate } from './domains/types.ts';
import { weight } from './domains/weight.ts';
import { swimming } from './domains/swimming.ts';
import { music } from './domains/music.ts';
import { mobility } from './domains/mobility.ts';
import { interview } from './domains/interview.ts';
import { heart } from './domains/heart.ts';
import { exams } from './domains/exams.ts';
import { language } from './domains/language.ts';
import { smoking } from './domains/smoking.ts';
import { driving } from './domains/driving.ts';
import { drinking } from './domains/drinking.ts';
import { walking } from './domains/walking.ts';
import { content } from './domains/content.ts';
import { speaking } from './domains/speaking.ts';
import { relationships } from './domains/relationships.ts';
import { parenting } from './domains/parenting.ts';
import { social } from './domains/social.ts';
import { selfcare } from './domains/selfcare.ts';
import { projects } from './domains/projects.ts';
import { sport } from './domains/sport.ts';
import { pieceOfWork } from './parse-work.ts';
import { sportOf } from './parse-sport.ts';

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
  swimming,
  music,
  mobility,
  interview,
  heart,
  exams,
  language,
  smoking,
  driving,
  drinking,
  walking,
  content,
  speaking,
  relationships,
  parenting,
  social,
  selfcare,
  projects,
  sport,
};

export function domainTemplate(domain: TPlanDomain): DomainTemplate {
  return DOMAIN_TEMPLATES[domain];
}

/**
 * The template with the variants that fit the intent: of the phases sharing an id, and of the sessions sharing an id
 * (and phases), the first whose `when` accepts it (the template itself when it has no variants). Apply it last, after
 * any translation, so cached translated templates keep every variant.
 */
export function withVariants(template: DomainTemplate, intent: TIntent): DomainTemplate {
  // A distance added up over weeks has no goal day and no taper: the last week is one more week of it (decision 124).
  if (template.finale && totalKm(intent) !== null) {
    const phases = template.phases.filter((phase) => !phase.taper);
    return withVariants({ ...template, phases, finale: null }, intent);
  }
  if (!template.sessions.some((s) => s.when) && !template.phases.some((p) => p.when)) return template;
  const ctx = { intent, weeks: intent.horizon_weeks };
  const phaseIds = new Set<string>();
  const phases = template.phases.filter((phase) => {
    if (phaseIds.has(phase.id) || (phase.when && !phase.when(ctx))) return false;
    phaseIds.add(phase.id);
    return true;
  });
  // Sessions of one id for different phases are kept apart (see `sessionsForWeek`).
  const chosen = new Map<string, DomainTemplate['sessions'][number]>();
  for (const session of template.sessions) {
    const key = `${session.id} ${session.phases?.join(',') ?? '*'}`;
    if (!chosen.has(key) && (!session.when || session.when(ctx))) chosen.set(key, session);
  }
  // A session with the finale's id that fits the intent is its finale ("Goal ride" for a cyclist).
  const finale = template.finale ? chosen.get(`${template.finale.id} *`) : undefined;
  const sessions = [...chosen.values()].filter((session) => session !== finale);
  return { ...template, phases, sessions, finale: finale ?? template.finale };
}

/** Replaces `{goal}`, `{target}` and `{minutes}` in a template text, keeping within `max` characters. */
export function fillText(text: string, intent: TIntent, template: DomainTemplate, max = 300): string {
  const target = intent.target ? `${formatNumber(intent.target.value)} ${intent.target.unit}`.trim() : null;
  const filled = text
    .replaceAll('{goal}', intent.goal.replace(/[.!?\s]+$/, ''))
    .replaceAll('{target}', target ?? template.target_fallback)
    .replaceAll('{minutes}', String(intent.minutes_per_session));
  const work = filled.includes('{work}') ? (pieceOfWork(intent.text) ?? template.target_fallback) : '';
  const sport = filled.includes('{sport}') ? (sportOf(intent.text) ?? template.target_fallback) : '';
  const withWork = filled.replaceAll('{work}', work).replaceAll('{sport}', sport);
  return withWork.length <= max ? withWork : `${withWork.slice(0, max - 1).trimEnd()}…`;
}

export function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);
}
