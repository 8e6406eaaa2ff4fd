import { describe, expect, it } from 'vitest';
import type { TPlanEdit } from '@ito/contracts/agent/plan-edit';
import { composePlan } from '@ito/planner/compose';
import { nextTurn } from '@ito/planner/dialogue';
import { agreesWithDraft, applyPlanEdit, draftBrief, kpiTargetRange } from './plan-edit.ts';

const turn = nextTurn(null, 'I want to run a 10K in 8 weeks, 3 times a week for 40 minutes', '2026-11-24');
if (turn.kind !== 'ready') throw new Error('expected a complete intent');
const draft = composePlan(turn.intent, { start_date: '2026-11-24', assumptions: [], recommendations: [] });
const noEdit: TPlanEdit = {
  reply: '',
  understood: null,
  question: null,
  title: null,
  summary: null,
  phases: [],
  sessions: [],
  checkins: [],
  kpis: [],
  recommendations: null,
  notes: [],
};

describe('applying a model edit to the draft', () => {
  it('changes nothing for an empty edit, and the brief is a fraction of the plan', () => {
    expect(applyPlanEdit(draft, noEdit, [])).toEqual({ plan: draft, dropped: [], applied: 0 });
    expect(JSON.stringify(draftBrief(draft, [])).length).toBeLessThan(JSON.stringify(draft).length / 2);
  });

  it('rewords check-ins only with scores within the draft range, both ends kept', () => {
    const { plan, dropped } = applyPlanEdit(
      draft,
      {
        ...noEdit,
        checkins: [
          {
            question_id: 'pain',
            prompt: 'Did anything hurt?',
            options: [
              { label: 'Yes', score: 0 },
              { label: 'No', score: 2 },
            ],
          },
          {
            question_id: 'effort',
            prompt: null,
            options: [
              { label: 'Hard', score: 0 },
              { label: 'Easy', score: 10 },
            ],
          },
          { question_id: 'mood', prompt: 'How do you feel?', options: null },
        ],
      },
      [],
    );
    const questions = plan.tasks.flatMap((task) => task.questions ?? []);
    expect(questions.filter((q) => q.id === 'pain').every((q) => q.prompt === 'Did anything hurt?')).toBe(true);
    expect(questions.find((q) => q.id === 'pain')!.options).toHaveLength(2);
    const effort = draft.tasks.flatMap((task) => task.questions ?? []).find((q) => q.id === 'effort')!;
    expect(questions.find((q) => q.id === 'effort')!.options).toEqual(effort.options);
    expect(dropped).toEqual(['check-in effort: scores outside 0-3', 'check-in mood: not in the draft']);
  });

  it('drops what the draft does not have and notes outside the plan', () => {
    const { plan, dropped } = applyPlanEdit(
      draft,
      {
        ...noEdit,
        phases: [{ id: 'nope', title: 'X', focus: null, why: null }],
        sessions: [{ key: 's99', title: 'X', description: null, why: null }],
        kpis: [{ id: 'nope', target: 1, why: null }],
        notes: [
          { week: 30, text: 'Later', why: 'Because' },
          { week: 1, text: 'Start gently', why: 'Week one' },
        ],
      },
      [],
    );
    expect(dropped).toEqual([
      'phase nope: not in the draft',
      'session s99: not in the draft',
      'KPI nope: not in the draft',
      'note 1: week 30 is outside the plan',
    ]);
    expect(plan.nudges.find((n) => n.id === 'model-note-2')!.date).toBe(draft.limits.start_date);
  });

  it('keeps KPI targets within 30% of the draft and on the right side of the baseline', () => {
    const kpi = { ...draft.kpis[0]!, baseline: 35, target: 40, direction: 'increase' as const };
    expect(kpiTargetRange(kpi)).toEqual({ min: 35, max: 52 });
    expect(kpiTargetRange({ ...kpi, baseline: 80, target: 70, direction: 'decrease' })).toEqual({ min: 49, max: 80 });
  });

  it('compares how the model read the request by value', () => {
    const understood = { domain: draft.intent.domain, target: { unit: 'KM', value: 10 } as never };
    expect(agreesWithDraft({ ...noEdit, understood }, draft.intent)).toBe(true);
    expect(agreesWithDraft({ ...noEdit, understood: { ...understood, domain: 'sleep' } }, draft.intent)).toBe(false);
  });
});
