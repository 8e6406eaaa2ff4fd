import { consistencyQuestion } from './common.ts';
import type { DomainTemplate } from './types.ts';

export const stress: DomainTemplate = {
  domain: 'stress',
  label: 'stress and wellbeing',
  physical: false,
  keywords: ['stress', 'anxiety', 'calm', 'mindfulness', 'meditation', 'breathing', 'burnout', 'mental', 'cbt'],
  caution:
    'If you feel hopeless or think about harming yourself, contact your local emergency number or a crisis line now. This plan does not replace professional care.',
  target_fallback: 'feeling calmer',
  phases: [
    {
      id: 'notice',
      title: 'Notice',
      share: 0.3,
      focus: 'Learn slow breathing and notice when and where stress shows up.',
      why: 'You can only change a stress pattern once you can see it, and slow breathing calms the body quickly.',
    },
    {
      id: 'practice',
      title: 'Practise',
      share: 0.5,
      focus: 'CBT thought records, journaling and regular movement.',
      why: 'Questioning stressful thoughts and moving your body are among the best-supported ways to lower stress.',
    },
    {
      id: 'maintain',
      title: 'Keep it going',
      share: 0.2,
      focus: 'Build your personal toolkit and a plan for hard weeks.',
      why: 'A written plan for setbacks helps you use what you learned when it matters.',
    },
  ],
  sessions: [
    {
      id: 'breathing',
      title: 'Slow breathing',
      share: 0.3,
      description:
        'Sit comfortably and breathe in for 4 seconds and out for 6 (or box breathing: 4 in, hold 4, out 4, hold 4) for 5 to 10 minutes.',
      why: 'Slow breathing with a longer out-breath switches on the body’s calming response.',
    },
    {
      id: 'thought-record',
      title: 'Thought record',
      share: 0.5,
      hard: true,
      phases: ['practice', 'maintain'],
      description:
        'Pick a stressful moment. Write the situation, the automatic thought, how strongly you believed it, the evidence for and against, and a more balanced thought.',
      why: 'This CBT exercise loosens the grip of stressful thoughts by testing them against the facts.',
    },
    {
      id: 'journaling',
      title: 'Journaling',
      share: 0.4,
      description: 'Write for 10 minutes: what is on your mind, then three things that went well today and why.',
      why: 'Putting worries on paper and noting what went well both lower stress over time.',
    },
    {
      id: 'movement',
      title: 'Outdoor walk',
      share: 0.8,
      description: 'A brisk walk outside, ideally somewhere green, without your phone in hand.',
      why: 'Moderate movement burns off stress hormones and lifts mood.',
    },
    {
      id: 'body-scan',
      title: 'Body scan',
      share: 0.4,
      description:
        'Lie or sit down and move your attention slowly from your feet to your head, noticing tension without trying to fix it.',
      why: 'Mindfulness practice lowers reactivity to stress with regular use.',
    },
  ],
  rotation: ['breathing', 'thought-record', 'movement', 'journaling', 'breathing', 'body-scan', 'journaling'],
  filler: 'journaling',
  finale: null,
  progression: {
    weekly_increase: 0.05,
    deload_every: null,
    deload_factor: 1,
    taper_factor: null,
    cap: 1.3,
    why: 'Practices lengthen a little each week as they become familiar.',
  },
  checkin: {
    every_weeks: 2,
    description: 'Three quick questions about your stress and your practice.',
    why: 'Your answers tune the plan: when it all feels too much, the practices get shorter and simpler.',
    questions: [
      {
        id: 'stress-level',
        prompt: 'How stressed have you felt over the last two weeks?',
        options: [
          { label: 'Overwhelmed', score: 0 },
          { label: 'Often stressed', score: 1 },
          { label: 'Sometimes stressed', score: 2 },
          { label: 'Mostly calm', score: 3 },
        ],
      },
      {
        id: 'coping',
        prompt: 'When stress came, could you use one of the techniques?',
        options: [
          { label: 'No', score: 0 },
          { label: 'Sometimes', score: 1 },
          { label: 'Usually', score: 2 },
        ],
      },
      consistencyQuestion('practices'),
    ],
  },
  kpi_every_weeks: 1,
  kpis: [
    {
      id: 'stress-score',
      name: 'Stress level (0 to 10)',
      unit: 'score',
      direction: 'decrease',
      baseline: () => null,
      target: () => 4,
      why: 'Rating your stress once a week shows the trend behind the ups and downs.',
    },
    {
      id: 'practice-days',
      name: 'Days with a practice',
      unit: 'days/week',
      direction: 'increase',
      baseline: () => null,
      target: ({ intent }) => Math.min(7, intent.sessions_per_week),
      why: 'Regular short practice matters more than long occasional sessions.',
    },
  ],
  nudges: [
    { text: 'Three slow breaths before you open your messages.', why: 'A calm start sets the tone for the day.' },
    {
      text: 'Notice one stressful thought today and write it down.',
      why: 'Catching thoughts is the first step of a thought record.',
    },
    { text: 'Step outside for 10 minutes of daylight.', why: 'Light and movement both lift mood.' },
    {
      text: 'Talk to someone you trust about how this week went.',
      why: 'Social support is one of the strongest buffers against stress.',
    },
  ],
};
