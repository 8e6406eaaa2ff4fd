import { describe, expect, it } from 'vitest';
import { message, plan } from '../../../test/agent-fixtures.ts';
import { actionableIds, firstWeeks, formatDay, isPlanAccepted } from './plan-view.ts';

describe('plan view', () => {
  it('takes the first two weeks of tasks, week by week in date order, and counts the rest', () => {
    const shuffled = { ...plan, tasks: [...plan.tasks].reverse() };
    const { weeks, later } = firstWeeks(shuffled);
    expect(weeks.map((w) => [w.week, w.tasks.map((t) => t.id)])).toEqual([
      [1, ['t1', 't2']],
      [2, ['t3']],
    ]);
    expect(later).toBe(1);
    expect(firstWeeks({ ...plan, tasks: [] })).toEqual({ weeks: [], later: 0 });
  });

  it("writes a calendar day in the reader's language, never shifted by a time zone", () => {
    expect(formatDay('2026-03-02', 'en')).toBe('Mon, Mar 2');
    expect(formatDay('2026-03-02', 'en', { withYear: true })).toBe('Mon, Mar 2, 2026');
    expect(formatDay('2026-03-02', 'ar')).toMatch(/مارس/);
    expect(formatDay('not a date', 'en')).toBe('not a date');
  });

  it('offers quick replies only on the newest message, and actions only on the newest proposal', () => {
    const question = message('q', 'agent', 'How long?', { kind: 'question', slot: 'horizon_weeks', quick_replies: [] });
    const proposal = message('p', 'agent', 'Plan', { kind: 'proposal', plan, model: 'built-in' });
    const older = message('p0', 'agent', 'Plan', { kind: 'proposal', plan, model: 'built-in' });
    expect(actionableIds([older, question])).toEqual({ question: 'q', proposal: 'p0', withdrawn: null });
    expect(actionableIds([question, message('u', 'user', '4 weeks'), proposal])).toEqual({
      question: null,
      proposal: 'p',
      withdrawn: null,
    });
    expect(actionableIds([])).toEqual({ question: null, proposal: null, withdrawn: null });
  });

  it('withdraws the proposal a later safety answer follows, but not after an abusive message', () => {
    const proposal = message('p', 'agent', 'Plan', { kind: 'proposal', plan, model: 'built-in' });
    const said = message('u', 'user', 'my chest hurts when I run');
    const caution = message('c', 'agent', 'See a doctor', { kind: 'caution', category: 'red_flag', resources: [] });
    const support = message('s', 'agent', 'Help', { kind: 'support', category: 'distress', resources: [] });
    const calm = message('k', 'agent', 'I hear you', { kind: 'caution', category: 'abusive', resources: [] });
    expect(actionableIds([proposal, said, caution])).toMatchObject({ proposal: null, withdrawn: 'p' });
    expect(actionableIds([proposal, said, support])).toMatchObject({ proposal: null, withdrawn: 'p' });
    expect(actionableIds([proposal, said, calm])).toMatchObject({ proposal: 'p', withdrawn: null });
    // A new proposal after the safety answer is the one to accept.
    const again = message('p2', 'agent', 'Plan', { kind: 'proposal', plan, model: 'built-in' });
    expect(actionableIds([proposal, caution, again])).toMatchObject({ proposal: 'p2', withdrawn: null });
  });

  it('knows a plan is accepted from the status or from an "accepted" note', () => {
    const note = message('a', 'system', 'Accepted', { kind: 'accepted', program_id: 'p1', follow_id: 'f1' });
    expect(isPlanAccepted('open', [])).toBe(false);
    expect(isPlanAccepted('accepted', [])).toBe(true);
    expect(isPlanAccepted('open', [note])).toBe(true);
    expect(isPlanAccepted(undefined, [])).toBe(false);
  });
});
