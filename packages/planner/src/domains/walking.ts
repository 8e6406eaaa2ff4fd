import { NOW_WORDS, plainNumbers } from './baseline.ts';
import { consistencyQuestion, energyQuestion } from './common.ts';
import { targetIn, totalKm, weeklyShare, type DomainTemplate, type KpiContext } from './types.ts';

const STEPS = ['steps', 'step', 'pasos', 'schritte', 'خطوة', 'خطوات'];

/**
 * Today's steps from the person's words: a step-sized number (300 to 40,000) other than the goal ("10,000 a day, I do
 * about 4,000 now"), or the only one when it is said to be where they are now ("I only do 3000 steps at the moment").
 */
function stepsBaseline(ctx: KpiContext): number | null {
  const text = plainNumbers(ctx.intent.text);
  const numbers = [...text.matchAll(/(?<![\d.])(\d{3,5})(?![\d.]| ?(?:m\b|km|kcal|cal|kg|lb|min|mg|ml))/g)]
    .map((m) => Number(m[1]))
    .filter((n) => n >= 300 && n <= 40000);
  const goal = targetIn(ctx, STEPS);
  const others = numbers.filter((n) => n !== goal);
  if (others.length > 0 && (goal === null || (others[0] ?? 0) < goal)) return others[0] ?? null;
  return numbers.length === 1 && NOW_WORDS.test(text) ? (numbers[0] ?? null) : null;
}

/** The person's goal when it is above where they are; else about +750 steps a day per week, up to 10,000. */
function stepsTarget(ctx: KpiContext): number {
  const goal = targetIn(ctx, STEPS);
  const base = stepsBaseline(ctx);
  if (goal !== null && (base === null || goal > base)) return goal;
  if (base === null) return 8000;
  return Math.round(Math.max(base + 2000, Math.min(10000, base + 750 * ctx.weeks)) / 500) * 500;
}

