import { consistencyQuestion, energyQuestion } from './common.ts';
import { targetIn, type DomainTemplate, type KpiContext } from './types.ts';
import { POSTPARTUM_KPIS, POSTPARTUM_PHASES, POSTPARTUM_SESSIONS } from './weight-postpartum.ts';

/** About 0.5 to 1 kg a week is a safe, lasting pace. */
const SAFE_KG_PER_WEEK = 0.75;
const KG = ['kg', 'kgs', 'kilo', 'kilos', 'kilograms'];
const LB = ['lb', 'lbs', 'pound', 'pounds'];

/**
 * A small number is an amount to lose ("lose 5 kg"), capped at a safe pace; a large one is a goal weight ("get to
 * 70 kg", null here). Without a target the plan aims for a gentle 0.5 kg a week.
 */
function amountToLose(ctx: KpiContext): { value: number; unit: 'kg' | 'lb' } | null {
  if (isGain(ctx)) return null;
  const kg = targetIn(ctx, KG);
  const lb = targetIn(ctx, LB);
  if (kg !== null) return kg <= 40 ? { value: Math.min(kg, SAFE_KG_PER_WEEK * ctx.weeks), unit: 'kg' } : null;
  if (lb !== null) return lb <= 90 ? { value: Math.min(lb, SAFE_KG_PER_WEEK * 2.2 * ctx.weeks), unit: 'lb' } : null;
  return { value: Math.min(0.5 * ctx.weeks, 10), unit: 'kg' };
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const isGain = ({ intent }: KpiContext) => /\b(gain|put on|bulk|gaining)\b/i.test(`${intent.goal} ${intent.text}`);
const amountToGain = (ctx: KpiContext) => (isGain(ctx) ? (targetIn(ctx, KG) ?? targetIn(ctx, LB)) : null);

export const weight: DomainTemplate = {
  domain: 'weight',
  label: 'weight and nutrition',
  physical: true,
  keywords: ['weight', 'lose', 'fat', 'diet', 'nutrition', 'healthy', 'eating', 'calories', 'meal'],
  caution:
    'If you have a medical condition, take medication or are pregnant, check with your doctor before changing how you eat.',
  target_fallback: 'a healthier weight',
  // After a baby: a gentle, doctor-cleared return first (the first version of an id that fits the intent wins).
  phases: [
    ...POSTPARTUM_PHASES,
    {
      id: 'habits',
      title: 'Habits',
      share: 0.3,
      focus: 'Log what you eat, add protein and vegetables to each meal, and walk every day you can.',
      why: 'Small changes you keep beat a strict diet you drop.',
    },
    {
      id: 'momentum',
      title: 'Momentum',
      share: 0.5,
      focus:
        'A modest calorie deficit (about 300 to 500 kcal a day), two strength sessions a week and more daily steps.',
      why: 'A modest deficit with strength training loses fat while keeping muscle.',
    },
    {
      id: 'maintain',
      title: 'Make it stick',
      share: 0.2,
      focus: 'Practise eating at maintenance on some days and plan for holidays and busy weeks.',
      why: 'Learning to hold your new weight is what keeps it off.',
    },
  ],
  sessions: [
    ...POSTPARTUM_SESSIONS,
    {
      id: 'strength',
      title: 'Strength circuit',
      share: 1,
      hard: true,
      description:
        'Squats, push-ups (on a wall or bench if needed), rows with a band or backpack, and glute bridges: 3 rounds of 10 to 12 reps with short rests.',
      why: 'Strength work keeps muscle while you lose fat, so the weight you lose is mostly fat.',
    },
    {
      id: 'walk',
      title: 'Brisk walk',
      share: 0.8,
      description: 'Walk fast enough to breathe harder but still talk. Split it in two if that fits your day better.',
      why: 'Walking burns energy without making you much hungrier and is easy to keep up.',
    },
    {
      id: 'meal-prep',
      title: 'Meal planning and prep',
      share: 0.8,
      description:
        'Plan the next few days of meals: half the plate vegetables, a quarter protein, a quarter whole grains. Cook one or two batches.',
      why: 'Having good food ready is the easiest way to eat well on busy days.',
    },
    {
      id: 'intervals',
      title: 'Cardio intervals',
      share: 0.8,
      hard: true,
      phases: ['momentum', 'maintain'],
      description:
        'Warm up, then 8 rounds of 30 seconds fast (cycling, stairs, brisk uphill walk) and 90 seconds easy, then cool down.',
      why: 'Short harder efforts raise your fitness in little time.',
    },
  ],
  rotation: ['strength', 'walk', 'meal-prep', 'walk', 'intervals', 'strength', 'walk'],
  filler: 'walk',
  finale: null,
  progression: {
    weekly_increase: 0.05,
    deload_every: 4,
    deload_factor: 0.85,
    taper_factor: null,
    cap: 1.35,
    why: 'Activity rises about 5% a week with a lighter week every 4th week, so it stays sustainable.',
  },
  checkin: {
    every_weeks: 2,
    description: 'Three quick questions about food, activity and energy.',
    why: 'Your answers adjust the activity load; the weight trend is tracked separately as a KPI.',
    questions: [
      consistencyQuestion('sessions'),
      {
        id: 'hunger',
        prompt: 'How was your hunger between meals?',
        options: [
          { label: 'Hungry most of the time', score: 0 },
          { label: 'Sometimes hungry', score: 1 },
          { label: 'Comfortable', score: 2 },
        ],
      },
      energyQuestion,
    ],
  },
  kpi_every_weeks: 1,
  kpis: [
    ...POSTPARTUM_KPIS,
    {
      id: 'weight-lost',
      name: 'Weight lost',
      unit: 'kg',
      direction: 'increase',
      when: (ctx) => amountToLose(ctx)?.unit === 'kg',
      baseline: () => 0,
      target: (ctx) => round1(amountToLose(ctx)?.value ?? 0),
      why: 'Weigh yourself at the same time of day; about 0.5 to 1 kg a week is a safe pace that lasts.',
    },
    {
      id: 'weight-lost',
      name: 'Weight lost',
      unit: 'lb',
      direction: 'increase',
      when: (ctx) => amountToLose(ctx)?.unit === 'lb',
      baseline: () => 0,
      target: (ctx) => round1(amountToLose(ctx)?.value ?? 0),
      why: 'Weigh yourself at the same time of day; about 1 to 2 lb a week is a safe pace that lasts.',
    },
    {
      id: 'weight-gained',
      name: 'Weight gained',
      unit: 'kg',
      direction: 'increase',
      when: (ctx) => amountToGain(ctx) !== null && targetIn(ctx, KG) !== null,
      baseline: () => 0,
      target: (ctx) => round1(Math.min(amountToGain(ctx) ?? 0, 0.5 * ctx.weeks)),
      why: 'Gaining slowly (up to about 0.5 kg a week) with strength training keeps it mostly muscle.',
    },
    {
      id: 'weight-gained',
      name: 'Weight gained',
      unit: 'lb',
      direction: 'increase',
      when: (ctx) => amountToGain(ctx) !== null && targetIn(ctx, LB) !== null,
      baseline: () => 0,
      target: (ctx) => round1(Math.min(amountToGain(ctx) ?? 0, 1.1 * ctx.weeks)),
      why: 'Gaining slowly (up to about 1 lb a week) with strength training keeps it mostly muscle.',
    },
    {
      id: 'body-weight',
      name: 'Body weight',
      unit: 'kg',
      direction: 'decrease',
      when: (ctx) => !isGain(ctx) && amountToLose(ctx) === null && targetIn(ctx, KG) !== null,
      baseline: () => null,
      target: (ctx) => targetIn(ctx, KG) ?? 0,
      why: 'Weigh yourself once a week at the same time of day; the trend matters more than any single day.',
    },
    {
      id: 'body-weight',
      name: 'Body weight',
      unit: 'lb',
      direction: 'decrease',
      when: (ctx) => !isGain(ctx) && amountToLose(ctx) === null && targetIn(ctx, LB) !== null,
      baseline: () => null,
      target: (ctx) => targetIn(ctx, LB) ?? 0,
      why: 'Weigh yourself once a week at the same time of day; the trend matters more than any single day.',
    },
    {
      id: 'active-minutes',
      name: 'Active minutes per week',
      unit: 'min',
      direction: 'increase',
      baseline: () => null,
      target: () => 150,
      why: 'At least 150 minutes of moderate activity a week is the health guideline and supports weight loss.',
    },
  ],
  nudges: [
    { text: 'Fill half your plate with vegetables today.', why: 'Vegetables fill you up for few calories.' },
    {
      text: 'Drink a glass of water before each meal.',
      why: 'Thirst is easy to mistake for hunger.',
    },
    {
      text: 'Plan tomorrow’s meals tonight.',
      why: 'Decisions made ahead are easier to keep than choices made hungry.',
    },
    {
      text: 'A heavier day on the scale is normal; look at the weekly trend.',
      why: 'Water and food shift the scale by a kilo or more from day to day.',
    },
  ],
};
