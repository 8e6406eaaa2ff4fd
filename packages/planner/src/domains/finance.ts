import { confidenceQuestion, consistencyQuestion } from './common.ts';
import { MONEY_UNITS, targetIn, type DomainTemplate, type KpiContext } from './types.ts';

/** A sum to bring down (decision 100): the target is below where the person is ("$7,400 on the card, pay it off"). */
const isDebt = (ctx: KpiContext) => {
  const { target, baseline } = ctx.intent;
  return targetIn(ctx, MONEY_UNITS) !== null && !!baseline && !!target && target.value < baseline.value;
};

export const finance: DomainTemplate = {
  domain: 'finance',
  label: 'money',
  physical: false,
  keywords: ['money', 'budget', 'savings', 'debt', 'finance', 'investing', 'saving', 'spending', 'retirement'],
  caution:
    'This is general information, not financial advice; for investments or serious debt, talk to a regulated adviser or a free debt charity.',
  target_fallback: 'your money goal',
  phases: [
    {
      id: 'map',
      title: 'Map your money',
      share: 0.25,
      focus: 'Track every expense, list debts with their interest rates, and see where the money goes.',
      why: 'You cannot steer what you do not measure; most people underestimate their spending.',
    },
    {
      id: 'plan',
      title: 'Plan and automate',
      share: 0.35,
      focus: 'A simple budget (e.g. 50/30/20), an automatic transfer on payday and a starter emergency fund.',
      why: 'Automating savings removes the need for willpower each month.',
    },
    {
      id: 'grow',
      title: 'Pay down and grow',
      share: 0.4,
      focus: 'Clear the highest-interest debt first, build the emergency fund, then learn about low-cost investing.',
      why: 'Paying off expensive debt is a guaranteed return; an emergency fund stops new debt.',
    },
  ],
  sessions: [
    {
      id: 'review',
      title: 'Spending review',
      share: 0.6,
      description: 'Categorise last week’s transactions and compare them with your budget. Note one leak to fix.',
      why: 'A weekly look keeps small leaks from becoming big ones.',
    },
    {
      id: 'budget',
      title: 'Budget session',
      share: 1,
      hard: true,
      description:
        'Set or adjust your monthly budget: needs, wants and savings. Cancel one subscription you do not use.',
      why: 'A budget gives every unit of money a job before it is spent.',
    },
    {
      id: 'automate',
      title: 'Automate and move money',
      share: 0.5,
      phases: ['plan', 'grow'],
      description: 'Set up or raise the automatic transfer to savings or extra debt payments on payday.',
      why: 'Paying yourself first makes saving the default.',
    },
    {
      id: 'debt',
      title: 'Debt plan',
      share: 0.8,
      hard: true,
      phases: ['grow'],
      description:
        'List debts by interest rate and put every spare amount on the highest one (avalanche), paying minimums on the rest.',
      why: 'The avalanche method costs the least interest overall.',
    },
    {
      id: 'learn',
      title: 'Money learning',
      share: 0.7,
      description: 'Read or watch one piece on emergency funds, pensions or index funds and write one takeaway.',
      why: 'Understanding the basics protects you from expensive products.',
    },
  ],
  rotation: ['budget', 'review', 'automate', 'learn', 'debt', 'review', 'learn'],
  filler: 'review',
  finale: null,
  progression: {
    weekly_increase: 0.03,
    deload_every: null,
    deload_factor: 1,
    taper_factor: null,
    cap: 1.15,
    why: 'Money habits need steady attention more than growing effort.',
  },
  checkin: {
    every_weeks: 2,
    description: 'Three quick questions about your money habits.',
    why: 'Your answers show whether the routine fits your life or needs to be lighter.',
    questions: [
      consistencyQuestion('money sessions'),
      {
        id: 'on-budget',
        prompt: 'Did you stay within your budget?',
        options: [
          { label: 'Well over', score: 0 },
          { label: 'A little over', score: 1 },
          { label: 'Within it', score: 2 },
        ],
      },
      confidenceQuestion,
    ],
  },
  kpi_every_weeks: 2,
  kpis: [
    {
      id: 'debt-left',
      name: 'Debt left',
      unit: '{unit}',
      direction: 'decrease',
      when: (ctx) => isDebt(ctx),
      baseline: (ctx) => ctx.intent.baseline?.value ?? null,
      target: (ctx) => targetIn(ctx, MONEY_UNITS) ?? 0,
      why: 'Seeing what is left go down toward {target} shows every extra payment working.',
    },
    {
      id: 'saved',
      name: 'Saved toward the goal',
      unit: '{unit}',
      direction: 'increase',
      when: (ctx) => targetIn(ctx, MONEY_UNITS) !== null && !isDebt(ctx),
      baseline: () => 0,
      target: (ctx) => targetIn(ctx, MONEY_UNITS) ?? 0,
      why: 'Watching the balance grow toward {target} keeps the goal real.',
    },
    {
      id: 'emergency-fund',
      name: 'Emergency fund',
      unit: 'months',
      direction: 'increase',
      when: (ctx) => targetIn(ctx, MONEY_UNITS) === null,
      baseline: () => null,
      target: (ctx) => targetIn(ctx, ['months', 'month']) ?? 3,
      why: 'Three months of essential costs set aside is a common first safety net.',
    },
    {
      id: 'savings-rate',
      name: 'Savings rate',
      unit: '%',
      direction: 'increase',
      baseline: () => null,
      target: () => 20,
      why: 'Saving about 20% of income is a common benchmark (the 50/30/20 rule).',
    },
  ],
  nudges: [
    { text: 'Wait 24 hours before any unplanned purchase.', why: 'Most impulse wants fade within a day.' },
    { text: 'Check one bill for a cheaper deal this week.', why: 'Switching providers is an easy win.' },
    { text: 'Pay yourself first on payday.', why: 'Saving before spending makes it automatic.' },
    { text: 'Write down one money win this week.', why: 'Noticing progress keeps you motivated.' },
  ],
};
