import { confidenceQuestion, consistencyQuestion } from './common.ts';
import type { DomainTemplate } from './types.ts';

/**
 * Finishing a piece of work the person makes (decision 094): a thesis, a novel, an app, a portfolio, an EP, a game
 * prototype, a dress. `{work}` is the piece of work in the person's own words (parse-work.ts), so every session
 * names it; milestones come first, steady work blocks next, then finishing and handing it over on the goal day.
 */
export const projects: DomainTemplate = {
  domain: 'projects',
  label: 'project',
  physical: false,
  keywords: ['project', 'finish', 'draft', 'thesis', 'novel', 'app', 'website', 'portfolio', 'prototype', 'launch'],
  caution: null,
  target_fallback: 'project',
  phases: [
    {
      id: 'scope',
      title: 'Milestones',
      share: 0.2,
      focus: 'Break your {work} into milestones small enough for one or two sessions, with a date for each.',
      why: 'A big piece of work is finished one small part at a time; a clear next step makes every session easy to start.',
    },
    {
      id: 'build',
      title: 'Make it',
      share: 0.55,
      focus: 'Steady work blocks on the next milestone of your {work}, and early feedback from someone honest.',
      why: 'Regular blocks on one next step move a project further than rare long pushes.',
    },
    {
      id: 'finish',
      title: 'Finish and hand it over',
      share: 0.25,
      focus: 'Close the open ends of your {work}, check it, polish it and get it ready to hand in, publish or launch.',
      why: 'The last part is where projects stall: finishing what is there beats adding more.',
    },
  ],
  sessions: [
    {
      id: 'block',
      title: 'Work block on your {work}',
      share: 1,
      hard: true,
      phases: ['scope', 'build'],
      description:
        'Take the next milestone of your {work} and work on it with notifications off. Stop at a point where you know the next step, and write that step down. Note what you finished.',
      why: 'Ending each block with the next step written down makes the next session start in seconds.',
    },
    {
      id: 'block',
      title: 'Finish and polish your {work}',
      share: 1,
      hard: true,
      phases: ['finish'],
      description:
        'Work through the list of open ends of your {work}: fix, check, tidy and complete what is there. Add nothing new now; note what is left.',
      why: 'Finishing and checking what exists is what turns a draft into something you can hand over.',
    },
    {
      id: 'review',
      title: 'Map the milestones of your {work}',
      share: 0.6,
      phases: ['scope'],
      description:
        'List what your {work} needs to be finished: the parts in order, each small enough for one or two sessions. Put a date beside each, working back from your deadline, and keep a buffer week before it.',
      why: 'Milestones with dates show early whether the deadline holds, while there is still time to change course.',
    },
    {
      id: 'review',
      title: 'Weekly review of your {work}',
      share: 0.4,
      phases: ['build', 'finish'],
      description:
        'Tick off the milestones of your {work} you finished this week, move what slipped, and pick the next three steps. Compare where you are with the dates on your list.',
      why: 'A short weekly look at the plan catches a slipping deadline while it is still small.',
    },
    {
      id: 'feedback',
      title: 'Show your {work} to someone',
      share: 0.5,
      phases: ['build', 'finish'],
      description:
        'Share the latest part of your {work} with one person who will be honest (a supervisor, a friend, a first user or reader) and write down their three main points. Fold the ones you agree with into your milestone list.',
      why: 'Feedback early is cheap; at the end it is expensive.',
    },
  ],
  rotation: ['review', 'block', 'block', 'feedback', 'block', 'block', 'block'],
  filler: 'block',
  finale: {
    id: 'release',
    title: 'Hand in, publish or launch your {work}',
    share: 0.8,
    description:
      'Today your {work} goes out: submit it, publish it or launch it. Then write down what went well and what you would do differently next time.',
    why: 'Handing the work over on the day you set is the goal this plan was built around.',
  },
  progression: {
    weekly_increase: 0.05,
    deload_every: 5,
    deload_factor: 0.85,
    taper_factor: null,
    cap: 1.3,
    why: 'Work time grows about 5% a week, with a lighter week every 5th week as a buffer for what slipped.',
  },
  checkin: {
    every_weeks: 2,
    description: 'Three quick questions about where the project stands.',
    why: 'Your answers set the pace: behind schedule means smaller milestones and fewer new parts.',
    questions: [
      {
        id: 'milestones',
        prompt: 'How are your milestones compared with their dates?',
        options: [
          { label: 'Well behind', score: 0 },
          { label: 'A little behind', score: 1 },
          { label: 'On schedule', score: 2 },
          { label: 'Ahead', score: 3 },
        ],
      },
      consistencyQuestion('work blocks'),
      confidenceQuestion,
    ],
  },
  kpi_every_weeks: 1,
  kpis: [
    {
      id: 'milestones',
      name: 'Milestones finished',
      unit: 'milestones',
      direction: 'increase',
      baseline: () => 0,
      target: (ctx) => Math.max(3, Math.min(20, Math.round(ctx.weeks / 2))),
      why: 'Milestones ticked off show progress on a long piece of work that is easy to miss day to day.',
    },
    {
      id: 'work-minutes',
      name: 'Focused work minutes per week',
      unit: 'min',
      direction: 'increase',
      baseline: () => null,
      target: ({ intent }) => intent.sessions_per_week * intent.minutes_per_session,
      why: 'Steady weekly work time is what finishes projects.',
    },
  ],
  nudges: [
    {
      text: 'Start with the next step you wrote down last time.',
      why: 'A written next step skips the hardest part of a session: deciding what to do.',
    },
    {
      text: 'Done is better than perfect: finish the part, then improve it.',
      why: 'A rough finished part can be improved; a perfect unfinished one cannot be handed in.',
    },
    {
      text: 'Protect your work block like an appointment.',
      why: 'A fixed time in the week keeps the project from being squeezed out by smaller things.',
    },
  ],
};
