import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './language.ts';

/**
 * WCAG 2.5.3 (label in name), in every language: a control whose accessible name (`aria-label`) adds to what it shows
 * must still contain the shown words, so that a voice user can say what they see (axe label-content-name-mismatch,
 * decisions 046 and 087). The audit finds it only on screens whose data shows the control; this checks the texts of
 * every such pair, Arabic included, where a reworded label slipped through before.
 */
const PAIRS: [namespace: string, label: string, shown: string][] = [
  ['agent', 'plan.whyLabel', 'plan.why'],
  ['auth', 'devices.signOutLabel', 'devices.signOut'],
  ['catalogue', 'detail.nextTaskLabel', 'detail.nextTask'],
  ['commerce', 'sales.actionsFor', 'sales.actions'],
  ['notifications', 'list.markReadOf', 'list.markRead'],
  ['protocol-items', 'aiModule.addSubBranchOf', 'aiModule.addSubBranch'],
  ['protocol-items', 'assessment.questionsOf', 'assessment.questions'],
  ['protocol-runs', 'followUp.markDoneFor', 'followUp.markDone'],
  ['protocols', 'list.actionsFor', 'list.actions'],
  ['studio', 'attachments.remove', 'media.remove'],
  ['studio', 'categories.deleteLabel', 'actions.delete'],
  ['studio', 'categories.editLabel', 'actions.edit'],
  ['studio', 'content.addLessonTo', 'content.addLesson'],
  ['studio', 'content.remove', 'content.removeShort'],
  ['studio', 'programs.actionsFor', 'programs.actions'],
];

const LOCALES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');

function text(language: string, namespace: string, key: string): string {
  const texts = JSON.parse(fs.readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8')) as object;
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts);
  if (typeof value !== 'string') throw new Error(`${language}/${namespace}.json has no text ${key}`);
  return value;
}

/** The fixed words of a text, without its {{placeholders}}. */
const words = (value: string) =>
  value
    .split(/\{\{[^}]+\}\}/)
    .map((part) => part.trim())
    .filter(Boolean);

describe('accessible names contain the words they show', () => {
  for (const language of LANGUAGES) {
    it.each(PAIRS)(`${language}: %s %s contains %s`, (namespace, label, shown) => {
      const name = text(language, namespace, label).toLocaleLowerCase(language);
      for (const part of words(text(language, namespace, shown))) {
        expect(name).toContain(part.toLocaleLowerCase(language));
      }
    });
  }
});
