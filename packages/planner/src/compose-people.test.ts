import { describe, expect, it } from 'vitest';
import { ZPlan, type TIntent, type TPlan } from '@ito/contracts/agent/plan';
import { composePlan } from './compose.ts';
import { checkPlanLimits } from './limits.ts';

/**
 * Goal-specific content of the people and self areas (speaking, relationships, parenting, social,
 * selfcare): each goal gets its own activities, KPIs with the baseline the person gave, and its safety note.
 */

const base: TIntent = {
  text: '',
  domain: 'speaking',
  goal: 'goal',
  target: null,
  horizon_weeks: 8,
  sessions_per_week: 4,
  minutes_per_session: 30,
  level: 'beginner',
  available_days: [],
  injuries: [],
  equipment: [],
  budget_minor: null,
};
const plan = (intent: Partial<TIntent>): TPlan => {
  const result = composePlan(
    { ...base, ...intent },
    { start_date: '2026-11-23', assumptions: [], recommendations: [] },
  );
  expect(() => ZPlan.parse(result)).not.toThrow();
  expect(checkPlanLimits(result)).toEqual([]);
  return result;
};
const activities = (p: TPlan) => p.tasks.filter((t) => t.kind === 'activity');
const titles = (p: TPlan) => new Set(activities(p).map((t) => t.title));
const inPhase = (p: TPlan, phase: string) =>
  new Set(
    activities(p)
      .filter((t) => t.phase_id === phase)
      .map((t) => t.title),
  );
const sessionText = (p: TPlan, title: string) => p.tasks.find((t) => t.title === title)?.description ?? '';
const kpi = (p: TPlan, id: string) => p.kpis.find((k) => k.id === id);
const allText = (p: TPlan) =>
  [p.summary, ...p.tasks.flatMap((t) => [t.title, t.description, t.why]), ...p.nudges.map((n) => n.text)].join('\n');

describe('speaking', () => {
  const talk = plan({
    text: 'give a 20 minute presentation at a conference, my nerves are 8/10',
    goal: 'Give a 20 minute presentation at a conference',
    target: { value: 20, unit: 'min' },
  });

  it('structures, rehearses out loud with a timer, then rehearses for the room and ends with the talk', () => {
    expect(inPhase(talk, 'shape').has('Write and cut to time')).toBe(true);
    expect(sessionText(talk, 'Structure the message')).toMatch(/key idea.*3 points/s);
    expect(inPhase(talk, 'rehearse').has('Timed run-through out loud')).toBe(true);
    expect(inPhase(talk, 'rehearse').has('Record and review')).toBe(true);
    expect(inPhase(talk, 'stage').has('Q&A practice')).toBe(true);
    expect(inPhase(talk, 'stage').has('Rehearse in front of three people')).toBe(true);
    expect(inPhase(talk, 'shape').has('Q&A practice')).toBe(false);
    expect(allText(talk)).toMatch(/first 30 seconds/);
    expect(activities(talk).at(-1)?.title).toBe('The talk');
  });

  it('tracks run-throughs, the stated talk length and the nerves from the person’s own rating', () => {
    expect(kpi(talk, 'run-time')).toMatchObject({ unit: 'min', target: 20, direction: 'maintain' });
    expect(kpi(talk, 'nerves')).toMatchObject({ baseline: 8, target: 4, direction: 'decrease' });
    expect(kpi(talk, 'runthroughs')).toMatchObject({ baseline: 0, target: 16 });
    expect(talk.summary).toMatch(/therapist/);
  });

  it('gives a wedding toast a toast rehearsal instead of Q&A, and a 5-minute slot', () => {
    const toast = plan({
      text: 'best man speech at my brothers wedding',
      goal: 'Best man speech',
      sessions_per_week: 5,
    });
    expect(titles(toast).has('Toast rehearsal')).toBe(true);
    expect(titles(toast).has('Q&A practice')).toBe(false);
    expect(sessionText(toast, 'Structure the message')).toMatch(/raise a glass/);
    expect(kpi(toast, 'run-time')?.target).toBe(5);
    expect(kpi(toast, 'fillers')).toBeUndefined();
  });
});

