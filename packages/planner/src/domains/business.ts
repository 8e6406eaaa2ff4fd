import { confidenceQuestion } from './common.ts';
import { MONEY_UNITS, targetIn, type DomainTemplate } from './types.ts';

const CUSTOMER_UNITS = ['customers', 'clients', 'sales', 'users', 'subscribers', 'orders', 'members'];

export const business: DomainTemplate = {
  domain: 'business',
  label: 'business',
  physical: false,
  keywords: ['business', 'startup', 'launch', 'customers', 'sales', 'mvp', 'marketing', 'product', 'founder'],
  caution: 'Check the local rules for registering a business, invoicing and tax before you take money.',
  target_fallback: 'your first paying customer',
  phases: [
    {
      id: 'discover',
      title: 'Discover',
      share: 0.3,
      focus: 'Interview potential customers about the problem and how they solve it today.',
      why: 'Most new businesses fail for lack of customers, not lack of product; talking to them first is cheap.',
    },
    {
      id: 'build',
      title: 'Build the MVP',
      share: 0.4,
      focus: 'The smallest offer someone would pay for, a simple landing page and a price.',
      why: 'A minimum viable product tests demand before you spend months building.',
    },
    {
      id: 'sell',
      title: 'First sales',
      share: 0.3,
      focus: 'Ask for the sale, learn from every no, and deliver to your first customers.',
      why: 'A first sale is the real proof that people want it.',
    },
  ],
  sessions: [
    {
      id: 'interviews',
      title: 'Customer interviews',
      share: 1,
      hard: true,
      description:
        'Talk to 2 or 3 people who have the problem. Ask about the last time it happened and what they did, not whether they like your idea.',
      why: 'Past behaviour is honest evidence; opinions about an idea are not.',
    },
    {
      id: 'synthesis',
      title: 'Notes and next step',
      share: 0.5,
      description:
        'Write down what you heard: the pains repeated most, the words people use, and what you will test next.',
      why: 'Patterns across conversations tell you what to build and how to describe it.',
    },
    {
      id: 'mvp',
      title: 'Build the MVP',
      share: 1,
      hard: true,
      phases: ['build', 'sell'],
      description:
        'Work on the smallest version that delivers the core result (a service done by hand, a spreadsheet, a simple page).',
      why: 'Building only the core keeps you fast and lets customers shape the rest.',
    },
    {
      id: 'offer',
      title: 'Landing page and offer',
      share: 0.8,
      phases: ['build', 'sell'],
      description: 'Write the offer in your customers’ words with a clear price and one call to action.',
      why: 'A page with a price tests whether people will act, not just nod.',
    },
    {
      id: 'sales',
      title: 'Sales outreach',
      share: 0.8,
      hard: true,
      phases: ['sell'],
      description:
        'Contact 5 interested people, show the offer and ask directly whether they want to buy or pre-order.',
      why: 'Asking for money is the fastest way to learn what the offer is worth.',
    },
  ],
  rotation: ['interviews', 'mvp', 'synthesis', 'sales', 'offer', 'interviews', 'mvp'],
  filler: 'interviews',
  finale: null,
  progression: {
    weekly_increase: 0.05,
    deload_every: null,
    deload_factor: 1,
    taper_factor: null,
    cap: 1.3,
    why: 'Effort grows slowly so the project fits around the rest of your life.',
  },
  checkin: {
    every_weeks: 2,
    description: 'Three quick questions about what customers told you.',
    why: 'Your answers decide whether to keep digging, build, or push sales harder.',
    questions: [
      {
        id: 'learning',
        prompt: 'Did you learn something new from customers in the last two weeks?',
        options: [
          { label: 'I did not talk to any', score: 0 },
          { label: 'A little', score: 1 },
          { label: 'Yes, clear patterns', score: 2 },
        ],
      },
      {
        id: 'demand',
        prompt: 'Has anyone asked to buy, pre-ordered or paid?',
        options: [
          { label: 'No interest yet', score: 0 },
          { label: 'Some interest', score: 1 },
          { label: 'Someone asked to buy or paid', score: 2 },
        ],
      },
      confidenceQuestion,
    ],
  },
  kpi_every_weeks: 2,
  kpis: [
    {
      id: 'interviews',
      name: 'Customer conversations',
      unit: 'count',
      direction: 'increase',
      baseline: () => 0,
      target: ({ weeks }) => Math.min(30, Math.max(5, 2 * weeks)),
      why: 'Around 15 to 20 good conversations usually reveal whether a problem is worth solving.',
    },
    {
      id: 'revenue',
      name: 'Revenue',
      unit: '{unit}',
      direction: 'increase',
      when: (ctx) => targetIn(ctx, MONEY_UNITS) !== null,
      baseline: () => 0,
      target: (ctx) => targetIn(ctx, MONEY_UNITS) ?? 0,
      why: 'Revenue is the clearest sign that you are solving a problem people pay for.',
    },
    {
      id: 'paying-customers',
      name: 'Paying customers',
      unit: 'customers',
      direction: 'increase',
      when: (ctx) => targetIn(ctx, MONEY_UNITS) === null,
      baseline: () => 0,
      target: (ctx) => targetIn(ctx, CUSTOMER_UNITS) ?? 1,
      why: 'The first paying customer proves demand better than any survey.',
    },
  ],
  nudges: [
    { text: 'Ask one person today how they handle the problem now.', why: 'Every conversation sharpens the idea.' },
    { text: 'Cut one feature from the MVP.', why: 'Smaller ships sooner and teaches you faster.' },
    { text: 'Name a price out loud this week.', why: 'A price makes interest concrete.' },
    { text: 'Write down the riskiest assumption and how to test it.', why: 'Testing risk first saves time and money.' },
  ],
};
