import { describe, expect, it } from 'vitest';
import { ZPlan, type TIntent, type TPlan } from '@ito/contracts/agent/plan';
import { composePlan } from './compose.ts';
import { checkPlanLimits } from './limits.ts';

/** Goal-specific content of the skill and practice areas: the plan is about the thing asked, not a generic shell. */
const base: TIntent = {
  text: '',
  domain: 'music',
  goal: '',
  target: null,
  horizon_weeks: 10,
  sessions_per_week: 5,
  minutes_per_session: 30,
  level: 'beginner',
  available_days: [],
  injuries: [],
  equipment: [],
  budget_minor: null,
};
const compose = (intent: Partial<TIntent>) => {
  const plan = composePlan({ ...base, ...intent }, { start_date: '2026-11-23', assumptions: [], recommendations: [] });
  expect(() => ZPlan.parse(plan)).not.toThrow();
  expect(checkPlanLimits(plan)).toEqual([]);
  return plan;
};
const sessionText = (plan: TPlan) =>
  plan.tasks
    .filter((t) => t.kind === 'activity')
    .map((t) => `${t.title}: ${t.description}`)
    .join('\n');

describe('music', () => {
  it('gives a piano piece hands-separate practice, tempo steps and a play-through', () => {
    const plan = compose({ goal: 'Play Clair de Lune on the piano', text: 'play clair de lune on the piano' });
    const text = sessionText(plan);
    expect(text).toMatch(/Hands-separate section practice/);
    expect(text).toMatch(/Right hand alone/);
    expect(text).toMatch(/60%, 75%, 90%, then 100% of the target tempo/);
    expect(text).not.toMatch(/chord changes|flashcard/i);
    expect(plan.tasks.filter((t) => t.kind === 'activity').at(-1)?.title).toBe('Play-through performance');
    expect(plan.kpis.map((k) => k.id)).toEqual(['clean-tempo', 'sections-learned']);
  });

  it('gives a guitar song chord-change drills, strumming and a chord-changes KPI', () => {
    const plan = compose({ goal: 'Play my first song on guitar', text: 'play my first song on guitar' });
    const text = sessionText(plan);
    expect(text).toMatch(/Chord changes drill/);
    expect(text).toMatch(/Strumming patterns/);
    expect(text).not.toMatch(/Right hand alone|flashcard/i);
    expect(plan.kpis.map((k) => k.id)).toContain('chord-changes');
  });

  it('gives a singer voice warm-ups and breath work, and reads a tempo target', () => {
    const voice = sessionText(compose({ goal: 'Sing at my sister’s wedding', text: 'sing at my sisters wedding' }));
    expect(voice).toMatch(/Voice warm-up/);
    expect(voice).toMatch(/Breath and pitch practice/);
    const tempo = compose({ goal: 'Play a sonata at 96 bpm', target: { value: 96, unit: 'bpm' } });
    expect(tempo.kpis.find((k) => k.id === 'clean-tempo')?.target).toBe(96);
  });

  it('writes the piano plan in Spanish', () => {
    const plan = compose({
      goal: 'Tocar Clair de Lune al piano',
      text: 'tocar clair de lune al piano',
      language: 'es',
    });
    expect(sessionText(plan)).toMatch(/Práctica de secciones con manos separadas/);
  });
});

describe('interview', () => {
  const interview = (goal: string, extra: Partial<TIntent> = {}) =>
    compose({ domain: 'interview', goal, text: goal, horizon_weeks: 4, sessions_per_week: 4, ...extra });

  it('prepares STAR stories, recorded mocks and the day itself, never applications', () => {
    const plan = interview('Prepare for my job interview at a bank');
    const text = sessionText(plan);
    expect(text).toMatch(/STAR/);
    expect(text).toMatch(/Recorded mock interview/);
    expect(text).toMatch(/3 questions you would ask them/);
    expect(text).not.toMatch(/applications|send \d+/i);
    expect(plan.tasks.filter((t) => t.kind === 'activity').at(-1)?.title).toBe('Interview day');
    expect(plan.kpis.map((k) => k.id)).toEqual(['star-stories', 'mock-interviews', 'confidence']);
  });

  it('fits the role-specific practice to a technical, a university or a promotion interview', () => {
    expect(sessionText(interview('Pass my coding interview for a software engineer job'))).toMatch(
      /Technical practice/,
    );
    expect(sessionText(interview('My medical school admissions interview'))).toMatch(/Why this subject, why here/);
    const promotion = sessionText(interview('Interview for a promotion to team lead'));
    expect(promotion).toMatch(/Your case for the new role/);
    expect(promotion).toMatch(/first 90 days/);
  });
});

