import { PLAN_DOMAINS, PLAN_LANGUAGES, type TPlan, type TPlanTask } from '@ito/contracts/agent/plan';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar.ts';
import { composePlan } from './compose.ts';
import { fitDurations, reviewPlan } from './review.ts';
import { intentWith, TEN_K } from './test/intents.ts';

const START = '2026-12-07';
const compose = (patch: Parameters<typeof intentWith>[0] = {}) =>
  composePlan(intentWith(patch), { start_date: START, assumptions: [], recommendations: [] });
const activities = (plan: TPlan) => plan.tasks.filter((t) => t.kind === 'activity');
const none = new Set<number>();
const fit = (text: string, minutes: number, own: Set<number> = none, title = false) =>
  fitDurations(text, minutes, own, title, 'en').text;

/** A plan whose first session says `words` and lasts `minutes`. */
function withFirstSession(plan: TPlan, words: Partial<TPlanTask>): { plan: TPlan; id: string } {
  const copy = structuredClone(plan);
  const task = activities(copy)[0]!;
  Object.assign(task, words);
  return { plan: copy, id: task.id };
}

describe('lengths in the words agree with the task (decision 104)', () => {
  it('brings a length the task does not have within it, in every way people write one', () => {
    expect(fit('Spend 15 to 30 minutes outside.', 5)).toBe('Spend 5 minutes outside.');
    expect(fit('Spend from 15 to 30 minutes outside.', 5)).toBe('Spend 5 minutes outside.');
    expect(fitDurations('اقضِ من 15 إلى 30 دقيقة', 5, none, false, 'ar').text).toBe('اقضِ 5 دقيقة');
    expect(fit('Walk for 10 to 20 minutes.', 10)).toBe('Walk for 10 minutes.');
    expect(fit('Sit for 5 to 10 minutes.', 5)).toBe('Sit for 5 minutes.');
    expect(fit('Read for 20 to 45 min.', 30)).toBe('Read for 20 to 30 min.');
    expect(fit('Practise scales for 2 hours.', 45)).toBe('Practise scales for 45 minutes.');
    expect(fit('Do 3 x 20 min blocks.', 45)).toBe('Do 2 x 20 min blocks.');
    expect(fitDurations('اقضِ ٣٠ دقيقة في المشي', 10, none, false, 'ar').text).toBe('اقضِ ١٠ دقيقة في المشي');
    expect(fitDurations('Lies 40 Minuten lang.', 25, none, false, 'de').text).toBe('Lies 25 Minuten lang.');
    expect(fitDurations('Estudia de 60 a 90 minutos.', 45, none, false, 'es').text).toBe('Estudia 45 minutos.');
  });

  it('makes a title that names a length name the task’s own', () => {
    expect(fit('60-minute session', 35, none, true)).toBe('35-minute session');
    expect(fit('A 20 min easy run', 20, none, true)).toBe('A 20 min easy run');
  });

  it('leaves what is not the session’s length alone', () => {
    const kept = [
      'Run at 6 min/km, then 5 min por km.',
      'Get up every 45 minutes and stretch.',
      'Message them within 48 hours.',
      'Wait 15 minutes and ride the urge out.',
      'Move your alarm 15 minutes earlier each week.',
      'Sleep 7 to 9 hours the night before.',
      'Writing task 2 (40 minutes) against the clock.',
      'Test it on a small patch of skin for 24 hours.',
      'Start within 30 minutes after eating.',
    ];
    for (const text of kept) expect(fit(text, 10)).toBe(text);
    // The person's own numbers: their 3-minute speech and their 25-minute 5K stay theirs.
    expect(fit('Rehearse your 3-minute speech twice.', 20, new Set([3]), true)).toBe(
      'Rehearse your 3-minute speech twice.',
    );
    expect(fit('Race pace for a 5K under 25 minutes.', 20, new Set([5, 25]))).toBe(
      'Race pace for a 5K under 25 minutes.',
    );
  });

  it('lengthens a task to what its words ask where the session limit allows, and says so', () => {
    const { plan, id } = withFirstSession(compose(), {
      minutes: 15,
      description: 'Journal for 25 minutes about the week.',
    });
    const review = reviewPlan(plan);
    const task = review.plan.tasks.find((t) => t.id === id)!;
    expect(task.minutes).toBe(25);
    expect(task.description).toBe('Journal for 25 minutes about the week.');
    expect(review.repairs.join(' ')).toMatch(/lengthened/);
    expect(review.problems).toEqual([]);
  });

  it('shortens the words when the limit does not allow it, in the other languages’ texts too', () => {
    const base = compose({ language: 'es', goal: 'Correr 10 km' });
    const { plan, id } = withFirstSession(base, { minutes: 20, description: 'Corre 50 minutos suave.' });
    plan.texts!.es!.tasks[id]!.description = 'Corre 50 minutos suave.';
    plan.texts!.en!.tasks[id]!.description = 'Run 50 minutes easy.';
    const review = reviewPlan(plan);
    const task = review.plan.tasks.find((t) => t.id === id)!;
    expect(task.minutes).toBe(40);
    expect(task.description).toBe('Corre 40 minutos suave.');
    expect(review.plan.texts!.en!.tasks[id]!.description).toBe('Run 40 minutes easy.');
  });
});

