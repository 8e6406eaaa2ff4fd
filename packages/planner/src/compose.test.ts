import { describe, expect, it } from 'vitest';
import { PLAN_DOMAINS, ZPlan, type TIntent, type TPlan, type TPlanDomain } from '@ito/contracts/agent/plan';
import { composePlan } from './compose.ts';
import { daysBetween, isoWeekday, planWeekOf } from './calendar.ts';
import { checkPlanLimits } from './limits.ts';
import { TEN_K } from './test/intents.ts';

const MONDAY = '2026-11-23';
const options = (start_date = MONDAY) => ({ start_date, assumptions: [], recommendations: [] });
const sessionsOf = (plan: TPlan) => plan.tasks.filter((t) => t.kind === 'activity');

describe('composePlan: the canonical 10K intent', () => {
  const plan = composePlan(TEN_K, {
    ...options(),
    assumptions: ['You are new to running.'],
    recommendations: [{ kind: 'program', id: 'p1', title: 'Couch to 10K', why: "Matches '10K'." }],
  });
  const sessions = sessionsOf(plan);

  it('is a valid plan within its own limits', () => {
    expect(() => ZPlan.parse(plan)).not.toThrow();
    expect(checkPlanLimits(plan)).toEqual([]);
  });

  it('names the goal and carries limits from the intent', () => {
    expect(plan.title).toBe('Run a 10K in 8 weeks');
    expect(plan.summary).toContain('Run a 10K');
    expect(plan.summary).toContain('3 sessions a week of up to 40 minutes');
    expect(plan.limits).toMatchObject({
      start_date: MONDAY,
      end_date: '2027-01-17',
      minutes_per_session: 40,
      sessions_per_week: 3,
      available_days: [],
    });
    expect(plan.limits.min_rest_days_per_week).toBeGreaterThanOrEqual(1);
    expect(plan.assumptions).toEqual(['You are new to running.']);
    expect(plan.recommendations.map((r) => r.id)).toEqual(['p1']);
  });

  it('has 24 sessions, 3 a week, never over 40 minutes, never on neighbouring days', () => {
    expect(sessions).toHaveLength(24);
    for (let week = 1; week <= 8; week++) expect(sessions.filter((t) => t.week === week)).toHaveLength(3);
    expect(Math.max(...sessions.map((t) => t.minutes))).toBeLessThanOrEqual(40);
    const dates = sessions.map((t) => t.date).sort();
    expect(dates[0]).toBe(MONDAY);
    for (let i = 1; i < dates.length; i++)
      expect(daysBetween(dates[i - 1] ?? '', dates[i] ?? '')).toBeGreaterThanOrEqual(2);
    expect(new Set(sessions.map((t) => t.id)).size).toBe(24);
    expect(sessions[0]?.id).toBe('t-w1-1');
  });

  it('runs base, build and taper, with progression, a lighter 4th week and a taper', () => {
    expect(plan.phases.map((p) => [p.id, p.week_start, p.week_end])).toEqual([
      ['base', 1, 3],
      ['build', 4, 7],
      ['taper', 8, 8],
    ]);
    const load = (week: number) => sessions.find((t) => t.week === week)?.load ?? 0;
    expect(load(2)).toBeGreaterThan(load(1));
    expect(load(3)).toBeGreaterThan(load(2));
    expect(load(4)).toBeLessThan(load(3));
    expect(load(7)).toBeGreaterThan(load(5));
    expect(load(8)).toBeLessThan(load(7));
    const minutes = (week: number) => sessions.filter((t) => t.week === week).reduce((sum, t) => sum + t.minutes, 0);
    expect(minutes(7)).toBeGreaterThan(minutes(1));
    expect(sessions.filter((t) => t.phase_id === 'base').some((t) => /tempo|interval/i.test(t.title))).toBe(false);
    expect(sessions.filter((t) => t.phase_id === 'build').some((t) => /tempo|interval/i.test(t.title))).toBe(true);
    expect(sessions.at(-1)?.title).toBe('Goal run: 10 km');
  });

  it('checks in every 2 weeks with scored questions and records the KPIs', () => {
    const checkins = plan.tasks.filter((t) => t.kind === 'assessment');
    expect(checkins.map((t) => t.week)).toEqual([2, 4, 6, 8]);
    for (const checkin of checkins) {
      expect(checkin.questions?.length).toBeGreaterThanOrEqual(2);
      for (const q of checkin.questions ?? []) expect(q.options.some((o) => o.score > 0)).toBe(true);
    }
    expect(plan.kpis.map((k) => [k.id, k.direction, k.target])).toEqual([
      ['longest-run', 'increase', 40],
      ['weekly-distance', 'increase', 15],
    ]);
    const records = plan.tasks.filter((t) => t.kind === 'kpi');
    expect(new Set(records.map((t) => t.week))).toEqual(new Set([1, 2, 4, 6, 8]));
    expect(records.every((t) => plan.kpis.some((k) => k.id === t.kpi_id))).toBe(true);
    expect(records.filter((t) => t.week === 1).every((t) => t.date === MONDAY)).toBe(true);
  });

  it('has a nudge each week and a why on every element', () => {
    expect(plan.nudges).toHaveLength(8);
    const whys = [...plan.phases, ...plan.tasks, ...plan.kpis, ...plan.nudges].map((e) => e.why);
    expect(whys.every((why) => why.trim().length > 0 && !why.includes('{'))).toBe(true);
  });

  it('is deterministic', () => {
    expect(composePlan(TEN_K, options())).toEqual(composePlan(TEN_K, options()));
  });
});