describe('exams', () => {
  const exam = (goal: string, extra: Partial<TIntent> = {}) =>
    compose({
      domain: 'exams',
      goal,
      text: goal,
      horizon_weeks: 16,
      sessions_per_week: 6,
      minutes_per_session: 45,
      ...extra,
    });

  it('takes an IELTS goal from a diagnostic mock through timed skills practice and full mocks to a taper', () => {
    const plan = exam('Score 7.0 on IELTS', {
      text: 'Score 7.0 on IELTS in 16 weeks, my last mock was 6.0',
      target: { value: 7, unit: 'IELTS band' },
    });
    const sessions = plan.tasks.filter((t) => t.kind === 'activity');
    expect(sessions.filter((t) => t.week === 1).map((t) => t.title)).toContain('Diagnostic mock');
    const text = sessionText(plan);
    expect(text).toMatch(/writing task 1 \(20 minutes\) and task 2 \(40 minutes\)/);
    expect(text).toMatch(/Syllabus map/);
    expect(text).toMatch(/Error log review/);
    expect(text).toMatch(/Full mock exam/);
    expect(plan.phases.map((p) => p.id)).toEqual(['diagnose', 'build', 'mocks', 'taper']);
    expect(sessions.at(-1)?.title).toBe('Exam day');
    expect(plan.kpis[0]).toMatchObject({ id: 'mock-score', unit: 'IELTS band', baseline: 6, target: 7 });
    expect(plan.kpis.find((k) => k.id === 'sections-at-target')?.target).toBe(4);
  });

  it('fits timed practice to admissions tests and professional exams, and scores school exams in percent', () => {
    expect(sessionText(exam('Get 1450 on the SAT'))).toMatch(/official practice test \(maths, or reading and writing/);
    expect(sessionText(exam('Pass the bar exam in July'))).toMatch(/Timed practice questions/);
    const finals = exam('Pass my chemistry finals');
    expect(sessionText(finals)).toMatch(/Timed past-paper questions/);
    expect(finals.kpis[0]).toMatchObject({ id: 'mock-score', unit: '%', target: 75 });
  });
});

describe('language', () => {
  it('builds vocabulary, listening, shadowing and speaking toward a conversation milestone, never exam drills', () => {
    const plan = compose({
      domain: 'language',
      goal: 'Learn B2 Spanish',
      text: 'learn B2 spanish, I know about 800 words',
      target: { value: 4, unit: 'CEFR B2' },
      level: 'intermediate',
      horizon_weeks: 16,
    });
    const text = sessionText(plan);
    for (const title of ['Daily vocabulary with spaced repetition', 'Listening you can follow', 'Shadowing']) {
      expect(text).toContain(title);
    }
    expect(text).toMatch(/Speaking with a partner or tutor/);
    expect(text).toMatch(/Write a short text/);
    expect(plan.tasks.filter((t) => t.kind === 'activity').at(-1)?.title).toBe('Conversation milestone');
    expect(plan.kpis.find((k) => k.id === 'cefr')?.target).toBe(4);
    expect(plan.kpis.find((k) => k.id === 'words-known')?.baseline).toBe(800);
    expect(plan.kpis.map((k) => k.id)).toEqual(['words-known', 'conversation-minutes', 'cefr']);
  });

  it('starts a beginner on self-talk before conversations, in German when asked', () => {
    const plan = compose({ domain: 'language', goal: 'Japanisch lernen', text: 'japanisch lernen', language: 'de' });
    const week1 = plan.tasks.filter((t) => t.kind === 'activity' && t.week === 1).map((t) => t.title);
    expect(week1).toContain('Selbstgespräche');
    expect(week1).not.toContain('Sprechen mit Tandempartner oder Lehrkraft');
  });
});

describe('driving', () => {
  const drive = (goal: string, extra: Partial<TIntent> = {}) =>
    compose({ domain: 'driving', goal, text: goal, sessions_per_week: 3, minutes_per_session: 60, ...extra });

  it('goes from theory and car control to skills, mock tests and test day, within the law', () => {
    const plan = drive('Pass my driving test');
    const text = sessionText(plan);
    expect(text).toMatch(/Car control in a quiet place/);
    expect(text).toMatch(/junctions, roundabouts, parallel or bay parking, hill starts/);
    expect(text).toMatch(/Mock practical test/);
    expect(text).toMatch(/Theory study and mock questions/);
    expect(text).not.toMatch(/protective gear/);
    expect(plan.summary).toMatch(/as the law where you live allows/);
    expect(plan.tasks.filter((t) => t.kind === 'activity').at(-1)?.title).toBe('Test day');
    expect(plan.kpis.map((k) => k.id)).toEqual(['theory-score', 'mock-faults', 'serious-faults', 'practice-hours']);
    expect(plan.kpis.find((k) => k.id === 'serious-faults')).toMatchObject({ direction: 'decrease', target: 0 });
  });

  it('gives a motorcycle test off-road machine control and practice rides', () => {
    const text = sessionText(drive('Pass my motorcycle test'));
    expect(text).toMatch(/Machine control off-road/);
    expect(text).toMatch(/Supervised practice ride/);
    expect(text).not.toMatch(/Car control/);
  });
});

describe('content', () => {
  const create = (goal: string, extra: Partial<TIntent> = {}) =>
    compose({
      domain: 'content',
      goal,
      text: goal,
      horizon_weeks: 16,
      sessions_per_week: 2,
      minutes_per_session: 120,
      ...extra,
    });

  it('takes a podcast from niche and setup to recording, editing, publishing, guests and a launch milestone', () => {
    const plan = create('Launch a podcast and publish 8 episodes', { target: { value: 8, unit: 'episodes' } });
    const text = sessionText(plan);
    expect(text).toMatch(/Set up your tools/);
    expect(text).toMatch(/Record an episode: .*microphone a hand’s width/);
    expect(text).toMatch(/Edit and publish the episode/);
    expect(text).toMatch(/invite one guest for a future episode/);
    expect(plan.tasks.filter((t) => t.kind === 'activity').at(-1)?.title).toBe('Launch milestone: 8 episodes');
    expect(plan.kpis[0]).toMatchObject({ id: 'published', unit: 'episodes', target: 8, baseline: 0 });
  });

  it('films and edits for a video channel, drafts for a newsletter, and counts the audience target', () => {
    const video = create('Grow my YouTube channel to 1000 subscribers', {
      target: { value: 1000, unit: 'subscribers' },
    });
    expect(sessionText(video)).toMatch(/Film a video/);
    expect(video.kpis.find((k) => k.id === 'audience')?.target).toBe(1000);
    expect(sessionText(create('Start a weekly newsletter'))).toMatch(/Write a draft/);
  });
});

describe('career: a promotion is in-role work, not a job search', () => {
  const career = (goal: string) =>
    compose({ domain: 'career', goal, text: goal, horizon_weeks: 24, sessions_per_week: 3 });

  it('plans the next level, visible results and a promotion case for a promotion', () => {
    const plan = career('A promotion to senior engineer');
    const text = sessionText(plan);
    expect(plan.phases.map((p) => p.title)).toEqual(['Clarify the next level', 'Deliver and be seen', 'Make the case']);
    expect(text).toMatch(/Promotion talk with your manager/);
    expect(text).toMatch(/Deliver a next-level result/);
    expect(text).not.toMatch(/Tailored applications|Send 2 applications|job ads/);
    expect(plan.kpis.map((k) => k.id)).toEqual(['next-level', 'visible-wins']);
  });

  it('keeps the job search for a new job', () => {
    const plan = career('Land a product manager job at another company');
    expect(sessionText(plan)).toMatch(/Tailored applications/);
    expect(plan.kpis.map((k) => k.id)).toEqual(['outreach-sent', 'conversations']);
  });
});
