import { mentions, numberIn } from './baseline.ts';
import { effortQuestion, painQuestion } from './common.ts';
import { targetIn, type DomainTemplate, type KpiContext } from './types.ts';

const METRES = ['m', 'meter', 'meters', 'metre', 'metres'];
const LENGTHS = ['lengths', 'laps'];
const GOAL_BY_LEVEL = { beginner: 200, intermediate: 400, advanced: 1000 } as const;
/** "I can't swim" starts at 0 m; "I can swim 50 m" / "I manage 4 lengths" is where they are. */
const NON_SWIMMER =
  /\b(?:can'?t|cannot|never learned to|don'?t know how to) swim\b|non ?swimmer|no s[eé] nadar|nicht schwimmen|لا أعرف السباحة|لا اعرف السباحة/;

const OPEN_WATER =
  /open water|\bsea\b|\blake\b|ocean|triathlon|aguas abiertas|\bmar\b|freiwasser|\b(?:im|am|in den) see\b|المياه المفتوحة|البحر/;

const goalMetres = (ctx: KpiContext) => targetIn(ctx, METRES) ?? GOAL_BY_LEVEL[ctx.intent.level];
const baselineMetres = (ctx: KpiContext) =>
  mentions(ctx, NON_SWIMMER)
    ? 0
    : numberIn(ctx, [
        /\b(?:can|currently|now|only|manage|do) (?:only )?(?:swim |do )?(?:about |around )?(\d+) ?m\b/,
        /\b(\d+) ?m\b[^.]{0,20}\b(?:now|at the moment|currently|max|before i stop)/,
      ]);

