import { PLAN_LANGUAGES, type TPlanLanguage } from '@ito/contracts/agent/plan';
import type { DomainTemplate } from './domains/types.ts';

/**
 * The languages the agent speaks (DESIGN section 9). English is the source: every domain template is written in
 * English, and each other language has a table from the English text to its own (placeholders such as `{target}`,
 * `{goal}` and `{minutes}` stay as they are). A table is complete when it has an entry for every text of its
 * template (`i18n.test.ts` checks it), so a plan is never half translated.
 */
export { PLAN_LANGUAGES };
export type PlanLanguage = TPlanLanguage;

/** English text -> the text in one language. */
export type TextTable = Readonly<Record<string, string>>;

/** A domain template's translations: one table per language other than English. */
export type DomainTexts = Readonly<Record<Exclude<PlanLanguage, 'en'>, TextTable>>;

/** The text in `language`, or the English source when there is no translation (English, or a gap the test reports). */
export function localize(texts: DomainTexts | undefined, language: PlanLanguage, source: string): string {
  if (language === 'en' || !texts) return source;
  return texts[language][source] ?? source;
}

/** Every text of a template a follower can read: what a translation table must cover. */
export function templateTexts(template: DomainTemplate): string[] {
  const texts = new Set<string>();
  const add = (text: string | null | undefined) => {
    if (text && text.trim() !== '') texts.add(text);
  };
  add(template.label);
  add(template.caution);
  add(template.target_fallback);
  for (const phase of template.phases) [phase.title, phase.focus, phase.why].forEach(add);
  for (const session of [...template.sessions, ...(template.finale ? [template.finale] : [])]) {
    [session.title, session.description, session.why].forEach(add);
  }
  add(template.progression.why);
  add(template.checkin.description);
  add(template.checkin.why);
  for (const question of template.checkin.questions) {
    add(question.prompt);
    question.options.forEach((option) => add(option.label));
  }
  for (const kpi of template.kpis) [kpi.name, kpi.unit, kpi.why].forEach(add);
  for (const nudge of template.nudges) [nudge.text, nudge.why].forEach(add);
  return [...texts];
}
