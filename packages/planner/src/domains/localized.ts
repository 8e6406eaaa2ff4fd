import type { TPlanDomain } from '@ito/contracts/agent/plan';
import { localize, type PlanLanguage } from '../i18n.ts';
import { DOMAIN_TEXTS } from './i18n/registry.ts';
import type { DomainTemplate, QuestionTemplate, SessionTemplate } from './types.ts';

const cache = new Map<string, DomainTemplate>();

/**
 * A domain's template with every text a follower reads in `language` (the English template itself for English).
 * Numbers, ids and the KPI functions are the template's own, so a plan has the same shape in every language.
 */
export function localizedTemplate(template: DomainTemplate, language: PlanLanguage): DomainTemplate {
  if (language === 'en') return template;
  const key = `${template.domain}:${language}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const texts = DOMAIN_TEXTS[template.domain as TPlanDomain];
  const t = (source: string) => localize(texts, language, source);
  const session = (s: SessionTemplate): SessionTemplate => ({
    ...s,
    title: t(s.title),
    description: t(s.description),
    why: t(s.why),
  });
  const question = (q: QuestionTemplate): QuestionTemplate => ({
    ...q,
    prompt: t(q.prompt),
    options: q.options.map((o) => ({ ...o, label: t(o.label) })),
  });
  const localized: DomainTemplate = {
    ...template,
    label: t(template.label),
    caution: template.caution === null ? null : t(template.caution),
    target_fallback: t(template.target_fallback),
    phases: template.phases.map((p) => ({ ...p, title: t(p.title), focus: t(p.focus), why: t(p.why) })),
    sessions: template.sessions.map(session),
    finale: template.finale === null ? null : session(template.finale),
    progression: { ...template.progression, why: t(template.progression.why) },
    checkin: {
      ...template.checkin,
      description: t(template.checkin.description),
      why: t(template.checkin.why),
      questions: template.checkin.questions.map(question),
    },
    kpis: template.kpis.map((k) => ({ ...k, name: t(k.name), unit: t(k.unit), why: t(k.why) })),
    nudges: template.nudges.map((n) => ({ text: t(n.text), why: t(n.why) })),
  };
  cache.set(key, localized);
  return localized;
}