describe('composePlan: calendar and limits', () => {
  it('starts mid-week with full seven-day weeks and ends on start + horizon - 1 day, in week 8', () => {
    const plan = composePlan(TEN_K, options('2026-11-25'));
    expect(plan.limits.end_date).toBe('2027-01-19');
    expect(plan.phases.at(-1)?.week_end).toBe(8);
    const sessions = sessionsOf(plan);
    expect(sessions.every((t) => t.date >= '2026-11-25' && t.date <= '2027-01-19')).toBe(true);
    expect(sessions.filter((t) => t.week === 1)).toHaveLength(3);
    expect(Math.max(...plan.tasks.map((t) => t.week))).toBe(8);
    expect(sessions.every((t) => t.week === planWeekOf('2026-11-25', t.date))).toBe(true);
    expect(checkPlanLimits(plan)).toEqual([]);
    expect(() => ZPlan.parse(plan)).not.toThrow();
  });

  it('uses only the available days', () => {
    const plan = composePlan({ ...TEN_K, available_days: [2, 4, 6] }, options());
    expect(new Set(sessionsOf(plan).map((t) => isoWeekday(t.date)))).toEqual(new Set([2, 4, 6]));
    expect(sessionsOf(plan)).toHaveLength(24);
    expect(checkPlanLimits(plan)).toEqual([]);
  });

  it('doubles up only when there are more sessions than available days', () => {
    const plan = composePlan({ ...TEN_K, available_days: [1, 4] }, options());
    const sessions = sessionsOf(plan);
    expect(sessions).toHaveLength(24);
    expect(new Set(sessions.map((t) => isoWeekday(t.date)))).toEqual(new Set([1, 4]));
    expect(sessions.some((t) => t.title.includes('(second session)'))).toBe(true);
    expect(checkPlanLimits(plan)).toEqual([]);
  });

  it('keeps a rest day in physical plans even at 7 sessions a week', () => {
    const plan = composePlan({ ...TEN_K, sessions_per_week: 7 }, options());
    expect(plan.limits.min_rest_days_per_week).toBe(1);
    expect(checkPlanLimits(plan)).toEqual([]);
    expect(
      new Set(
        sessionsOf(plan)
          .filter((t) => t.week === 2)
          .map((t) => t.date),
      ).size,
    ).toBe(6);
  });

  it('stays within 500 tasks on a two-year daily plan and says so', () => {
    const plan = composePlan({ ...TEN_K, domain: 'habits', horizon_weeks: 104, sessions_per_week: 14 }, options());
    expect(() => ZPlan.parse(plan)).not.toThrow();
    expect(plan.tasks.length).toBeLessThanOrEqual(500);
    expect(plan.assumptions.some((a) => a.includes('first'))).toBe(true);
    expect(checkPlanLimits(plan)).toEqual([]);
  });

  it('makes a one-week plan', () => {
    const plan = composePlan({ ...TEN_K, horizon_weeks: 1 }, options());
    expect(plan.phases).toHaveLength(1);
    expect(sessionsOf(plan)).toHaveLength(3);
    expect(plan.tasks.some((t) => t.kind === 'assessment')).toBe(true);
    expect(checkPlanLimits(plan)).toEqual([]);
  });
});