describe('relationships', () => {
  const money = plan({
    domain: 'relationships',
    text: 'my wife and I argue about money all the time, closeness is 4/10',
    goal: 'Talk about money calmly',
    sessions_per_week: 3,
  });

  it('gives a couple a structured weekly check-in, a time-out rule and a money talk with shared numbers', () => {
    expect(sessionText(money, 'Weekly calm check-in')).toMatch(/"I" statements.*sums up what they heard/s);
    expect(inPhase(money, 'ground').has('Agree your time-out rule')).toBe(true);
    expect(sessionText(money, 'Money talk with shared numbers')).toMatch(/shared sheet/);
    expect(titles(money).has('Speaker-listener practice on one issue')).toBe(false);
    expect(kpi(money, 'closeness')).toMatchObject({ baseline: 4, target: 7 });
    expect(kpi(money, 'time-outs')?.direction).toBe('increase');
    expect(money.summary).toMatch(/domestic abuse support service/);
  });

  it('turns to dates and what the person wants when they are dating', () => {
    const dating = plan({ domain: 'relationships', text: 'start dating again after my divorce', goal: 'Date again' });
    expect(titles(dating).has('Meet someone new')).toBe(true);
    expect(titles(dating).has('Weekly dating review')).toBe(true);
    expect(titles(dating).has('Date time')).toBe(false);
    expect(kpi(dating, 'dates')?.baseline).toBe(0);
    expect(kpi(dating, 'closeness')).toBeUndefined();
  });

  it('gives someone who is unsafe support services and a safety plan, never couple exercises', () => {
    const unsafe = plan({
      domain: 'relationships',
      text: 'my boyfriend hits me when he is angry, how do we communicate better',
      goal: 'Communicate better',
    });
    expect(titles(unsafe).has('Talk to a support service')).toBe(true);
    expect(titles(unsafe).has('Your safety plan')).toBe(true);
    expect(allText(unsafe)).not.toMatch(/time-out|speaker|listener|Date time|Repair after a fight|apologise/i);
    expect(unsafe.phases.map((p) => p.title)).toContain('Reach out for support');
    expect(kpi(unsafe, 'support')).toBeDefined();
    expect(kpi(unsafe, 'calm-talks')).toBeUndefined();
  });

  it('says the same in Arabic', () => {
    const arabic = plan({
      domain: 'relationships',
      language: 'ar',
      text: 'زوجي يضربني عندما يغضب',
      goal: 'التواصل بشكل أفضل',
    });
    expect(titles(arabic).has('تحدّث إلى خدمة دعم')).toBe(true);
    expect(arabic.summary).toMatch(/العنف الأسري/);
  });
});

describe('parenting', () => {
  const sleep = plan({
    domain: 'parenting',
    text: 'my 4 year old keeps coming into our bed every night',
    goal: 'Get my son to sleep in his own bed',
    sessions_per_week: 7,
    minutes_per_session: 20,
  });

  it('builds a bedtime routine, a sleep diary first and then the gradual retreat, with praise and stickers', () => {
    expect(sessionText(sleep, 'Bedtime routine')).toMatch(/same order.*picture chart/s);
    expect(inPhase(sleep, 'start').has('Sleep diary and plan')).toBe(true);
    expect(inPhase(sleep, 'change').has('Gradual retreat')).toBe(true);
    expect(inPhase(sleep, 'start').has('Gradual retreat')).toBe(false);
    expect(sessionText(sleep, 'Chart, stickers and praise')).toMatch(/sticker right away/);
    expect(kpi(sleep, 'own-bed')).toMatchObject({ unit: 'nights', target: 7 });
    expect(sleep.summary).toMatch(/paediatrician/);
  });

  it('cuts screen time from the hours the parent gave to the agreed limit', () => {
    const screens = plan({
      domain: 'parenting',
      text: 'my son is on his tablet 5 hours a day, want to cut it to 1 hour of screens',
      target: { value: 1, unit: 'h' },
    });
    expect(titles(screens).has('Screen-time plan')).toBe(true);
    expect(kpi(screens, 'screen-minutes')).toMatchObject({ baseline: 300, target: 60, direction: 'decrease' });
    expect(kpi(screens, 'own-bed')).toBeUndefined();
  });

  it('meets tantrums with calm responses and triggers, and picky eating with relaxed meals', () => {
    const tantrums = plan({ domain: 'parenting', text: 'my 3 year old has 6 tantrums a day' });
    expect(sessionText(tantrums, 'Calm response to a tantrum')).toMatch(/name the feeling/);
    expect(titles(tantrums).has('Spot the triggers')).toBe(true);
    expect(kpi(tantrums, 'tantrums')).toMatchObject({ baseline: 42, target: 21 });
    const picky = plan({ domain: 'parenting', text: 'picky eater, my daughter only eats pasta' });
    expect(sessionText(picky, 'Relaxed family meal')).toMatch(/No pressure, bribes/);
    expect(kpi(picky, 'new-foods')?.target).toBe(3);
    expect(titles(picky).has('Bedtime routine')).toBe(false);
  });
});