describe('the shape of the weeks (decision 104)', () => {
  it('rests the day before the goal day: a demanding session there is dropped', () => {
    const plan = compose();
    const goal = activities(plan).at(-1)!;
    const hard = activities(plan).find((t) => t.title === 'Intervals' || t.title === 'Tempo run')!;
    const moved = structuredClone(plan);
    Object.assign(
      moved.tasks.find((t) => t.id === hard.id)!,
      { date: addDays(goal.date, -1), week: goal.week },
    );
    const review = reviewPlan(moved);
    expect(review.plan.tasks.some((t) => t.id === hard.id)).toBe(false);
    expect(review.repairs.join(' ')).toMatch(/day before the goal day/);
    // An easy session there is fine.
    expect(reviewPlan(plan).repairs).toEqual([]);
  });

  it('keeps a week of exercise within a third (or half an hour) over the weeks before it', () => {
    const plan = structuredClone(compose({ minutes_per_session: 90, horizon_weeks: 10 }));
    for (const task of activities(plan)) task.minutes = task.week === 5 ? 90 : 20;
    const review = reviewPlan(plan);
    const week = (n: number) =>
      activities(review.plan)
        .filter((t) => t.week === n && t.id !== activities(review.plan).at(-1)!.id)
        .reduce((sum, t) => sum + t.minutes, 0);
    expect(week(5)).toBeLessThanOrEqual(Math.max((4 / 3) * week(4), week(4) + 30));
    expect(week(5)).toBeGreaterThan(week(4));
    expect(review.repairs.join(' ')).toMatch(/Week 5/);
    // Study may double in a week: only the body's load is held.
    const study = structuredClone(compose({ domain: 'exams', goal: 'Pass the CPA exam', target: null }));
    for (const task of activities(study)) task.minutes = task.week === 5 ? 40 : 15;
    expect(reviewPlan(study).repairs.join(' ')).not.toMatch(/Week 5/);
  });

  it('makes flat work grow in the second half, and says when it cannot', () => {
    const plan = structuredClone(compose({ minutes_per_session: 60, horizon_weeks: 8 }));
    for (const task of activities(plan)) Object.assign(task, { minutes: 20, load: 1 });
    const review = reviewPlan(plan);
    const work = (n: number) => activities(review.plan).filter((t) => t.week === n && t.week < 8);
    const total = (n: number) => work(n).reduce((sum, t) => sum + t.minutes, 0);
    expect(Math.max(total(5), total(6), total(7))).toBeGreaterThanOrEqual(1.1 * total(1));
    expect(review.repairs.join(' ')).toMatch(/grows/);

    const capped = structuredClone(compose({ minutes_per_session: 30, horizon_weeks: 8 }));
    for (const task of activities(capped)) Object.assign(task, { minutes: 30, load: 1 });
    expect(reviewPlan(capped).problems.join(' ')).toMatch(/does not grow/);
  });
});

describe('the title names the goal (decision 104)', () => {
  it('puts the person’s words first when the title has none of them', () => {
    const plan = { ...compose(), title: 'Your best season yet' };
    expect(reviewPlan(plan).plan.title).toBe('Run a 10K: Your best season yet');
    const named = { ...compose(), title: 'Ten weeks to a strong 10K' };
    expect(reviewPlan(named).plan.title).toBe('Ten weeks to a strong 10K');
  });
});

describe('every area’s plan in every language passes its own review', () => {
  it.each(PLAN_LANGUAGES)('%s', (language) => {
    for (const domain of PLAN_DOMAINS) {
      for (const minutes of [10, 30, 90]) {
        const plan = compose({
          ...TEN_K,
          domain,
          language,
          goal: TEN_K.goal,
          target: null,
          minutes_per_session: minutes,
        });
        const review = reviewPlan(plan);
        expect(review.problems, `${domain} ${minutes}`).toEqual([]);
        expect(review.repairs, `${domain} ${minutes}`).toEqual([]);
      }
    }
  });
});