const DOMAIN_INTENTS: Record<TPlanDomain, Partial<TIntent>> = {
  running: { goal: 'Run a half marathon', target: { value: 21.1, unit: 'km' } },
  strength: { goal: 'Get stronger', target: { value: 100, unit: 'kg' }, level: 'intermediate' },
  weight: { goal: 'Lose 20 kg', target: { value: 20, unit: 'kg' } },
  sleep: { goal: 'Sleep 8 hours a night', target: { value: 8, unit: 'hours' }, sessions_per_week: 7 },
  stress: { goal: 'Feel less stressed at work', target: null },
  diabetes: { goal: 'Get my type 2 diabetes under control', target: null },
  learning: { goal: 'Learn Spanish for my trip', target: { value: 500, unit: 'words' } },
  career: { goal: 'Land a product manager job', target: null },
  business: { goal: 'Launch my bakery business', target: { value: 5, unit: 'customers' } },
  finance: { goal: 'Save 5000 euros', target: { value: 5000, unit: 'EUR' } },
  habits: { goal: 'Meditate every morning', target: null, sessions_per_week: 6, minutes_per_session: 15 },
  swimming: {
    goal: 'Swim 400 m front crawl without stopping',
    target: { value: 400, unit: 'm' },
    sessions_per_week: 2,
    minutes_per_session: 45,
  },
  music: { goal: 'Play Clair de Lune on the piano', text: 'play clair de lune on the piano', target: null },
  mobility: { goal: 'Get my front splits', target: null, sessions_per_week: 5, minutes_per_session: 20 },
  interview: { goal: 'Prepare for my software engineer interview', target: null },
  heart: { goal: 'Lower my blood pressure', target: null, sessions_per_week: 5, minutes_per_session: 30 },
  exams: {
    goal: 'Score 7 on IELTS',
    text: 'score 7 on ielts, my last mock was 6',
    target: { value: 7, unit: 'IELTS band' },
  },
  language: { goal: 'Learn Spanish for my trip', target: { value: 500, unit: 'words' } },
  smoking: { goal: 'Quit smoking', target: null, sessions_per_week: 7, minutes_per_session: 10 },
  driving: { goal: 'Pass my driving test', target: null, minutes_per_session: 60 },
  drinking: { goal: 'Drink only on weekends', target: null, sessions_per_week: 7, minutes_per_session: 10 },
  walking: {
    goal: 'Walk 10,000 steps a day',
    target: { value: 10000, unit: 'steps' },
    sessions_per_week: 7,
    minutes_per_session: 30,
  },
  content: { goal: 'Launch a podcast', text: 'launch a podcast', target: { value: 8, unit: 'episodes' } },
  speaking: { goal: 'Give a 10-minute talk at a conference', target: { value: 10, unit: 'min' } },
  relationships: { goal: 'Talk about money calmly with my partner', text: 'my partner and I argue about money' },
  parenting: {
    goal: 'Get my son to sleep in his own bed',
    text: 'my 4 year old keeps coming into our bed at night',
    sessions_per_week: 7,
    minutes_per_session: 20,
  },
  social: { goal: 'Make friends in my new city', text: 'just moved to a new city and I have no friends here' },
  selfcare: {
    goal: 'Floss every night',
    text: 'i never floss, want to floss every night',
    sessions_per_week: 7,
    minutes_per_session: 10,
  },
  projects: {
    goal: 'Finish my thesis',
    text: 'finish my marine biology thesis, chapters 4 and 5 left',
    target: null,
    sessions_per_week: 4,
    minutes_per_session: 90,
  },
  sport: {
    goal: 'Get my golf handicap from 18 to 12',
    text: 'get my golf handicap from 18 to 12 by the end of the season',
    target: { value: 12, unit: 'handicap' },
    baseline: { value: 18, unit: 'handicap' },
    sessions_per_week: 3,
    minutes_per_session: 60,
  },
};

