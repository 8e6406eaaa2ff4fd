import { effortQuestion, painQuestion } from './common.ts';
import type { DomainTemplate, KpiContext } from './types.ts';

/** The person's own measure, when they gave one and where they stand ("handicap 18 to 12", "V4 to V6"). */
const own = ({ intent }: KpiContext) => intent.target?.value ?? null;
const from = ({ intent }: KpiContext) => intent.baseline?.value ?? null;
const lowerIsBetter = (ctx: KpiContext) => {
  const target = own(ctx);
  const baseline = from(ctx);
  return target !== null && baseline !== null && target < baseline;
};

/**
 * Getting better at, or back to, a sport the person plays (decision 113): football, padel, basketball, BJJ, climbing,
 * golf. `{sport}` is the sport in the person's own words (parse-sport.ts), so every session names it. A coach's week:
 * skill work on what the person named, match fitness that mirrors the sport's efforts, strength that protects the
 * joints it loads, and playing it; foundations first, then game speed, then sharpening before the day that counts.
 */
export const sport: DomainTemplate = {
  domain: 'sport',
  label: 'sport',
  physical: true,
  keywords: ['sport', 'skills', 'drills', 'match', 'agility', 'conditioning', 'technique', 'team', 'injury prevention'],
  caution:
    'Warm up before every session and match. Sharp pain, a joint that gives way or swelling means stop and have it checked before you play again.',
  target_fallback: 'your sport',
  phases: [
    {
      id: 'foundations',
      title: 'Technique and base',
      share: 0.3,
      focus:
        'Clean technique on the skills of {sport} at slow speed, a base of fitness and strength for the joints it loads.',
      why: 'A skill learnt slowly and cleanly holds up later at game speed; a strength base makes the harder weeks safe.',
    },
    {
      id: 'game-speed',
      title: 'Game speed',
      share: 0.45,
      focus:
        'The same skills at game speed and under pressure, intervals that mirror the efforts of {sport}, and regular play.',
      why: 'Skills only count when they work with a clock, a partner or an opponent in front of you.',
    },
    {
      id: 'sharpen',
      title: 'Sharpen and peak',
      share: 0.25,
      taper: true,
      focus: 'Match-like practice of {sport} with less volume, so you arrive fresh and sharp.',
      why: 'Cutting volume while keeping intensity lets the fitness you built show on the day.',
    },
  ],
  sessions: [
    {
      id: 'skills',
      title: '{sport} skills: technique drills',
      share: 0.9,
      description:
        'Warm up for 10 minutes (easy jog, dynamic stretches, a few easy touches or rallies). Then 3 blocks of 8 to 10 minutes on one skill of {sport}: slow and clean first, then at game speed, then under pressure (a partner, a target or a clock). Write down the one cue that worked.',
      phases: ['foundations'],
      why: 'Short, focused blocks on one skill with a clear cue build technique faster than long unfocused practice.',
    },
    {
      id: 'skills',
      title: '{sport} skills under pressure',
      share: 0.9,
      phases: ['game-speed', 'sharpen'],
      description:
        'Warm up for 10 minutes. Take the skill you have been drilling into game situations: against a partner or an opponent, with a target, a score or a clock. 3 to 4 rounds of 8 minutes with a short rest; after each, fix slowly what broke down.',
      why: 'A skill is only learnt when it holds up with someone or something pushing back.',
    },
    {
      id: 'conditioning',
      title: 'Match fitness for {sport}: intervals',
      share: 0.8,
      hard: true,
      phases: ['game-speed', 'sharpen'],
      description:
        'Warm up for 10 minutes. Then 6 to 10 bursts of 20 to 40 seconds at the effort of {sport}, with changes of direction, and one to two times as long easy between them. Cool down for 5 minutes.',
      why: 'Your sport is played in bursts: repeats of its own efforts build the fitness that lasts to the end of a match.',
    },
    {
      id: 'conditioning',
      title: 'Speed and agility for {sport}',
      share: 0.7,
      phases: ['foundations'],
      description:
        'Warm up for 10 minutes. Then short sprints of 10 to 20 metres, shuffles, backpedals and cuts on both sides, 6 to 8 of each with full rest; finish with easy skipping and hops for 5 minutes.',
      why: 'Quick feet and clean changes of direction are trained fresh, with full rest, before they are trained tired.',
    },
    {
      id: 'strength',
      title: 'Strength and injury prevention for {sport}',
      share: 0.8,
      description:
        'Split squats or squats, a hip hinge (Romanian deadlift or hip bridge), a row or pull, a push-up or press, hamstring curls or Nordic lowers, a side plank and calf raises: 2 to 3 sets of 6 to 12 reps, stopping 2 reps before failure.',
      why: 'Strong hips, hamstrings, calves and trunk protect the knees, ankles and shoulders your sport loads most, and make you quicker.',
    },
    {
      id: 'play',
      title: 'Play {sport} with one focus',
      share: 1,
      hard: true,
      description:
        'Play a practice match, an open session or a game with others, and carry one thing from your skill sessions into it. Afterwards, note one thing that went well and one to work on next.',
      why: 'Playing is where skills and fitness come together; one focus per game turns playing into practice.',
    },
  ],
  rotation: ['skills', 'play', 'strength', 'conditioning', 'skills', 'play', 'strength'],
  filler: 'skills',
  finale: {
    id: 'test',
    title: 'Test day for {sport}: play it and compare',
    share: 1,
    description:
      'Today is the day you trained for: the match, tournament or test of {sport}. Warm up as you practised, play, then repeat the skill test from your first week and compare.',
    why: 'Testing on the day you set shows what the weeks built and what the next block should work on.',
  },
  progression: {
    weekly_increase: 0.05,
    deload_every: 4,
    deload_factor: 0.75,
    taper_factor: 0.7,
    cap: 1.35,
    why: 'Training grows about 5% a week, every 4th week is lighter so your body absorbs it, and the last weeks taper so you play fresh.',
  },
  checkin: {
    every_weeks: 2,
    description: 'Three quick questions about your training and your game.',
    why: 'Your answers set the coming load: pain or sessions that were too hard mean an easier block.',
    questions: [
      effortQuestion('sessions'),
      painQuestion,
      {
        id: 'skill',
        prompt: 'How does the skill you are working on hold up when you play?',
        options: [
          { label: 'It falls apart in a game', score: 0 },
          { label: 'It works when I have time', score: 1 },
          { label: 'It works in most games', score: 2 },
          { label: 'It holds up under pressure', score: 3 },
        ],
      },
    ],
  },
  kpi_every_weeks: 2,
  kpis: [
    {
      id: 'own',
      name: 'Your measure',
      unit: '{unit}',
      direction: 'decrease',
      when: lowerIsBetter,
      baseline: from,
      target: (ctx) => own(ctx) ?? 0,
      why: 'The number you set yourself is the goal itself.',
    },
    {
      id: 'own',
      name: 'Your measure',
      unit: '{unit}',
      direction: 'increase',
      when: (ctx) => own(ctx) !== null,
      baseline: from,
      target: (ctx) => own(ctx) ?? 0,
      why: 'The number you set yourself is the goal itself.',
    },
    {
      id: 'skill-test',
      name: 'Skill test: clean reps out of 10',
      unit: 'of 10',
      direction: 'increase',
      baseline: () => null,
      target: (ctx) => (ctx.intent.level === 'advanced' ? 9 : 8),
      why: 'Ten tries at the skill you are working on (serves, shots, passes to a target) show progress a game hides.',
    },
    {
      id: 'sessions',
      name: 'Sessions done this week',
      unit: 'sessions',
      direction: 'increase',
      baseline: () => null,
      target: ({ intent }) => intent.sessions_per_week,
      why: 'Regular practice is what builds a skill; the week you train is the week you improve.',
    },
  ],
  nudges: [
    {
      text: 'Warm up before every session and game, even the short ones.',
      why: 'A warm body moves better and is far less likely to strain a muscle.',
    },
    {
      text: 'Pick one thing to work on before each game.',
      why: 'One focus turns a game into practice without taking the fun out of it.',
    },
    {
      text: 'Sleep and a day off between hard sessions are part of training.',
      why: 'Skills settle and muscles recover during rest; tired practice builds tired habits.',
    },
  ],
};
