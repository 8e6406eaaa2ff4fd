import { describe, expect, it } from 'vitest';
import { ZPlanChange, type TPlanChange } from '@ito/contracts/agent/conversations';
import { TASK_KINDS } from '@ito/contracts/agent/plan';
import { GLOBAL_CATEGORY_SLUGS } from '@ito/contracts/categories/global-categories';
import { CATALOGUE_LEVELS, TIME_BUCKET_NAMES } from '@ito/contracts/catalogue/catalogue-constants';
import { FOLLOWER_TASK_KINDS, TASK_STATUSES } from '@ito/contracts/following/tasks';
import { PROGRAM_ACCESS, PROGRAM_LEVELS } from '@ito/contracts/programs/fields';
import { PROFESSION_SUGGESTIONS } from '@ito/contracts/profile/profile';
import enAgent from './locales/en/agent.json';
import arAgent from './locales/ar/agent.json';
import enCatalogue from './locales/en/catalogue.json';
import arCatalogue from './locales/ar/catalogue.json';
import enKit from './locales/en/kit.json';
import arKit from './locales/ar/kit.json';
import enFollowing from './locales/en/following.json';
import arFollowing from './locales/ar/following.json';
import enProfile from './locales/en/profile.json';
import arProfile from './locales/ar/profile.json';

/**
 * Decision 085: the platform's own vocabulary, shown to everyone (global category names, levels, lengths, units,
 * badges), has an English and an Arabic label for every value the contracts allow. A value added to a contract without
 * its labels fails here, instead of reaching an Arabic screen in English (or as a raw key).
 */
type Texts = Record<string, unknown>;
const ARABIC = /\p{Script=Arabic}/u;

function at(texts: Texts, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Texts | undefined)?.[key], texts);
}

/** The paths whose English or Arabic label is missing, or whose Arabic one has no Arabic in it. */
function unlabelled(en: Texts, ar: Texts, paths: readonly string[]): string[] {
  return paths.filter((path) => {
    const english = at(en, path);
    const arabic = at(ar, path);
    return typeof english !== 'string' || english === '' || typeof arabic !== 'string' || !ARABIC.test(arabic);
  });
}

/** i18next's plural forms: English needs one and other, Arabic all six. */
const EN_PLURALS = ['one', 'other'];
const AR_PLURALS = ['zero', 'one', 'two', 'few', 'many', 'other'];
function unpluralised(en: Texts, ar: Texts, path: string): string[] {
  return [
    ...EN_PLURALS.filter((form) => typeof at(en, `${path}_${form}`) !== 'string').map((f) => `en ${path}_${f}`),
    ...AR_PLURALS.filter((form) => {
      const text = at(ar, `${path}_${form}`);
      return typeof text !== 'string' || !ARABIC.test(text);
    }).map((f) => `ar ${path}_${f}`),
  ];
}

describe('the platform vocabulary in English and Arabic', () => {
  it('names every global category, with its description', () => {
    const paths = GLOBAL_CATEGORY_SLUGS.flatMap((slug) => [
      `categories.${slug}.name`,
      `categories.${slug}.description`,
    ]);
    expect(unlabelled(enKit, arKit, paths)).toEqual([]);
    // And names nothing else: a category dropped from the contracts leaves no stale label behind.
    expect(Object.keys(enKit.categories).sort()).toEqual([...GLOBAL_CATEGORY_SLUGS].sort());
    expect(Object.keys(arKit.categories).sort()).toEqual([...GLOBAL_CATEGORY_SLUGS].sort());
  });

  it('labels every level, length and access a program card or filter shows', () => {
    const paths = [
      ...new Set([...PROGRAM_LEVELS, ...CATALOGUE_LEVELS].map((level) => `levels.${level}`)),
      ...TIME_BUCKET_NAMES.map((bucket) => `time.${bucket}`),
      ...PROGRAM_ACCESS.map((access) => `access.${access}`),
    ];
    expect(unlabelled(enCatalogue, arCatalogue, paths)).toEqual([]);
  });

  it('says every unit with its plural forms (weeks, minutes)', () => {
    expect([
      ...unpluralised(enCatalogue, arCatalogue, 'weeks'),
      ...unpluralised(enCatalogue, arCatalogue, 'detail.minutes'),
      ...unpluralised(enAgent, arAgent, 'plan.weeks'),
      ...unpluralised(enAgent, arAgent, 'plan.minutes'),
      ...unpluralised(enFollowing, arFollowing, 'minutes'),
    ]).toEqual([]);
  });

  it('labels every badge of a task, a plan and a plan change', () => {
    const changeKinds: TPlanChange['kind'][] = ZPlanChange.shape.kind.options;
    expect([
      ...unlabelled(enFollowing, arFollowing, [
        ...FOLLOWER_TASK_KINDS.map((kind) => `kind.${kind}`),
        ...TASK_STATUSES.filter((status) => status !== 'pending').map((status) => `state.${status}`),
        'state.overdue',
        'state.today',
        'state.upcoming',
      ]),
      ...unlabelled(enAgent, arAgent, [
        ...TASK_KINDS.map((kind) => `plan.kind.${kind}`),
        ...changeKinds.map((kind) => `changes.kind.${kind}`),
      ]),
    ]).toEqual([]);
  });

  it('offers every suggested profession in both languages', () => {
    expect(
      unlabelled(
        enProfile,
        arProfile,
        PROFESSION_SUGGESTIONS.map((key) => `professions.${key}`),
      ),
    ).toEqual([]);
  });
});