export const swimming: DomainTemplate = {
  domain: 'swimming',
  label: 'swimming',
  physical: true,
  keywords: ['swim', 'swimming', 'swimmer', 'pool', 'front crawl', 'freestyle', 'open water', 'triathlon'],
  caution:
    'Swim where a lifeguard is on duty while you learn, and never swim alone in open water: go with a group or a partner, wear a bright tow float and stay close to the shore.',
  target_fallback: 'your goal distance',
  phases: [
    {
      id: 'water-skills',
      title: 'Water skills and breathing',
      share: 0.3,
      focus:
        'Relaxed breathing out under water, floating, kicking with a board and side breathing, in short lengths with rests.',
      why: 'Almost everyone who stops after one length is out of breath, not out of strength: calm breathing comes first.',
    },
    {
      id: 'build',
      title: 'Stroke and interval sets',
      share: 0.45,
      focus: 'Technique drills plus interval sets such as 8 × 25 m with rests, and a longer continuous swim each week.',
      why: 'Short repeats with rests let you practise good form for many more metres than one long, ragged swim.',
    },
    {
      id: 'distance',
      title: 'Continuous distance',
      share: 0.25,
      focus: 'Fewer rests, longer repeats and a weekly continuous swim that grows to {target}.',
      why: 'Joining the repeats into one swim turns the technique and fitness you built into the goal distance.',
    },
  ],
  sessions: [
    {
      id: 'drills',
      title: 'Technique drills',
      share: 0.8,
      description:
        'Warm up with 4 easy lengths. Then 4 × 25 m kick with a board (long legs, small fast kicks from the hip), 4 × 25 m side-breathing drill (one arm forward, roll to breathe, blow out under water) and 4 × 25 m catch-up front crawl (one hand waits until the other arrives). Rest 30 seconds between lengths.',
      why: 'Drills fix one part of the stroke at a time, so the whole stroke gets easier and cheaper on breath.',
    },
    {
      id: 'intervals',
      title: 'Interval set',
      share: 1,
      hard: true,
      phases: ['build', 'distance'],
      description:
        'Warm up with 100 m easy. Swim 8 × 25 m front crawl at a steady pace with 20 to 30 seconds’ rest, then 4 × 50 m with 30 seconds’ rest. Count your strokes per length: fewer strokes at the same pace means better technique.',
      why: 'Repeats with short rests build the fitness to keep going while you practise good form.',
    },
    {
      id: 'continuous',
      title: 'Continuous swim',
      share: 1,
      hard: true,
      description:
        'After a 100 m warm-up, swim as far as you can without stopping at an easy pace, breathing every 2 or 3 strokes. Stop before your form falls apart and note the distance. Next time, aim for one more length.',
      why: 'Adding a length or two at a time is how the longest swim grows to {target}.',
    },
    {
      id: 'breathing',
      title: 'Breathing and floating practice',
      share: 0.6,
      phases: ['water-skills'],
      description:
        'In the shallow end: 10 bobs (breathe in above the water, hum out slowly below), 3 × 20 seconds floating on your front and back, then push and glide from the wall with your face in the water. Finish with 4 widths of kicking on your back.',
      why: 'Feeling at ease with your face in the water is the base of every stroke.',
    },
    {
      id: 'easy',
      title: 'Open-water skills in the pool',
      share: 0.7,
      when: (ctx) => mentions(ctx, OPEN_WATER),
      description:
        'Practise for open water where it is safe: every 6 to 9 strokes lift your eyes forward just above the surface to sight, then turn to breathe; breathe to both sides; swim 4 lengths without touching the wall at the turns. Finish with 4 easy lengths.',
      why: 'Sighting, breathing to both sides and swimming without the wall are what open water asks of you.',
    },
    {
      id: 'easy',
      title: 'Easy technique swim',
      share: 0.7,
      description:
        'Swim easy lengths of front crawl with a rest whenever you need it, thinking about one thing only: long body, face down, steady breathing out. Finish with 4 lengths of kicking with a board.',
      why: 'Easy, relaxed metres make the stroke automatic without tiring you for the harder sessions.',
    },
  ],
  rotation: ['continuous', 'intervals', 'breathing', 'drills', 'easy', 'drills', 'easy'],
  filler: 'drills',
  finale: {
    id: 'goal-swim',
    title: 'Goal swim: {target} without stopping',
    share: 1,
    hard: true,
    description:
      'Your goal day. Warm up with 2 easy lengths and a short rest, then swim {target} at an even, relaxed pace, breathing steadily. Count the lengths or ask someone to count for you.',
    why: 'Every drill, repeat and continuous swim in the plan has built toward this one.',
  },
  progression: {
    weekly_increase: 0.08,
    deload_every: 4,
    deload_factor: 0.8,
    taper_factor: 0.8,
    cap: 1.5,
    why: 'Swimming volume grows about 8% a week (a length or two more), every 4th week is lighter, and the last week eases off before the goal swim.',
  },
  checkin: {
    every_weeks: 2,
    description: 'Three quick questions about your last two weeks in the pool.',
    why: 'Your answers tune the coming weeks: more rest if breathing is still a struggle, longer swims if it is easy.',
    questions: [
      effortQuestion('swims'),
      {
        id: 'breathing',
        prompt: 'How does breathing feel when you swim front crawl?',
        options: [
          { label: 'I gasp and have to stop after a length', score: 0 },
          { label: 'OK for a length, then I run out of breath', score: 1 },
          { label: 'Steady for several lengths', score: 2 },
          { label: 'Relaxed, I could keep going', score: 3 },
        ],
      },
      painQuestion,
    ],
  },
  kpi_every_weeks: 2,
  kpis: [
    {
      id: 'longest-swim',
      name: 'Longest continuous swim',
      unit: 'm',
      direction: 'increase',
      when: (ctx) => targetIn(ctx, LENGTHS) === null,
      baseline: baselineMetres,
      target: goalMetres,
      why: 'The distance you swim without stopping is the goal itself: {target}.',
    },
    {
      id: 'longest-swim',
      name: 'Longest continuous swim',
      unit: 'lengths',
      direction: 'increase',
      baseline: (ctx) => (mentions(ctx, NON_SWIMMER) ? 0 : null),
      target: (ctx) => targetIn(ctx, LENGTHS) ?? 8,
      why: 'The distance you swim without stopping is the goal itself: {target}.',
    },
    {
      id: 'weekly-metres',
      name: 'Metres swum this week',
      unit: 'm',
      direction: 'increase',
      baseline: () => null,
      target: (ctx) => {
        const perSession = ctx.intent.minutes_per_session * (ctx.intent.level === 'beginner' ? 15 : 25);
        return Math.round((perSession * ctx.intent.sessions_per_week) / 100) * 100;
      },
      why: 'Weekly metres show how much swimming your body is absorbing; they grow a little at a time.',
    },
    {
      id: 'strokes',
      name: 'Strokes per 25 m length',
      unit: 'strokes',
      direction: 'decrease',
      baseline: () => null,
      target: (ctx) => (ctx.intent.level === 'advanced' ? 16 : 22),
      why: 'Fewer strokes for the same length means a longer, smoother stroke that saves breath.',
    },
  ],
  nudges: [
    {
      text: 'Pack your swim bag tonight: goggles, cap, towel and a bottle of water.',
      why: 'A ready bag removes the easiest excuse to skip the pool.',
    },
    {
      text: 'Breathe out steadily under water through your nose and mouth, so you only need to breathe in when you turn.',
      why: 'Holding your breath under water is the main reason swimmers gasp and stop.',
    },
    {
      text: 'Check the pool timetable for lane or adult sessions this week.',
      why: 'Quieter lanes make drills and counting lengths much easier.',
    },
    {
      text: 'Open water is different: go with a group or a partner, wear a bright tow float, and start close to the shore.',
      why: 'Cold water, waves and no wall to hold make open water harder than the pool.',
    },
    {
      text: 'Drink water after swimming, even if you do not feel thirsty.',
      why: 'You sweat in the pool too, and a bit of fluid helps recovery.',
    },
    {
      text: 'Shoulder pain that lasts after swimming is a sign to rest and check your stroke, not to push on.',
      why: 'Most swimming injuries are overused shoulders; early rest keeps them small.',
    },
  ],
};
