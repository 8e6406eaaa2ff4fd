import { energyQuestion } from './common.ts';
import { targetIn, type DomainTemplate } from './types.ts';

export const sleep: DomainTemplate = {
  domain: 'sleep',
  label: 'sleep',
  physical: false,
  keywords: ['sleep', 'insomnia', 'rest', 'bedtime', 'night', 'tired', 'fatigue', 'routine'],
  caution:
    'If you snore loudly, stop breathing in your sleep or feel very sleepy during the day, talk to a doctor: these can be signs of sleep apnoea.',
  target_fallback: 'better sleep',
  phases: [
    {
      id: 'track',
      title: 'Track and anchor',
      share: 0.25,
      focus: 'Keep a simple sleep diary and get up at the same time every day, weekends included.',
      why: 'A fixed wake time is the strongest lever on your body clock, and the diary shows what actually happens.',
    },
    {
      id: 'reset',
      title: 'Reset the routine',
      share: 0.5,
      focus:
        'A wind-down hour, morning daylight, and the bed kept for sleep (get up if awake for more than 20 minutes).',
      why: 'These are the core of CBT for insomnia, which works better in the long run than sleeping pills.',
    },
    {
      id: 'sustain',
      title: 'Sustain',
      share: 0.25,
      focus: 'Keep what worked and plan for late nights, travel and stressful weeks.',
      why: 'A plan for setbacks keeps one bad night from undoing the routine.',
    },
  ],
  sessions: [
    {
      id: 'wind-down',
      title: 'Wind-down routine',
      share: 0.8,
      description:
        'An hour before bed: dim the lights, put screens away, and do something calm (reading, a warm shower, stretching). Go to bed only when sleepy.',
      why: 'A steady routine tells your body it is time to sleep.',
    },
    {
      id: 'daylight',
      title: 'Morning daylight walk',
      share: 0.6,
      description: 'Within an hour of waking, spend 15 to 30 minutes outside in daylight, walking if you can.',
      why: 'Morning light sets your body clock so you feel sleepy at the right time in the evening.',
    },
    {
      id: 'diary',
      title: 'Sleep diary review',
      share: 0.4,
      description:
        'Look at the week’s diary: bedtime, time to fall asleep, wake-ups, wake time, caffeine and alcohol. Note one pattern.',
      why: 'Seeing your own patterns shows which change will help most.',
    },
    {
      id: 'relaxation',
      title: 'Relaxation practice',
      share: 0.5,
      description:
        'Progressive muscle relaxation: tense and release each muscle group from feet to face, breathing slowly.',
      why: 'Relaxation lowers the arousal that keeps you awake.',
    },
  ],
  rotation: ['wind-down', 'daylight', 'diary', 'wind-down', 'relaxation', 'wind-down', 'daylight'],
  filler: 'wind-down',
  finale: null,
  progression: {
    weekly_increase: 0.03,
    deload_every: null,
    deload_factor: 1,
    taper_factor: null,
    cap: 1.15,
    why: 'Sleep habits need consistency more than growth, so the routine only lengthens a little over time.',
  },
  checkin: {
    every_weeks: 2,
    description: 'Three quick questions about your nights.',
    why: 'Your answers show whether the routine is working or needs to be lighter.',
    questions: [
      {
        id: 'rested',
        prompt: 'How rested do you feel when you wake up?',
        options: [
          { label: 'Exhausted', score: 0 },
          { label: 'Tired', score: 1 },
          { label: 'Fairly rested', score: 2 },
          { label: 'Well rested', score: 3 },
        ],
      },
      {
        id: 'latency',
        prompt: 'How long does it usually take you to fall asleep?',
        options: [
          { label: 'More than an hour', score: 0 },
          { label: '30 to 60 minutes', score: 1 },
          { label: '15 to 30 minutes', score: 2 },
          { label: 'Less than 15 minutes', score: 3 },
        ],
      },
      energyQuestion,
    ],
  },
  kpi_every_weeks: 1,
  kpis: [
    {
      id: 'sleep-hours',
      name: 'Average sleep per night',
      unit: 'h',
      direction: 'increase',
      baseline: () => null,
      target: (ctx) => Math.min(9, targetIn(ctx, ['h', 'hr', 'hrs', 'hour', 'hours']) ?? 7.5),
      why: 'Most adults need 7 to 9 hours; the weekly average from your diary shows the trend.',
    },
    {
      id: 'sleep-latency',
      name: 'Time to fall asleep',
      unit: 'min',
      direction: 'decrease',
      baseline: () => null,
      target: () => 20,
      why: 'Falling asleep within about 20 minutes is a sign the routine is working.',
    },
  ],
  nudges: [
    { text: 'No caffeine after 2 pm today.', why: 'Caffeine stays in your body for 6 hours or more.' },
    {
      text: 'Same wake time tomorrow, even if tonight is short.',
      why: 'A fixed wake time builds sleep pressure for the next night.',
    },
    {
      text: 'Keep the bedroom cool, dark and quiet.',
      why: 'A slightly cool room (about 18 °C) helps you fall and stay asleep.',
    },
    {
      text: 'Awake for more than 20 minutes? Get up and do something calm until sleepy.',
      why: 'This keeps your bed linked with sleep rather than lying awake.',
    },
  ],
};