export const walking: DomainTemplate = {
  domain: 'walking',
  label: 'walking',
  physical: false,
  keywords: ['walking', 'walk', 'steps', 'hiking', 'outdoors', 'cardio', 'fitness', 'active'],
  caution:
    'If you have heart, lung or joint problems, or get chest pain, dizziness or unusual breathlessness when you walk, stop and check with your doctor before building up.',
  target_fallback: 'your step goal',
  phases: [
    {
      id: 'baseline',
      title: 'Find your baseline',
      share: 0.2,
      focus:
        'Carry your phone or wear a step counter every day to see your usual steps, and add a few short walks to the days you already have.',
      why: 'Knowing your real daily average lets the plan build from where you are, not from a guess.',
    },
    {
      id: 'build',
      title: 'Build your steps',
      share: 0.55,
      focus: 'Add 500 to 1,000 steps a day each week with walk breaks, a daily brisk walk and one longer weekend walk.',
      why: 'Small weekly increases are easy to absorb and add up to thousands of extra steps within weeks.',
    },
    {
      id: 'lasting',
      title: 'Brisk and lasting',
      share: 0.25,
      focus: 'Keep your new daily steps, make more of them brisk, add gentle hills, and fix walking into your routine.',
      why: 'Brisk walking brings the bigger heart and fitness benefits, and fixed routines make the habit last.',
    },
  ],
  sessions: [
    {
      id: 'brisk',
      title: 'Brisk walk',
      share: 1,
      description:
        'Walk 5 minutes easy, then briskly (breathing faster, able to talk but not sing, about 100 steps a minute), then 5 minutes easy to finish. Wear comfortable shoes and pick a route you enjoy.',
      why: 'Brisk walking counts as moderate exercise: good for your heart, blood sugar and mood.',
    },
    {
      id: 'breaks',
      title: 'Walk breaks',
      share: 0.4,
      description:
        'Fit three 5 to 10 minute walks into your day: after breakfast, at lunch and after dinner. Take the stairs, walk while on the phone, get off the bus a stop early. Ten minutes of walking is about 1,000 steps.',
      why: 'Short walks spread over the day add steps without needing a big block of time.',
    },
    {
      id: 'long',
      title: 'Longer walk',
      share: 1,
      phases: ['build', 'lasting'],
      description:
        'A longer walk at a comfortable pace somewhere pleasant: a park, a trail, the riverside, ideally with a friend. Make it 5 minutes longer than last week’s.',
      why: 'One longer walk a week builds endurance and makes walking something you look forward to.',
    },
    {
      id: 'intervals',
      title: 'Brisk intervals and hills',
      share: 0.8,
      phases: ['lasting'],
      description:
        'After 5 easy minutes, alternate 3 minutes fast and 3 minutes easy, 4 to 5 times, or walk briskly up a gentle hill and easily down again. Finish with 5 easy minutes.',
      why: 'Short faster stretches raise your fitness more than the same time at an even pace.',
    },
  ],
  rotation: ['brisk', 'breaks', 'long', 'breaks', 'brisk', 'intervals', 'breaks'],
  filler: 'breaks',
  finale: {
    id: 'goal-day',
    title: 'Goal day: {target}',
    share: 1,
    description:
      'Plan a day to reach your goal: your walk breaks plus a longer walk somewhere you enjoy. Check your step count in the evening and compare it with your first week.',
    why: 'Reaching the goal on a day you planned shows the new routine is yours.',
  },
  progression: {
    weekly_increase: 0.08,
    deload_every: null,
    deload_factor: 1,
    taper_factor: null,
    cap: 1.6,
    why: 'Walking grows by about 500 to 1,000 steps a day each week: a few minutes more at a time.',
  },
  checkin: {
    every_weeks: 2,
    description: 'Three quick questions about your walks, your feet and your energy.',
    why: 'Your answers set the pace: more steps when it feels easy, a steadier week when it does not.',
    questions: [
      consistencyQuestion('walks'),
      {
        id: 'feet',
        prompt: 'How do your feet, knees and hips feel after walking?',
        options: [
          { label: 'Painful, it lasts into the next day', score: 0 },
          { label: 'A bit sore, it passes', score: 1 },
          { label: 'Fine', score: 2 },
        ],
      },
      energyQuestion,
    ],
  },
  kpi_every_weeks: 1,
  kpis: [
    {
      id: 'daily-steps',
      name: 'Average daily steps',
      unit: 'steps',
      direction: 'increase',
      // A distance to add up is counted in kilometres or miles, not steps (decision 124).
      when: (ctx) => totalKm(ctx.intent) === null,
      baseline: stepsBaseline,
      target: stepsTarget,
      why: 'Your weekly average shows the trend better than any single day; it should rise by 500 to 1,000 steps a week.',
    },
    {
      id: 'weekly-distance',
      name: 'Weekly distance',
      unit: 'km',
      direction: 'increase',
      when: (ctx) => totalKm(ctx.intent) !== null && ctx.intent.target?.unit !== 'mi',
      baseline: () => null,
      target: (ctx) => weeklyShare(ctx, 'km') ?? 0,
      why: 'Your weekly distance is what adds up to the total: a steady week beats a long one followed by none.',
    },
    {
      id: 'weekly-distance',
      name: 'Weekly distance',
      unit: 'mi',
      direction: 'increase',
      when: (ctx) => totalKm(ctx.intent) !== null,
      baseline: () => null,
      target: (ctx) => weeklyShare(ctx, 'mi') ?? 0,
      why: 'Your weekly distance is what adds up to the total: a steady week beats a long one followed by none.',
    },
    {
      id: 'brisk-minutes',
      name: 'Brisk walking this week',
      unit: 'min',
      direction: 'increase',
      baseline: () => null,
      target: (ctx) => Math.min(150, Math.max(60, ctx.intent.sessions_per_week * 20)),
      why: 'Brisk minutes are where most of the health benefit of walking comes from; 150 a week is the common aim.',
    },
  ],
  nudges: [
    {
      text: 'Put your walking shoes by the door tonight.',
      why: 'Seeing them is a cue, and it removes one small obstacle.',
    },
    {
      text: 'Take one phone call on foot today.',
      why: 'Walking while you talk adds steps without taking extra time.',
    },
    {
      text: 'Park further away or get off a stop early this week.',
      why: 'Built-in walking happens every day without a decision.',
    },
    {
      text: 'Invite a friend or a colleague for a walk this week.',
      why: 'Walking with someone makes it more enjoyable and harder to skip.',
    },
    {
      text: 'Rain? Walk indoors: a shopping centre, stairs at home, or marching on the spot during a show.',
      why: 'A plan for bad weather keeps the streak going.',
    },
  ],
};
