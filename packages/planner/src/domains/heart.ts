import { mentions, numberIn } from './baseline.ts';
import { consistencyQuestion } from './common.ts';
import { targetIn, type DomainTemplate, type KpiContext } from './types.ts';

const MMHG = ['mmhg', 'mm', 'mmofhg'];
const MMOL = ['mmol/l', 'mmol'];
const MGDL = ['mg/dl', 'mgdl', 'mg'];
const BP_WORDS =
  /blood pressure|hypertension|\bbp\b|systolic|diastolic|presi[oó]n arterial|tensi[oó]n|hipertensi[oó]n|blutdruck|bluthochdruck|ضغط الدم|الضغط/;
const CHOL_WORDS =
  /cholesterol|\bldl\b|\bhdl\b|triglycerides|statin|colesterol|cholesterin|الكوليسترول|الكولسترول|الدهون/;

/** Blood pressure or cholesterol, by the target's unit first, then by the words; a general heart goal gets both. */
const isBp = (ctx: KpiContext) =>
  targetIn(ctx, MMHG) !== null ||
  (targetIn(ctx, [...MMOL, ...MGDL]) === null && (mentions(ctx, BP_WORDS) || !mentions(ctx, CHOL_WORDS)));
const isChol = (ctx: KpiContext) =>
  targetIn(ctx, [...MMOL, ...MGDL]) !== null ||
  (targetIn(ctx, MMHG) === null && (mentions(ctx, CHOL_WORDS) || !mentions(ctx, BP_WORDS)));
const isCholOnly = (ctx: KpiContext) => isChol(ctx) && !isBp(ctx);

/** "my BP is 150/95" or "systolic around 145" is where they are; "under 130/80" is the goal (parse-goal). */
const systolicBaseline = (ctx: KpiContext) =>
  numberIn(ctx, [
    /(?<!(?:under|below|to|than|<|bajo|unter|auf) ?)\b(1\d{2}|[89]\d) ?\/ ?\d{2,3}\b/,
    /\bsystolic\b(?: is| of| at| around| about| was|:)* ?(\d{2,3})\b/,
  ]);
const ldlBaseline = (ctx: KpiContext) =>
  numberIn(ctx, [
    /\b(?:ldl|cholesterol|colesterol|cholesterin)\b(?: is| of| at| around| about| was| level|:)* ?(\d+(?:\.\d+)?)/,
  ]);
const isMgdl = (ctx: KpiContext) =>
  targetIn(ctx, MGDL) !== null || (targetIn(ctx, MMOL) === null && (ldlBaseline(ctx) ?? 0) >= 35);

