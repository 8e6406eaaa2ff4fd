import { consistencyQuestion, energyQuestion } from './common.ts';
import { targetIn, type DomainTemplate } from './types.ts';

const MMOL = ['mmol/l', 'mmol'];
const MGDL = ['mg/dl', 'mgdl', 'mg'];

export const diabetes: DomainTemplate = {
  domain: 'diabetes',
  label: 'blood sugar',
  physical: false,
  keywords: ['diabetes', 'blood', 'sugar', 'glucose', 'insulin', 'a1c', 'metabolic', 'prediabetes', 'carbs'],
  caution:
    'Agree your glucose targets and any change to diet, activity or medication with your clinician first, especially if you take insulin or sulfonylureas (risk of lows).',
  target_fallback: 'steadier blood sugar',
  phases: [
    {
      id: 'know',
      title: 'Know your numbers',
      share: 0.3,
      focus: 'Log fasting and after-meal readings and what you ate, and start short walks after meals.',
      why: 'Your own readings show which meals and habits move your glucose, so you and your clinician can act on them.',
    },
    {
      id: 'build',
      title: 'Build habits',
      share: 0.5,
      focus: 'Walk after your main meals, use the plate method, and add two light strength sessions a week.',
      why: 'Post-meal walking and strength work both help muscles take up glucose.',
    },
    {
      id: 'sustain',
      title: 'Sustain',
      share: 0.2,
      focus: 'Keep the routine, review the trend and prepare questions for your next check-up.',
      why: 'Type 2 diabetes is managed over years; routines that fit your life are what last.',
    },
  ],
  sessions: [
    {
      id: 'walk',
      title: 'Walk after a meal',
      share: 0.5,
      description:
        'Walk for 10 to 20 minutes starting within 30 minutes after eating. Carry fast-acting sugar if your medication can cause lows.',
      why: 'A short walk after eating blunts the rise in blood sugar after the meal.',
    },
    {
      id: 'log',
      title: 'Glucose log review',
      share: 0.3,
      description:
        'Look at this week’s readings next to your meals and activity. Mark highs and lows and note one pattern to discuss with your clinician.',
      why: 'Patterns in your log turn numbers into decisions.',
    },
    {
      id: 'strength',
      title: 'Light strength session',
      share: 0.8,
      hard: true,
      phases: ['build', 'sustain'],
      description: 'Chair squats, wall push-ups, band rows and calf raises: 2 to 3 rounds of 10 to 15 slow reps.',
      why: 'More muscle means more places for glucose to go; strength training improves insulin sensitivity.',
    },
    {
      id: 'meal-plan',
      title: 'Meal planning (plate method)',
      share: 0.6,
      description:
        'Plan the next days’ meals: half the plate non-starchy vegetables, a quarter protein, a quarter whole-grain carbohydrate, water to drink.',
      why: 'The plate method keeps carbohydrate portions steady without counting every gram.',
    },
  ],
  rotation: ['walk', 'log', 'walk', 'strength', 'walk', 'meal-plan', 'walk'],
  filler: 'walk',
  finale: null,
  progression: {
    weekly_increase: 0.05,
    deload_every: null,
    deload_factor: 1,
    taper_factor: null,
    cap: 1.3,
    why: 'Activity grows slowly, about 5% a week, so glucose and medication stay predictable.',
  },
  checkin: {
    every_weeks: 2,
    description: 'Three quick questions about your readings and routine.',
    why: 'Answers about lows and energy make the plan gentler when needed; share big changes with your clinician.',
    questions: [
      {
        id: 'in-range',
        prompt: 'How often were your readings in the range agreed with your clinician?',
        options: [
          { label: 'Rarely', score: 0 },
          { label: 'About half the time', score: 1 },
          { label: 'Most of the time', score: 2 },
          { label: 'Almost always', score: 3 },
        ],
      },
      {
        id: 'lows',
        prompt: 'Did you have any lows (shaky, sweaty, confused, or a reading under 4 mmol/L / 70 mg/dL)?',
        options: [
          { label: 'Yes, more than one', score: 0 },
          { label: 'One', score: 1 },
          { label: 'None', score: 2 },
        ],
      },
      consistencyQuestion('walks and sessions'),
      energyQuestion,
    ],
  },
  kpi_every_weeks: 1,
  kpis: [
    {
      id: 'fasting-glucose',
      name: 'Average fasting glucose',
      unit: 'mg/dL',
      direction: 'decrease',
      when: (ctx) => targetIn(ctx, MGDL) !== null,
      baseline: () => null,
      target: (ctx) => targetIn(ctx, MGDL) ?? 130,
      why: 'A common fasting range is 80 to 130 mg/dL; agree your own target with your clinician.',
    },
    {
      id: 'fasting-glucose',
      name: 'Average fasting glucose',
      unit: 'mmol/L',
      direction: 'decrease',
      when: (ctx) => targetIn(ctx, MGDL) === null,
      baseline: () => null,
      target: (ctx) => targetIn(ctx, MMOL) ?? 7,
      why: 'A common fasting range is 4.4 to 7.2 mmol/L; agree your own target with your clinician.',
    },
    {
      id: 'hba1c',
      name: 'HbA1c',
      unit: '%',
      direction: 'decrease',
      when: (ctx) => targetIn(ctx, ['%']) !== null,
      baseline: () => null,
      target: (ctx) => targetIn(ctx, ['%']) ?? 7,
      why: 'HbA1c reflects about three months of glucose; it is measured at your check-ups, against the target you agree with your clinician.',
    },
    {
      id: 'daily-steps',
      name: 'Average daily steps',
      unit: 'steps',
      direction: 'increase',
      baseline: () => null,
      target: () => 7000,
      why: 'More daily movement improves glucose control; 7,000 steps a day is a realistic, useful aim.',
    },
  ],
  nudges: [
    {
      text: 'Check your feet tonight for cuts, blisters or redness.',
      why: 'Diabetes can dull feeling in the feet, so small wounds go unnoticed.',
    },
    {
      text: 'Log a reading before breakfast and two hours after your main meal.',
      why: 'Pairs of readings show how a meal affects you.',
    },
    { text: 'Swap one sugary drink for water today.', why: 'Sugary drinks raise blood sugar fastest.' },
    {
      text: 'Write down questions for your next check-up (HbA1c, medication, targets).',
      why: 'Your clinician can adjust treatment best with your own observations.',
    },
  ],
};
