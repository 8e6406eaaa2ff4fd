import { describe, expect, it } from 'vitest';
import { PLAN_DOMAINS, ZPlan, type TIntent, type TPlan } from '@ito/contracts/agent/plan';
import { planIn, taskTextsOf, taskTextIn } from '@ito/contracts/agent/plan-texts';
import { adaptPlan } from './adapt.ts';
import { composePlan } from './compose.ts';
import { nextTurn } from './dialogue.ts';
import type { ComposeOptions, DialogueState } from './api.ts';

/**
 * Decision 085: a plan's texts follow its language, and a plan made in one of the web's languages can be read in the
 * other. These fail when the planner stops keeping its words in both, when the two versions stop describing the same
 * elements, or when a text someone changed is "translated" back into the planner's.
 */
const MONDAY = '2026-11-23';
const OPTIONS: ComposeOptions = { start_date: MONDAY, assumptions: [], recommendations: [] };
const intentFor = (domain: TIntent['domain'], language: TIntent['language']): TIntent => ({
  text: 'goal',
  domain,
  goal: language === 'ar' ? 'هدفي' : 'My goal',
  target: null,
  horizon_weeks: 8,
  sessions_per_week: 3,
  minutes_per_session: 40,
  level: 'beginner',
  available_days: [],
  injuries: [],
  equipment: [],
  budget_minor: null,
  language,
});

/** Every text the planner writes in a plan, in order. */
function words(plan: TPlan): string[] {
  return [
    plan.title,
    plan.summary,
    ...plan.assumptions,
    ...plan.phases.flatMap((p) => [p.title, p.focus, p.why]),
    ...plan.tasks.flatMap((t) => [
      t.title,
      t.description,
      t.why,
      ...(t.questions ?? []).flatMap((q) => [q.prompt, ...q.options.map((o) => o.label)]),
    ]),
    ...plan.kpis.flatMap((k) => [k.name, k.why]),
    ...plan.nudges.flatMap((n) => [n.text, n.why]),
  ].filter((text) => text.trim() !== '');
}

/** The plan without its words: what must not depend on the language. */
function shape(plan: TPlan) {
  return {
    phases: plan.phases.map((p) => [p.id, p.week_start, p.week_end]),
    tasks: plan.tasks.map((t) => [t.id, t.kind, t.date, t.minutes, t.load, (t.questions ?? []).length]),
    kpis: plan.kpis.map((k) => [k.id, k.target, k.direction]),
    nudges: plan.nudges.map((n) => [n.id, n.date]),
    assumptions: plan.assumptions.length,
  };
}

const ARABIC = /\p{Script=Arabic}/u;