export const heart: DomainTemplate = {
  domain: 'heart',
  label: 'heart health',
  physical: false,
  keywords: ['heart', 'blood pressure', 'hypertension', 'cholesterol', 'cardiovascular', 'cardio', 'salt', 'walking'],
  caution:
    'This plan never changes your medication: keep taking what your doctor prescribed and discuss any change with them. Chest pain or pressure, sudden breathlessness, fainting, a sudden severe headache, or a reading above 180/120 need urgent medical care: call emergency services.',
  target_fallback: 'a healthier heart',
  phases: [
    {
      id: 'numbers',
      title: 'Know your numbers',
      share: 0.25,
      focus:
        'A week of home readings or your latest blood test as the baseline, short brisk walks, and a look at how much salt and saturated fat you eat now.',
      why: 'Your own numbers show where you start and let you and your doctor see the effect of every change.',
    },
    {
      id: 'swap',
      title: 'Swap and move',
      share: 0.5,
      focus:
        'Build to 150 minutes of brisk activity a week and make one food swap at a time: less salt and saturated fat, more fibre, vegetables and potassium-rich foods.',
      why: 'Regular aerobic activity and these food changes each lower blood pressure and LDL cholesterol; together they add up.',
    },
    {
      id: 'sustain',
      title: 'Sustain and review',
      share: 0.25,
      focus: 'Keep the routine, compare your numbers with week 1, and take your log to your doctor or nurse.',
      why: 'Heart health is kept over years; routines that fit your week and a review with your doctor make it last.',
    },
  ],
  sessions: [
    {
      id: 'walk',
      title: 'Brisk walk',
      share: 1,
      description:
        'Walk briskly: fast enough that you can talk but not sing. Start with what feels comfortable and add 5 minutes a week until you reach 30 minutes. Cycling or swimming count too. Stop and seek help if you get chest pain, severe breathlessness or dizziness.',
      why: 'About 150 minutes of moderate activity a week lowers blood pressure and improves cholesterol.',
    },
    {
      id: 'check',
      title: 'Home blood pressure check',
      share: 0.25,
      when: isBp,
      description:
        'Before breakfast, caffeine and medication: sit quietly for 5 minutes, back supported, feet flat, arm resting at heart level, cuff on bare skin. Take 2 readings 1 minute apart and write both down. Repeat in the evening. Any reading above 180/120: rest 5 minutes and measure again; if it stays that high, get urgent care.',
      why: 'Readings taken the same way at home are more reliable than a single reading at the clinic and show your real trend.',
    },
    {
      id: 'check',
      title: 'Fibre-rich breakfast prep',
      share: 0.3,
      description:
        'Prepare breakfasts for the next days around soluble fibre: porridge or overnight oats (about 40 g of oats), with fruit, ground flax or a handful of nuts. Add beans, lentils or barley to one lunch or dinner.',
      why: 'About 3 g a day of oat beta-glucan and other soluble fibre lowers LDL cholesterol.',
    },
    {
      id: 'food',
      title: 'Low-salt meal planning',
      share: 0.6,
      when: (ctx) => !isCholOnly(ctx),
      description:
        'Plan the next days’ meals to stay under 5 g of salt a day (about one teaspoon, most of it hidden in bread, cheese, processed meat, sauces and ready meals). Check labels: more than 1.5 g of salt per 100 g is high. Add potassium-rich foods: vegetables, beans, bananas, potatoes, yoghurt (if you have kidney disease or take potassium-affecting medicine, ask your doctor first).',
      why: 'Cutting salt and eating more potassium-rich foods lowers blood pressure within weeks.',
    },
    {
      id: 'food',
      title: 'Saturated fat swaps',
      share: 0.6,
      description:
        'Plan the next days’ meals with one swap each: butter and coconut oil for olive or rapeseed oil, fatty and processed meat for fish (oily fish twice a week), beans or poultry, cream and full-fat cheese for lower-fat versions, biscuits and pastries for fruit or a handful of unsalted nuts.',
      why: 'Replacing saturated fat with unsaturated fats lowers LDL cholesterol.',
    },
    {
      id: 'strength',
      title: 'Light strength session',
      share: 0.7,
      phases: ['swap', 'sustain'],
      description:
        'Chair squats, wall push-ups, band rows and calf raises: 2 rounds of 10 to 15 slow reps. Breathe out as you push and never hold your breath.',
      why: 'Two light strength sessions a week help blood pressure and blood fats; steady breathing keeps pressure spikes away.',
    },
    {
      id: 'unwind',
      title: 'Slow breathing wind-down',
      share: 0.4,
      description:
        'Sit comfortably and breathe slowly: in through the nose for 4 seconds, out for 6, for 10 minutes. Then put screens away for the evening.',
      why: 'Slow breathing and better sleep calm the stress response that pushes blood pressure up.',
    },
  ],
  rotation: ['walk', 'check', 'walk', 'food', 'walk', 'strength', 'unwind'],
  filler: 'walk',
  finale: null,
  progression: {
    weekly_increase: 0.05,
    deload_every: null,
    deload_factor: 1,
    taper_factor: null,
    cap: 1.4,
    why: 'Activity grows gently, about 5% a week, so your heart and any medication have time to adjust.',
  },
  checkin: {
    every_weeks: 2,
    description: 'Three quick questions about your activity, food and how you feel.',
    why: 'Your answers tune the coming weeks; share symptoms and big changes in your numbers with your doctor.',
    questions: [
      consistencyQuestion('brisk walks'),
      {
        id: 'food',
        prompt: 'On how many days did you keep to your food swaps?',
        options: [
          { label: 'Hardly any', score: 0 },
          { label: 'A few', score: 1 },
          { label: 'Most days', score: 2 },
          { label: 'Nearly every day', score: 3 },
        ],
      },
      {
        id: 'symptoms',
        prompt: 'Any chest discomfort, dizziness or unusual breathlessness?',
        options: [
          { label: 'Yes: I will contact my doctor (urgent care for chest pain)', score: 0 },
          { label: 'Brief light-headedness once or twice', score: 1 },
          { label: 'None', score: 2 },
        ],
      },
    ],
  },
  kpi_every_weeks: 2,
  kpis: [
    {
      id: 'systolic',
      name: 'Average home systolic blood pressure',
      unit: 'mmHg',
      direction: 'decrease',
      when: isBp,
      baseline: systolicBaseline,
      target: (ctx) => targetIn(ctx, MMHG) ?? 130,
      why: 'The top number averaged over a week of home readings; many guidelines aim below 130/80, but agree your own target with your doctor.',
    },
    {
      id: 'ldl',
      name: 'LDL cholesterol (latest blood test)',
      unit: 'mg/dL',
      direction: 'decrease',
      when: (ctx) => isChol(ctx) && isMgdl(ctx),
      baseline: ldlBaseline,
      target: (ctx) => targetIn(ctx, MGDL) ?? 115,
      why: 'LDL is the cholesterol that clogs arteries; it is measured by a blood test, often about 3 months after changes. Your doctor sets your target.',
    },
    {
      id: 'ldl',
      name: 'LDL cholesterol (latest blood test)',
      unit: 'mmol/L',
      direction: 'decrease',
      when: isChol,
      baseline: ldlBaseline,
      target: (ctx) => targetIn(ctx, MMOL) ?? 3,
      why: 'LDL is the cholesterol that clogs arteries; it is measured by a blood test, often about 3 months after changes. Your doctor sets your target.',
    },
    {
      id: 'active-minutes',
      name: 'Brisk activity this week',
      unit: 'min',
      direction: 'increase',
      baseline: () => null,
      target: () => 150,
      why: '150 minutes a week of moderate activity is the amount linked to lower blood pressure and heart risk.',
    },
    {
      id: 'food-days',
      name: 'Days this week under 5 g of salt',
      unit: 'days',
      direction: 'increase',
      when: (ctx) => !isCholOnly(ctx),
      baseline: () => null,
      target: () => 5,
      why: 'Most salt is hidden in bought food; counting low-salt days keeps the swap visible.',
    },
    {
      id: 'food-days',
      name: 'Days this week with oats, beans or lentils',
      unit: 'days',
      direction: 'increase',
      baseline: () => null,
      target: () => 5,
      why: 'Soluble fibre most days is one of the surest food changes for LDL cholesterol.',
    },
  ],
  nudges: [
    {
      text: 'Measure your blood pressure at the same times each day, seated and rested, and log both readings.',
      why: 'Consistent readings make the trend trustworthy for you and your doctor.',
    },
    {
      text: 'Check the salt on the label of one food you buy often; pick a lower-salt version if there is one.',
      why: 'Bread, cheese, sauces and processed meat carry most of the salt people eat.',
    },
    {
      text: 'Have oats, beans or lentils in at least one meal today.',
      why: 'Soluble fibre binds cholesterol in the gut so less of it reaches your blood.',
    },
    {
      text: 'Take your medication as prescribed; if side effects bother you, talk to your doctor rather than stopping.',
      why: 'Lifestyle changes add to medication; stopping it on your own can raise your risk quickly.',
    },
    {
      text: 'Keep alcohol within low-risk limits and take a few alcohol-free days each week.',
      why: 'Alcohol raises blood pressure and adds empty calories.',
    },
    {
      text: 'If you smoke, ask your pharmacist or doctor about support to stop.',
      why: 'Stopping smoking is the single biggest step for your heart and arteries.',
    },
  ],
};