describe('social', () => {
  const newCity = plan({
    domain: 'social',
    text: 'just moved to a new city and I have no friends here, loneliness 8/10, want to make 2 friends',
    goal: 'Make 2 friends',
    target: { value: 2, unit: 'friends' },
    sessions_per_week: 3,
  });

  it('moves from small steps to a weekly group, following up, and inviting people', () => {
    expect(inPhase(newCity, 'small').has('Explore your new city’s groups')).toBe(true);
    expect(inPhase(newCity, 'regular').has('Your weekly group activity')).toBe(true);
    expect(inPhase(newCity, 'regular').has('Follow up and make a plan')).toBe(true);
    expect(inPhase(newCity, 'deepen').has('Host something small')).toBe(true);
    expect(sessionText(newCity, 'Reach out to one old contact')).toMatch(/specific message/);
  });

  it('counts contacts from none, plans, loneliness from the stated 8 and the friends asked for', () => {
    expect(kpi(newCity, 'contacts')).toMatchObject({ baseline: 0, direction: 'increase' });
    expect(kpi(newCity, 'loneliness')).toMatchObject({ baseline: 8, target: 4, direction: 'decrease' });
    expect(kpi(newCity, 'friends')).toMatchObject({ baseline: 0, target: 2 });
    expect(newCity.summary).toMatch(/hopelessness.*professional/s);
  });

  it('brings a remote worker among people and a person after a breakup to their friends', () => {
    const remote = plan({ domain: 'social', text: 'so lonely working from home' });
    expect(titles(remote).has('Work among people')).toBe(true);
    expect(kpi(remote, 'friends')).toBeUndefined();
    const breakup = plan({ domain: 'social', text: 'after my breakup I feel so alone' });
    expect(titles(breakup).has('Lean on your friends')).toBe(true);
  });
});

describe('selfcare', () => {
  const floss = plan({
    domain: 'selfcare',
    text: 'i never floss, want to floss every night',
    goal: 'Floss every night',
    sessions_per_week: 7,
    minutes_per_session: 10,
  });

  it('starts flossing with one tooth after brushing, then every tooth, with a cue and a streak', () => {
    expect(inPhase(floss, 'tiny').has('Floss one tooth after brushing')).toBe(true);
    expect(inPhase(floss, 'grow').has('Floss all your teeth')).toBe(true);
    expect(inPhase(floss, 'grow').has('Floss one tooth after brushing')).toBe(false);
    expect(inPhase(floss, 'tiny').has('Set up your cue')).toBe(true);
    expect(allText(floss)).not.toMatch(/water|sunscreen/i);
    expect(kpi(floss, 'days-done')).toMatchObject({ baseline: 0, target: 6 });
    expect(kpi(floss, 'streak')?.target).toBe(28);
    expect(floss.summary).toMatch(/dentist/);
  });

  it('tracks water in litres or glasses, as the person said it', () => {
    const litres = plan({ domain: 'selfcare', text: 'drink 2 litres of water a day', target: { value: 2, unit: 'L' } });
    expect(kpi(litres, 'water')).toMatchObject({ unit: 'L', target: 2 });
    expect(titles(litres).has('A glass of water with each anchor')).toBe(true);
    const glasses = plan({
      domain: 'selfcare',
      text: 'I only drink 2 glasses a day, want 8 glasses of water',
      target: { value: 8, unit: 'glasses' },
    });
    expect(kpi(glasses, 'water')).toMatchObject({ unit: 'glasses', baseline: 2, target: 8 });
  });

  it('moves the phone out of the bedroom step by step, and keeps vitamins to the advised dose', () => {
    const screen = plan({ domain: 'selfcare', text: 'stop scrolling my phone in bed' });
    expect(inPhase(screen, 'tiny').has('Phone away 30 minutes before bed')).toBe(true);
    expect(inPhase(screen, 'grow').has('Screen-free hour before bed')).toBe(true);
    expect(kpi(screen, 'screen-free')).toMatchObject({ baseline: 0, target: 60 });
    const vitamins = plan({ domain: 'selfcare', text: 'take my vitamin D every morning' });
    expect(sessionText(vitamins, 'Vitamins with breakfast')).toMatch(/dose advised/);
    expect(vitamins.summary).toMatch(/pharmacist/);
  });
});