describe('composePlan: every domain', () => {
  it.each(PLAN_DOMAINS)('%s: a valid, explained plan within its limits', (domain) => {
    const intent: TIntent = { ...TEN_K, domain, horizon_weeks: 12, level: 'beginner', ...DOMAIN_INTENTS[domain] };
    const plan = composePlan(intent, options('2026-11-26'));
    expect(() => ZPlan.parse(plan)).not.toThrow();
    expect(checkPlanLimits(plan)).toEqual([]);
    expect(plan.title).toContain(intent.goal);
    expect(plan.summary).toContain(intent.goal);
    expect(plan.phases.length).toBeGreaterThanOrEqual(3);
    expect(plan.kpis.length).toBeGreaterThanOrEqual(2);
    expect(plan.tasks.filter((t) => t.kind === 'assessment').length).toBeGreaterThanOrEqual(3);
    expect(plan.nudges.length).toBeGreaterThanOrEqual(12);
    const texts = [plan.title, plan.summary, ...plan.tasks.flatMap((t) => [t.title, t.description, t.why])];
    expect(texts.some((text) => /\{(goal|target|minutes|unit)\}/.test(text))).toBe(false);
    expect(sessionsOf(plan).every((t) => t.minutes <= intent.minutes_per_session)).toBe(true);
  });

  it.each(PLAN_DOMAINS)(
    '%s: a two-year plan of daily sessions stays within the task limit, with its sessions',
    (domain) => {
      const intent: TIntent = {
        ...TEN_K,
        ...DOMAIN_INTENTS[domain],
        domain,
        horizon_weeks: 104,
        sessions_per_week: 7,
        available_days: [],
      };
      const plan = composePlan(intent, options('2026-11-26'));
      expect(() => ZPlan.parse(plan)).not.toThrow();
      // Check-ins and KPI records never crowd the sessions out (a weekly area over 104 weeks once had none).
      expect(sessionsOf(plan).length).toBeGreaterThan(plan.tasks.length / 2);
    },
  );

  it('reads domain knowledge into KPIs and cautions', () => {
    const plan = (domain: TPlanDomain, extra: Partial<TIntent> = {}) =>
      composePlan({ ...TEN_K, domain, target: null, ...DOMAIN_INTENTS[domain], ...extra }, options());
    // 20 kg in 8 weeks is capped at a safe pace of about 0.75 kg a week.
    expect(plan('weight').kpis.find((k) => k.id === 'weight-lost')?.target).toBe(6);
    expect(plan('weight', { target: { value: 70, unit: 'kg' } }).kpis[0]).toMatchObject({
      id: 'body-weight',
      direction: 'decrease',
      target: 70,
    });
    const diabetes = plan('diabetes');
    expect(diabetes.summary).toMatch(/clinician/);
    expect(diabetes.kpis[0]).toMatchObject({ id: 'fasting-glucose', unit: 'mmol/L', direction: 'decrease' });
    expect(diabetes.tasks.some((t) => t.title === 'Walk after a meal')).toBe(true);
    expect(plan('stress').tasks.some((t) => t.title === 'Thought record')).toBe(true);
    expect(plan('learning').tasks.some((t) => t.title === 'Spaced repetition review')).toBe(true);
    expect(plan('business').tasks.some((t) => t.title === 'Customer interviews')).toBe(true);
    expect(plan('finance').kpis[0]).toMatchObject({ id: 'saved', unit: 'EUR', target: 5000, baseline: 0 });
    expect(plan('sleep').kpis[0]).toMatchObject({ id: 'sleep-hours', target: 8 });
    expect(plan('strength').kpis[0]).toMatchObject({ id: 'main-lift', unit: 'kg', target: 100 });
    expect(plan('strength', { target: { value: 5, unit: 'kg' } }).kpis[0]).toMatchObject({
      id: 'weight-gained',
      target: 2,
    });
    expect(plan('strength', { target: { value: 20, unit: 'pull-ups' } }).kpis[0]).toMatchObject({
      id: 'reps',
      target: 20,
    });
    expect(plan('weight', { goal: 'Gain 4 kg', target: { value: 4, unit: 'kg' } }).kpis[0]).toMatchObject({
      id: 'weight-gained',
      direction: 'increase',
      target: 4,
    });
    expect(plan('diabetes', { target: { value: 6.5, unit: '%' } }).kpis.map((k) => k.id)).toContain('hba1c');
    expect(plan('running', { target: { value: 30, unit: 'min' } }).kpis[0]).toMatchObject({
      id: 'longest-run',
      target: 30,
    });
  });

  it('notes injuries in physical plans', () => {
    const plan = composePlan({ ...TEN_K, injuries: ['left knee'] }, options());
    expect(plan.summary).toContain('left knee');
    expect(sessionsOf(plan)[0]?.description).toContain('left knee');
  });
});
