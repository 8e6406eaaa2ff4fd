import { confidenceQuestion, consistencyQuestion } from './common.ts';
import { targetIn, type DomainTemplate } from './types.ts';

export const habits: DomainTemplate = {
  domain: 'habits',
  label: 'habit',
  physical: false,
  keywords: ['habit', 'habits', 'routine', 'productivity', 'focus', 'discipline', 'procrastination', 'morning'],
  caution: null,
  target_fallback: 'a habit that sticks',
  phases: [
    {
      id: 'start-small',
      title: 'Start small',
      share: 0.3,
      focus: 'A tiny version of the habit, tied to a cue you already have ("after I pour my coffee, I...").',
      why: 'Tiny habits anchored to an existing routine are far more likely to survive the first weeks.',
    },
    {
      id: 'grow',
      title: 'Grow',
      share: 0.45,
      focus: 'Lengthen the habit step by step and protect the streak.',
      why: 'Once the cue works, growing the habit slowly keeps it easy to start.',
    },
    {
      id: 'automatic',
      title: 'Make it automatic',
      share: 0.25,
      focus: 'Plan for missed days and busy weeks so the habit runs on autopilot.',
      why: 'Habits take about two months on average to feel automatic; a plan for slips carries you there.',
    },
  ],
  sessions: [
    {
      id: 'habit',
      title: 'Habit session',
      share: 0.8,
      description:
        'Right after your cue, work on your habit ({goal}): begin with the smallest step (open the notebook, put on your shoes, lay out the mat) and keep going for as long as the session allows. Tick the day off on your tracker straight away. On a hard day, the two-minute version still counts.',
      why: 'Showing up matters more than the size of the session while the habit forms.',
    },
    {
      id: 'review',
      title: 'Set up your cue and space',
      share: 0.5,
      phases: ['start-small'],
      description:
        'Write your habit-stacking line: "After I [something you already do every day], I will [the two-minute version of {goal}]." Put what you need where the cue happens (the book on your pillow, the shoes by the door), remove one thing that gets in the way, and keep a tracker you see every day (a paper calendar or a note on your phone). Already set up? Check the week’s ticks and fix the one thing that got in the way.',
      why: 'A clear cue and an environment that makes the habit the easy choice do more than willpower.',
    },
    {
      id: 'focus',
      title: 'Focused block',
      share: 1,
      hard: true,
      phases: ['grow', 'automatic'],
      description:
        'A longer, distraction-free session for the habit: phone in another room, one clear aim, a short break at the end.',
      why: 'Longer focused blocks are where most of the progress happens once the habit is steady.',
    },
    {
      id: 'review',
      title: 'Weekly review',
      share: 0.4,
      description:
        'Count the ticks on your tracker for the week. Note what helped and what got in the way, then pick one tweak for next week: a clearer cue, a smaller version, or a better time or place.',
      why: 'A short review turns slips into adjustments instead of reasons to quit.',
    },
  ],
  rotation: ['habit', 'habit', 'review', 'focus', 'habit', 'habit', 'focus'],
  filler: 'habit',
  finale: null,
  progression: {
    weekly_increase: 0.05,
    deload_every: null,
    deload_factor: 1,
    taper_factor: null,
    cap: 1.4,
    why: 'Sessions lengthen about 5% a week, slowly enough that starting stays easy.',
  },
  checkin: {
    every_weeks: 2,
    description: 'Three quick questions about the habit.',
    why: 'Your answers decide whether to grow the habit or make it smaller again.',
    questions: [
      consistencyQuestion('sessions'),
      {
        id: 'ease',
        prompt: 'How easy is it to start the habit now?',
        options: [
          { label: 'A real struggle', score: 0 },
          { label: 'It takes effort', score: 1 },
          { label: 'Fairly easy', score: 2 },
          { label: 'Automatic', score: 3 },
        ],
      },
      confidenceQuestion,
    ],
  },
  kpi_every_weeks: 1,
  kpis: [
    {
      id: 'habit-days',
      name: 'Days you did it',
      unit: 'days/week',
      direction: 'increase',
      baseline: () => null,
      target: ({ intent }) => Math.min(7, intent.sessions_per_week),
      why: 'Counting days done, not perfection, is the truest measure of a forming habit.',
    },
    {
      id: 'streak',
      name: 'Longest streak',
      unit: 'sessions',
      direction: 'increase',
      baseline: () => 0,
      target: (ctx) =>
        targetIn(ctx, ['days', 'day', 'streak']) ?? Math.min(66, ctx.intent.sessions_per_week * ctx.weeks),
      why: 'A growing streak shows the habit is becoming part of your routine.',
    },
  ],
  nudges: [
    {
      text: 'Never miss twice: if you skip today, do the tiny version tomorrow.',
      why: 'One miss is noise; two starts a new pattern.',
    },
    { text: 'Make the cue obvious: put what you need where you will see it.', why: 'Visible cues trigger the habit.' },
    { text: 'Tick off today’s session where you can see it.', why: 'A visible record is its own small reward.' },
    { text: 'Tell someone what you are working on.', why: 'A little accountability makes follow-through more likely.' },
  ],
};