describe('a plan keeps its texts in its own language and the web languages', () => {
  it.each(PLAN_DOMAINS)('%s: an Arabic plan reads in Arabic, and in English once switched', (domain) => {
    const arabic = composePlan(intentFor(domain, 'ar'), OPTIONS);
    const english = composePlan(intentFor(domain, 'en'), OPTIONS);
    expect(() => ZPlan.parse(arabic)).not.toThrow();
    expect(Object.keys(arabic.texts ?? {}).sort()).toEqual(['ar', 'en']);
    // The Arabic plan's own words are Arabic: no text without Arabic, none the English plan says word for word.
    expect(words(arabic).filter((text) => !ARABIC.test(text))).toEqual([]);
    const englishWords = new Set(words(english));
    expect(words(arabic).filter((text) => englishWords.has(text))).toEqual([]);
    // Read in English it is the English plan of the same intent, element for element, with the person's own goal.
    const shown = planIn(arabic, 'en');
    expect(shape(shown)).toEqual(shape(english));
    expect(words(shown).map((t) => t.replaceAll('هدفي', 'My goal'))).toEqual(words(english));
    // And back: an English plan read in Arabic is the Arabic plan.
    expect(words(planIn(english, 'ar')).map((t) => t.replaceAll('My goal', 'هدفي'))).toEqual(words(arabic));
    // Read in its own language nothing changes.
    expect(planIn(arabic, 'ar')).toBe(arabic);
  });

  it('keeps the same elements in every language (ids, dates, minutes), so texts can be swapped one for one', () => {
    for (const domain of PLAN_DOMAINS) {
      for (const language of ['es', 'de'] as const) {
        const plan = composePlan(intentFor(domain, language), OPTIONS);
        expect(Object.keys(plan.texts ?? {})).toEqual([language, 'en', 'ar']);
        expect(shape(planIn(plan, 'ar'))).toEqual(shape(plan));
        expect(planIn(plan, 'ar').title).toMatch(ARABIC);
      }
    }
  });

  it('shows a text someone changed as it was written, in either language', () => {
    const plan = composePlan(intentFor('running', 'ar'), OPTIONS);
    const session = plan.tasks.find((t) => t.kind === 'activity')!;
    const { plan: edited } = adaptPlan(
      plan,
      [{ type: 'follower_edit', task_id: session.id, at: `${MONDAY}T08:00:00Z`, changes: { title: 'My own run' } }],
      MONDAY,
    );
    const mine = planIn(edited, 'en').tasks.find((t) => t.id === session.id)!;
    expect(mine.title).toBe('My own run');
    // The rest of that task is still the planner's, so it reads in English.
    expect(mine.why).not.toMatch(ARABIC);
    // A model's edit of the draft (decision 039) is not the planner's text either.
    const modelEdited = { ...plan, summary: 'ملخص كتبه النموذج' };
    expect(planIn(modelEdited, 'en').summary).toBe('ملخص كتبه النموذج');
    expect(planIn(modelEdited, 'en').title).toBe('هدفي in 8 weeks');
  });

  it("gives each task row its texts in both languages, and picks the reader's", () => {
    const plan = composePlan(intentFor('sleep', 'en'), OPTIONS);
    const task = plan.tasks[0]!;
    const texts = taskTextsOf(plan, task)!;
    expect(texts.en).toEqual({ title: task.title, description: task.description, why: task.why });
    expect(texts.ar?.title).toMatch(ARABIC);
    const row = { title: task.title, description: task.description, why: task.why, texts };
    expect(taskTextIn(row, 'ar').title).toBe(texts.ar?.title);
    expect(taskTextIn(row, 'en').title).toBe(task.title);
    // A row without texts (a lesson's task, a plan made before decision 085) shows its own words.
    expect(taskTextIn({ ...row, texts: null }, 'ar').title).toBe(task.title);
    expect(taskTextsOf({ ...plan, texts: undefined }, task)).toBeNull();
  });

  it('says the assumptions of an Arabic conversation in English too, through the dialogue', () => {
    let state: DialogueState | null = null;
    let message = 'أريد أن أنام بشكل أفضل';
    for (let turn = 0; turn < 6; turn += 1) {
      const result = nextTurn(state, message, MONDAY);
      if (result.kind === 'ready') {
        expect(result.intent.language).toBe('ar');
        expect(result.assumptions.length).toBeGreaterThan(0);
        expect(result.assumptions_in?.ar).toEqual(result.assumptions);
        expect(result.assumptions_in?.en?.length).toBe(result.assumptions.length);
        const plan = composePlan(result.intent, {
          ...OPTIONS,
          assumptions: result.assumptions,
          assumptions_in: result.assumptions_in,
        });
        expect(plan.assumptions.every((text) => ARABIC.test(text))).toBe(true);
        const english = planIn(plan, 'en');
        expect(english.assumptions.some((text) => ARABIC.test(text))).toBe(false);
        // The goal is the person's own words; the rest of the title is the planner's.
        expect(english.title).toMatch(/ in \d+ weeks$/);
        return;
      }
      if (result.kind !== 'question') throw new Error(`unexpected turn: ${result.kind}`);
      state = result.state;
      message = result.quick_replies[0]?.value ?? 'لا أعرف';
    }
    throw new Error('the dialogue never proposed a plan');
  });
});
